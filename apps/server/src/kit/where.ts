import { DeliveryWarning, deliveryWarningLimit } from '@portal/contract';
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import { sqlCount } from './sql-page';

/** Small pieces of Prisma `where` that several resources build from. */

/** Reference rows offered to everyone (supplierCode null) or to one of these suppliers. */
export const offeredTo = (supplierCodes: readonly string[]) => ({
  OR: [{ supplierCode: null }, { supplierCode: { in: [...supplierCodes] } }],
});

/**
 * The delivery reminders of a supplier (交付提醒), the one definition the bell (warningCount), the dashboard
 * (homeInfos) and the list's pageCode=todo all use: open orders whose stored due date (the contract's
 * `dueDateOf`, kept up to date by every plan, shipment and close) is within the reminder window or past.
 */
export const deliveryWarningWhere = (supplierCode: string, now = Date.now()) =>
  ({
    supplierCode,
    // The due date before the status: SQLite checks them in this order, and most orders have no due date or a later
    // one, so the reminders' page (read in create-time order) rarely needs the status looked at.
    dueDate: { lte: deliveryWarningLimit(now) },
    status: { in: [...DeliveryWarning.openStatuses] },
  }) satisfies Prisma.PurchaseOrderWhereInput;

/** How many orders `where` selects: from the counts the triggers keep where it allows (kit/sql-page.ts `sqlCount`). */
export const countOrders = async (db: Db, where: Prisma.PurchaseOrderWhereInput) =>
  (await sqlCount(db, 'purchaseOrder', where)) ?? db.purchaseOrder.count({ where });

/** The delivery reminders' count: the bell (warningCount) and the dashboard (homeInfos). */
export const deliveryWarningCount = (db: Db, supplierCode: string) =>
  countOrders(db, deliveryWarningWhere(supplierCode));
