import { api, InquiryStatus } from '@portal/contract';
import { implement } from '../../binder';
import { fixture } from '../../db/fixtures';
import { defineModule } from '../../kit/module';
import { templateCall } from '../../kit/template';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';

/** 询价 (inquiries): the notices the bell lists, and the quote template. */
export const inquiryModule = defineModule('inquiry', {
  handlers: [
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

    templateCall({
      call: api.inquiry.downloadTemplateFile,
      title: '报价导入模板',
      headers: ['询价单号', '询价标题', '材料编码', '材料名称', '单位', '单价(元)', '交期(天)', '截止时间', '备注'],
      rows: async ({ body, db, auth }) => {
        if (body.id === undefined) return [];
        const notice = await db.inquiryNotice.findFirst({ where: { id: body.id, supplierCode: auth.supplierCode } });
        if (!notice) throw fail();
        return [[notice.inquiryNo, notice.title, null, null, null, null, null, formatDateTime(notice.deadline), null]];
      },
    }),
  ],
  fixtures: [fixture('inquiryNotices', 'inquiryNotice', (r) => ({ inquiryNo: r.inquiryNo }))],
});
