import { deliveryWarningLimit, type PurchaseOrder as ListedOrder, PurchaseLineStatus } from '@portal/contract';
import { connectionNow } from '../../db/adapter';
import { changeCount } from '../../db/change-counts';
import type { Db } from '../../db/client';
import { readRowsOn } from '../../db/reads';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { sqlRows } from '../../kit/sql-page';
import { deliveryWarningWhere } from '../../kit/where';
import { toOrder } from './records';

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
  /** The latest due date (ms) among them (or -Infinity). */
  lastDue: number;
  /** The earliest due date (ms) of the supplier's open orders not yet due at `at`, if any. */
  nextDue: number | undefined;
}
/** Per connection (the main database's, each scenario's), per supplier. */
/**
 * A page's rows in the kept order, with what the list shows of each beside its columns: its factory's name
 * (records.ts `factoryNames`) and what is left to ship of its open lines (records.ts `openRemainders`), in one
 * statement (the ids as a JSON array, read in their order).
 */
const pageRows = `SELECT o.*, f."name" AS "factoryName",
  (SELECT SUM(MAX(0, l."quantity" - l."shippedQuantity")) FROM "PurchaseLine" AS l
   WHERE l."purchaseId" = o."id" AND l."status" = ?) AS "remaining"
FROM json_each(?) AS k
JOIN "PurchaseOrder" AS o ON o."id" = k."value"
LEFT JOIN "Supplier" AS f ON f."code" = o."shoeFactoryCode"
ORDER BY k."key"`;

const keptOn = new WeakMap<object, Map<string, Kept>>();

/**
 * Whether the reminders read for `kept.at` are not those of `now` (the clock moves, and can be set back), while the
 * orders' reminder columns are as they were: forward, an order falls due once `now`'s limit reaches the next due date
 * after `kept.at`'s; back, a kept reminder stops being one once `now`'s limit falls below its due date.
 */
const dueMoved = (kept: Kept, now: number) => {
  const limit = deliveryWarningLimit(now).getTime();
  return now >= kept.at ? kept.nextDue !== undefined && kept.nextDue <= limit : kept.lastDue > limit;
};

/**
 * The delivery reminders' page (交付提醒: the purchase list's pageCode=todo, no other filter, no sort) from their ids
 * kept in the list's order, or undefined to read it as every list is read (kit/sql-page.ts). Read the usual way, a
 * deep page walks the supplier's orders in create-time order past every one not yet due (about 4,200 index entries
 * for page 20 on the large data set, ~1 ms of SQLite); kept, it reads its ten rows. The ids are read again when the
 * orders' reminder columns changed (`changeCount`: any insert, delete, or change of status, due date, create time)
 * or an order fell due between the time they were read for and now (`dueMoved`: the clock moves, and can be set back); the
 * count is theirs. A write elsewhere (a line's price, a plan's remark) keeps them. While a transaction holds the
 * connection, and when the orders changed while the ids were read, the page is read the usual way. The page's rows,
 * their factory names and what is left to ship are one statement (`pageRows`), read in the same turn as the last
 * change count.
 */
export const reminderPage = async (
  db: Db,
  supplierCode: string,
  { skip, take }: { skip: number; take: number },
): Promise<{ count: number; data: ListedOrder[] } | undefined> => {
  const connection = await connectionNow(db);
  if (!connection) return undefined;
  const changes = changeCount(connection, 'PurchaseOrder', reminderColumns);
  if (changes === undefined) return undefined;
  const now = Date.now();
  const bySupplier = keptOn.get(connection) ?? new Map<string, Kept>();
  keptOn.set(connection, bySupplier);
  let kept = bySupplier.get(supplierCode);
  if (kept && (kept.changes !== changes || dueMoved(kept, now))) kept = undefined;
  if (!kept) {
    const reminders = deliveryWarningWhere(supplierCode, now);
    const [rows, next] = await Promise.all([
      sqlRows(db, 'purchaseOrder', reminders, listOrder, ['id', 'dueDate']),
      // The same open orders, due after the limit: the first of them (through the due-date index).
      sqlRows(
        db,
        'purchaseOrder',
        { ...reminders, dueDate: { gt: reminders.dueDate.lte } },
        [{ dueDate: 'asc' }],
        ['dueDate'],
        1,
      ),
    ]);
    if (!rows || !next) return undefined;
    const due = (r: Record<string, unknown> | undefined) => (r?.dueDate as Date | undefined)?.getTime();
    kept = {
      changes,
      at: now,
      ids: rows.map((r) => Number(r.id)),
      lastDue: rows.reduce((last, r) => Math.max(last, due(r) ?? -Infinity), -Infinity),
      nextDue: due(next[0]),
    };
    bySupplier.set(supplierCode, kept);
  }
  // Synchronously from here: the change count checked and the page read with nothing run on the connection between.
  if (changeCount(connection, 'PurchaseOrder', reminderColumns) !== kept.changes) return undefined;
  const ids = kept.ids.slice(skip, skip + take);
  const rows = ids.length
    ? readRowsOn<PurchaseOrder & { factoryName: string | null; remaining: number | null }>(
        connection,
        pageRows,
        PurchaseLineStatus.open,
        JSON.stringify(ids),
      )
    : [];
  const factories = new Map<string, string>();
  const remainders = new Map<number, number>();
  for (const o of rows) {
    if (o.shoeFactoryCode && o.factoryName !== null) factories.set(o.shoeFactoryCode, o.factoryName);
    if (o.remaining !== null) remainders.set(o.id, o.remaining);
  }
  return { count: kept.ids.length, data: rows.map((o) => toOrder(o, factories, remainders)) };
};
