-- CreateTable
CREATE TABLE "InnovationMaterial" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "supplierCode" TEXT NOT NULL,
    "divisionId" INTEGER,
    "sectionId" INTEGER,
    "materialName" TEXT NOT NULL,
    "materialCode" TEXT,
    "comment" TEXT,
    "coreTechnology" TEXT,
    "tags" JSONB NOT NULL,
    "coverImgId" TEXT,
    "otherImgIds" JSONB NOT NULL,
    "appendixIds" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "modifiedBy" TEXT NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "InnovationMaterial_materialCode_key" ON "InnovationMaterial"("materialCode");

-- CreateIndex
CREATE INDEX "InnovationMaterial_supplierCode_status_idx" ON "InnovationMaterial"("supplierCode", "status");
