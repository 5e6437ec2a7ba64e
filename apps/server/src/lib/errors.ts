import { type Lifecycle, refusal, type StateRule, Status, StatusMessage, type Stored } from '@portal/contract';
import type { z } from 'zod';

export interface FailureOptions {
  /** The envelope's data (default null), e.g. the upload's `{ uploadStatus: '400', checkMsg }`. */
  data?: unknown;
  /** An HTTP status that holds whatever HTTP_STATUS_MODE says (the upload's 413 and 500, spec 001 §8). */
  httpStatus?: number;
}

/** A failure a handler reports to the caller: becomes the envelope `{status, message, data: null}`. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: FailureOptions = {},
  ) {
    super(message);
  }
}

/** 400 with a business message (the spec's text where it gives one). */
export const fail = (message: string = StatusMessage.failed) => new ApiFailure(Status.badRequest, message);
export const illegalRequest = (message: string = StatusMessage.illegalRequest) =>
  new ApiFailure(Status.badRequest, message);
export const tokenRejected = () => new ApiFailure(Status.unauthorized, StatusMessage.tokenRejected);
export const forbidden = () => new ApiFailure(Status.forbidden, StatusMessage.forbidden);
export const notImplemented = () => new ApiFailure(Status.serverError, StatusMessage.notImplemented);

/**
 * Refuses the action with 400 and the lifecycle's message when the record's status does not allow it; `prefix` names
 * the record in a batch (`${order.purchaseNo}: `). The portal asks the same lifecycle to offer the action.
 */
export const assertAllowed = <S extends number | string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  status: Stored<S> | null,
  prefix = '',
): void => {
  const refused = lifecycle.refusal(action, status);
  if (refused) throw fail(prefix + refused);
};

/**
 * Refuses with 400 and the message of the first state rule the stored state breaks (contract `state-rules.ts`),
 * after `prefix` as in `assertAllowed`.
 */
export const assertRules = <S>(state: S, rules: readonly StateRule<S>[], prefix = ''): void => {
  const refused = refusal(state, rules);
  if (refused) throw fail(prefix + refused);
};

/**
 * Judges a value the call's input cannot carry as the form holds it (a password the call carries encrypted) with the
 * form's own contract rule: 400 with the rule's first message, as the form shows it.
 */
export const assertValid = <T extends z.ZodType>(rule: T, value: unknown): z.output<T> => {
  const checked = rule.safeParse(value);
  if (!checked.success) throw fail(checked.error.issues[0]?.message);
  return checked.data;
};
