-- CreateTable
CREATE TABLE "StoredFile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "fileName" TEXT NOT NULL,
    "fileSuffix" TEXT,
    "contentType" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "businessType" TEXT NOT NULL,
    "businessId" TEXT,
    "storagePath" TEXT NOT NULL,
    "parentId" TEXT,
    "supplierCode" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "StoredFile_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DownloadRecord" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "fileName" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'download',
    "status" INTEGER NOT NULL DEFAULT 0,
    "storagePath" TEXT,
    "failed" BOOLEAN NOT NULL DEFAULT false,
    "message" TEXT,
    "source" TEXT NOT NULL,
    "rowCount" INTEGER,
    "supplierCode" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishTime" DATETIME,
    "downloadTime" DATETIME,
    CONSTRAINT "DownloadRecord_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OssObject" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "storagePath" TEXT NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "StoredFile_businessId_idx" ON "StoredFile"("businessId");

-- CreateIndex
CREATE INDEX "StoredFile_parentId_idx" ON "StoredFile"("parentId");

-- CreateIndex
CREATE INDEX "DownloadRecord_accountId_type_createTime_idx" ON "DownloadRecord"("accountId", "type", "createTime");
