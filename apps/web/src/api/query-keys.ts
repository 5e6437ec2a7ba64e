import type { Call } from '@portal/contract';
import type { RequestInput } from './http';

/** What a key is derived from: a declared call, which the contract stamps with its `domain.key` id. */
export type KeyedCall = Pick<Call, 'id'>;

/** A declared call's input is checked like `request`'s; a call known only by its shape (the list kit's) takes any. */
export type KeyInput<C extends KeyedCall> = C extends Call ? RequestInput<C> : object;

/**
 * The one query key function (docs/architecture.md "Data flow"): `[call.id]` names every answer of a call,
 * `[call.id, input]` the answer to one input (the same `{ params, query, body }` given to `request`).
 * React Query matches keys by prefix, so one line reaches every page and filter of a call's lists:
 * `queryClient.invalidateQueries({ queryKey: callKey(api.innovation.list) })`.
 */
export function callKey(call: KeyedCall): readonly [id: string];
export function callKey<C extends KeyedCall>(call: C, input: KeyInput<C>): readonly [id: string, input: KeyInput<C>];
export function callKey(call: KeyedCall, input?: unknown): readonly [string] | readonly [string, unknown] {
  return input === undefined ? [call.id] : [call.id, input];
}
