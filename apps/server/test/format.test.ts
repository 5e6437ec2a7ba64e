import { describe, expect, expectTypeOf } from 'vitest';
import { formatDateTime } from '../src/lib/format';
import { internalTest } from './helper';

const unit = internalTest.because('a pure function of the stub');

describe('formatDateTime', () => {
  unit('writes an instant in China time, and a missing one as null', () => {
    expect(formatDateTime(new Date('2026-11-28T16:05:09Z'))).toBe('2026-11-29 00:05:09');
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime(undefined)).toBeNull();
  });

  unit('is typed a string for a date that is there, so a required column needs no fallback', () => {
    expectTypeOf(formatDateTime(new Date())).toEqualTypeOf<string>();
    expectTypeOf(formatDateTime(null as Date | null)).toEqualTypeOf<string | null>();
  });
});
