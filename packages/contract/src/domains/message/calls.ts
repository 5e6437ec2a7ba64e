import { z } from 'zod';
import { defineDomain, pagedList } from '../../call';
import { bit, dateTime, lenientBit, ok, recordIdsBody, nullableText as text } from '../../schemas';

/** businessType 'demandReply' (businessId the request id), 'comment' (the material id), 'scanApply' (its id). */
export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  businessType: text,
  businessId: text,
  isRead: bit,
  createTime: dateTime,
});
export type Message = z.infer<typeof messageSchema>;

export const message = defineDomain('message', {
  list: pagedList(messageSchema, {
    path: '/basic/supplier/message/list',
    summary: '消息列表',
    /** isRead: any flag spelling is accepted (0/1, true/false, as text or not); the handler sees 0 | 1. */
    filters: { isRead: lenientBit.optional() },
    assumed: 'filter isRead and item shape; the caller’s messages, newest first',
  }),
  read: {
    method: 'POST',
    path: '/basic/supplier/message/read',
    summary: '消息已读',
    body: recordIdsBody,
    data: ok,
    assumed: 'body ids (the caller’s messages); a demand-reply message reads its reply too',
  },
});
