import { type Call, PriceMessages as M } from '@portal/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { usePriceChange } from '../api/price';
import { PriceText as T } from '../texts';

/** The calls and atoms one price kind's row actions use. */
export interface PriceActionCalls {
  submit: Call;
  audit: Call;
  /** The delete call and its body for some ids (materialPrice/delete takes parentIds). */
  remove: { call: Call; body: (ids: number[]) => unknown };
}

/** Submit and delete with their confirmation: `ask('submit', ids)` opens the question, 确定 sends the call. */
export const usePriceConfirm = (calls: PriceActionCalls) => {
  const [pending, setPending] = useState<{ what: 'submit' | 'remove'; ids: number[] } | null>(null);
  const change = usePriceChange();
  const confirm = () => {
    if (!pending) return;
    const { what, ids } = pending;
    setPending(null);
    if (what === 'submit')
      change.mutate({ call: calls.submit, body: { ids } }, { onSuccess: () => notify.success(M.submitted) });
    else
      change.mutate(
        { call: calls.remove.call, body: calls.remove.body(ids) },
        { onSuccess: () => notify.success(M.deleted) },
      );
  };
  return {
    ask: (what: 'submit' | 'remove', ids: number[]) => setPending({ what, ids }),
    dialog: (
      <ConfirmDialog
        message={pending ? (pending.what === 'submit' ? T.confirmSubmit : T.confirmDelete) : null}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    ),
  };
};
