import {
  type ComponentCost,
  type ComponentCostFilters,
  componentCostLifecycle,
  costItemAmount,
  ComponentCostMessages as M,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { readRows } from '../../db/reads';
import type { Prisma } from '../../generated/prisma/client';
import { chinaDayRange } from '../../kit/dates';
import type { RecordOf, WhereOf } from '../../kit/paged-resource';
import { assertAllowed, fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { type Auth, operatorOf } from '../../plugins/auth';

type CostRecord = RecordOf<'componentCost'>;
type Action = Parameters<typeof componentCostLifecycle.refusal>[0];

/** Who did it, as the history shows it. */

/** The ids of the supplier's costs that apply to a factory (an element of the JSON array, never a part of a code). */
const costsOfFactory = async (db: Db, supplierCode: string, factoryCode: string) =>
  (
    await db.$queryRaw<{ id: number }[]>`
      SELECT c.id FROM ComponentCost c, json_each(c.shoeFactoryCodes) f
      WHERE c.supplierCode = ${supplierCode} AND f.value = ${factoryCode}`
  ).map((r) => Number(r.id));

/** The caller's costs the list's filters select (another supplier's are never seen). */
export const costWhere = async (
  db: Db,
  supplierCode: string,
  f: ComponentCostFilters,
): Promise<WhereOf<'componentCost'>> => ({
  AND: [
    { supplierCode },
    f.costNo ? { costNo: { contains: f.costNo } } : {},
    f.styleNo ? { styleNo: { contains: f.styleNo } } : {},
    f.seasonCode ? { seasonCode: f.seasonCode } : {},
    f.componentName ? { componentName: { contains: f.componentName } } : {},
    f.status === undefined ? {} : { status: f.status },
    f.shoeFactoryCode ? { id: { in: await costsOfFactory(db, supplierCode, f.shoeFactoryCode) } } : {},
    f.createTimeStart || f.createTimeEnd ? { createTime: chinaDayRange(f.createTimeStart, f.createTimeEnd) } : {},
  ],
});

export const costOrder: Prisma.ComponentCostOrderByWithRelationInput[] = [{ createTime: 'desc' }, { id: 'desc' }];

export const codesOf = (json: unknown): string[] => (Array.isArray(json) ? json.map(String) : []);

/**
 * What a cost shows beyond its own columns (items, history, factory names) for a batch of costs, in one query. Lines
 * and history come in their order from their indexes; each factory code is looked up by the suppliers' key (`CROSS
 * JOIN` keeps SQLite's order: left to itself it scanned every supplier for each cost and each of its codes).
 */
const costChildren = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : readRows<{ id: number; items: string; history: string; factories: string }>(
        db,
        `SELECT c.id,
          (SELECT json_group_array(json_object('id', id, 'costId', costId, 'itemName', itemName,
              'materialCode', materialCode, 'unit', unit, 'usage', usage, 'unitPrice', unitPrice, 'lossRate', lossRate))
            FROM (SELECT * FROM ComponentCostItem WHERE costId = c.id ORDER BY sort, id)) AS items,
          (SELECT json_group_array(json_object('id', id, 'costId', costId, 'action', action, 'remark', remark,
              'operator', operator, 'operateTime', operateTime))
            FROM (SELECT * FROM ComponentCostRecord WHERE costId = c.id ORDER BY operateTime DESC, id DESC)) AS history,
          (SELECT json_group_array(json_array(s.code, s.shortName)) FROM json_each(c.shoeFactoryCodes) f
            CROSS JOIN Supplier s ON s.code = f.value) AS factories
        FROM ComponentCost c WHERE c.id IN (${ids.map(() => '?').join(', ')})`,
        ...ids,
      );

type ItemRow = Omit<Prisma.ComponentCostItemGetPayload<object>, 'sort'>;
type HistoryRow = Omit<Prisma.ComponentCostRecordGetPayload<object>, 'operateTime'> & { operateTime: string };

/** Rows as the list answers them, with their lines, history and factory names, looked up for the whole batch. */
export const toCosts = async (db: Db, records: CostRecord[]): Promise<ComponentCost[]> => {
  const children = await costChildren(
    db,
    records.map((r) => r.id),
  );
  const items = children.flatMap((c) => JSON.parse(c.items) as ItemRow[]);
  const history = children.flatMap((c) => JSON.parse(c.history) as HistoryRow[]);
  const factories = children.flatMap((c) =>
    (JSON.parse(c.factories) as [string, string][]).map(([code, shortName]) => ({ code, shortName })),
  );
  const factoryName = new Map(factories.map((f) => [f.code, f.shortName]));
  return records.map((r) => {
    const codes = codesOf(r.shoeFactoryCodes);
    return {
      id: r.id,
      costNo: r.costNo,
      styleNo: r.styleNo,
      styleName: r.styleName,
      seasonCode: r.seasonCode,
      componentCode: r.componentCode,
      componentName: r.componentName,
      shoeFactoryCodes: codes,
      shoeFactoryNames: codes.map((c) => factoryName.get(c) ?? c).join('、'),
      currency: r.currency,
      totalCost: r.totalCost,
      status: r.status,
      inquiryDeadline: formatDateTime(r.inquiryDeadline),
      remark: r.remark,
      auditRemark: r.auditRemark,
      closeReason: r.closeReason,
      confirmTime: formatDateTime(r.confirmTime),
      auditTime: formatDateTime(r.auditTime),
      createTime: formatDateTime(r.createTime),
      modifyTime: formatDateTime(r.modifyTime),
      items: items
        .filter((i) => i.costId === r.id)
        .map((i) => ({
          id: i.id,
          itemName: i.itemName,
          materialCode: i.materialCode,
          unit: i.unit,
          usage: i.usage,
          unitPrice: i.unitPrice,
          lossRate: i.lossRate,
          amount: costItemAmount(i),
        })),
      history: history
        .filter((h) => h.costId === r.id)
        .map((h) => ({
          id: h.id,
          action: h.action,
          remark: h.remark,
          operator: h.operator,
          operateTime: formatDateTime(new Date(h.operateTime)),
        })),
    };
  });
};

/** One of the caller's costs; another supplier's counts as a missing one. */
export const ownCost = async (db: Db, auth: Auth, id: number) => {
  const cost = await db.componentCost.findFirst({ where: { id, supplierCode: auth.supplierCode } });
  if (!cost) throw fail(M.notFound);
  return cost;
};

/**
 * The caller's costs of `ids`, each allowed `action` by the lifecycle: all or none. A missing or foreign id is
 * 组件成本不存在!; a refused one names its cost number.
 */
export const ownCostsFor = async (db: Db, auth: Auth, ids: readonly number[], action: Action) => {
  const unique = [...new Set(ids)];
  const costs = await db.componentCost.findMany({ where: { id: { in: unique }, supplierCode: auth.supplierCode } });
  if (costs.length !== unique.length) throw fail(M.notFound);
  for (const cost of costs) {
    assertAllowed(componentCostLifecycle, action, cost.status, `${cost.costNo}：`);
  }
  return costs;
};

export const addRecord = (
  db: Prisma.TransactionClient | Db,
  costId: number,
  action: string,
  auth: Auth,
  remark?: string | null,
) => db.componentCostRecord.create({ data: { costId, action, remark: remark ?? null, operator: operatorOf(auth) } });
