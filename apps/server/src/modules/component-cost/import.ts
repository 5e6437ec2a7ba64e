import {
  atoms,
  ComponentCostStatus,
  componentCostLifecycle,
  componentCostSheet,
  costConfirmRules,
  costLossRate,
  costTotal,
  costUnitPrice,
  costUsage,
  type ImportRowError,
  ComponentCostMessages as M,
  refusal,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { refuseRowErrors, runImport, type SheetCell, type SheetRow } from '../../kit/import-sheet';
import type { Storage } from '../../lib/storage';
import type { Auth } from '../../plugins/auth';
import { addRecord, codesOf } from './records';

/**
 * The import of a filled cost sheet (the layout of `downloadTemplateFileAndSetValue`): every row is read and
 * checked first; only when no row has an error are the lines filled and their costs confirmed, in one transaction.
 * Otherwise nothing is written and the answer lists each row's error (docs/domains/component-cost.md).
 */
const numberOf = (value: SheetCell) =>
  value === null
    ? undefined
    : typeof value === 'number'
      ? value
      : Number.isFinite(Number(value))
        ? Number(value)
        : Number.NaN;
const issue = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? M.importRows);
};

interface ParsedRow {
  row: number;
  itemId: number;
  costNo: string | null;
  usage: number;
  unitPrice: number;
  lossRate: number | undefined;
}

type Header = (typeof componentCostSheet.headers)[number];

/** Checks every row and every cost it fills, then fills and confirms them all, or refuses with every error. */
const confirmSheet = async (db: Db, auth: Auth, fileName: string, rows: SheetRow<Header>[]) => {
  const errors: ImportRowError[] = [];
  const parsed: ParsedRow[] = [];
  const ids = rows.map((r) => numberOf(r.cells.明细ID)).filter((n): n is number => Number.isInteger(n));
  const items = await db.componentCostItem.findMany({
    where: { id: { in: ids }, cost: { supplierCode: auth.supplierCode } },
    include: { cost: true },
  });
  const itemById = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<number>();
  /** Costs with a row error: checked as a whole only once their rows are right. */
  const failedCosts = new Set<number>();
  for (const { row, cells } of rows) {
    const rowErrors: string[] = [];
    const itemId = numberOf(cells.明细ID);
    const item = itemId !== undefined && Number.isInteger(itemId) ? itemById.get(itemId) : undefined;
    const costNo = cells.成本单号 === null ? null : String(cells.成本单号);
    if (!item) rowErrors.push('明细ID不存在，请使用下载的模板');
    else {
      if (seen.has(item.id)) rowErrors.push('明细ID重复');
      seen.add(item.id);
      if (costNo !== null && costNo !== item.cost.costNo) rowErrors.push('成本单号与明细ID不一致');
      const refused = componentCostLifecycle.refusal('confirm', item.cost.status);
      if (refused) rowErrors.push(`${item.cost.costNo}：${refused}`);
    }
    const usage = numberOf(cells.用量);
    const unitPrice = numberOf(cells['单价(元)']);
    const lossRate = numberOf(cells['损耗率(%)']);
    for (const message of [
      issue(costUsage, usage),
      issue(costUnitPrice, unitPrice),
      lossRate === undefined ? null : issue(costLossRate, lossRate),
    ])
      if (message) rowErrors.push(message);
    if (rowErrors.length) {
      errors.push({ row, message: rowErrors.join('；') });
      if (item) failedCosts.add(item.costId);
    } else parsed.push({ row, itemId: item!.id, costNo, usage: usage!, unitPrice: unitPrice!, lossRate });
  }

  // After the sheet's values, every cost it touches must be confirmable as a whole.
  const costIds = [...new Set(parsed.map((p) => itemById.get(p.itemId)!.costId))];
  const [costs, allItems] = await Promise.all([
    db.componentCost.findMany({ where: { id: { in: costIds } } }),
    db.componentCostItem.findMany({ where: { costId: { in: costIds } }, orderBy: { sort: 'asc' } }),
  ]);
  const filled = (costId: number) =>
    allItems
      .filter((i) => i.costId === costId)
      .map((i) => {
        const p = parsed.find((x) => x.itemId === i.id);
        return p ? { ...i, usage: p.usage, unitPrice: p.unitPrice, lossRate: p.lossRate ?? i.lossRate } : i;
      });
  for (const cost of costs.filter((c) => !failedCosts.has(c.id))) {
    const problem = refusal(
      { shoeFactoryCodes: codesOf(cost.shoeFactoryCodes), items: filled(cost.id) },
      costConfirmRules,
    );
    if (problem) {
      const first = parsed.find((p) => itemById.get(p.itemId)!.costId === cost.id)!;
      errors.push({ row: first.row, message: `${cost.costNo}：${problem}` });
    }
  }
  refuseRowErrors(M.importRows, errors, (e) => `第${e.row}行：${e.message}`);

  const now = new Date();
  await db.$transaction(async (tx) => {
    for (const p of parsed)
      await tx.componentCostItem.update({
        where: { id: p.itemId },
        data: { usage: p.usage, unitPrice: p.unitPrice, ...(p.lossRate === undefined ? {} : { lossRate: p.lossRate }) },
      });
    for (const cost of costs) {
      await tx.componentCost.update({
        where: { id: cost.id },
        data: {
          totalCost: costTotal(filled(cost.id)),
          status: ComponentCostStatus.toAudit,
          confirmTime: now,
          modifyTime: now,
        },
      });
      await addRecord(tx, cost.id, '导入确认', auth, fileName);
    }
  });
  return true;
};

export const importCostSheet = (db: Db, storage: Storage, auth: Auth, fileId: string) =>
  runImport(
    { db, storage, auth },
    {
      atom: atoms.componentCost.import,
      file: { id: fileId, businessType: 'componentCostImport', notFound: M.importFileUnknown },
      headers: componentCostSheet.headers,
      messages: {
        unreadable: M.importHeader,
        noSheet: M.importEmpty,
        missing: () => M.importHeader,
        empty: M.importEmpty,
      },
      columns: 'in-order',
    },
    (rows, file) => confirmSheet(db, auth, file.fileName, rows),
  );
