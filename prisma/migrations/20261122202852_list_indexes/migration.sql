-- DropIndex
DROP INDEX "Material_supplierCode_materialStage_status_idx";

-- DropIndex
DROP INDEX "PurchaseOrder_supplierCode_dueDate_idx";

-- DropIndex
DROP INDEX "PurchaseOrder_supplierCode_status_idx";

-- CreateIndex
CREATE INDEX "Material_supplierCode_materialStage_modifyTime_idx" ON "Material"("supplierCode", "materialStage", "modifyTime");

-- CreateIndex
CREATE INDEX "Material_supplierCode_materialStage_status_modifyTime_idx" ON "Material"("supplierCode", "materialStage", "status", "modifyTime");

-- CreateIndex
CREATE INDEX "Material_supplierCode_materialStage_divisionId_status_modifyTime_idx" ON "Material"("supplierCode", "materialStage", "divisionId", "status", "modifyTime");

-- CreateIndex
CREATE INDEX "PurchaseOrder_supplierCode_createTime_idx" ON "PurchaseOrder"("supplierCode", "createTime");

-- CreateIndex
CREATE INDEX "PurchaseOrder_supplierCode_status_createTime_idx" ON "PurchaseOrder"("supplierCode", "status", "createTime");

-- CreateIndex
CREATE INDEX "PurchaseOrder_supplierCode_dueDate_status_createTime_idx" ON "PurchaseOrder"("supplierCode", "dueDate", "status", "createTime");
