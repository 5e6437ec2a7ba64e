import { InquiryMessages as M, quoteForm as quoteFormSchema, quoteSubmitForm } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { quotedRows } from './quote-form';

const form = (price: string, closed = false) => ({ items: [{ id: 1, closed, price, remark: '' }] });

describe('the quote form', () => {
  it.each([
    ['0', M.quotePositive],
    ['-2', M.quotePositive],
    ['abc', M.quotePositive],
    ['1.234', M.decimals],
    ['2000000', M.quoteMax],
  ])('refuses %s with the contract’s message', (price, message) => {
    const checked = quoteFormSchema.safeParse(form(price));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.message).toBe(message);
  });

  it('accepts an empty price (saved later) and a price with two decimals', () => {
    expect(quoteFormSchema.safeParse(form('')).success).toBe(true);
    expect(quoteFormSchema.safeParse(form('12.5')).success).toBe(true);
  });

  it('sends only priced open rows, and knows which open rows lack a price', () => {
    const values = {
      items: [
        { id: 1, closed: false, price: '12.5', remark: ' 含税 ' },
        { id: 2, closed: false, price: '', remark: '' },
        { id: 3, closed: true, price: '', remark: '' },
      ],
    };
    expect(quotedRows(values)).toEqual([{ id: 1, price: 12.5, remark: '含税' }]);
    expect(quoteSubmitForm.safeParse(values).error?.issues).toMatchObject([
      { path: ['items', 1, 'price'], message: M.pricesMissing },
    ]);
  });
});
