import type { purchaseFilters } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { chinaDayRange } from '../../kit/dates';
import { deliveryWarningWhere } from '../../kit/where';

/** How many reminders a supplier has: the bell's 交付提醒(n) and the dashboard's figure. */
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
