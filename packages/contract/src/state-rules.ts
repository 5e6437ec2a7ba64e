/**
 * State rules: what a record's state allows, each rule a pure function with the one message that explains a
 * refusal. The portal asks a rule to disable or hide a control; the stub asks the same rule and refuses the call
 * with its message. Field rules (lengths, formats) are zod schemas; these are the rules that depend on the
 * record as it is stored (docs/architecture.md "State rules").
 */
import { z } from 'zod';

export interface StateRule<S> {
  /** Shown by the stub's 400 and, where the portal explains a disabled control, by the portal. */
  readonly message: string;
  readonly allows: (state: S) => boolean;
}

export const stateRule = <S>(message: string, allows: (state: S) => boolean): StateRule<S> => ({ message, allows });

/** The message of the first rule that refuses `state`, or null when every rule allows it. */
export const refusal = <S>(state: S, rules: readonly StateRule<S>[]): string | null =>
  rules.find((rule) => !rule.allows(state))?.message ?? null;

/**
 * How a status reads where record kinds share its meaning: a cost and an inquiry quote both wait 待报价, an order, a
 * line and a season order are 已交付, and whatever is closed reads 已关闭. A status set takes its word from here, so
 * the lists, filters and exports of every domain say the same thing the same way.
 */
export const StatusWords = {
  toQuote: '待报价',
  toAudit: '待审核',
  approved: '审核通过',
  rejected: '已驳回',
  delivered: '已交付',
  closed: '已关闭',
} as const;

/** The methods of a status set (not enumerable: `Object.keys` of a set gives its names only). */
export interface StatusSetMethods<V extends number | string> {
  /** Every value, in declaration order. */
  readonly values: readonly V[];
  /** How each value reads. */
  readonly texts: Readonly<Record<V, string>>;
  /** How a value reads ('' for a value outside the set). */
  text(value: number | string | null | undefined): string;
  /** The value a stored number (or text) is, or undefined when it is none of the set's. */
  of(stored: number | string | null | undefined): V | undefined;
  /** The zod schema of exactly these values. */
  readonly schema: z.ZodType<V, V>;
}
type StatusDefs = Record<string, readonly [number | string, string]>;
/** A status set: each name's value (`PurchaseStatus.planned` is the literal 1) and the set's methods. */
export type StatusSet<D extends StatusDefs> = { readonly [N in keyof D]: D[N][0] } & StatusSetMethods<D[keyof D][0]>;
/** The values of a status set. */
export type StatusOf<T> = T extends StatusSetMethods<infer V> ? V : never;

/**
 * One status enum, declared once: `statusSet({ new: [0, '新建'], planned: [1, '已计划'] })` gives the constants
 * (`PurchaseStatus.planned`), how a value reads (`text`, `texts`), a guard from the stored number (`of`) and a zod
 * schema (`schema`). A lifecycle given the set takes the stored number itself (`lifecycle(actions, set)`).
 */
export const statusSet = <const D extends StatusDefs>(defs: D): StatusSet<D> => {
  type V = D[keyof D][0];
  const entries = Object.entries(defs) as [keyof D & string, readonly [V, string]][];
  const values = entries.map(([, [value]]) => value);
  const texts = Object.fromEntries(entries.map(([, [value, text]]) => [value, text])) as Record<V, string>;
  const of = (stored: number | string | null | undefined) => values.find((v) => v === stored);
  const methods: StatusSetMethods<V> = {
    values,
    texts,
    text: (value) => {
      const known = of(value);
      return known === undefined ? '' : texts[known];
    },
    of,
    schema: z.union(values.map((v) => z.literal(v))),
  };
  const set = Object.fromEntries(entries.map(([name, [value]]) => [name, value]));
  for (const [key, value] of Object.entries(methods)) Object.defineProperty(set, key, { value, enumerable: false });
  return Object.freeze(set) as StatusSet<D>;
};

/**
 * A lifecycle: for each action, the statuses it may start from (`null` is a record not saved yet) and the
 * status it leads to (absent: the status stays). One table per record kind; the stub refuses an action from any
 * other status with the action's message, and the portal offers only the actions `can` allows.
 */
export interface LifecycleAction<S> {
  from: readonly (S | null)[];
  to?: S;
  /** Why the action is refused in any other status. */
  refused: string;
}

/** What a lifecycle is asked with: a status as it is stored (any number, or any text for a set of texts). */
export type Stored<S extends number | string> = S extends number ? number : string;

export interface Lifecycle<S extends number | string, A extends string> {
  readonly actions: Readonly<Record<A, LifecycleAction<S>>>;
  can: (action: A, status: Stored<S> | null) => boolean;
  /** The action's message when it is not allowed from `status`, else null. */
  refusal: (action: A, status: Stored<S> | null) => string | null;
  /** The status after the action (the same one when the action keeps it). */
  next: (action: A, status: Stored<S> | null) => S | null;
  /** The actions allowed from a status, in declaration order. */
  allowed: (status: Stored<S> | null) => A[];
}

/**
 * A lifecycle over its status set: it takes a stored status as it is, the set's guard reads it, and a value outside
 * the set allows no action.
 */
export const lifecycle = <S extends number | string, A extends string>(
  actions: Record<A, LifecycleAction<S>>,
  statuses: StatusSetMethods<S>,
): Lifecycle<S, A> => {
  const read = (status: Stored<S> | null): S | null | undefined => (status === null ? null : statuses.of(status));
  const can = (action: A, status: Stored<S> | null) => {
    const known = read(status);
    return known !== undefined && actions[action].from.includes(known);
  };
  return {
    actions,
    can,
    refusal: (action, status) => (can(action, status) ? null : actions[action].refused),
    next: (action, status) => actions[action].to ?? read(status) ?? null,
    allowed: (status) => (Object.keys(actions) as A[]).filter((action) => can(action, status)),
  };
};
