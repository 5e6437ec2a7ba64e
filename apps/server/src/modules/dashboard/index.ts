import { api, InquiryStatus, purchaseOpenStatuses } from '@portal/contract';
import { implement } from '../../binder';
import { defineModule } from '../../kit/module';
import { deliveryWarningCount as countDeliveryWarnings, countOrders } from '../../kit/where';

/** 首页: the dashboard's counts, read from the other domains' tables. */
export const dashboardModule = defineModule('dashboard', {
  handlers: [
    implement(
      api.dashboard.homeInfos,
      async ({ db, auth }) => {
        const supplierCode = auth.supplierCode;
        const [deliveryWarningCount, openPurchaseCount, inquiryNoticeCount, borrowedShoeTreeCount] = await Promise.all([
          countDeliveryWarnings(db, supplierCode),
          countOrders(db, { supplierCode, status: { in: [...purchaseOpenStatuses] } }),
          db.inquiryNotice.count({ where: { supplierCode, status: InquiryStatus.toQuote } }),
          db.borrow.count({ where: { supplierCode, returnTime: null } }),
        ]);
        return { deliveryWarningCount, openPurchaseCount, inquiryNoticeCount, borrowedShoeTreeCount };
      },
      { read: true },
    ),
  ],
});
