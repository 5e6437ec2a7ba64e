import { z } from 'zod';
import { day, sizeQuantitySchema } from '../../schemas';
import { type StatusOf, statusSet } from '../../state-rules';

/**
 * Season order (调料单) statuses (docs/domains/season.md): 待接单 → 已接单 (receiveSeason) → 交付中 (a delivery)
 * → 已交付 (every size delivered) → 已收货 (the brand confirmed every delivery); 已关闭 from any open status.
 */
export const SeasonStatus = statusSet({
  toAccept: [0, '待接单'],
  accepted: [1, '已接单'],
  delivering: [2, '交付中'],
  delivered: [3, '已交付'],
  received: [4, '已收货'],
  closed: [5, '已关闭'],
});
export type SeasonStatusValue = StatusOf<typeof SeasonStatus>;
export const SeasonStatusText = SeasonStatus.texts;
/** The statuses the delivered count (getDeliveredCount) counts. */
export const seasonDeliveredStatuses = [SeasonStatus.delivered, SeasonStatus.received] as const;
export const SeasonOrderType = { product: 'product', sample: 'sample' } as const;
export const SeasonOrderTypeText = { product: '大货', sample: '样品' } as const;
/** A delivery's receipt status: 0 awaiting the brand's confirmation, 1 received. */
export const SeasonReceipt = { waiting: 0, received: 1 } as const;

export const SeasonMessages = {
  notFound: '调料单不存在',
  deliveryNotFound: '交付记录不存在',
  wrongTypeProduct: '样品调料单请使用样品交付',
  wrongTypeSample: '大货调料单请使用大货交付',
  deliverExceeds: '交付数量不能超过未交付数量',
  deliverEmpty: '请至少填写一个尺码的交付数量',
  sizeUnknown: '尺码不在调料单中',
  receiptDone: '该交付记录已确认收货',
  removeReceived: '已确认收货的交付记录不能撤销',
  closeReasonRequired: '请输入关闭原因',
  dateRequired: '请选择交付日期',
  accepted: '接单成功!',
  delivered: '交付成功!',
  confirmed: '确认收货成功!',
  saved: '保存成功!',
  removed: '删除成功!',
  closedOk: '关闭成功!',
} as const;

const M = SeasonMessages;

/** A delivery (大货 via seasonRecord/operateAdd, 样品 via sampleSeason): the sizes delivered now. */
export const seasonDeliveryInput = z.object({
  seasonId: z.number().int().positive(),
  deliverDate: day(M.dateRequired),
  sizes: z.array(sizeQuantitySchema).min(1, M.deliverEmpty),
  logisticsNo: z.string().max(50).optional(),
  remark: z.string().max(500).optional(),
});
export type SeasonDeliveryInput = z.infer<typeof seasonDeliveryInput>;

/** 关闭调料单: a reason is required. */
export const seasonCloseInput = z.object({
  ids: z.array(z.number().int().positive()).min(1),
  closeReason: z.string({ error: M.closeReasonRequired }).trim().min(1, M.closeReasonRequired).max(200),
});
