import type { CallSpec } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { sendCall } from './api-client';
import type { CallResult, RequestInput, RequestOptions } from './http';
import { callKey, type KeyedCall } from './query-keys';

export interface CallMutationOptions<C extends CallSpec, T> {
  /**
   * The calls whose answers a success makes stale: every answer of each (all inputs, by key prefix) is read again.
   * A feature's `api/` declares the list its writes make stale.
   */
  invalidates: readonly KeyedCall[];
  /** Shown once the call succeeded; a refusal shows the stub's message as every failure does. */
  success?: string;
  /** The hook's input as the call's input; without it the hook takes the call's own input. */
  input?: (value: T) => RequestInput<C>;
  /** Passed to `request` (`silent`: the caller shows the refusal itself). */
  request?: RequestOptions;
}

/** Reads again every answer of the calls (by key prefix); what a write's success does. */
export const useInvalidate = (calls: readonly KeyedCall[]) => {
  const queryClient = useQueryClient();
  return () => Promise.all(calls.map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })));
};

/**
 * One write of a feature: the call (or the call chosen by the input, as 新增 / 修改), then the success message and
 * the declared answers read again. Every feature's write hook is one line of this.
 */
export const useCallMutation = <C extends CallSpec, T = RequestInput<C>>(
  call: C | ((value: T) => C),
  o: CallMutationOptions<C, T>,
) => {
  const invalidate = useInvalidate(o.invalidates);
  return useMutation({
    mutationFn: (value: T): Promise<CallResult<C>> =>
      sendCall(typeof call === 'function' ? call(value) : call, o.input ? o.input(value) : value, o.request),
    onSuccess: async () => {
      if (o.success) notify.success(o.success);
      await invalidate();
    },
  });
};
