-- DropIndex
DROP INDEX "ComponentCost_supplierCode_status_idx";

-- DropIndex
DROP INDEX "ComponentCostItem_costId_idx";

-- DropIndex
DROP INDEX "ComponentCostRecord_costId_idx";

-- CreateIndex
CREATE INDEX "ComponentCost_supplierCode_status_createTime_id_idx" ON "ComponentCost"("supplierCode", "status", "createTime", "id");

-- CreateIndex
CREATE INDEX "ComponentCostItem_costId_sort_id_idx" ON "ComponentCostItem"("costId", "sort", "id");

-- CreateIndex
CREATE INDEX "ComponentCostRecord_costId_operateTime_id_idx" ON "ComponentCostRecord"("costId", "operateTime", "id");
