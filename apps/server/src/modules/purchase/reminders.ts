import { deliveryWarningLimit } from '@portal/contract';
import { connectionNow } from '../../db/adapter';
import { changeCount } from '../../db/change-counts';
import type { Db } from '../../db/client';
import { readRows } from '../../db/reads';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { sqlRows } from '../../kit/sql-page';
import { deliveryWarningWhere } from '../../kit/where';

/** What a supplier's reminders and their order depend on: a change to any other column leaves them as they are. */
export const reminderColumns = ['id', 'supplierCode', 'status', 'dueDate', 'createTime'] as const;
/** The list's own order (modules/purchase/index.ts). */
const listOrder = [{ createTime: 'desc' }, { id: 'desc' }] as const;

interface Kept {
  /** The orders' change count (db/change-counts.ts) the ids were read at. */
  changes: number;
  /** The time (ms) whose reminder limit they were read for. */
  at: number;
  /** Every reminder's id, in the list's order. */
  ids: number[];
}
/** Per connection (the main database's, each scenario's), per supplier. */
const keptOn = new WeakMap<object, Map<string, Kept>>();

/** Whether an order of the supplier falls due between the reminder limits of two times (a clock moved either way). */
const dueBetween = async (db: Db, supplierCode: string, a: number, b: number) => {
  if (a === b) return false;
  const [early, late] = a < b ? [a, b] : [b, a];
  const where = { AND: [deliveryWarningWhere(supplierCode, late), { dueDate: { gt: deliveryWarningLimit(early) } }] };
  // The rows themselves (a few at most, found through the due-date index), not `sqlCount`: its count tables would
  // count the limits' whole days.
  return ((await sqlRows(db, 'purchaseOrder', where, [], ['id'])) ?? [undefined]).length > 0;
};

/**
 * The delivery reminders' page (交付提醒: the purchase list's pageCode=todo, no other filter, no sort) from their ids
 * kept in the list's order, or undefined to read it as every list is read (kit/sql-page.ts). Read the usual way, a
 * deep page walks the supplier's orders in create-time order past every one not yet due (about 4,200 index entries
 * for page 20 on the large data set, ~1 ms of SQLite); kept, it reads its ten rows. The ids are read again when the
 * orders' reminder columns changed (`changeCount`: any insert, delete, or change of status, due date, create time)
 * or an order fell due between the time they were read for and now (the clock moves, and can be set back); the
 * count is theirs. A write elsewhere (a line's price, a plan's remark) keeps them. While a transaction holds the
 * connection, and when the orders changed while the page was read, the page is read the usual way.
 */
export const reminderPage = async (
  db: Db,
  supplierCode: string,
  { skip, take }: { skip: number; take: number },
): Promise<{ count: number; records: PurchaseOrder[] } | undefined> => {
  const connection = await connectionNow(db);
  if (!connection) return undefined;
  const changes = changeCount(connection, 'PurchaseOrder', reminderColumns);
  if (changes === undefined) return undefined;
  const now = Date.now();
  const bySupplier = keptOn.get(connection) ?? new Map<string, Kept>();
  keptOn.set(connection, bySupplier);
  let kept = bySupplier.get(supplierCode);
  if (kept && (kept.changes !== changes || (await dueBetween(db, supplierCode, kept.at, now)))) kept = undefined;
  if (!kept) {
    const rows = await sqlRows(db, 'purchaseOrder', deliveryWarningWhere(supplierCode, now), listOrder, ['id']);
    if (!rows) return undefined;
    kept = { changes, at: now, ids: rows.map((r) => Number(r.id)) };
    bySupplier.set(supplierCode, kept);
  }
  const ids = kept.ids.slice(skip, skip + take);
  const records = ids.length
    ? await readRows<PurchaseOrder>(
        db,
        `SELECT * FROM "PurchaseOrder" WHERE "id" IN (${ids.map(() => '?').join(', ')})`,
        ...ids,
      )
    : [];
  // The rows read after the ids: if the orders changed in between, this page may not be theirs.
  if (changeCount(connection, 'PurchaseOrder', reminderColumns) !== changes) return undefined;
  const byId = new Map(records.map((r) => [r.id, r]));
  return { count: kept.ids.length, records: ids.flatMap((id) => byId.get(id) ?? []) };
};
