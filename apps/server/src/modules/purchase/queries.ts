import { DeliveryWarning, deliveryWarningLimit, type purchaseFilters } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { chinaDayRange } from '../../kit/dates';
import { sqlCount } from '../../kit/sql-page';

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

/** How many reminders a supplier has: the bell's 交付提醒(n) and the dashboard's figure. */
export const deliveryWarningCount = (db: Db, supplierCode: string) =>
  countOrders(db, deliveryWarningWhere(supplierCode));

/** How many orders `where` selects: from the counts the triggers keep where it allows (kit/sql-page.ts `sqlCount`). */
export const countOrders = async (db: Db, where: Prisma.PurchaseOrderWhereInput) =>
  (await sqlCount(db, 'purchaseOrder', where)) ?? db.purchaseOrder.count({ where });

type PurchaseFilters = z.output<typeof purchaseFilters>;

/**
 * The orders a supplier's purchase filters select (list and export). A factory name matches the factories
 * (suppliers of type FWP) whose name contains it; pageCode 'todo' selects the delivery reminders.
 */
export const purchaseWhere = async (db: Db, supplierCode: string, f: PurchaseFilters) => {
  const factories = f.shoeFactoryName
    ? await db.supplier.findMany({
        where: { typeCode: 'FWP', name: { contains: f.shoeFactoryName } },
        select: { code: true },
      })
    : undefined;
  const ordered = chinaDayRange(f.orderDateStart, f.orderDateEnd);
  const due = chinaDayRange(f.deliveryDateStart, f.deliveryDateEnd);
  return {
    AND: [
      f.pageCode === 'todo' ? deliveryWarningWhere(supplierCode) : { supplierCode },
      f.purchaseNo ? { purchaseNo: { contains: f.purchaseNo } } : {},
      f.materialCode ? { materialCode: { contains: f.materialCode } } : {},
      f.materialName ? { materialName: { contains: f.materialName } } : {},
      f.status === undefined ? {} : { status: f.status },
      f.shoeFactoryCode ? { shoeFactoryCode: f.shoeFactoryCode } : {},
      factories ? { shoeFactoryCode: { in: factories.map((x) => x.code) } } : {},
      ordered ? { createTime: ordered } : {},
      due ? { deliveryDate: due } : {},
    ],
  } satisfies Prisma.PurchaseOrderWhereInput;
};
