import { z } from 'zod';
import { DoneMessages, day, type RuleIssue, typedNumber, withDecimals, withIssues } from '../../schemas';
import { type StatusOf, StatusWords, statusSet } from '../../state-rules';
import { PriceLimits, PriceMessages } from '../price/rules';

/**
 * Purchase order (采购单) statuses, the purchase_status dictionary's codes (docs/domains/purchase.md):
 * new → planned (交付计划 saved) → partly delivered → delivered, or closed with a reason.
 */
export const PurchaseStatus = statusSet({
  new: [0, '新建'],
  planned: [1, '已计划'],
  partlyDelivered: [2, '部分交付'],
  delivered: [3, StatusWords.delivered],
  closed: [4, StatusWords.closed],
});
export type PurchaseStatusValue = StatusOf<typeof PurchaseStatus>;
/** The statuses in which an order still has something to deliver. */
export const purchaseOpenStatuses = [
  PurchaseStatus.new,
  PurchaseStatus.planned,
  PurchaseStatus.partlyDelivered,
] as const satisfies readonly PurchaseStatusValue[];

/** A line's own status: open, fully shipped, or closed (its remainder will not be shipped). */
export const PurchaseLineStatus = statusSet({
  open: [0, '待交付'],
  delivered: [1, StatusWords.delivered],
  closed: [2, StatusWords.closed],
});

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
  /** At the size's field: which size, and how many are left of it. */
  shipExceedsSize: (size: string, left: number) => `尺码 ${size} 发货数量不能超过剩余数量 ${left}`,
  shipLineClosed: '采购明细已关闭或已交付完，不能发货',
  mergeOneFactory: '合并发货的采购单必须属于同一鞋厂',
  mergeNeedsTwo: '合并发货至少需要两张采购单',
  lineClosed: '采购明细已关闭或已交付完，不能关闭',
  orderClosed: '采购单或采购明细已关闭，不能修改',
  priceInvalid: '单价必须大于0',
  priceRemarkMax: `备注最多${PurchaseLimits.remark}个字符`,
  subCodeUnknown: '材料子编码不存在',
  subCodeRequired: '请选择材料子编码',
  soleUnknown: '大底不存在',
  soleRequired: '请选择大底',
  materialUnknown: '材料不存在',
  shipmentUnknown: '发货记录不存在',
  closed: DoneMessages.closed,
  plansSaved: '交付计划保存成功!',
  shipped: '发货成功!',
  confirmClose: '此操作将关闭所选采购单，关闭后不再提醒交付, 是否继续?',
} as const;

const M = PurchaseMessages;
const planDay = day(M.planDateInvalid, M.planDateRequired);
const quantity = z.number({ error: M.quantityInvalid }).min(0, M.quantityInvalid);

/**
 * A purchase line's unit price (价格信息, saveOrUpdatePriceInfo): above 0 (单价必须大于0), and the price float input's
 * limits, at most 10000 and two decimals, with the price rules' words (spec 000 §5, §9). The form, the call's body and
 * the stub's handler all use this one rule.
 */
export const purchaseLinePrice = withDecimals(
  z.number({ error: M.priceInvalid }).gt(0, M.priceInvalid).max(PriceLimits.floatMax, PriceMessages.floatMax),
  PriceLimits.decimals,
  PriceMessages.decimals,
);
const priceRemark = z.string().max(PurchaseLimits.remark, M.priceRemarkMax);

/** 价格信息 as the call takes it: the line, its price and an optional remark. */
export const purchasePriceInput = z.object({
  detailId: z.number().int().positive(),
  price: purchaseLinePrice,
  remark: priceRemark.optional(),
});
export type PurchasePriceInput = z.infer<typeof purchasePriceInput>;

/** 价格信息 as the dialog holds it: the price as typed (filtered by `filterPriceInput`) and the remark. */
export const purchasePriceForm = z.object({ price: typedNumber(purchaseLinePrice), remark: priceRemark });
export type PurchasePriceForm = z.input<typeof purchasePriceForm>;

