import { api } from '@portal/contract';
import { implement } from '../../binder';
import { deliveryWarningWhere, notFullyShipped } from './queries';

export const purchaseHandlers = [
  implement(api.purchase.warningCount, async ({ db, auth }) => {
    const due = await db.purchaseOrder.findMany({
      where: deliveryWarningWhere(auth.supplierCode),
      select: { quantity: true, shippedQuantity: true },
    });
    return due.filter(notFullyShipped).length;
  }),
];
