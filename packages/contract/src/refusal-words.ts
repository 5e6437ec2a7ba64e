import { z } from 'zod';

/**
 * How a limit is said when an input breaks it, in one phrasing for zod's refusals of every schema without a message
 * of its own and for the stub's contract-wide input limits (apps/server/src/kit/input-limits.ts).
 */
export const LimitWords = {
  maxChars: (n: number | bigint) => `最长输入${n}位字符`,
  minChars: (n: number | bigint) => (Number(n) === 1 ? '不能为空' : `最少输入${n}位字符`),
  maxItems: (n: number | bigint) => `最多${n}项`,
  minItems: (n: number | bigint) => `至少${n}项`,
  maxDepth: (n: number) => `最多嵌套${n}层`,
  maxNumber: (n: number | bigint | Date, inclusive: boolean) => (inclusive ? `不能大于${n}` : `必须小于${n}`),
  minNumber: (n: number | bigint | Date, inclusive: boolean) => (inclusive ? `不能小于${n}` : `必须大于${n}`),
  finiteNumber: '请输入有效的数字',
  format: '格式不正确',
} as const;

/**
 * zod's Chinese messages read like a type checker's ("数值过大：期望 string <=500 字符", "期望 数字，实际接收 数字" for
 * Infinity, a regular expression's source): the refusals a supplier or a QA engineer reads are said as the product
 * says them. What this does not word falls back to zod's Chinese locale.
 */
const refusalWords = (issue: z.core.$ZodRawIssue): string | undefined => {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return LimitWords.maxChars(issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return LimitWords.maxItems(issue.maximum);
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return LimitWords.maxNumber(issue.maximum, issue.inclusive ?? true);
      return undefined;
    case 'too_small':
      if (issue.origin === 'string') return LimitWords.minChars(issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return LimitWords.minItems(issue.minimum);
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return LimitWords.minNumber(issue.minimum, issue.inclusive ?? true);
      return undefined;
    case 'invalid_type':
      return issue.expected === 'number' && typeof issue.input === 'number' ? LimitWords.finiteNumber : undefined;
    case 'invalid_format':
      return issue.format === 'regex' ? LimitWords.format : undefined;
    default:
      return undefined;
  }
};

z.config({ ...z.locales.zhCN(), customError: refusalWords });
