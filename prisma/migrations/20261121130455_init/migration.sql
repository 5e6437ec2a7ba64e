-- CreateTable
CREATE TABLE "Supplier" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "shortName" TEXT NOT NULL,
    "typeCode" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Role" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "atoms" JSONB NOT NULL,
    "menuIds" JSONB NOT NULL
);

-- CreateTable
CREATE TABLE "Account" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "loginAccount" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "personName" TEXT NOT NULL,
    "personTel" TEXT NOT NULL,
    "personEmail" TEXT NOT NULL,
    "lastModifyTime" DATETIME,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "supplierCode" TEXT NOT NULL,
    "roleId" INTEGER NOT NULL,
    CONSTRAINT "Account_supplierCode_fkey" FOREIGN KEY ("supplierCode") REFERENCES "Supplier" ("code") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Account_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Session" (
    "token" TEXT NOT NULL PRIMARY KEY,
    "accountId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "Session_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ResetCode" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "accountId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    CONSTRAINT "ResetCode_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Menu" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "ico" TEXT NOT NULL,
    "parentId" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "Dictionary" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "DictionaryDetail" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dictCode" TEXT NOT NULL,
    "dcode" TEXT NOT NULL,
    "dname" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    CONSTRAINT "DictionaryDetail_dictCode_fkey" FOREIGN KEY ("dictCode") REFERENCES "Dictionary" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaterialCategory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "materialCode" TEXT NOT NULL,
    "parentId" INTEGER,
    "sort" INTEGER NOT NULL,
    "dataPermission" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "FabricLine" (
    "lineCode" TEXT NOT NULL PRIMARY KEY,
    "lineName" TEXT NOT NULL,
    "floatingPrice" REAL NOT NULL,
    "coverImgId" TEXT,
    "isActive" TEXT NOT NULL,
    "isShow" TEXT NOT NULL,
    "availableEndDate" DATETIME,
    "divisionId" INTEGER NOT NULL,
    "lineClassifyType" TEXT,
    "supplierCode" TEXT
);

-- CreateTable
CREATE TABLE "FabricEffect" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "effectName" TEXT NOT NULL,
    "effectPrice" REAL NOT NULL,
    "sort" INTEGER NOT NULL,
    "divisionId" INTEGER NOT NULL,
    "effectClassifyType" TEXT,
    "supplierCode" TEXT
);

-- CreateTable
CREATE TABLE "Color" (
    "colorCode" TEXT NOT NULL PRIMARY KEY,
    "colorName" TEXT NOT NULL,
    "colorRgb" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "MaterialTag" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "tagName" TEXT NOT NULL,
    "divisionId" INTEGER
);

-- CreateTable
CREATE TABLE "Risk" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "categoryId" INTEGER NOT NULL,
    "riskContent" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Element" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "elementName" TEXT NOT NULL,
    "divisionId" INTEGER
);

-- CreateTable
CREATE TABLE "Borrow" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "supplierCode" TEXT NOT NULL,
    "shoeTreeCode" TEXT NOT NULL,
    "borrowTime" DATETIME NOT NULL,
    "returnTime" DATETIME
);

-- CreateIndex
CREATE UNIQUE INDEX "Role_code_key" ON "Role"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Account_loginAccount_key" ON "Account"("loginAccount");

-- CreateIndex
CREATE INDEX "Session_accountId_idx" ON "Session"("accountId");

-- CreateIndex
CREATE INDEX "ResetCode_accountId_idx" ON "ResetCode"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "DictionaryDetail_dictCode_dcode_key" ON "DictionaryDetail"("dictCode", "dcode");

-- CreateIndex
CREATE INDEX "FabricLine_divisionId_idx" ON "FabricLine"("divisionId");

-- CreateIndex
CREATE INDEX "FabricEffect_divisionId_idx" ON "FabricEffect"("divisionId");

-- CreateIndex
CREATE INDEX "Risk_categoryId_idx" ON "Risk"("categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "Borrow_supplierCode_shoeTreeCode_borrowTime_key" ON "Borrow"("supplierCode", "shoeTreeCode", "borrowTime");
