-- DropIndex
DROP INDEX "ScanApply_supplierCode_status_idx";

-- DropIndex
DROP INDEX "ShoeTree_supplierCode_idx";

-- CreateIndex
CREATE INDEX "ScanApply_supplierCode_status_createTime_id_idx" ON "ScanApply"("supplierCode", "status", "createTime", "id");

-- CreateIndex
CREATE INDEX "ShoeTree_supplierCode_status_modifyTime_id_idx" ON "ShoeTree"("supplierCode", "status", "modifyTime", "id");

-- CreateIndex
CREATE INDEX "ShoeTreeSize_shoeTreeId_sort_id_idx" ON "ShoeTreeSize"("shoeTreeId", "sort", "id");
