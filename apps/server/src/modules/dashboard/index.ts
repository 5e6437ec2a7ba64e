import { api, InquiryStatus, PurchaseStatus } from '@portal/contract';
import { implement } from '../../binder';
import { deliveryWarningWhere, notFullyShipped } from '../purchase/queries';

export const homeHandlers = [
  implement(api.dashboard.homeInfos, async ({ db, auth }) => {
    const supplierCode = auth.supplierCode;
    const [due, openPurchaseCount, inquiryNoticeCount, borrowedShoeTreeCount] = await Promise.all([
      db.purchaseOrder.findMany({
        where: deliveryWarningWhere(supplierCode),
        select: { quantity: true, shippedQuantity: true },
      }),
      db.purchaseOrder.count({
        where: {
          supplierCode,
          status: { in: [PurchaseStatus.toConfirm, PurchaseStatus.confirmed, PurchaseStatus.partlyShipped] },
        },
      }),
      db.inquiryNotice.count({ where: { supplierCode, status: InquiryStatus.toQuote } }),
      db.borrow.count({ where: { supplierCode, returnTime: null } }),
    ]);
    return {
      deliveryWarningCount: due.filter(notFullyShipped).length,
      openPurchaseCount,
      inquiryNoticeCount,
      borrowedShoeTreeCount,
    };
  }),
];
