import type { z } from 'zod';
import type { Call, CallData, CallInput } from './call';
import { AuditMessages, auditRemarkLimit } from './schemas';

/**
 * The agreement tables (test support, exported by `@portal/contract/testing`): for every form of the portal, the
 * schema its resolver judges the values with, what it sends for them, and its rule cases. The stub's agreement test
 * (`apps/server/test/agreement.test.ts`) runs every case against both sides, the form's validation and the stub's
 * handler, and fails when they disagree on whether the values are refused or on the words; the portal's
 * `forms.test.ts` checks that each form really judges with the table's schema.
 */

/** The first page of a list, long enough to hold every demo record a table looks for. */
export const casePage = { page: 1, limit: 200 } as const;

/** A day `offset` days from today in China, as the forms' date inputs hold it (the one the forms use). */
export { chinaDay } from './schemas';

/**
 * The demo account's row of a paged list with the lowest id among those the filters select (`what` names it in the
 * error when there is none): the record a table's form works on. A case that ends the record (closes it) leaves the
 * next case the next one.
 */
export const firstRow = async <C extends Call>(
  reader: CaseReader,
  list: C,
  filters: Record<string, unknown>,
  what: string,
): Promise<{ id: number }> => {
  // A paged list answers { data, count }; an unpaged one the rows.
  const answer = (await reader.ok(list, { body: { ...casePage, ...filters } } as never)) as
    | { data: { id: number }[] }
    | { id: number }[];
  const rows = Array.isArray(answer) ? answer : answer.data;
  const row = [...rows].sort((a, b) => a.id - b.id)[0];
  if (!row) throw new Error(`no ${what}`);
  return { id: row.id };
};

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
  /** The login password's transport encryption with the key the stub shares (what the portal's sign-in sends). */
  encryptPassword: (password: string) => string;
  /**
   * A password-reset code sent to the account (oauth/code), read from the stub's outbox: the same code until a case
   * uses it (refused cases never reach the code). Only for a table marked `onStub`.
   */
  resetCode: (loginAccount: string) => Promise<string>;
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

/** A contract export a form validates with: a schema, or the function that builds it for the form's context. */
export type FormRule = z.ZodType | ((...args: never[]) => z.ZodType);

export interface FormRuleTable<V = unknown, X = unknown> {
  /** `<domain>.<form>`, e.g. `purchase.priceInfo`. */
  id: string;
  /** The form as a user knows it (its title). */
  title: string;
  /**
   * The portal file (under `apps/web/src`) that judges the form's values with `rule`: where its resolver (or its
   * `safeParse`) names the contract export. The portal's `forms.test.ts` reads it.
   */
  form: string;
  /** The contract export the form judges with (`schema` is it, or what it builds for the form's context). */
  rule: FormRule;
  /** The call the form's save sends. */
  call: Call;
  /**
   * The demo account that fills the form (default supplier). An account the contract suite does not keep signed in
   * (`newcomer`) is signed in for the table: its password forms end the account's sessions.
   */
  as?: 'supplier' | 'hongda' | 'supervisor' | 'newcomer';
  /** The table reads the stub's control surface (`/__stub`: the outbox); against a host without it, it is skipped. */
  onStub?: boolean;
  /** Finds, through read-only calls, the record the form works on (an order line, a shoe last) as the form's context. */
  prepare: (reader: CaseReader) => Promise<X>;
  /** Valid values for that record: the form accepts them and the stub stores them. */
  valid: (x: X) => V;
  /** The form's validation: the schema its resolver judges the values with, for its context (`rule` when a schema). */
  schema: (x: X) => z.ZodType;
  /**
   * Fields of the form's values whose rule the call's input schemas do not hold, each with the reason: a field the
   * form keeps but does not send, or one the stub's handler judges with the named contract export (the agreement
   * test checks that the handler's file names it). Every other field's rule is the very schema the call's input holds.
   */
  apart?: Readonly<Record<string, string | { handler: FormRule | ((...args: never[]) => unknown) }>>;
  /**
   * The contract rules the stub's handler judges with besides the call's input: the rules across fields or against
   * stored records that the form's schema adds (`shipmentIssues`, `planSumRefusal`). The handler's file must name each.
   */
  handlerRules?: readonly ((...args: never[]) => unknown)[];
  /** What the form sends for its values (the call's params and body), whether or not its schema accepts them. */
  input: (values: V, x: X) => Record<string, unknown>;
  cases: readonly FormRuleCase<V, X>[];
}

/** How a table's cases are written: `refuses(rule, change, path, message)` and `accepts(rule, change)`. */
export interface CaseBuilders<V, X> {
  refuses: (
    rule: string,
    values: (valid: V, x: X) => V,
    path: string | ((x: X) => string),
    message: string | ((x: X) => string),
  ) => FormRuleCase<V, X>;
  accepts: (rule: string, values?: (valid: V, x: X) => V) => FormRuleCase<V, X>;
}

