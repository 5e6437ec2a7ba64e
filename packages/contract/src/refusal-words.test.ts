import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LimitWords } from './index';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('refusal words (zod without a message of its own)', () => {
  it('says a length, a count and a bound as the product says them', () => {
    expect(messageOf(z.string().max(500), 'x'.repeat(501))).toBe('最长输入500位字符');
    expect(messageOf(z.string().min(1), '')).toBe('不能为空');
    expect(messageOf(z.string().min(6), 'abc')).toBe('最少输入6位字符');
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe('最多2项');
    expect(messageOf(z.array(z.number()).min(1), [])).toBe('至少1项');
    expect(messageOf(z.number().max(100), 101)).toBe('不能大于100');
    expect(messageOf(z.number().positive(), 0)).toBe('必须大于0');
    expect(LimitWords.maxChars(2000)).toBe('最长输入2000位字符');
  });

  it('refuses Infinity as no valid number, and a pattern without showing it', () => {
    expect(messageOf(z.number(), Number.POSITIVE_INFINITY)).toBe('请输入有效的数字');
    expect(messageOf(z.coerce.number().int(), 'Infinity')).toBe('请输入有效的数字');
    expect(messageOf(z.string().regex(/^[0-9]{10}$/), 'abc')).toBe('格式不正确');
  });

  it('keeps zod’s Chinese words for what it does not word, and a schema’s own message first', () => {
    expect(messageOf(z.number(), 'x')).toBe('无效输入：期望 数字，实际接收 string');
    expect(messageOf(z.string().max(3, '太长了'), 'abcd')).toBe('太长了');
  });
});
