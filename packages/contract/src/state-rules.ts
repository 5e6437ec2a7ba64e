/**
 * State rules: what a record's state allows, each rule a pure function with the one message that explains a
 * refusal. The portal asks a rule to disable or hide a control; the stub asks the same rule and refuses the call
 * with its message. Field rules (lengths, formats) are zod schemas; these are the rules that depend on the
 * record as it is stored (docs/architecture.md "State rules").
 */
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

export interface Lifecycle<S, A extends string> {
  readonly actions: Readonly<Record<A, LifecycleAction<S>>>;
  can: (action: A, status: S | null) => boolean;
  /** The action's message when it is not allowed from `status`, else null. */
  refusal: (action: A, status: S | null) => string | null;
  /** The status after the action (the same one when the action keeps it). */
  next: (action: A, status: S | null) => S | null;
  /** The actions allowed from a status, in declaration order. */
  allowed: (status: S | null) => A[];
}

export const lifecycle = <S, A extends string>(actions: Record<A, LifecycleAction<S>>): Lifecycle<S, A> => {
  const can = (action: A, status: S | null) => actions[action].from.includes(status);
  return {
    actions,
    can,
    refusal: (action, status) => (can(action, status) ? null : actions[action].refused),
    next: (action, status) => actions[action].to ?? status,
    allowed: (status) => (Object.keys(actions) as A[]).filter((action) => can(action, status)),
  };
};
