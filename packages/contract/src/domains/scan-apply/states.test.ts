import { describe, expect, it } from 'vitest';
import { ScanApplyMessages as M, ScanApplyStatus as S, scanApplyFormSchema, scanSendSampleSchema } from './rules';
import { scanApplyLifecycle } from './states';

describe('scanApplyLifecycle', () => {
  it('offers each status only its actions', () => {
    expect(scanApplyLifecycle.allowed(null)).toEqual(['saveDraft', 'submit']);
    expect(scanApplyLifecycle.allowed(S.draft)).toEqual(['saveDraft', 'submit', 'edit', 'close', 'delete']);
    expect(scanApplyLifecycle.allowed(S.submitted)).toEqual(['edit', 'check', 'close']);
    expect(scanApplyLifecycle.allowed(S.accepted)).toEqual(['sendSample', 'close']);
    expect(scanApplyLifecycle.allowed(S.sampleSent)).toEqual([]);
    expect(scanApplyLifecycle.allowed(S.scanned)).toEqual([]);
    expect(scanApplyLifecycle.allowed(S.closed)).toEqual([]);
  });

  it('leads 受理 to 已受理 and 寄送样品 to 已寄样, refusing with the action’s message', () => {
    expect(scanApplyLifecycle.next('check', S.submitted)).toBe(S.accepted);
    expect(scanApplyLifecycle.next('sendSample', S.accepted)).toBe(S.sampleSent);
    expect(scanApplyLifecycle.refusal('sendSample', S.submitted)).toBe(M.noSendSample);
    expect(scanApplyLifecycle.refusal('delete', S.closed)).toBe(M.noDelete);
  });
});

describe('scan application field rules', () => {
  it('needs a material and 1–99 samples', () => {
    const issues = scanApplyFormSchema.safeParse({ sampleQuantity: Number.NaN }).error?.issues.map((i) => i.message);
    expect(issues).toEqual([M.materialRequired, M.quantityRequired]);
    expect(scanApplyFormSchema.safeParse({ materialId: 1, sampleQuantity: 100 }).success).toBe(false);
  });

  it('needs the logistics of 寄送样品', () => {
    const bad = scanSendSampleSchema.safeParse({ expressCompany: '', expressNo: 'SF-1', sendDate: '2026-01-01' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([M.expressCompanyRequired, M.expressNoFormat]);
  });
});
