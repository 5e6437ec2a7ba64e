import { PurchaseMessages, purchasePlansForm, ShoeTreeMessages, scrapFormSchema } from '@portal/contract';
import type { FieldName, FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './contract-resolver';

/** What react-hook-form hands a resolver: the registered fields' names (a field array's rows among them). */
const optionsFor = <V extends FieldValues>(names: FieldName<V>[]): ResolverOptions<V> => ({
  names,
  fields: {},
  shouldUseNativeValidation: false,
});

const line = { id: 11, lineNo: 1, quantity: 10, sizes: [{ size: '40', quantity: 10 }] };

describe('contractResolver', () => {
  it('hands the schema’s output to the submit when the values pass', async () => {
    const resolver = contractResolver(scrapFormSchema);
    const result = await resolver({ scrapAll: true, reason: '  楦头开裂  ' }, undefined, optionsFor([]));
    expect(result.errors).toEqual({});
    // The output, not the input: trimmed, defaults filled.
    expect(result.values).toEqual({ scrapAll: true, sizes: [], reason: '楦头开裂' });
  });

  it('puts each refusal at its field, and a rule over a field array at the array’s root', async () => {
    const resolver = contractResolver(purchasePlansForm([line]));
    const plans = [{ detailId: 11, planDate: '', sizes: [{ size: '40', quantity: 4 }], remark: '' }];
    const result = await resolver(
      { purchaseId: 3, plans },
      undefined,
      optionsFor(['purchaseId', 'plans', 'plans.0.planDate', 'plans.0.sizes.0.quantity']),
    );
    expect(result.values).toEqual({});
    expect(result.errors.plans?.[0]?.planDate?.message).toBeTruthy();
    expect(result.errors.plans?.root?.message).toBe(PurchaseMessages.planSumMismatch);
  });

  it('judges the body made from the form’s own shape, and lands its refusals on the form’s fields', async () => {
    const resolver = contractResolver(scrapFormSchema, {
      toBody: (v: { pairs: string[]; reason: string }) => ({
        scrapAll: false,
        sizes: v.pairs.map((p, i) => ({ size: String(40 + i), quantity: Number(p) })),
        reason: v.reason,
      }),
      fieldOf: (path) => (path[0] === 'sizes' && typeof path[1] === 'number' ? `pairs.${path[1]}` : String(path[0])),
    });
    const result = await resolver({ pairs: ['2', '1.5'], reason: '' }, undefined, optionsFor(['pairs', 'reason']));
    expect(result.errors.pairs?.[1]?.message).toBe(ShoeTreeMessages.scrapQuantity);
    expect(result.errors.pairs?.[0]).toBeUndefined();
    expect(result.errors.reason?.message).toBe(ShoeTreeMessages.reasonRequired);
  });
});
