-- DropIndex
DROP INDEX "PurchaseOrder_supplierCode_createTime_status_dueDate_idx";

-- CreateIndex
CREATE INDEX "PurchaseOrder_supplierCode_createTime_id_status_dueDate_idx" ON "PurchaseOrder"("supplierCode", "createTime", "id", "status", "dueDate");