/** Builds a table with typed cases. */
export const formTable = <V, X>(
  table: Omit<FormRuleTable<V, X>, 'cases' | 'schema'> & { schema?: (x: X) => z.ZodType },
  cases: (c: CaseBuilders<V, X>) => FormRuleCase<V, X>[],
): FormRuleTable<V, X> => {
  let n = 0;
  const id = () => `${table.id}#${++n}`;
  const { rule } = table;
  const schema = table.schema ?? (() => rule as z.ZodType);
  if (!table.schema && typeof rule === 'function')
    throw new Error(`${table.id}: a rule that builds the schema needs schema(x)`);
  return {
    ...table,
    schema,
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

/**
 * The cases of a bounded text field: blank and only spaces refused with `required` (when it is required), one
 * character over `max` refused with `tooLong`, and exactly `max` characters accepted (`acceptMax: false` leaves that
 * case to the table, e.g. when an accepted save ends what the other cases need).
 */
export const textCases = <V, X>(
  { refuses, accepts }: CaseBuilders<V, X>,
  field: {
    /** What the user calls the field, for the cases' names. */
    name: string;
    path: string;
    set: (values: V, text: string) => V;
    required?: string;
    max: number;
    tooLong: string;
    /** The character the long texts repeat (default 字). */
    char?: string;
    acceptMax?: boolean;
  },
): FormRuleCase<V, X>[] => {
  const { name, path, set, required, max, tooLong, char = '字', acceptMax = true } = field;
  return [
    ...(required
      ? [
          refuses(`no ${name}`, (v) => set(v, ''), path, required),
          refuses(`${name}: only spaces`, (v) => set(v, '   '), path, required),
        ]
      : []),
    refuses(`${name}: ${max + 1} characters`, (v) => set(v, char.repeat(max + 1)), path, tooLong),
    ...(acceptMax ? [accepts(`${name}: ${max} characters`, (v) => set(v, char.repeat(max)))] : []),
  ];
};

/** The cases of an optional `remark` field of at most `max` characters, refused with `tooLong` beyond. */
export const remarkCases = <V extends { remark?: string | null }, X>(
  c: CaseBuilders<V, X>,
  max: number,
  tooLong: string,
): FormRuleCase<V, X>[] =>
  textCases(c, { name: 'remark', path: 'remark', set: (v, remark) => ({ ...v, remark }), max, tooLong, char: '备' });

/** What a close-with-reason dialog (the portal's `components/reason-dialog.tsx`) holds and sends. */
export type ReasonValues = { ids: number[]; closeReason: string };

/**
 * The table of a close-with-reason dialog: the rows it closes (found by `prepare` for each case), the reason's cases,
 * and last the accepted ones (the longest reason; no reason where it is optional), each closing its rows.
 */
/** What a row-action table names: the form, its rule, its call, and how it finds the record (for each case). */
type RowFormHead = Pick<FormRuleTable, 'id' | 'title' | 'form' | 'rule' | 'call'> & {
  prepare: (reader: CaseReader) => Promise<{ id: number }>;
};

export const reasonTable = ({
  required,
  max,
  tooLong,
  input = (v) => ({ body: v }),
  ...head
}: RowFormHead &
  Pick<FormRuleTable<ReasonValues, { id: number }>, 'apart'> & {
    /** The message of a missing reason; none: the reason is optional (then a case closes rows without one). */
    required?: string;
    max: number;
    tooLong: string;
    /** What the dialog's caller sends for the values (default: them as they are). */
    input?: (values: ReasonValues) => Record<string, unknown>;
  }): FormRuleTable<ReasonValues, { id: number }> =>
  formTable<ReasonValues, { id: number }>(
    {
      ...head,
      valid: (x) => ({ ids: [x.id], closeReason: '不再需要' }),
      input,
    },
    (c) => [
      ...textCases(c, {
        name: 'reason',
        path: 'closeReason',
        set: (v, closeReason) => ({ ...v, closeReason }),
        required,
        max,
        tooLong,
        char: '因',
      }),
      ...(required ? [] : [c.accepts('no reason', (v) => ({ ...v, closeReason: '' }))]),
    ],
  );

/** What a supervisor audit dialog (主管审核) judges: the records (where the body names them), pass or reject, the remark. */
export type AuditValues = { ids?: number[]; pass: boolean; auditRemark: string };

/**
 * The table of a supervisor audit dialog, filled by the supervisor: a rejection without a remark and a remark too
 * long refused; a pass without a remark and a rejection with the longest remark accepted, each on the next record
 * awaiting audit (`prepare` runs for each case). `input` is what the dialog sends for the record (default: the
 * record's id in `ids`, the remark trimmed or left out).
 */
export const auditTable = ({
  input,
  ...head
}: RowFormHead & {
  /** What the dialog sends (default: the values, the remark trimmed or left out); set with a body without ids. */
  input?: (values: AuditValues, x: { id: number }) => Record<string, unknown>;
}): FormRuleTable<AuditValues, { id: number }> =>
  formTable<AuditValues, { id: number }>(
    {
      ...head,
      as: 'supervisor',
      valid: (x) => ({ ...(!input && { ids: [x.id] }), pass: false, auditRemark: '价格偏高，请重新核算' }),
      input: input ?? ((v) => ({ body: { ids: v.ids, pass: v.pass, auditRemark: v.auditRemark.trim() || undefined } })),
    },
    ({ refuses, accepts }) => [
      refuses(
        'a rejection without a remark',
        (v) => ({ ...v, auditRemark: '' }),
        'auditRemark',
        AuditMessages.rejectNeedsRemark,
      ),
      refuses(
        'a rejection with only spaces',
        (v) => ({ ...v, auditRemark: '   ' }),
        'auditRemark',
        AuditMessages.rejectNeedsRemark,
      ),
      refuses(
        `a remark of ${auditRemarkLimit + 1} characters`,
        (v) => ({ ...v, auditRemark: '意'.repeat(auditRemarkLimit + 1) }),
        'auditRemark',
        AuditMessages.remarkMax,
      ),
      accepts('a pass without a remark', (v) => ({ ...v, pass: true, auditRemark: '' })),
      accepts(`a rejection with a remark of ${auditRemarkLimit} characters`, (v) => ({
        ...v,
        auditRemark: '意'.repeat(auditRemarkLimit),
      })),
    ],
  );

/** The expected issue of a case for its context. */
export const expectedIssue = <V, X>(c: FormRuleCase<V, X>, x: X): FormIssue | null =>
  typeof c.expected === 'function' ? c.expected(x) : c.expected;

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
/** The schemas a wrapper holds: an optional's inner schema, a pipe's ends, a union's options, … */
const inner = (def: Def): unknown[] => {
  switch (def.type) {
    case 'object':
      return Object.values(def.shape as Record<string, unknown>);
    case 'array':
      return [def.element];
    case 'pipe':
      return [def.in, def.out];
    case 'union':
      return def.options as unknown[];
    case 'intersection':
      return [def.left, def.right];
    case 'record':
      return [def.keyType, def.valueType];
    case 'tuple':
      return [...(def.items as unknown[]), def.rest].filter(Boolean);
    default:
      return 'innerType' in def ? [def.innerType] : [];
  }
};

/** Every schema reachable from `schemas` (each object's fields, each array's element, every wrapper's inner schema). */
export const schemaNodes = (...schemas: unknown[]): Set<unknown> => {
  const seen = new Set<unknown>();
  const visit = (s: unknown) => {
    const def = defOf(s);
    if (!def || seen.has(s)) return;
    seen.add(s);
    for (const i of inner(def)) visit(i);
  };
  for (const s of schemas) visit(s);
  return seen;
};

/**
 * The rules of a form's fields: for each field (`items.price` for a field of an array's rows), the schema that judges
 * it once its wrappers are taken off (optional, nullable, default, and the typed-text reading of `typedNumber`: a
 * preprocess's target). An array's own schema (its count rule) is listed at its path too.
 */
export const fieldRules = (schema: z.ZodType): { path: string; rule: unknown }[] => {
  const rules: { path: string; rule: unknown }[] = [];
  const unwrap = (s: unknown): unknown => {
    const def = defOf(s);
    if (!def) return s;
    if (def.type === 'pipe' && defOf(def.in)?.type === 'transform') return unwrap(def.out);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type))
      return unwrap(def.innerType);
    return s;
  };
  const visit = (s: unknown, path: string) => {
    const core = unwrap(s);
    const def = defOf(core);
    if (!def) return;
    if (def.type === 'object') {
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) visit(v, path ? `${path}.${k}` : k);
      return;
    }
    rules.push({ path, rule: core });
    if (def.type === 'array') visit(def.element, path);
  };
  visit(schema, '');
  return rules;
};

/**
 * The fields of a table's form whose rule is not a schema the call's input (params, query, body) holds and that the
 * table does not set apart with a reason: each such field is a rule written twice, once for the form and once for
 * the stub. Empty when every field the form judges is judged by the very same schema on the stub.
 */
export const rulesNotShared = (table: FormRuleTable<unknown, unknown>, x: unknown): string[] => {
  const held = schemaNodes(table.call.params, table.call.query, table.call.body);
  const apart = table.apart ?? {};
  return fieldRules(table.schema(x))
    .filter(({ path, rule }) => !held.has(rule) && !(path.replace(/\.\d+(?=\.|$)/g, '') in apart))
    .map(({ path }) => path);
};
