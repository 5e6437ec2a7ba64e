import { describe, expect, it } from 'vitest';
import {
  priceCardForm as cardFormSchema,
  filterPriceInput,
  priceFloatForm as floatFormSchema,
  PriceMessages as M,
} from './rules';

const card = { materialCode: 'LT0001234', materialName: '头层牛皮', basePrice: '12.5', rows: [] };
const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the price forms use the contract’s rules and messages', () => {
  it.each([
    ['0', M.basePositive],
    ['', M.basePositive],
    ['10001', M.floatMax],
    ['-1', M.basePositive],
  ])('base price %s → %s', (basePrice, expected) => {
    expect(message(cardFormSchema.safeParse({ ...card, basePrice }))).toBe(expected);
  });

  it('accepts a valid card and converts the typed prices', () => {
    const parsed = cardFormSchema.parse({ ...card, rows: [{ width: '137cm', widthPrice: '1.5', thicknessPrice: '' }] });
    expect(parsed).toMatchObject({
      basePrice: 12.5,
      rows: [{ width: '137cm', widthPrice: 1.5, thicknessPrice: undefined }],
    });
  });

  it('refuses a floating price above 10000 with the spec’s message', () => {
    expect(message(floatFormSchema.safeParse({ parentId: '3', code: 'C0001', floatingPrice: '10001' }))).toBe(
      M.floatMax,
    );
    expect(floatFormSchema.parse({ parentId: '3', code: 'C0001', floatingPrice: '10000' })).toMatchObject({
      parentId: 3,
      floatingPrice: 10000,
    });
  });

  it('filters what is typed into a price input', () => {
    expect(filterPriceInput('10001')).toEqual({ value: '10000', message: M.floatMax });
    expect(filterPriceInput('01.999')).toEqual({ value: '1.99', message: null });
  });
});
