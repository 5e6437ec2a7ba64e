import { describe, expect, it } from 'vitest';
import { PurchaseMessages as M, planSumRefusal, PurchaseStatus as S } from './rules';
import { dueDateOf, isDeliveryDue, mergeShipmentRefusal, purchaseLifecycle } from './states';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000);

describe('dueDateOf: the date an open order is next due', () => {
  const order = { status: S.planned, deliveryDate: day(30), shippedQuantity: 0 };
  const plans = [
    { planDate: day(20), planQuantity: 60 },
    { planDate: day(10), planQuantity: 40 },
  ];
  it('is the delivery date without plans, the first uncovered plan with them', () => {
    expect(dueDateOf({ ...order, status: S.new }, [])).toEqual(day(30));
    expect(dueDateOf(order, plans)).toEqual(day(10));
    expect(dueDateOf({ ...order, shippedQuantity: 40 }, plans)).toEqual(day(20));
    expect(dueDateOf({ ...order, shippedQuantity: 100 }, plans)).toBeNull();
  });
  it('is null once the order is delivered or closed', () => {
    expect(dueDateOf({ ...order, status: S.delivered }, plans)).toBeNull();
    expect(dueDateOf({ ...order, status: S.closed }, plans)).toBeNull();
  });
  it('makes a reminder within 7 days or overdue, open orders only', () => {
    const now = day(0).getTime();
    expect(isDeliveryDue({ status: S.new, dueDate: day(7) }, now)).toBe(true);
    expect(isDeliveryDue({ status: S.new, dueDate: day(-3) }, now)).toBe(true);
    expect(isDeliveryDue({ status: S.new, dueDate: day(8) }, now)).toBe(false);
    expect(isDeliveryDue({ status: S.closed, dueDate: day(1) }, now)).toBe(false);
  });
});

describe('planSumRefusal and the lifecycle', () => {
  const lines = [
    {
      id: 1,
      sizes: [
        { size: '38', quantity: 10 },
        { size: '39', quantity: 5 },
      ],
    },
  ];
  it('accepts plans that add up per size, refuses the rest with one message each', () => {
    expect(
      planSumRefusal(lines, [
        {
          detailId: 1,
          sizes: [
            { size: '38', quantity: 10 },
            { size: '39', quantity: 5 },
          ],
        },
      ]),
    ).toBeNull();
    expect(planSumRefusal(lines, [{ detailId: 1, sizes: [{ size: '38', quantity: 10 }] }])).toBe(M.planSumMismatch);
    expect(planSumRefusal(lines, [{ detailId: 1, sizes: [{ size: '40', quantity: 1 }] }])).toBe(M.planSizeUnknown);
    expect(planSumRefusal(lines, [{ detailId: 2, sizes: [] }])).toBe(M.planLineUnknown);
  });
  it('ships only planned orders and closes only open ones', () => {
    expect(purchaseLifecycle.allowed(S.new)).toEqual(['plan', 'close']);
    expect(purchaseLifecycle.allowed(S.planned)).toEqual(['plan', 'ship', 'close']);
    expect(purchaseLifecycle.allowed(S.delivered)).toEqual([]);
  });
});

describe('mergeShipmentRefusal: orders that may go out as one shipment', () => {
  const order = (purchaseNo: string, status: number, shoeFactoryCode: string) => ({
    purchaseNo,
    status,
    shoeFactoryCode,
  });

  it('allows open, planned orders of one factory', () => {
    expect(mergeShipmentRefusal([order('P1', S.planned, 'F1'), order('P2', S.partlyDelivered, 'F1')])).toBeNull();
  });

  it('names the first order that may not ship, before the factories', () => {
    expect(mergeShipmentRefusal([order('P1', S.planned, 'F1'), order('P2', S.new, 'F2')])).toBe(
      `P2: ${purchaseLifecycle.actions.ship.refused}`,
    );
  });

  it('refuses orders of two factories', () => {
    expect(mergeShipmentRefusal([order('P1', S.planned, 'F1'), order('P2', S.planned, 'F2')])).toBe(M.mergeOneFactory);
  });
});
