-- AlterTable
ALTER TABLE "InquiryNotice" ADD COLUMN "auditRemark" TEXT;
ALTER TABLE "InquiryNotice" ADD COLUMN "contact" TEXT;
ALTER TABLE "InquiryNotice" ADD COLUMN "quoteTime" DATETIME;
ALTER TABLE "InquiryNotice" ADD COLUMN "remark" TEXT;
ALTER TABLE "InquiryNotice" ADD COLUMN "season" TEXT;

-- AlterTable
ALTER TABLE "PurchaseOrder" ADD COLUMN "closeReason" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "closeTime" DATETIME;
ALTER TABLE "PurchaseOrder" ADD COLUMN "closedBy" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "dueDate" DATETIME;
ALTER TABLE "PurchaseOrder" ADD COLUMN "updateTime" DATETIME;

-- CreateTable
CREATE TABLE "Material" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "supplierCode" TEXT NOT NULL,
    "materialStage" TEXT NOT NULL DEFAULT 'normal',
    "divisionId" INTEGER NOT NULL,
    "sectionId" INTEGER,
    "materialName" TEXT NOT NULL,
    "fullMaterialName" TEXT,
    "materialCode" TEXT,
    "thicknesses" JSONB NOT NULL,
    "widths" JSONB NOT NULL,
    "widthTP" TEXT,
    "weight" TEXT,
    "grains" JSONB NOT NULL,
    "materialSubCodes" JSONB NOT NULL,
    "unit" TEXT,
    "weavePattern" TEXT,
    "element" TEXT,
    "structure" TEXT,
    "yarnSpecification" TEXT,
    "oilContent" TEXT,
    "softness" REAL,
    "density" TEXT,
    "hardness" TEXT,
    "shoeFactoryTotal" TEXT NOT NULL DEFAULT '0',
    "channelTotal" INTEGER NOT NULL DEFAULT 0,
    "sampleStages" JSONB NOT NULL,
    "developTimes" TEXT,
    "bodyNo" TEXT,
    "standards" TEXT,
    "productNonDate" TEXT,
    "texture" TEXT,
    "comment" TEXT,
    "instructions" TEXT,
    "sampleDate" TEXT,
    "productDate" TEXT,
    "price" TEXT,
    "coverImgId" TEXT,
    "checkFileId" TEXT,
    "vrFileId" TEXT,
    "auditRemark" TEXT,
    "status" INTEGER NOT NULL,
    "originalStatus" INTEGER,
    "propertiesCode" TEXT,
    "needleCount" TEXT,
    "mouldCode" TEXT,
    "colorProcessing" TEXT,
    "processProcessing" TEXT,
    "otherProcessing" TEXT,
    "promptClassification" TEXT,
    "techProp" TEXT,
    "colorTotal" INTEGER NOT NULL DEFAULT 0,
    "newFlag" TEXT NOT NULL DEFAULT '1',
    "leatherStretch" TEXT,
    "technology" TEXT,
    "cushionTreatment" TEXT,
    "physicalProperties" TEXT,
    "fileHasComplete" INTEGER NOT NULL DEFAULT 0,
    "insoleCloth" TEXT,
    "insoleClothMaterialCode" TEXT,
    "lastNumber" TEXT,
    "base" TEXT,
    "editType" INTEGER,
    "isCompleteData" INTEGER,
    "hasFrozen" INTEGER,
    "frozenTime" DATETIME,
    "applicationOverruled" TEXT,
    "pushTime" DATETIME,
    "createdBy" TEXT NOT NULL,
    "modifier" TEXT,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "MaterialSubPrice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "materialId" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL,
    "width" TEXT,
    "widthPrice" REAL,
    "thickness" TEXT,
    "thicknessPrice" REAL,
    "weight" TEXT,
    "grain" TEXT,
    "linePrice" REAL,
    "standardPrice" REAL,
    CONSTRAINT "MaterialSubPrice_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "Material" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialColor" (
    "materialId" INTEGER NOT NULL,
    "colorCode" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,

    PRIMARY KEY ("materialId", "colorCode"),
    CONSTRAINT "MaterialColor_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "Material" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialFactory" (
    "materialId" INTEGER NOT NULL,
    "factoryCode" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,

    PRIMARY KEY ("materialId", "factoryCode"),
    CONSTRAINT "MaterialFactory_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "Material" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialElement" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "materialId" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL,
    "element" TEXT NOT NULL,
    "proportion" REAL NOT NULL,
    CONSTRAINT "MaterialElement_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "Material" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialEffect" (
    "materialId" INTEGER NOT NULL,
    "effectId" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL,

    PRIMARY KEY ("materialId", "effectId"),
    CONSTRAINT "MaterialEffect_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "Material" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialAsset" (
    "materialId" INTEGER NOT NULL,
    "fileId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,

    PRIMARY KEY ("materialId", "fileId"),
    CONSTRAINT "MaterialAsset_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "Material" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialSeason" (
    "materialId" INTEGER NOT NULL,
    "seasonCode" TEXT NOT NULL,

    PRIMARY KEY ("materialId", "seasonCode"),
    CONSTRAINT "MaterialSeason_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "Material" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialChannel" (
    "materialId" INTEGER NOT NULL,
    "channel" TEXT NOT NULL,

    PRIMARY KEY ("materialId", "channel"),
    CONSTRAINT "MaterialChannel_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "Material" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialTagLink" (
    "materialId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,

    PRIMARY KEY ("materialId", "tagId"),
    CONSTRAINT "MaterialTagLink_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "Material" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialApproval" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "materialId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "auditRemark" TEXT,
    "auditor" TEXT NOT NULL,
    "auditTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MaterialApproval_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "Material" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialImageHash" (
    "fileId" TEXT NOT NULL PRIMARY KEY,
    "hash" TEXT NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PurchaseLine" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "purchaseId" INTEGER NOT NULL,
    "lineNo" INTEGER NOT NULL,
    "materialCode" TEXT NOT NULL,
    "materialName" TEXT NOT NULL,
    "materialSubCode" TEXT,
    "colorName" TEXT,
    "width" TEXT,
    "thickness" TEXT,
    "unit" TEXT NOT NULL,
    "quantity" REAL NOT NULL,
    "shippedQuantity" REAL NOT NULL DEFAULT 0,
    "sizes" JSONB NOT NULL,
    "price" REAL,
    "priceRemark" TEXT,
    "soleCode" TEXT,
    "soleCost" REAL,
    "deliveryDate" DATETIME,
    "status" INTEGER NOT NULL DEFAULT 0,
    "closeReason" TEXT,
    CONSTRAINT "PurchaseLine_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "PurchaseOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PurchasePlan" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "purchaseId" INTEGER NOT NULL,
    "detailId" INTEGER NOT NULL,
    "planDate" DATETIME NOT NULL,
    "planQuantity" REAL NOT NULL,
    "sizes" JSONB NOT NULL,
    "remark" TEXT,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PurchasePlan_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "PurchaseOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PurchaseShipment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shipmentNo" TEXT NOT NULL,
    "purchaseId" INTEGER NOT NULL,
    "detailId" INTEGER NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "quantity" REAL NOT NULL,
    "sizes" JSONB NOT NULL,
    "shipDate" DATETIME NOT NULL,
    "logisticsCompany" TEXT,
    "logisticsNo" TEXT,
    "mergeNo" TEXT,
    "operator" TEXT NOT NULL,
    "noticeTime" DATETIME,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PurchaseShipment_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "PurchaseOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PurchaseMail" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "supplierCode" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "shipmentIds" JSONB NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PurchaseMaterial" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "supplierCode" TEXT NOT NULL,
    "materialCode" TEXT NOT NULL,
    "materialName" TEXT NOT NULL,
    "divisionId" INTEGER NOT NULL,
    "unit" TEXT,
    "price" REAL,
    "widths" JSONB NOT NULL,
    "thicknesses" JSONB NOT NULL,
    "grains" JSONB NOT NULL,
    "subCodes" JSONB NOT NULL
);

-- CreateTable
CREATE TABLE "PurchaseSole" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "supplierCode" TEXT NOT NULL,
    "soleCode" TEXT NOT NULL,
    "soleName" TEXT NOT NULL,
    "materialCode" TEXT,
    "cost" REAL
);

-- CreateTable
CREATE TABLE "ShoeTree" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shoeTreeCode" TEXT NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "bodyNo" TEXT,
    "shoeTreeType" TEXT,
    "shoeFactoryCode" TEXT,
    "shoeTreeFactoryCode" TEXT,
    "seasonCode" TEXT,
    "historySeasons" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT '1',
    "maintainStatus" INTEGER NOT NULL DEFAULT 1,
    "maintainTime" DATETIME,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "availableQuantity" INTEGER NOT NULL DEFAULT 0,
    "scrapQuantity" INTEGER NOT NULL DEFAULT 0,
    "borrowQuantity" INTEGER NOT NULL DEFAULT 0,
    "coverImgId" TEXT,
    "imgIds" JSONB NOT NULL,
    "remark" TEXT,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifiedBy" TEXT
);

-- CreateTable
CREATE TABLE "ShoeTreeSize" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shoeTreeId" INTEGER NOT NULL,
    "size" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "quantity" INTEGER NOT NULL,
    "scrapQuantity" INTEGER NOT NULL DEFAULT 0,
    "borrowQuantity" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ShoeTreeSize_shoeTreeId_fkey" FOREIGN KEY ("shoeTreeId") REFERENCES "ShoeTree" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShoeTreeRecord" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shoeTreeId" INTEGER NOT NULL,
    "operateType" TEXT NOT NULL,
    "operateRemark" TEXT,
    "sizes" JSONB NOT NULL,
    "imgIds" JSONB NOT NULL,
    "operator" TEXT NOT NULL,
    "operateTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ShoeTreeRecord_shoeTreeId_fkey" FOREIGN KEY ("shoeTreeId") REFERENCES "ShoeTree" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShoeTreeNode" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shoeTreeId" INTEGER NOT NULL,
    "parentId" INTEGER,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "fileId" TEXT,
    "creator" TEXT NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifier" TEXT,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ShoeTreeNode_shoeTreeId_fkey" FOREIGN KEY ("shoeTreeId") REFERENCES "ShoeTree" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShoeTreeFactory" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "shortName" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "ShoesFabric" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "supplierCode" TEXT NOT NULL,
    "shoeTreeCode" TEXT NOT NULL,
    "styleNo" TEXT NOT NULL,
    "styleName" TEXT NOT NULL,
    "seasonCode" TEXT,
    "materialCode" TEXT NOT NULL,
    "materialName" TEXT NOT NULL,
    "part" TEXT
);

-- CreateTable
CREATE TABLE "PriceCard" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "supplierCode" TEXT NOT NULL,
    "materialCode" TEXT NOT NULL,
    "materialName" TEXT NOT NULL,
    "divisionId" INTEGER,
    "season" TEXT,
    "unit" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'CNY',
    "basePrice" REAL NOT NULL,
    "remark" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "auditRemark" TEXT,
    "submitTime" DATETIME,
    "auditTime" DATETIME,
    "createdBy" TEXT NOT NULL,
    "modifiedBy" TEXT NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PriceCardRow" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "cardId" INTEGER NOT NULL,
    "thickness" TEXT,
    "thicknessPrice" REAL,
    "width" TEXT,
    "widthPrice" REAL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "PriceCardRow_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "PriceCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PriceFloat" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "cardId" INTEGER NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "floatingPrice" REAL NOT NULL,
    "remark" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "auditRemark" TEXT,
    "modifiedBy" TEXT NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PriceFloat_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "PriceCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PriceApproval" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "recordId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "node" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "remark" TEXT,
    "operator" TEXT NOT NULL,
    "operateTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "InquiryItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "inquiryId" INTEGER NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "materialCode" TEXT NOT NULL,
    "materialName" TEXT NOT NULL,
    "spec" TEXT,
    "unit" TEXT,
    "quantity" REAL,
    "price" REAL,
    "currency" TEXT NOT NULL DEFAULT 'CNY',
    "remark" TEXT,
    "isSole" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 0,
    "closeReason" TEXT,
    "materialCost" REAL,
    "processCost" REAL,
    "lossRate" REAL,
    "profitRate" REAL,
    "modifiedBy" TEXT,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "InquiryItem_inquiryId_fkey" FOREIGN KEY ("inquiryId") REFERENCES "InquiryNotice" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InquirySoleComponent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "itemId" INTEGER NOT NULL,
    "componentName" TEXT NOT NULL,
    "materialCode" TEXT,
    "weight" REAL,
    "unitPrice" REAL,
    "confirmed" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "InquirySoleComponent_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "InquiryItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InquiryCostLine" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "itemId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "amount" REAL NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "InquiryCostLine_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "InquiryItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InquiryParam" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "paramCode" TEXT NOT NULL,
    "paramName" TEXT NOT NULL,
    "paramValue" TEXT,
    "unit" TEXT,
    "divisionId" INTEGER
);

-- CreateTable
CREATE TABLE "InjectionMaterialPrice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "materialCode" TEXT NOT NULL,
    "materialName" TEXT NOT NULL,
    "supplierCode" TEXT,
    "price" REAL NOT NULL,
    "unit" TEXT
);

-- CreateTable
CREATE TABLE "ComponentCost" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "costNo" TEXT NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "styleNo" TEXT NOT NULL,
    "styleName" TEXT NOT NULL,
    "seasonCode" TEXT NOT NULL,
    "componentCode" TEXT NOT NULL,
    "componentName" TEXT NOT NULL,
    "shoeFactoryCodes" JSONB NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'CNY',
    "totalCost" REAL,
    "status" INTEGER NOT NULL,
    "inquiryDeadline" DATETIME,
    "remark" TEXT,
    "auditRemark" TEXT,
    "closeReason" TEXT,
    "confirmTime" DATETIME,
    "auditTime" DATETIME,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ComponentCostItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "costId" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL,
    "itemName" TEXT NOT NULL,
    "materialCode" TEXT,
    "unit" TEXT NOT NULL,
    "usage" REAL,
    "unitPrice" REAL,
    "lossRate" REAL NOT NULL DEFAULT 0,
    CONSTRAINT "ComponentCostItem_costId_fkey" FOREIGN KEY ("costId") REFERENCES "ComponentCost" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ComponentCostRecord" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "costId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "remark" TEXT,
    "operator" TEXT NOT NULL,
    "operateTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ComponentCostRecord_costId_fkey" FOREIGN KEY ("costId") REFERENCES "ComponentCost" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ComponentParam" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "paramCode" TEXT NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "componentCode" TEXT NOT NULL,
    "componentName" TEXT NOT NULL,
    "setName" TEXT NOT NULL,
    "formula" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "remark" TEXT,
    "paramValues" JSONB NOT NULL,
    "copiedFrom" TEXT,
    "creator" TEXT NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifier" TEXT NOT NULL,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ComponentParamRecord" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "paramId" INTEGER NOT NULL,
    "operateType" TEXT NOT NULL,
    "field" TEXT,
    "oldValue" TEXT,
    "newValue" TEXT,
    "operator" TEXT NOT NULL,
    "operateTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ComponentParamRecord_paramId_fkey" FOREIGN KEY ("paramId") REFERENCES "ComponentParam" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SeasonOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "seasonNo" TEXT NOT NULL,
    "seasonCode" TEXT NOT NULL,
    "orderType" TEXT NOT NULL,
    "materialCode" TEXT NOT NULL,
    "materialName" TEXT NOT NULL,
    "colorName" TEXT,
    "supplierCode" TEXT NOT NULL,
    "shoeFactoryCode" TEXT,
    "shoeTreeCode" TEXT,
    "quantity" REAL NOT NULL,
    "deliveredQuantity" REAL NOT NULL DEFAULT 0,
    "sizes" JSONB NOT NULL,
    "unit" TEXT NOT NULL,
    "deliveryDate" DATETIME,
    "version" INTEGER NOT NULL DEFAULT 1,
    "status" INTEGER NOT NULL,
    "remark" TEXT,
    "closeReason" TEXT,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "SeasonDelivery" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "seasonId" INTEGER NOT NULL,
    "deliverType" TEXT NOT NULL,
    "deliverDate" DATETIME NOT NULL,
    "sizes" JSONB NOT NULL,
    "quantity" REAL NOT NULL,
    "logisticsNo" TEXT,
    "receiptStatus" INTEGER NOT NULL DEFAULT 0,
    "remark" TEXT,
    "confirmRemark" TEXT,
    "confirmTime" DATETIME,
    "operator" TEXT NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SeasonDelivery_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "SeasonOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SeasonVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "seasonId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "remark" TEXT,
    "snapshot" JSONB NOT NULL,
    "modifier" TEXT NOT NULL,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SeasonVersion_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "SeasonOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ScanApply" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "applyNo" TEXT NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "materialId" INTEGER NOT NULL,
    "materialCode" TEXT,
    "materialName" TEXT NOT NULL,
    "sampleQuantity" INTEGER NOT NULL,
    "expectDate" TEXT,
    "sampleImgIds" JSONB NOT NULL,
    "expressCompany" TEXT,
    "expressNo" TEXT,
    "sendDate" TEXT,
    "status" INTEGER NOT NULL,
    "closeReason" TEXT,
    "remark" TEXT,
    "createdBy" TEXT NOT NULL,
    "modifiedBy" TEXT NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checkTime" DATETIME,
    "modifyTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "MaterialDemand" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "requestNo" TEXT NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "divisionId" INTEGER,
    "requester" TEXT NOT NULL,
    "deadline" DATETIME,
    "status" INTEGER NOT NULL,
    "fileIds" JSONB NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "DemandReply" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "requestId" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "materials" JSONB NOT NULL,
    "fileIds" JSONB NOT NULL,
    "fromBrand" INTEGER NOT NULL,
    "replier" TEXT NOT NULL,
    "replierAccount" TEXT,
    "isRead" INTEGER NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DemandReply_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "MaterialDemand" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialComment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "materialId" INTEGER NOT NULL,
    "supplierCode" TEXT NOT NULL,
    "parentId" INTEGER,
    "content" TEXT NOT NULL,
    "commenter" TEXT NOT NULL,
    "commenterAccount" TEXT,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "SupplierMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "supplierCode" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "businessType" TEXT,
    "businessId" TEXT,
    "replyId" INTEGER,
    "isRead" INTEGER NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "Material_materialCode_key" ON "Material"("materialCode");

-- CreateIndex
CREATE INDEX "Material_supplierCode_materialStage_status_idx" ON "Material"("supplierCode", "materialStage", "status");

-- CreateIndex
CREATE INDEX "Material_divisionId_idx" ON "Material"("divisionId");

-- CreateIndex
CREATE INDEX "MaterialSubPrice_materialId_idx" ON "MaterialSubPrice"("materialId");

-- CreateIndex
CREATE INDEX "MaterialElement_materialId_idx" ON "MaterialElement"("materialId");

-- CreateIndex
CREATE INDEX "MaterialAsset_fileId_idx" ON "MaterialAsset"("fileId");

-- CreateIndex
CREATE INDEX "MaterialApproval_materialId_auditTime_idx" ON "MaterialApproval"("materialId", "auditTime");

-- CreateIndex
CREATE INDEX "PurchaseLine_purchaseId_idx" ON "PurchaseLine"("purchaseId");

-- CreateIndex
CREATE INDEX "PurchasePlan_purchaseId_idx" ON "PurchasePlan"("purchaseId");

-- CreateIndex
CREATE INDEX "PurchaseShipment_purchaseId_detailId_idx" ON "PurchaseShipment"("purchaseId", "detailId");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseMaterial_supplierCode_materialCode_key" ON "PurchaseMaterial"("supplierCode", "materialCode");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseSole_supplierCode_soleCode_key" ON "PurchaseSole"("supplierCode", "soleCode");

-- CreateIndex
CREATE UNIQUE INDEX "ShoeTree_shoeTreeCode_key" ON "ShoeTree"("shoeTreeCode");

-- CreateIndex
CREATE INDEX "ShoeTree_supplierCode_idx" ON "ShoeTree"("supplierCode");

-- CreateIndex
CREATE UNIQUE INDEX "ShoeTreeSize_shoeTreeId_size_key" ON "ShoeTreeSize"("shoeTreeId", "size");

-- CreateIndex
CREATE INDEX "ShoeTreeRecord_shoeTreeId_operateTime_idx" ON "ShoeTreeRecord"("shoeTreeId", "operateTime");

-- CreateIndex
CREATE UNIQUE INDEX "ShoeTreeNode_fileId_key" ON "ShoeTreeNode"("fileId");

-- CreateIndex
CREATE INDEX "ShoeTreeNode_shoeTreeId_parentId_idx" ON "ShoeTreeNode"("shoeTreeId", "parentId");

-- CreateIndex
CREATE UNIQUE INDEX "ShoesFabric_shoeTreeCode_styleNo_materialCode_key" ON "ShoesFabric"("shoeTreeCode", "styleNo", "materialCode");

-- CreateIndex
CREATE INDEX "PriceCard_supplierCode_status_idx" ON "PriceCard"("supplierCode", "status");

-- CreateIndex
CREATE INDEX "PriceCard_materialCode_idx" ON "PriceCard"("materialCode");

-- CreateIndex
CREATE INDEX "PriceCardRow_cardId_idx" ON "PriceCardRow"("cardId");

-- CreateIndex
CREATE INDEX "PriceFloat_kind_supplierCode_status_idx" ON "PriceFloat"("kind", "supplierCode", "status");

-- CreateIndex
CREATE UNIQUE INDEX "PriceFloat_kind_cardId_code_key" ON "PriceFloat"("kind", "cardId", "code");

-- CreateIndex
CREATE INDEX "PriceApproval_kind_recordId_idx" ON "PriceApproval"("kind", "recordId");

-- CreateIndex
CREATE INDEX "InquiryItem_inquiryId_idx" ON "InquiryItem"("inquiryId");

-- CreateIndex
CREATE INDEX "InquiryItem_supplierCode_status_idx" ON "InquiryItem"("supplierCode", "status");

-- CreateIndex
CREATE INDEX "InquirySoleComponent_itemId_idx" ON "InquirySoleComponent"("itemId");

-- CreateIndex
CREATE INDEX "InquiryCostLine_itemId_idx" ON "InquiryCostLine"("itemId");

-- CreateIndex
CREATE UNIQUE INDEX "InquiryParam_kind_paramCode_key" ON "InquiryParam"("kind", "paramCode");

-- CreateIndex
CREATE INDEX "InjectionMaterialPrice_supplierCode_idx" ON "InjectionMaterialPrice"("supplierCode");

-- CreateIndex
CREATE UNIQUE INDEX "ComponentCost_costNo_key" ON "ComponentCost"("costNo");

-- CreateIndex
CREATE INDEX "ComponentCost_supplierCode_status_idx" ON "ComponentCost"("supplierCode", "status");

-- CreateIndex
CREATE INDEX "ComponentCostItem_costId_idx" ON "ComponentCostItem"("costId");

-- CreateIndex
CREATE INDEX "ComponentCostRecord_costId_idx" ON "ComponentCostRecord"("costId");

-- CreateIndex
CREATE UNIQUE INDEX "ComponentParam_paramCode_key" ON "ComponentParam"("paramCode");

-- CreateIndex
CREATE INDEX "ComponentParam_supplierCode_status_idx" ON "ComponentParam"("supplierCode", "status");

-- CreateIndex
CREATE UNIQUE INDEX "ComponentParam_supplierCode_setName_key" ON "ComponentParam"("supplierCode", "setName");

-- CreateIndex
CREATE INDEX "ComponentParamRecord_paramId_idx" ON "ComponentParamRecord"("paramId");

-- CreateIndex
CREATE UNIQUE INDEX "SeasonOrder_seasonNo_key" ON "SeasonOrder"("seasonNo");

-- CreateIndex
CREATE INDEX "SeasonOrder_supplierCode_status_idx" ON "SeasonOrder"("supplierCode", "status");

-- CreateIndex
CREATE INDEX "SeasonDelivery_seasonId_idx" ON "SeasonDelivery"("seasonId");

-- CreateIndex
CREATE INDEX "SeasonVersion_seasonId_version_idx" ON "SeasonVersion"("seasonId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "ScanApply_applyNo_key" ON "ScanApply"("applyNo");

-- CreateIndex
CREATE INDEX "ScanApply_supplierCode_status_idx" ON "ScanApply"("supplierCode", "status");

-- CreateIndex
CREATE UNIQUE INDEX "MaterialDemand_requestNo_key" ON "MaterialDemand"("requestNo");

-- CreateIndex
CREATE INDEX "MaterialDemand_supplierCode_status_idx" ON "MaterialDemand"("supplierCode", "status");

-- CreateIndex
CREATE INDEX "DemandReply_requestId_isRead_idx" ON "DemandReply"("requestId", "isRead");

-- CreateIndex
CREATE INDEX "MaterialComment_materialId_idx" ON "MaterialComment"("materialId");

-- CreateIndex
CREATE INDEX "SupplierMessage_supplierCode_isRead_idx" ON "SupplierMessage"("supplierCode", "isRead");

-- CreateIndex
CREATE INDEX "PurchaseOrder_supplierCode_dueDate_idx" ON "PurchaseOrder"("supplierCode", "dueDate");
