import { lifecycle } from '../../state-rules';
import { PurchaseMessages as M, type PurchaseStatusValue, purchaseOpenStatuses, PurchaseStatus as S } from './rules';

/**
 * The purchase order's lifecycle (docs/domains/purchase.md). 交付计划 may be (re)made while something is left to
 * deliver; shipping needs a plan; closing ends an open order. A shipment leads to 部分交付 or 已交付 by what is
 * left, which the stub works out from the lines.
 */
export const purchaseLifecycle = lifecycle<PurchaseStatusValue, 'plan' | 'ship' | 'close'>(
  {
    plan: { from: [...purchaseOpenStatuses], to: S.planned, refused: '采购单已交付或已关闭，不能修改交付计划' },
    ship: { from: [S.planned, S.partlyDelivered], refused: '采购单未制定交付计划或已完结，不能发货' },
    close: { from: [...purchaseOpenStatuses], to: S.closed, refused: '采购单已交付或已关闭，不能再关闭' },
  },
  S,
);

/**
 * 合并发货 (and a shipment of one order): every order may ship (its number before the lifecycle's message), and all
 * belong to one shoe factory. The first reason the orders cannot go out together, or null. The purchase list asks it
 * before opening the merged shipment; the stub refuses the shipment with the same message.
 */
export const mergeShipmentRefusal = (
  orders: readonly { purchaseNo: string; status: number; shoeFactoryCode: string | null }[],
): string | null => {
  for (const order of orders) {
    const refused = purchaseLifecycle.refusal('ship', order.status);
    if (refused) return `${order.purchaseNo}: ${refused}`;
  }
  return new Set(orders.map((o) => o.shoeFactoryCode)).size > 1 ? M.mergeOneFactory : null;
};

/**
 * Delivery reminders (交付提醒): the ONE definition behind the bell's count, the dashboard's figure and the
 * purchase list's pageCode=todo. An open order is due when its due date (`dueDateOf`) is at most `days` away
 * or already past.
 */
export const DeliveryWarning = { days: 7, openStatuses: purchaseOpenStatuses } as const;

/** The last instant that still counts as due, `now` plus the reminder window. */
export const deliveryWarningLimit = (now: number) => new Date(now + DeliveryWarning.days * 86_400_000);

/** Whether an order read from storage is a delivery reminder. */
export const isDeliveryDue = (o: { status: number; dueDate: Date | null }, now = Date.now()) =>
  (DeliveryWarning.openStatuses as readonly number[]).includes(o.status) &&
  o.dueDate !== null &&
  o.dueDate.getTime() <= deliveryWarningLimit(now).getTime();

/**
 * The date an open order is next due: without plans its delivery date; with plans the date of the first plan
 * that what has been shipped does not yet cover (plans in date order, quantities added up). Null when nothing is
 * left to deliver or the order is no longer open. Stored on the order, so the reminder stays one SQL condition.
 */
export const dueDateOf = <D extends Date | string>(
  order: { status: number; deliveryDate: D | null; shippedQuantity: number },
  plans: readonly { planDate: D; planQuantity: number }[],
): D | null => {
  if (!(DeliveryWarning.openStatuses as readonly number[]).includes(order.status)) return null;
  if (plans.length === 0) return order.deliveryDate;
  const sorted = [...plans].sort((a, b) => new Date(a.planDate).getTime() - new Date(b.planDate).getTime());
  let planned = 0;
  for (const plan of sorted) {
    planned += plan.planQuantity;
    if (planned > order.shippedQuantity + 1e-6) return plan.planDate;
  }
  return null;
};
