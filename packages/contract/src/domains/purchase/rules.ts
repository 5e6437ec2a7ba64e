import { z } from 'zod';
import { day } from '../../schemas';
import { type StatusOf, statusSet } from '../../state-rules';

/**
 * Purchase order (采购单) statuses, the purchase_status dictionary's codes (docs/domains/purchase.md):
 * new → planned (交付计划 saved) → partly delivered → delivered, or closed with a reason.
 */
export const PurchaseStatus = statusSet({
  new: [0, '新建'],
  planned: [1, '已计划'],
  partlyDelivered: [2, '部分交付'],
  delivered: [3, '已交付'],
  closed: [4, '已关闭'],
});
export type PurchaseStatusValue = StatusOf<typeof PurchaseStatus>;
/** How a status reads (the dictionary's dname); the spec names none, chosen by this project. */
export const PurchaseStatusText = PurchaseStatus.texts;
/** The statuses in which an order still has something to deliver. */
export const purchaseOpenStatuses = [
  PurchaseStatus.new,
  PurchaseStatus.planned,
  PurchaseStatus.partlyDelivered,
] as const satisfies readonly PurchaseStatusValue[];

/** A line's own status: open, fully shipped, or closed (its remainder will not be shipped). */
export const PurchaseLineStatus = { open: 0, delivered: 1, closed: 2 } as const;
export const PurchaseLineStatusText: Record<number, string> = { 0: '待交付', 1: '已交付', 2: '已关闭' };

export const PurchaseLimits = { closeReason: 200, remark: 200, logistics: 50, plansPerLine: 20 } as const;

export const PurchaseMessages = {
  notFound: '采购单不存在',
  lineNotFound: '采购明细不存在',
  closeReasonRequired: '请输入关闭原因',
  closeReasonMax: `关闭原因最多${PurchaseLimits.closeReason}个字符`,
  planDateRequired: '请选择计划交付日期',
  planDateInvalid: '计划交付日期格式不正确',
  plansRequired: '请至少添加一条交付计划',
  planLineUnknown: '交付计划的采购明细不属于该采购单',
  planSizeUnknown: '交付计划的尺码不在采购明细中',
  planSumMismatch: '交付计划各尺码数量之和必须等于采购数量',
  quantityInvalid: '数量必须是不小于0的数字',
  shipDateRequired: '请选择发货日期',
  shipEmpty: '请至少填写一个尺码的发货数量',
  shipExceeds: '发货数量不能超过剩余数量',
  shipLineClosed: '采购明细已关闭或已交付完，不能发货',
  mergeOneFactory: '合并发货的采购单必须属于同一鞋厂',
  mergeNeedsTwo: '合并发货至少需要两张采购单',
  lineClosed: '采购明细已关闭或已交付完，不能关闭',
  orderClosed: '采购单或采购明细已关闭，不能修改',
  priceInvalid: '单价必须大于0',
  subCodeUnknown: '材料子编码不存在',
  soleUnknown: '大底不存在',
  materialUnknown: '材料不存在',
  shipmentUnknown: '发货记录不存在',
  closed: '关闭成功!',
  plansSaved: '交付计划保存成功!',
  shipped: '发货成功!',
  confirmClose: '此操作将关闭所选采购单，关闭后不再提醒交付, 是否继续?',
} as const;

const M = PurchaseMessages;
const planDay = day(M.planDateInvalid, M.planDateRequired);
const quantity = z.number({ error: M.quantityInvalid }).min(0, M.quantityInvalid);

/** One size of a plan or a shipment: the size and how many. */
export const purchaseSizeInput = z.object({ size: z.string().min(1), quantity });

/** 关闭采购单 / 关闭采购明细: the rows and the reason (required: a closed order leaves the reminders). */
export const purchaseCloseInput = z.object({
  ids: z.array(z.number().int().positive()).min(1),
  closeReason: z
    .string({ error: M.closeReasonRequired })
    .trim()
    .min(1, M.closeReasonRequired)
    .max(PurchaseLimits.closeReason, M.closeReasonMax),
});
export type PurchaseCloseInput = z.infer<typeof purchaseCloseInput>;

/** One delivery plan: a date and the quantities per size of one line. */
export const purchasePlanInput = z.object({
  detailId: z.number().int().positive(),
  planDate: planDay,
  sizes: z.array(purchaseSizeInput).min(1, M.plansRequired),
  remark: z.string().max(PurchaseLimits.remark).optional(),
});
/** 保存交付计划: replaces every plan of the order; per line and size they must add up to the ordered quantity. */
export const purchasePlansInput = z.object({
  purchaseId: z.number().int().positive(),
  plans: z.array(purchasePlanInput).min(1, M.plansRequired),
});
export type PurchasePlansInput = z.infer<typeof purchasePlansInput>;

/** 发货 by size, for one order or several merged (每行一张采购明细). */
export const sizeShipmentInput = z.object({
  shipDate: day(M.shipDateRequired),
  logisticsCompany: z.string().max(PurchaseLimits.logistics).optional(),
  logisticsNo: z.string().max(PurchaseLimits.logistics).optional(),
  lines: z
    .array(
      z.object({
        purchaseId: z.number().int().positive(),
        detailId: z.number().int().positive(),
        sizes: z.array(purchaseSizeInput).min(1, M.shipEmpty),
      }),
    )
    .min(1, M.shipEmpty),
});
export type SizeShipmentInput = z.infer<typeof sizeShipmentInput>;

type SizeQuantity = { size: string; quantity: number };
const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/**
 * Whether plans add up to the ordered sizes of each line: for every line and size the planned quantities sum to
 * the ordered quantity, and no plan names a size the line does not have. The first problem's message, or null.
 */
export const planSumRefusal = (
  lines: readonly { id: number; sizes: readonly SizeQuantity[] }[],
  plans: readonly { detailId: number; sizes: readonly SizeQuantity[] }[],
): string | null => {
  const byLine = new Map(lines.map((l) => [l.id, l]));
  const planned = new Map<string, number>();
  for (const plan of plans) {
    const line = byLine.get(plan.detailId);
    if (!line) return M.planLineUnknown;
    for (const s of plan.sizes) {
      if (!line.sizes.some((o) => o.size === s.size)) return M.planSizeUnknown;
      const key = `${line.id}|${s.size}`;
      planned.set(key, (planned.get(key) ?? 0) + s.quantity);
    }
  }
  for (const line of lines)
    for (const s of line.sizes)
      if (!near(planned.get(`${line.id}|${s.size}`) ?? 0, s.quantity)) return M.planSumMismatch;
  return null;
};

/** The quantity still to ship per size: ordered minus shipped, never below 0. */
export const remainingSizes = (sizes: readonly { size: string; quantity: number; shippedQuantity: number }[]) =>
  sizes.map((s) => ({ size: s.size, quantity: Math.max(0, s.quantity - s.shippedQuantity) }));
