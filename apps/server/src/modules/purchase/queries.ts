import { DeliveryWarning } from '@portal/contract';

/** Orders of a supplier that the delivery reminder counts (rule in the contract's DeliveryWarning). */
export const deliveryWarningWhere = (supplierCode: string, now = Date.now()) => ({
  supplierCode,
  status: { in: [...DeliveryWarning.openStatuses] },
  deliveryDate: { lte: new Date(now + DeliveryWarning.days * 86_400_000) },
});

/** Fully shipped orders are not late, whatever their date; Prisma cannot compare two columns, so filter after. */
export const notFullyShipped = (o: { quantity: number; shippedQuantity: number }) => o.shippedQuantity < o.quantity;
