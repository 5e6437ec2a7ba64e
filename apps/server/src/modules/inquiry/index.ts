import { api, InquiryStatus } from '@portal/contract';
import { implement } from '../../binder';
import { formatDateTime } from '../../lib/format';

export const inquiryHandlers = [
  implement(api.inquiry.noticeList, async ({ body, db, auth }) => {
    const rows = await db.inquiryNotice.findMany({
      where: {
        supplierCode: auth.supplierCode,
        // With neither ids nor status: the notices still to quote (what the bell counts).
        ...(body.ids?.length ? { id: { in: body.ids } } : { status: body.status ?? InquiryStatus.toQuote }),
      },
      orderBy: [{ deadline: 'asc' }, { id: 'asc' }],
    });
    return rows.map((n) => ({
      ...n,
      deadline: formatDateTime(n.deadline),
      isRead: n.isRead === 1 ? 1 : 0,
      createTime: formatDateTime(n.createTime) ?? '',
    }));
  }),
];
