import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dayFilter, dayPrefixFilter, dayStart, decimalsStatement, hasDecimalsAtMost, withDecimals } from './schemas';

describe('dayStart: a day the stub can read', () => {
  it('matches exactly the YYYY-MM-DD texts JavaScript makes a valid date of', () => {
    const digits = (n: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
    fc.assert(
      fc.property(digits(4), digits(2), digits(2), (y, m, d) => {
        const day = `${y}-${m}-${d}`;
        const valid = !Number.isNaN(new Date(`${day}T00:00:00+08:00`).getTime());
        expect(dayStart.test(day), day).toBe(valid);
      }),
      { numRuns: 20_000 },
    );
  });

  it('is a whole day in a filter, the start of the text where a time may follow', () => {
    expect(dayFilter.safeParse('').success).toBe(true);
    expect(dayFilter.safeParse('2026-02-28').success).toBe(true);
    expect(dayFilter.safeParse('2026-02-28 10:00').success).toBe(false);
    expect(dayFilter.safeParse('2026-13-01').success).toBe(false);
    expect(dayPrefixFilter.safeParse('2026-02-28 10:00').success).toBe(true);
    expect(dayPrefixFilter.safeParse('dzOW').success).toBe(false);
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