/** 选择材料 / 材料子编码 of a line (updateSubCode): the sub code chosen. */
export const subCodeInput = z.object({
  detailId: z.number().int().positive(),
  materialSubCode: z.string({ error: M.subCodeRequired }).min(1, M.subCodeRequired),
});
/** 大底 of a line (matePurchaseSole, matchPurchaseSoleCost): the sole chosen. */
export const soleChoiceInput = z.object({
  detailId: z.number().int().positive(),
  soleCode: z.string({ error: M.soleRequired }).min(1, M.soleRequired),
});

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

/** 保存交付计划 as the plan dialog judges it: the body's rules and the plans adding up to each line (`planSumRefusal`). */
export const purchasePlansForm = (lines: readonly { id: number; sizes: readonly SizeQuantity[] }[]) =>
  withIssues(purchasePlansInput, (value) => {
    const plans = (value as { plans?: unknown }).plans;
    if (!Array.isArray(plans) || plans.some((p) => !Array.isArray(p?.sizes))) return [];
    const refused = planSumRefusal(lines, plans);
    return refused ? [{ path: 'plans', message: refused }] : [];
  });

/** A line as a shipment reads it: its id and each size's ordered and shipped quantities. */
export type ShippableLine = {
  id: number;
  sizes: readonly { size: string; quantity: number; shippedQuantity: number }[];
};

/** What is left to ship of a size: ordered less shipped, never below 0. */
export const leftToShip = (s: { quantity: number; shippedQuantity: number }) =>
  Math.max(0, Math.round((s.quantity - s.shippedQuantity) * 1e6) / 1e6);

/**
 * The quantities of a shipment against the open lines it ships (`open`: the lines still to deliver): a line that is
 * not open, a size the line does not have, more than is left of a size (at that size's field, naming the size and
 * what is left), and nothing to ship at all. The shipment form and the stub's handler judge with this one function.
 */
export const shipmentIssues = (value: unknown, open: readonly ShippableLine[]): RuleIssue[] => {
  const lines = (value as { lines?: unknown }).lines;
  if (!Array.isArray(lines)) return [];
  const issues: RuleIssue[] = [];
  // What the shipment takes of each line's size so far: a line or a size named twice counts once against what is left.
  const taken = new Map<string, number>();
  let shipped = 0;
  lines.forEach((l: { detailId?: unknown; sizes?: unknown }, i) => {
    if (!Array.isArray(l?.sizes)) return;
    const line = open.find((o) => o.id === l.detailId);
    l.sizes.forEach((s: { size?: unknown; quantity?: unknown }, j) => {
      if (typeof s?.quantity !== 'number' || !(s.quantity > 0)) return;
      shipped += 1;
      const size = line?.sizes.find((o) => o.size === s.size);
      if (!line) {
        issues.push({ path: `lines.${i}`, message: M.shipLineClosed });
        return;
      }
      if (!size) {
        issues.push({ path: `lines.${i}.sizes.${j}.size`, message: M.planSizeUnknown });
        return;
      }
      const key = `${line.id}|${size.size}`;
      const total = (taken.get(key) ?? 0) + s.quantity;
      taken.set(key, total);
      if (total > leftToShip(size) + 1e-6)
        issues.push({
          path: `lines.${i}.sizes.${j}.quantity`,
          message: M.shipExceedsSize(size.size, leftToShip(size)),
        });
    });
  });
  if (shipped === 0 && lines.length > 0) issues.push({ path: 'lines', message: M.shipEmpty });
  return issues;
};

/** 发货 as the shipment form judges it: the body's rules and `shipmentIssues` against the lines it shows. */
export const sizeShipmentForm = (open: readonly ShippableLine[]) =>
  withIssues(sizeShipmentInput, (value) => shipmentIssues(value, open));
