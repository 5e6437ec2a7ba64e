import { api } from '@portal/contract';
import { implement } from '../../binder';
import { fixture } from '../../db/fixtures';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { formatDateTime } from '../../lib/format';

/** 消息: the caller's messages, newest first. */
export const messages = pagedResource({
  model: 'supplierMessage',
  list: api.message.list,
  where: (f, { auth }) => ({ supplierCode: auth.supplierCode, ...(f.isRead !== undefined && { isRead: f.isRead }) }),
  order: [{ createTime: 'desc' }, { id: 'desc' }],
  rows: (records) =>
    records.map((m) => ({
      id: m.id,
      title: m.title,
      content: m.content,
      businessType: m.businessType,
      businessId: m.businessId,
      isRead: m.isRead === 1 ? 1 : 0,
      createTime: formatDateTime(m.createTime),
    })),
});

/**
 * Messages (docs/domains/demand.md "Unread counts and the badge"): reading a message that announced a brand's reply reads the reply
 * too, so the demand badge (getTotalNoReadNum) falls at once. Ids of other suppliers' messages are ignored.
 */
export const messageModule = defineModule('message', {
  handlers: [
    ...messages.handlers,
    implement(api.message.read, async ({ body, db, auth }) => {
      const own = await db.supplierMessage.findMany({
        where: { id: { in: body.ids }, supplierCode: auth.supplierCode },
        select: { id: true, replyId: true },
      });
      const replyIds = own.flatMap((m) => (m.replyId === null ? [] : [m.replyId]));
      await db.$transaction([
        db.supplierMessage.updateMany({ where: { id: { in: own.map((m) => m.id) } }, data: { isRead: 1 } }),
        db.demandReply.updateMany({ where: { id: { in: replyIds } }, data: { isRead: 1 } }),
      ]);
      return true;
    }),
  ],
  fixtures: [fixture('supplierMessages', 'supplierMessage')],
});
