-- CreateTable
CREATE TABLE "InquiryField" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "isSole" INTEGER NOT NULL,
    "field" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "required" INTEGER NOT NULL DEFAULT 0,
    "dictCode" TEXT,
    "sort" INTEGER NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "InquiryField_isSole_field_key" ON "InquiryField"("isSole", "field");
