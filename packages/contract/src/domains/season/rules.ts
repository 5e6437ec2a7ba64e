import { z } from 'zod';
import { DoneMessages, day, dayFilter, type RuleIssue, sizeQuantitySchema, withIssues } from '../../schemas';
import { type StatusOf, StatusWords, statusSet } from '../../state-rules';

/**
 * Season order (调料单) statuses (docs/domains/season.md): 待接单 → 已接单 (receiveSeason) → 交付中 (a delivery)
 * → 已交付 (every size delivered) → 已收货 (the brand confirmed every delivery); 已关闭 from any open status.
 */
export const SeasonStatus = statusSet({
  toAccept: [0, '待接单'],
  accepted: [1, '已接单'],
  delivering: [2, '交付中'],
  delivered: [3, StatusWords.delivered],
  received: [4, '已收货'],
  closed: [5, StatusWords.closed],
});
export type SeasonStatusValue = StatusOf<typeof SeasonStatus>;
/** The statuses the delivered count (getDeliveredCount) counts. */
export const seasonDeliveredStatuses = [SeasonStatus.delivered, SeasonStatus.received] as const;
export const SeasonOrderType = { product: 'product', sample: 'sample' } as const;
export const SeasonOrderTypeText = { product: '大货', sample: '样品' } as const;
/** A delivery's receipt status: 0 awaiting the brand's confirmation, 1 received. */
export const SeasonReceipt = { waiting: 0, received: 1 } as const;

export const SeasonLimits = { logisticsNo: 50, remark: 500, closeReason: 200 } as const;

export const SeasonMessages = {
  notFound: '调料单不存在',
  deliveryNotFound: '交付记录不存在',
  wrongTypeProduct: '样品调料单请使用样品交付',
  wrongTypeSample: '大货调料单请使用大货交付',
  deliverExceeds: '交付数量不能超过未交付数量',
  /** At the size's field: which size, and how many are left to deliver of it. */
  deliverExceedsSize: (size: string, left: number) => `尺码 ${size} 交付数量不能超过未交付数量 ${left}`,
  deliverEmpty: '请至少填写一个尺码的交付数量',
  sizeUnknown: '尺码不在调料单中',
  receiptDone: '该交付记录已确认收货',
  removeReceived: '已确认收货的交付记录不能撤销',
  closeReasonRequired: '请输入关闭原因',
  // The spec gives no text for these; chosen by this project (docs/domains/season.md).
  closeReasonMax: `关闭原因最多${SeasonLimits.closeReason}个字符`,
  remarkMax: `备注最多${SeasonLimits.remark}个字符`,
  logisticsNoMax: `物流单号最多${SeasonLimits.logisticsNo}个字符`,
  dateRequired: '请选择交付日期',
  accepted: '接单成功!',
  delivered: '交付成功!',
  confirmed: '确认收货成功!',
  saved: DoneMessages.saved,
  removed: DoneMessages.deleted,
  closedOk: DoneMessages.closed,
} as const;

const M = SeasonMessages;
const L = SeasonLimits;
const seasonRemark = z.string().max(L.remark, M.remarkMax);

/** A delivery (大货 via seasonRecord/operateAdd, 样品 via sampleSeason): the sizes delivered now. */
export const seasonDeliveryInput = z.object({
  seasonId: z.number().int().positive(),
  deliverDate: day(M.dateRequired),
  sizes: z.array(sizeQuantitySchema).min(1, M.deliverEmpty),
  logisticsNo: z.string().max(L.logisticsNo, M.logisticsNoMax).optional(),
  remark: seasonRemark.optional(),
});
export type SeasonDeliveryInput = z.infer<typeof seasonDeliveryInput>;

/** A size of a season order as a delivery reads it: ordered and delivered so far. */
export type DeliverableSize = { size: string; quantity: number; deliveredQuantity: number };
/** What is left to deliver of a size: ordered less delivered, never below 0. */
export const leftToDeliver = (s: { quantity: number; deliveredQuantity: number }) =>
  Math.max(0, Math.round((s.quantity - s.deliveredQuantity) * 1e6) / 1e6);

/**
 * The quantities of a delivery against the order's sizes: a size the order does not have, more than is left of a
 * size (at that size's field, naming it and what is left; a size named twice counts once), and nothing at all. The
 * delivery form and the stub's handler judge with this one function.
 */
export const deliveryIssues = (value: unknown, sizes: readonly DeliverableSize[]): RuleIssue[] => {
  const given = (value as { sizes?: unknown }).sizes;
  if (!Array.isArray(given)) return [];
  const issues: RuleIssue[] = [];
  const taken = new Map<string, number>();
  let any = false;
  given.forEach((s: { size?: unknown; quantity?: unknown }, i) => {
    if (typeof s?.quantity !== 'number' || !(s.quantity > 0)) return;
    any = true;
    const size = sizes.find((o) => o.size === s.size);
    if (!size) {
      issues.push({ path: `sizes.${i}.size`, message: M.sizeUnknown });
      return;
    }
    const total = (taken.get(size.size) ?? 0) + s.quantity;
    taken.set(size.size, total);
    if (total > leftToDeliver(size) + 1e-6)
      issues.push({ path: `sizes.${i}.quantity`, message: M.deliverExceedsSize(size.size, leftToDeliver(size)) });
  });
  if (!any && given.length > 0) issues.push({ path: 'sizes', message: M.deliverEmpty });
  return issues;
};

/** 大货交付 / 样品交付 as the delivery form judges it: the body's rules and `deliveryIssues` against the order's sizes. */
export const seasonDeliveryForm = (sizes: readonly DeliverableSize[]) =>
  withIssues(seasonDeliveryInput, (value) => deliveryIssues(value, sizes));

/** 关闭调料单: a reason is required. */
export const seasonCloseInput = z.object({
  ids: z.array(z.number().int().positive()).min(1),
  closeReason: z
    .string({ error: M.closeReasonRequired })
    .trim()
    .min(1, M.closeReasonRequired)
    .max(L.closeReason, M.closeReasonMax),
});

/** 编辑调料单 (saveOrUpdateSeason): the supplier changes the delivery date, the sizes and the remark. */
export const seasonEditInput = z.object({
  id: z.number().int().positive(),
  deliveryDate: dayFilter,
  sizes: z.array(sizeQuantitySchema).optional(),
  remark: seasonRemark.optional(),
});
export type SeasonEditInput = z.infer<typeof seasonEditInput>;

/** 编辑调料单 as the dialog holds it: the delivery date (empty keeps it) and the remark. */
export const seasonEditForm = seasonEditInput.pick({ deliveryDate: true, remark: true });
export type SeasonEditForm = z.input<typeof seasonEditForm>;
