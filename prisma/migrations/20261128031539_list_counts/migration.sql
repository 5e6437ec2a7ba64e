-- CreateTable
CREATE TABLE "PurchaseOrderCount" (
    "supplierCode" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "dueDateDay" TEXT NOT NULL,
    "n" INTEGER NOT NULL,

    PRIMARY KEY ("supplierCode", "status", "dueDateDay")
);

-- CreateTable
CREATE TABLE "MaterialCount" (
    "supplierCode" TEXT NOT NULL,
    "materialStage" TEXT NOT NULL,
    "divisionId" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "n" INTEGER NOT NULL,

    PRIMARY KEY ("supplierCode", "materialStage", "divisionId", "status")
);

-- The counts kept by triggers (docs/decisions/0043-counts-kept-by-triggers.md): every insert, delete and change of a
-- counted column moves its group's row; a group's row goes when its count reaches 0.
CREATE TRIGGER "PurchaseOrderCount_insert" AFTER INSERT ON "PurchaseOrder" BEGIN
  INSERT INTO "PurchaseOrderCount" ("supplierCode", "status", "dueDateDay", "n") VALUES (NEW."supplierCode", NEW."status", coalesce(substr(NEW."dueDate", 1, 10), ''), 1)
    ON CONFLICT ("supplierCode", "status", "dueDateDay") DO UPDATE SET "n" = "n" + 1;
END;

CREATE TRIGGER "PurchaseOrderCount_delete" AFTER DELETE ON "PurchaseOrder" BEGIN
  UPDATE "PurchaseOrderCount" SET "n" = "n" - 1 WHERE "supplierCode" = OLD."supplierCode" AND "status" = OLD."status" AND "dueDateDay" = coalesce(substr(OLD."dueDate", 1, 10), '');
  DELETE FROM "PurchaseOrderCount" WHERE "supplierCode" = OLD."supplierCode" AND "status" = OLD."status" AND "dueDateDay" = coalesce(substr(OLD."dueDate", 1, 10), '') AND "n" = 0;
END;

CREATE TRIGGER "PurchaseOrderCount_update" AFTER UPDATE OF "supplierCode", "status", "dueDate" ON "PurchaseOrder"
WHEN OLD."supplierCode" IS NOT NEW."supplierCode" OR OLD."status" IS NOT NEW."status" OR coalesce(substr(OLD."dueDate", 1, 10), '') IS NOT coalesce(substr(NEW."dueDate", 1, 10), '')
BEGIN
  UPDATE "PurchaseOrderCount" SET "n" = "n" - 1 WHERE "supplierCode" = OLD."supplierCode" AND "status" = OLD."status" AND "dueDateDay" = coalesce(substr(OLD."dueDate", 1, 10), '');
  DELETE FROM "PurchaseOrderCount" WHERE "supplierCode" = OLD."supplierCode" AND "status" = OLD."status" AND "dueDateDay" = coalesce(substr(OLD."dueDate", 1, 10), '') AND "n" = 0;
  INSERT INTO "PurchaseOrderCount" ("supplierCode", "status", "dueDateDay", "n") VALUES (NEW."supplierCode", NEW."status", coalesce(substr(NEW."dueDate", 1, 10), ''), 1)
    ON CONFLICT ("supplierCode", "status", "dueDateDay") DO UPDATE SET "n" = "n" + 1;
END;

CREATE TRIGGER "MaterialCount_insert" AFTER INSERT ON "Material" BEGIN
  INSERT INTO "MaterialCount" ("supplierCode", "materialStage", "divisionId", "status", "n") VALUES (NEW."supplierCode", NEW."materialStage", NEW."divisionId", NEW."status", 1)
    ON CONFLICT ("supplierCode", "materialStage", "divisionId", "status") DO UPDATE SET "n" = "n" + 1;
END;

CREATE TRIGGER "MaterialCount_delete" AFTER DELETE ON "Material" BEGIN
  UPDATE "MaterialCount" SET "n" = "n" - 1 WHERE "supplierCode" = OLD."supplierCode" AND "materialStage" = OLD."materialStage" AND "divisionId" = OLD."divisionId" AND "status" = OLD."status";
  DELETE FROM "MaterialCount" WHERE "supplierCode" = OLD."supplierCode" AND "materialStage" = OLD."materialStage" AND "divisionId" = OLD."divisionId" AND "status" = OLD."status" AND "n" = 0;
END;

CREATE TRIGGER "MaterialCount_update" AFTER UPDATE OF "supplierCode", "materialStage", "divisionId", "status" ON "Material"
WHEN OLD."supplierCode" IS NOT NEW."supplierCode" OR OLD."materialStage" IS NOT NEW."materialStage" OR OLD."divisionId" IS NOT NEW."divisionId" OR OLD."status" IS NOT NEW."status"
BEGIN
  UPDATE "MaterialCount" SET "n" = "n" - 1 WHERE "supplierCode" = OLD."supplierCode" AND "materialStage" = OLD."materialStage" AND "divisionId" = OLD."divisionId" AND "status" = OLD."status";
  DELETE FROM "MaterialCount" WHERE "supplierCode" = OLD."supplierCode" AND "materialStage" = OLD."materialStage" AND "divisionId" = OLD."divisionId" AND "status" = OLD."status" AND "n" = 0;
  INSERT INTO "MaterialCount" ("supplierCode", "materialStage", "divisionId", "status", "n") VALUES (NEW."supplierCode", NEW."materialStage", NEW."divisionId", NEW."status", 1)
    ON CONFLICT ("supplierCode", "materialStage", "divisionId", "status") DO UPDATE SET "n" = "n" + 1;
END;

-- The rows already there.
INSERT INTO "PurchaseOrderCount" ("supplierCode", "status", "dueDateDay", "n")
SELECT "supplierCode", "status", coalesce(substr("dueDate", 1, 10), ''), count(*) FROM "PurchaseOrder" GROUP BY 1, 2, 3;

INSERT INTO "MaterialCount" ("supplierCode", "materialStage", "divisionId", "status", "n")
SELECT "supplierCode", "materialStage", "divisionId", "status", count(*) FROM "Material" GROUP BY 1, 2, 3, 4;
