-- CreateTable
CREATE TABLE "PurchaseOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "purchaseNo" TEXT NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "shoeFactoryCode" TEXT,
    "seasonCode" TEXT,
    "materialCode" TEXT NOT NULL,
    "materialName" TEXT NOT NULL,
    "quantity" REAL NOT NULL,
    "shippedQuantity" REAL NOT NULL DEFAULT 0,
    "unit" TEXT NOT NULL,
    "deliveryDate" DATETIME,
    "status" INTEGER NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "InquiryNotice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "inquiryNo" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "materialCount" INTEGER NOT NULL,
    "deadline" DATETIME,
    "status" INTEGER NOT NULL,
    "isRead" INTEGER NOT NULL DEFAULT 0,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseOrder_purchaseNo_key" ON "PurchaseOrder"("purchaseNo");

-- CreateIndex
CREATE INDEX "PurchaseOrder_supplierCode_status_idx" ON "PurchaseOrder"("supplierCode", "status");

-- CreateIndex
CREATE UNIQUE INDEX "InquiryNotice_inquiryNo_key" ON "InquiryNotice"("inquiryNo");

-- CreateIndex
CREATE INDEX "InquiryNotice_supplierCode_status_idx" ON "InquiryNotice"("supplierCode", "status");
