-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_OssObject" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "storagePath" TEXT NOT NULL,
    "supplierCode" TEXT NOT NULL DEFAULT '',
    "accountId" INTEGER,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
-- Objects stored before: their supplier is the first segment of the key (what their policy bound), their uploader unknown.
INSERT INTO "new_OssObject" ("contentType", "createTime", "key", "size", "storagePath", "supplierCode") SELECT "contentType", "createTime", "key", "size", "storagePath", CASE WHEN instr("key", '/') > 0 THEN substr("key", 1, instr("key", '/') - 1) ELSE '' END FROM "OssObject";
DROP TABLE "OssObject";
ALTER TABLE "new_OssObject" RENAME TO "OssObject";
CREATE INDEX "OssObject_supplierCode_idx" ON "OssObject"("supplierCode");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "StoredFile_supplierCode_idx" ON "StoredFile"("supplierCode");
