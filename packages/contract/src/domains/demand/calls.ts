import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, pagedList } from '../../call';
import { bit, dateTime, fileRefSchema, lenientBit, ok, recordIdBody, recordIdParam } from '../../schemas';
import { DemandStatus, demandReplyFormSchema } from './rules';

/** Material demand (材料需求): the brand's requests to the supplier and their replies (docs/domains/demand.md). */
export const materialDemandSchema = z.object({
  id: z.number().int(),
  requestNo: z.string(),
  title: z.string(),
  content: z.string(),
  divisionId: z.number().int().nullable(),
  requester: z.string(),
  deadline: z.string().nullable(),
  /** 1 进行中, 2 已结束. */
  status: DemandStatus.schema,
  replyNum: z.number().int(),
  /** The brand's replies the supplier has not read. */
  noReadNum: z.number().int(),
  createTime: dateTime,
});
export type MaterialDemand = z.infer<typeof materialDemandSchema>;

/** A material attached to a reply, as it was when attached. */
export const replyMaterialSchema = z.object({
  id: z.number().int(),
  materialCode: z.string().nullable(),
  materialName: z.string(),
});
export const demandReplySchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  content: z.string(),
  materials: z.array(replyMaterialSchema),
  files: z.array(fileRefSchema),
  /** 1 the brand's reply, 0 the supplier's. */
  fromBrand: bit,
  replier: z.string(),
  isRead: bit,
  /** 1 when the caller wrote it (and so may change or delete it). */
  mine: bit,
  createTime: dateTime,
});
export type DemandReply = z.infer<typeof demandReplySchema>;
export const materialDemandDetailSchema = materialDemandSchema.extend({
  files: z.array(fileRefSchema),
  replies: z.array(demandReplySchema),
});
export type MaterialDemandDetail = z.infer<typeof materialDemandDetailSchema>;

export const demandFilters = z.object({
  requestNo: z.string().optional(),
  title: z.string().optional(),
  status: DemandStatus.schema.optional(),
  /** 1: only requests with unread replies. */
  unread: lenientBit.optional(),
});

export const demandReplyBody = demandReplyFormSchema.extend({
  id: z.number().int().positive().optional(),
  requestId: z.number().int().positive(),
});
export type DemandReplySave = z.input<typeof demandReplyBody>;

export const demand = defineDomain('demand', {
  list: pagedList(materialDemandSchema, {
    path: '/basic/supplier/material/list',
    summary: '材料需求列表',
    filters: demandFilters.shape,
    assumed: 'filters and item shape',
    atom: atoms.demand.list,
  }),
  detail: {
    method: 'POST',
    path: '/basic/supplier/material/getRequestDetail',
    summary: '材料需求详情及回复',
    readOnly: true,
    body: recordIdBody,
    data: materialDemandDetailSchema,
    assumed: 'body { id }; answer is the request with its replies, oldest first',
    atom: atoms.demand.list,
  },
  saveOrUpdateReply: {
    method: 'POST',
    path: '/basic/supplier/material/saveOrUpdateReply',
    summary: '回复材料需求',
    body: demandReplyBody,
    data: z.object({ id: z.number().int() }),
    assumed: 'payload: id to change one’s own reply; materialIds from the caller’s catalogue',
    atom: atoms.demand.reply,
  },
  deleteReply: {
    method: 'POST',
    path: '/basic/supplier/material/deleteReply',
    summary: '删除回复',
    body: recordIdBody,
    data: ok,
    assumed: 'body { id }; only one’s own reply',
    atom: atoms.demand.reply,
  },
  setAllReplyRead: {
    method: 'GET',
    path: '/basic/supplier/material/setAllReplyRead/:id',
    summary: '需求回复全部已读',
    params: recordIdParam,
    data: ok,
    assumed: 'id is the request id; its messages are read too',
    atom: atoms.demand.list,
  },
  totalNoReadNum: {
    method: 'GET',
    path: '/basic/supplier/material/getTotalNoReadNum',
    summary: '需求未读总数',
    readOnly: true,
    data: z.number().int(),
    atom: atoms.demand.list,
  },
});
