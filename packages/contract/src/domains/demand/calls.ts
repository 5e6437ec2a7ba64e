import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain } from '../../call';
import { pageOf, pageQuery } from '../../envelope';
import { bit, dateTime, fileRefSchema, ok, recordIdBody, recordIdParam } from '../../schemas';

/** Material demand (材料需求), its replies, comments and messages: shapes assumed. */
export const materialDemandSchema = z.object({
  id: z.number().int(),
  requestNo: z.string(),
  title: z.string(),
  content: z.string(),
  divisionId: z.number().int().nullable(),
  status: z.number().int(),
  noReadNum: z.number().int(),
  createTime: dateTime,
});
export type MaterialDemand = z.infer<typeof materialDemandSchema>;
export const demandReplySchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  content: z.string(),
  files: z.array(fileRefSchema),
  replier: z.string(),
  isRead: bit,
  createTime: dateTime,
});
export const materialDemandDetailSchema = materialDemandSchema.extend({
  files: z.array(fileRefSchema),
  replies: z.array(demandReplySchema),
});
export const demand = defineDomain('demand', {
  list: {
    method: 'POST',
    path: '/basic/supplier/material/list',
    summary: '材料需求列表',
    body: pageQuery.extend({ title: z.string().optional(), status: z.number().int().optional() }),
    data: pageOf(materialDemandSchema),
    assumed: 'filters and item shape',
    atom: atoms.demand.list,
  },
  detail: {
    method: 'POST',
    path: '/basic/supplier/material/getRequestDetail',
    summary: '材料需求详情及回复',
    body: recordIdBody,
    data: materialDemandDetailSchema,
    assumed: 'body { id }; answer is the request with its replies',
    atom: atoms.demand.list,
  },
  saveOrUpdateReply: {
    method: 'POST',
    path: '/basic/supplier/material/saveOrUpdateReply',
    summary: '回复材料需求',
    body: z.object({
      id: z.number().int().optional(),
      requestId: z.number().int(),
      content: z.string().trim().min(1).max(500),
      fileIds: z.array(z.string()).optional(),
    }),
    data: ok,
    assumed: 'payload',
    atom: atoms.demand.reply,
  },
  deleteReply: {
    method: 'POST',
    path: '/basic/supplier/material/deleteReply',
    summary: '删除回复',
    body: recordIdBody,
    data: ok,
    assumed: 'body { id }',
    atom: atoms.demand.reply,
  },
  setAllReplyRead: {
    method: 'GET',
    path: '/basic/supplier/material/setAllReplyRead/:id',
    summary: '需求回复全部已读',
    params: recordIdParam,
    data: ok,
    assumed: 'id is the request id',
    atom: atoms.demand.list,
  },
  totalNoReadNum: {
    method: 'GET',
    path: '/basic/supplier/material/getTotalNoReadNum',
    summary: '需求未读总数',
    data: z.number().int(),
    atom: atoms.demand.list,
  },
});
