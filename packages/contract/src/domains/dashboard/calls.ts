import { z } from 'zod';
import { defineDomain } from '../../call';

/**
 * The dashboard's figures (shape assumed). Each domain adds its own count here when its records
 * land in the stub; today: purchase orders, inquiry notices and borrowed shoe lasts.
 */
export const homeInfoSchema = z.object({
  deliveryWarningCount: z.number().int(),
  openPurchaseCount: z.number().int(),
  inquiryNoticeCount: z.number().int(),
  borrowedShoeTreeCount: z.number().int(),
});

export const dashboard = defineDomain('dashboard', {
  homeInfos: {
    method: 'POST',
    path: '/basic/supplier/home/homeInfos',
    summary: '首页信息',
    readOnly: true,
    data: homeInfoSchema,
    assumed: 'no body; answer is the set of counts the dashboard shows',
  },
});
