import { DeliveryWarning } from '@portal/contract';

/** Orders of a supplier that the delivery reminder counts (rule in the contract's DeliveryWarning). */
export const deliveryWarningWhere = (supplierCode: string, now = Date.now()) => ({
  supplierCode,
  status: { in: [...DeliveryWarning.openStatuses] },
  deliveryDate: { lte: new Date(now + DeliveryWarning.days * 86_400_000) },
});

/** Fully shipped orders are not late, whatever their date; Prisma cannot compare two columns, so filter after. */
export const notFullyShipped = (o: { quantity: number; shippedQuantity: number }) => o.shippedQuantity < o.quantity;

export interface PurchaseFilters {
  purchaseNo?: string;
  materialCode?: string;
  materialName?: string;
  shoeFactoryName?: string;
  status?: number;
  deliveryDateStart?: string;
  deliveryDateEnd?: string;
  pageCode?: 'todo';
  ids?: number[];
}

/** `YYYY-MM-DD` (China time) to the first or last instant of that day; anything else is ignored. */
const chinaDay = (text: string | undefined, end: boolean): Date | undefined => {
  if (!text || !/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const date = new Date(`${text.slice(0, 10)}T${end ? '23:59:59.999' : '00:00:00'}+08:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * The orders a supplier's purchase filters select (list and export). `shoeFactoryCodes` are the factories
 * whose name matches `shoeFactoryName`, looked up by the caller. With pageCode 'todo' the rows must also
 * pass `notFullyShipped`.
 */
export const purchaseWhere = (supplierCode: string, f: PurchaseFilters, shoeFactoryCodes?: string[]) => {
  const start = chinaDay(f.deliveryDateStart, false);
  const end = chinaDay(f.deliveryDateEnd, true);
  return {
    AND: [
      f.pageCode === 'todo' ? deliveryWarningWhere(supplierCode) : { supplierCode },
      f.ids?.length ? { id: { in: f.ids } } : {},
      f.purchaseNo ? { purchaseNo: { contains: f.purchaseNo } } : {},
      f.materialCode ? { materialCode: { contains: f.materialCode } } : {},
      f.materialName ? { materialName: { contains: f.materialName } } : {},
      f.status === undefined ? {} : { status: f.status },
      shoeFactoryCodes ? { shoeFactoryCode: { in: shoeFactoryCodes } } : {},
      start || end ? { deliveryDate: { ...(start && { gte: start }), ...(end && { lte: end }) } } : {},
    ],
  };
};
