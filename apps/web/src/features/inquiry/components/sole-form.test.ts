import { InquiryMessages as M } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkSoleRows, emptySoleRow, rowCost, soleCost, soleRows, withMatchedPrices } from './sole-form';

const row = (componentName: string, weight = '', unitPrice = '', materialCode = '') => ({
  ...emptySoleRow(),
  componentName,
  materialCode,
  weight,
  unitPrice,
});

describe('the sole components form', () => {
  it('gives the components as the calls take them: trimmed codes, numbers, nothing for empty cells', () => {
    const checked = checkSoleRows([row(' 大底橡胶 ', '184', '34.5', ' SL0314928 '), row('粘合剂')]);
    expect(checked).toEqual({
      ok: true,
      components: [
        { componentName: '大底橡胶', materialCode: 'SL0314928', weight: 184, unitPrice: 34.5 },
        { componentName: '粘合剂' },
      ],
    });
  });

  it('answers each bad cell with the contract’s message, on its row', () => {
    const checked = checkSoleRows([row('大底', '10', '1'), row('  ', '-1', '1.234'), row('EVA', 'abc', '-3')]);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual([
      {},
      { componentName: M.componentNameRequired, weight: M.weightRange, unitPrice: M.decimals },
      { weight: M.weightRange, unitPrice: M.unitPriceRange },
    ]);
  });

  it('costs a row as weight × unit price / 1000 and sums the rows that have both', () => {
    expect(rowCost(row('a', '184', '34'))).toBe(6.26);
    expect(rowCost(row('a', '184', ''))).toBeNull();
    expect(rowCost(row('a', 'x', '3'))).toBeNull();
    expect(soleCost([row('a', '184', '34'), row('b', '110', '37'), row('c', '9', '')])).toBe(10.33);
  });

  it('fills only the unit prices still empty with the matched ones', () => {
    const rows = [row('a', '100', ''), row('b', '100', '20'), row('c', '100', '')];
    const matched = soleRows([
      { id: 1, componentName: 'a', materialCode: 'SL1', weight: 100, unitPrice: 14.5, cost: 1.45 },
      { id: 2, componentName: 'b', materialCode: 'SL2', weight: 100, unitPrice: 9.8, cost: 0.98 },
      { id: 3, componentName: 'c', materialCode: null, weight: 100, unitPrice: null, cost: null },
    ]);
    expect(matched.map((r) => r.unitPrice)).toEqual(['14.5', '9.8', '']);
    const filled = withMatchedPrices(rows, [
      { id: 1, componentName: 'a', materialCode: 'SL1', weight: 100, unitPrice: 14.5, cost: 1.45 },
      { id: 2, componentName: 'b', materialCode: 'SL2', weight: 100, unitPrice: 9.8, cost: 0.98 },
      { id: 3, componentName: 'c', materialCode: null, weight: 100, unitPrice: null, cost: null },
    ]);
    expect(filled.map((r) => r.unitPrice)).toEqual(['14.5', '20', '']);
  });
});
