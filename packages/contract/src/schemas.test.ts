import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { chinaDay, day, dayFilter, dayMessage, decimalsStatement, hasDecimalsAtMost, withDecimals } from './schemas';

describe('day: a calendar day', () => {
  it('accepts exactly the YYYY-MM-DD texts the calendar has (no 2026-02-30, no month 13)', () => {
    const digits = (n: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
    const schema = day('bad');
    fc.assert(
      fc.property(digits(4), digits(2), digits(2), (y, m, d) => {
        const text = `${y}-${m}-${d}`;
        const date = new Date(`${text}T00:00:00Z`);
        // On the calendar: JavaScript's date of it gives the same text back (2026-02-30 becomes 2026-03-02).
        const onCalendar = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
        expect(schema.safeParse(text).success, text).toBe(onCalendar);
      }),
      { numRuns: 20_000 },
    );
  });

  it('is a whole day or empty in a filter, refused with its message otherwise', () => {
    expect(dayFilter.safeParse('').success).toBe(true);
    expect(dayFilter.safeParse(undefined).success).toBe(true);
    expect(dayFilter.safeParse('2024-02-29').success).toBe(true);
    for (const bad of ['2026-02-28 10:00', '2026-13-01', '2026-02-30', 'dzOW'])
      expect(dayFilter.safeParse(bad).error?.issues[0]?.message, bad).toBe(dayMessage);
  });

  it('says "required" for a missing or empty day, and its own message for a malformed one', () => {
    const schema = day('格式不正确', '请选择日期');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('请选择日期');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('请选择日期');
    expect(schema.safeParse('2026-1-5').error?.issues[0]?.message).toBe('格式不正确');
  });
});

describe('chinaDay: a day as it is in China', () => {
  afterEach(() => vi.useRealTimers());

  it('turns at midnight in China, not in UTC, and counts days from it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T15:59:59Z') });
    expect(chinaDay()).toBe('2026-11-28');
    vi.setSystemTime(new Date('2026-11-28T16:00:00Z'));
    expect(chinaDay()).toBe('2026-11-29');
    expect(chinaDay(-1)).toBe('2026-11-28');
    expect(chinaDay(3)).toBe('2026-12-02');
  });
});

describe('decimals', () => {
  it('a value the multipleOf statement allows has that many decimals for the stub', () => {
    for (const places of [2, 4]) {
      const step = decimalsStatement(places).multipleOf;
      fc.assert(
        fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (k) => {
          expect(hasDecimalsAtMost(places)(k * step), String(k * step)).toBe(true);
        }),
      );
    }
    expect(decimalsStatement(4).multipleOf).toBe(0.0001);
    const price = withDecimals(z.number(), 2, '最多保留两位小数');
    expect(price.safeParse(1.13).success).toBe(true);
    expect(price.safeParse(1.005).error?.issues[0]?.message).toBe('最多保留两位小数');
    expect(z.toJSONSchema(price)).toMatchObject({ type: 'number', multipleOf: 0.01 });
  });
});
