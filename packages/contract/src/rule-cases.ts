import type { z } from 'zod';
import type { Call, CallData, CallInput } from './call';

/**
 * The agreement tables (test support, exported by `@portal/contract/testing`): for every form of the portal, the
 * schema its resolver judges the values with, what it sends for them, and its rule cases. The stub's agreement test
 * (`apps/server/test/agreement.test.ts`) runs every case against both sides, the form's validation and the stub's
 * handler, and fails when they disagree on whether the values are refused or on the words; the portal's
 * `forms.test.ts` checks that each form really judges with the table's schema.
 */

/** A field the form marks, and its message. */
export interface FormIssue {
  path: string;
  message: string;
}

/** What one side says of a case: accepted, or refused with a message (the form's: of the first field it marks). */
export type Verdict = { refused: false } | { refused: true; message: string };

/** The form's verdict on its values: the issues its schema reports, in the order it reports them. */
export const formIssues = (schema: z.ZodType, values: unknown): FormIssue[] => {
  const checked = schema.safeParse(values);
  return checked.success ? [] : checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

/**
 * The stub's words without the field its validation names (`body.price: 单价必须大于0` and `price: 单价必须大于0` read
 * as `单价必须大于0`): the form shows the message at the field, the stub names the field before it.
 */
export const stubWords = (message: string): string => message.replace(/^[A-Za-z_$][\w$]*(?:\.[\w$]+)*: /, '');

/** Whether two verdicts agree: both accept, or both refuse with the same words. */
export const agrees = (form: Verdict, stub: Verdict): boolean =>
  form.refused === stub.refused && (!form.refused || (stub.refused && form.message === stub.message));

/** How a table reaches the stub to find the record its form works on (reads only). */
export interface CaseReader {
  ok: <C extends Call>(call: C, input?: Partial<CallInput<C>>) => Promise<CallData<C>>;
}

export interface FormRuleCase<V, X> {
  id: string;
  /** The rule, in words. */
  rule: string;
  /** The values the user leaves in the form: the table's valid values changed as the rule needs. */
  values: (valid: V, x: X) => V;
  /** The field the form marks first and its message; null when both must accept (and the stub store) them. */
  expected: ((x: X) => FormIssue) | FormIssue | null;
}

export interface FormRuleTable<V = unknown, X = unknown> {
  /** `<domain>.<form>`, e.g. `purchase.priceInfo`. */
  id: string;
  /** The form as a user knows it (its title). */
  title: string;
  /** The call the form's save sends. */
  call: Call;
  /** The demo account that fills the form (default supplier). */
  as?: 'supplier' | 'hongda';
  /** Finds, through read-only calls, the record the form works on (an order line, a shoe last) as the form's context. */
  prepare: (reader: CaseReader) => Promise<X>;
  /** Valid values for that record: the form accepts them and the stub stores them. */
  valid: (x: X) => V;
  /** The form's validation: the schema its resolver judges the values with, for its context. */
  schema: (x: X) => z.ZodType;
  /** What the form sends for its values (the call's params and body), whether or not its schema accepts them. */
  input: (values: V, x: X) => Record<string, unknown>;
  cases: readonly FormRuleCase<V, X>[];
}

/** Builds a table with typed cases: `refuses(rule, change, path, message)` and `accepts(rule, change)`. */
export const formTable = <V, X>(
  table: Omit<FormRuleTable<V, X>, 'cases'>,
  cases: (c: {
    refuses: (
      rule: string,
      values: (valid: V, x: X) => V,
      path: string | ((x: X) => string),
      message: string | ((x: X) => string),
    ) => FormRuleCase<V, X>;
    accepts: (rule: string, values?: (valid: V, x: X) => V) => FormRuleCase<V, X>;
  }) => FormRuleCase<V, X>[],
): FormRuleTable<V, X> => {
  let n = 0;
  const id = () => `${table.id}#${++n}`;
  return {
    ...table,
    cases: cases({
      refuses: (rule, values, path, message) => ({
        id: id(),
        rule,
        values,
        expected:
          typeof message === 'function' || typeof path === 'function'
            ? (x: X) => ({
                path: typeof path === 'function' ? path(x) : path,
                message: typeof message === 'function' ? message(x) : message,
              })
            : { path, message },
      }),
      accepts: (rule, values = (v) => v) => ({ id: id(), rule, values, expected: null }),
    }),
  } as FormRuleTable<V, X>;
};

/** The expected issue of a case for its context. */
export const expectedIssue = <V, X>(c: FormRuleCase<V, X>, x: X): FormIssue | null =>
  typeof c.expected === 'function' ? c.expected(x) : c.expected;
