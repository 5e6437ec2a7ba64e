import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, listCount, listExport, pagedList } from '../../call';
import { anyData, dateTime, ok, recordIdBody, recordIdParam, recordIdsBody, sizeQuantitySchema } from '../../schemas';
import { seasonCloseInput, seasonDeliveryInput, seasonEditInput } from './rules';

/** Season order (调料单). The spec does not show the entity; this shape is assumed. */
export const seasonOrderSchema = z.object({
  id: z.number().int(),
  seasonNo: z.string(),
  /** e.g. 24Q3 */
  seasonCode: z.string(),
  /** 大货 / 样品 */
  orderType: z.enum(['product', 'sample']),
  materialCode: z.string(),
  materialName: z.string(),
  colorName: z.string().nullable(),
  supplierCode: z.string(),
  shoeFactoryName: z.string().nullable(),
  shoeTreeCode: z.string().nullable(),
  quantity: z.number(),
  deliveredQuantity: z.number(),
  remainingQuantity: z.number(),
  unit: z.string(),
  deliveryDate: z.string().nullable(),
  version: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  remark: z.string().nullable(),
  closeReason: z.string().nullable(),
  /** Deliveries the brand has not confirmed yet. */
  awaitingReceipt: z.number().int(),
  createTime: dateTime,
});
export type SeasonOrder = z.infer<typeof seasonOrderSchema>;

export const seasonSizeSchema = sizeQuantitySchema.extend({ deliveredQuantity: z.number().min(0) });

/** One delivery (交付) of a season order. Assumed. */
export const seasonDeliverySchema = z.object({
  id: z.number().int(),
  seasonId: z.number().int(),
  deliverType: z.enum(['product', 'sample']),
  deliverDate: z.string(),
  sizes: z.array(sizeQuantitySchema),
  quantity: z.number(),
  logisticsNo: z.string().nullable(),
  /** 0 awaiting receipt, 1 received. */
  receiptStatus: z.number().int(),
  remark: z.string().nullable(),
  operator: z.string(),
  createTime: dateTime,
});
export type SeasonDelivery = z.infer<typeof seasonDeliverySchema>;

export const seasonVersionSchema = z.object({
  version: z.number().int(),
  /** What happened: 接单, 编辑, 大货交付, 样品交付, 撤销交付, 确认收货, 关闭. */
  action: z.string(),
  remark: z.string().nullable(),
  /** The order as it was after the step, to compare versions. */
  snapshot: z.object({
    status: z.number().int(),
    quantity: z.number(),
    deliveredQuantity: z.number(),
    deliveryDate: z.string().nullable(),
    sizes: z.array(seasonSizeSchema),
  }),
  modifier: z.string(),
  modifyTime: dateTime,
});

export const seasonFilters = z.object({
  /** One order (the detail and delivery screens read it through the list). */
  id: z.coerce.number().int().positive().optional(),
  seasonNo: z.string().optional(),
  seasonCode: z.string().optional(),
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  orderType: z.enum(['product', 'sample']).optional(),
  status: z.coerce.number().int().optional(),
});

