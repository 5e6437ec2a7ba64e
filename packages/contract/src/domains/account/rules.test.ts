import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AccountMessages, newPasswordFields, newPasswordPattern, profileSchema } from './rules';

/** The rule as the specification writes it, with lookaheads (what newPasswordPattern replaced). */
const withLookaheads = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[~!@#$%^&*])[A-Za-z\d~!@#$%^&*]{8,20}$/;
const characters = fc.constantFrom(...'aZq7 0~!@#$%^&*?.中\t-_'.split(''));
const texts = fc.array(characters, { maxLength: 24 }).map((cs) => cs.join(''));

describe('the new password rule, without lookahead', () => {
  it('accepts exactly what the lookahead rule accepts, with its message', () => {
    fc.assert(
      fc.property(texts, (password) => {
        const checked = newPasswordFields.newPwd.safeParse(password);
        expect(checked.success, password).toBe(withLookaheads.test(password));
        if (!checked.success)
          expect([AccountMessages.newPasswordRequired, AccountMessages.newPasswordRule]).toContain(
            checked.error.issues[0]?.message,
          );
      }),
      { numRuns: 20_000 },
    );
  });

  it('is a pattern JSON Schema tools read: no lookaround', () => {
    expect(newPasswordPattern.source).not.toMatch(/\(\?[=!<]/);
    expect(newPasswordPattern.test('Abcdef1!')).toBe(true);
  });
});

describe('the profile e-mail rule', () => {
  it('accepts what z.email() accepts, trimmed, up to 50 characters', () => {
    const email = profileSchema.shape.personEmail;
    const zodEmail = z.string().trim().min(1).max(50).pipe(z.email());
    const parts = fc.constantFrom(..."ab9_+-.'@ ".split(''), 'x.y', '@a.cn', '.com', '..');
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 12 }), (cs) => {
        const text = cs.join('');
        expect(email.safeParse(text).success, text).toBe(zodEmail.safeParse(text).success);
      }),
      { numRuns: 20_000 },
    );
    expect(email.safeParse('li.ming@example.com').success).toBe(true);
  });
});
