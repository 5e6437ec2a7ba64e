import { describe, expect, it } from 'vitest';
import {
  allOption,
  alternatePageLimit,
  displayText,
  ellipsis,
  emptyText,
  formatDateTime,
  formatNumber,
  pageLimit,
  paginationLayout,
  scrollToTopMs,
  stripFloat,
} from './format';

describe('format helpers (spec 000 §9)', () => {
  it('has the spec constants', () => {
    expect(emptyText).toBe('--');
    expect(allOption).toEqual({ label: '全部', value: '' });
    expect(paginationLayout).toEqual(['total', 'prev', 'pager', 'next']);
    expect(pageLimit).toBe(10);
    expect(alternatePageLimit).toBe(12);
    expect(scrollToTopMs).toBe(800);
  });

  it.each([
    [null, '--'],
    [undefined, '--'],
    ['', '--'],
    ['  ', '--'],
    [0, '0'],
    ['PO-1', 'PO-1'],
  ])('displayText(%j) → %s', (value, expected) => {
    expect(displayText(value)).toBe(expected);
  });

  it('formats dates as YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime('2026-03-02 09:15:42')).toBe('2026-03-02 09:15');
    expect(formatDateTime(new Date(2026, 10, 18, 11, 2, 45))).toBe('2026-11-18 11:02');
    expect(formatDateTime('2026-03-02', 'YYYY-MM-DD')).toBe('2026-03-02');
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime('')).toBe('--');
    expect(formatDateTime('not a date')).toBe('--');
  });

  it('cuts floating error to 12 significant digits', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(stripFloat(0.1 + 0.2)).toBe(0.3);
    expect(stripFloat(1.005 * 1000)).toBe(1005);
    expect(stripFloat(123456.789)).toBe(123456.789);
  });

  it.each([
    [1234567.891, '1,234,567.891'],
    [1000, '1,000'],
    [999, '999'],
    [0, '0'],
    [-1234.5, '-1,234.5'],
    [0.1 + 0.2, '0.3'],
    [19.99 * 3, '59.97'],
    ['2500.5', '2,500.5'],
    [null, '--'],
    ['', '--'],
    ['abc', '--'],
    [Number.NaN, '--'],
    [1e21, '1e+21'],
  ])('formatNumber(%j) → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('cuts long text at 10 characters by default, counting Chinese characters as one', () => {
    expect(ellipsis('东莞市华彩鞋材科技有限公司')).toBe('东莞市华彩鞋材科技有...');
    expect(ellipsis('PU超纤革1.2mm')).toBe('PU超纤革1.2mm');
    expect(ellipsis('abcdefghijk', 4)).toBe('abcd...');
    expect(ellipsis(null)).toBe('--');
  });
});
