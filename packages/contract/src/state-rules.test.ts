import { describe, expect, it } from 'vitest';
import { PurchaseStatus } from './domains/purchase/rules';
import { purchaseLifecycle } from './domains/purchase/states';
import { lifecycle, statusSet } from './state-rules';

describe('statusSet', () => {
  const Job = statusSet({ open: [0, '待处理'], done: [3, '已完成'] });

  it('gives the constants, their texts, a guard and a schema of exactly its values', () => {
    expect(Job.done).toBe(3);
    expect(Object.keys(Job)).toEqual(['open', 'done']);
    expect(Job.values).toEqual([0, 3]);
    expect(Job.texts).toEqual({ 0: '待处理', 3: '已完成' });
    expect([Job.text(3), Job.text(7), Job.text(null)]).toEqual(['已完成', '', '']);
    expect([Job.of(0), Job.of(3), Job.of(1), Job.of('3'), Job.of(null)]).toEqual([
      0,
      3,
      undefined,
      undefined,
      undefined,
    ]);
    expect(Job.schema.safeParse(3).success).toBe(true);
    expect(Job.schema.safeParse(1).success).toBe(false);
  });

  it('lets a lifecycle take the stored number: a value outside the set allows nothing', () => {
    const flow = lifecycle({ finish: { from: [Job.open], to: Job.done, refused: '已完成' } }, Job);
    expect([flow.can('finish', 0), flow.can('finish', 3), flow.can('finish', 8)]).toEqual([true, false, false]);
    expect([flow.next('finish', 0), flow.refusal('finish', 8)]).toEqual([3, '已完成']);
    expect(purchaseLifecycle.allowed(PurchaseStatus.planned)).toEqual(['plan', 'ship', 'close']);
    expect(purchaseLifecycle.allowed(42)).toEqual([]);
  });
});
