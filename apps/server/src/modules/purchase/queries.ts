import { DeliveryWarning, type purchaseFilters } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';

/**
 * Orders of a supplier that the delivery reminder counts (rule in the contract's DeliveryWarning): open, due
 * within the window or late, and not fully shipped. The last part compares two columns, which Prisma expresses
 * with a field reference (`db.purchaseOrder.fields`), so the rule stays a `where`: counts, pages and exports
 * all select it in SQL.
 */
export const deliveryWarningWhere = (db: Db, supplierCode: string, now = Date.now()) =>
  ({
    supplierCode,
    status: { in: [...DeliveryWarning.openStatuses] },
    deliveryDate: { lte: new Date(now + DeliveryWarning.days * 86_400_000) },
    shippedQuantity: { lt: db.purchaseOrder.fields.quantity },
  }) satisfies Prisma.PurchaseOrderWhereInput;

/** The same rule for one order already read (the list's `warning` flag). */
export const isDeliveryWarning = (
  o: { status: number; deliveryDate: Date | null; quantity: number; shippedQuantity: number },
  now = Date.now(),
) =>
  (DeliveryWarning.openStatuses as readonly number[]).includes(o.status) &&
  o.deliveryDate !== null &&
  o.deliveryDate.getTime() <= now + DeliveryWarning.days * 86_400_000 &&
  o.shippedQuantity < o.quantity;

type PurchaseFilters = z.output<typeof purchaseFilters>;

/** `YYYY-MM-DD` (China time) to the first or last instant of that day; anything else is ignored. */
const chinaDay = (text: string | undefined, end: boolean): Date | undefined => {
  if (!text || !/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const date = new Date(`${text.slice(0, 10)}T${end ? '23:59:59.999' : '00:00:00'}+08:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * The orders a supplier's purchase filters select (list and export). A factory name matches the factories
 * (suppliers of type FWP) whose name contains it; pageCode 'todo' selects the delivery reminders.
 */
export const purchaseWhere = async (db: Db, supplierCode: string, f: PurchaseFilters) => {
  const start = chinaDay(f.deliveryDateStart, false);
  const end = chinaDay(f.deliveryDateEnd, true);
  const factories = f.shoeFactoryName
    ? await db.supplier.findMany({
        where: { typeCode: 'FWP', name: { contains: f.shoeFactoryName } },
        select: { code: true },
      })
    : undefined;
  return {
    AND: [
      f.pageCode === 'todo' ? deliveryWarningWhere(db, supplierCode) : { supplierCode },
      f.purchaseNo ? { purchaseNo: { contains: f.purchaseNo } } : {},
      f.materialCode ? { materialCode: { contains: f.materialCode } } : {},
      f.materialName ? { materialName: { contains: f.materialName } } : {},
      f.status === undefined ? {} : { status: f.status },
      factories ? { shoeFactoryCode: { in: factories.map((x) => x.code) } } : {},
      start || end ? { deliveryDate: { ...(start && { gte: start }), ...(end && { lte: end }) } } : {},
    ],
  } satisfies Prisma.PurchaseOrderWhereInput;
};