export const season = defineDomain('season', {
  list: pagedList(seasonOrderSchema, {
    path: '/basic/supplier/season/list',
    summary: '调料单列表',
    filters: seasonFilters.shape,
    sort: ['seasonNo', 'deliveryDate', 'createTime'],
    atom: atoms.season.list,
    assumed: 'filters and item shape',
  }),
  receiveSeason: {
    method: 'POST',
    path: '/basic/supplier/season/receiveSeason',
    summary: '调料单接单',
    body: recordIdsBody,
    data: ok,
    atom: atoms.season.accept,
    assumed: 'body ids',
  },
  deliveredCount: listCount(seasonFilters, {
    path: '/basic/supplier/season/getDeliveredCount',
    summary: '已交付调料单数量',
    atom: atoms.season.list,
    assumed: 'counts delivered orders matching the list filters',
  }),
  closeOperate: {
    method: 'POST',
    path: '/basic/supplier/season/closeOperate',
    summary: '关闭调料单',
    body: seasonCloseInput,
    data: ok,
    atom: atoms.season.close,
    assumed: 'body ids and closeReason',
  },
  deliverDetail: {
    method: 'POST',
    path: '/basic/supplier/season/deliverDetail',
    summary: '交付详情',
    readOnly: true,
    body: recordIdBody,
    data: z.array(seasonDeliverySchema),
    atom: atoms.season.deliverDetail,
    assumed: 'body { id } of the order; answers its deliveries',
  },
  exportSeasonInfos: listExport(seasonFilters, {
    path: '/basic/supplier/season/exportSeasonInfos',
    summary: '导出调料单',
    atom: atoms.season.list,
    assumed: 'list filters plus optional ids; the season group has no export atom, so list guards it',
  }),
  removeSeasonDeliver: {
    method: 'GET',
    path: '/basic/supplier/season/removeSeasonDeliver/:id',
    summary: '撤销交付记录',
    params: recordIdParam,
    data: ok,
    atom: atoms.season.deliver,
    assumed: 'id is a delivery id',
  },
  sizeList: {
    method: 'POST',
    path: '/basic/supplier/seasonSize/list/:id',
    summary: '调料单尺码',
    readOnly: true,
    params: recordIdParam,
    data: z.array(seasonSizeSchema),
    atom: atoms.season.supplierDetail,
    assumed: 'id is the order id; answer shape',
  },
  operateAdd: {
    method: 'POST',
    path: '/basic/supplier/seasonRecord/operateAdd',
    summary: '大货交付 (新增交付记录)',
    body: seasonDeliveryInput,
    data: ok,
    atom: atoms.season.productDeliver,
    assumed: 'records a product delivery; payload',
  },
  recordDetail: {
    method: 'POST',
    path: '/basic/supplier/seasonRecord/seasonRecordDetail/:id',
    summary: '交付记录详情',
    readOnly: true,
    params: recordIdParam,
    data: seasonDeliverySchema,
    atom: atoms.season.deliverDetail,
    assumed: 'id is a delivery id',
    noScreen:
      'the order’s detail screen (seasonDetail, 采购调料单) lists every delivery of the order in full with deliverDetail (the same record shape), so no screen opens one delivery by id',
  },
  saveOrUpdateSeason: {
    method: 'POST',
    path: '/basic/api/season/saveOrUpdateSeason',
    summary: '编辑调料单',
    body: seasonEditInput,
    data: ok,
    atom: atoms.season.supplierEdit,
    assumed: 'the supplier edits delivery date, sizes and remark of an order; payload',
  },
  sampleSeasonSize: {
    method: 'POST',
    path: '/basic/api/season/sampleSeasonSize/:id',
    summary: '样品交付尺码',
    params: recordIdParam,
    data: z.array(seasonSizeSchema),
    atom: atoms.season.sampleDeliver,
    assumed: 'id is the order id; answers the sizes still to deliver as samples',
    noScreen:
      'the delivery screen (seasonSingle, 采购调料单) reads the order’s sizes with seasonSize/list (sizeList) for a 样品 order as for a 大货 one and offers what is left of each size',
  },
  removeSeason: {
    method: 'POST',
    path: '/basic/api/season/removeSeason/:id',
    summary: '删除调料单',
    params: recordIdParam,
    data: ok,
    atom: atoms.season.supplierDelete,
    assumed: 'answer',
  },
  confirmRecord: {
    method: 'POST',
    path: '/basic/api/season/confirmRecord/:id',
    summary: '待确认收货的交付记录',
    params: recordIdParam,
    data: z.array(seasonDeliverySchema),
    atom: atoms.season.confirmReceipt,
    assumed: 'id is the order id; answers deliveries awaiting receipt',
  },
  saveConfirmReceipt: {
    method: 'POST',
    path: '/basic/api/season/saveConfirmReceipt/:id',
    summary: '确认收货',
    params: recordIdParam,
    body: z.object({ remark: z.string().max(500).optional() }),
    data: ok,
    atom: atoms.season.confirmReceipt,
    assumed: 'id is a delivery id; optional remark',
  },
  getVersion: {
    method: 'POST',
    path: '/basic/api/season/getVersion/:id',
    summary: '调料单版本记录',
    readOnly: true,
    params: recordIdParam,
    data: z.array(seasonVersionSchema),
    atom: atoms.season.supplierDetail,
    assumed: 'answers the version history of the order',
  },
  sampleSeason: {
    method: 'POST',
    path: '/basic/api/season/sampleSeason',
    summary: '样品交付',
    body: seasonDeliveryInput,
    data: ok,
    atom: atoms.season.sampleDeliver,
    assumed: 'payload as for a product delivery',
  },
  downloadTemplateSeasonFile: {
    method: 'POST',
    path: '/basic/api/season/downloadTemplateSeasonFile',
    summary: '下载调料单尺码导入模板',
    readOnly: true,
    data: anyData,
    file: true,
    atom: atoms.season.deliver,
    assumed: 'no body',
    noScreen:
      'no call imports an order’s sizes from a file (saveOrUpdateSeason and the deliveries take sizes as fields, and no upload businessType is a size import), so no screen offers the template',
  },
  getSeasonSize: {
    method: 'POST',
    path: '/basic/api/season/getSeasonSize',
    summary: '尺码选项',
    readOnly: true,
    body: z.object({ seasonCode: z.string().optional(), shoeTreeCode: z.string().optional() }),
    data: z.array(z.string()),
    assumed: 'the size options (an option list, so unguarded)',
    noScreen:
      'the only screen that takes sizes (seasonSingle’s deliveries) takes them per the order’s own sizes (sizeList), never from a free list of sizes',
  },
});
