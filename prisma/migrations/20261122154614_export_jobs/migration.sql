-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_DownloadRecord" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "fileName" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'download',
    "status" INTEGER NOT NULL DEFAULT 0,
    "storagePath" TEXT,
    "failed" BOOLEAN NOT NULL DEFAULT false,
    "message" TEXT,
    "source" TEXT NOT NULL,
    "rowCount" INTEGER,
    "input" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "supplierCode" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishTime" DATETIME,
    "downloadTime" DATETIME,
    CONSTRAINT "DownloadRecord_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_DownloadRecord" ("accountId", "createTime", "downloadTime", "failed", "fileName", "finishTime", "key", "message", "rowCount", "source", "status", "storagePath", "supplierCode", "type") SELECT "accountId", "createTime", "downloadTime", "failed", "fileName", "finishTime", "key", "message", "rowCount", "source", "status", "storagePath", "supplierCode", "type" FROM "DownloadRecord";
DROP TABLE "DownloadRecord";
ALTER TABLE "new_DownloadRecord" RENAME TO "DownloadRecord";
CREATE INDEX "DownloadRecord_accountId_type_createTime_idx" ON "DownloadRecord"("accountId", "type", "createTime");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
