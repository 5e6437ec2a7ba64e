import { type Atom, type Call, PriceMessages as M, priceLifecycle, priceStatusOf } from '@portal/contract';
import { useState } from 'react';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { usePriceChange } from '../api/price';
import { PriceText as T } from '../texts';

export interface PriceActionAtoms {
  edit: Atom;
  remove: Atom;
  audit: Atom;
}

/** The calls and atoms one price kind's row actions use. */
export interface PriceActionCalls {
  submit: Call;
  audit: Call;
  /** The delete call and its body for some ids (materialPrice/delete takes parentIds). */
  remove: { call: Call; body: (ids: number[]) => unknown };
}

/** What a row shows: only the actions its status allows (the contract's lifecycle), each behind its atom. */
export const PriceRowActions = ({
  status,
  atoms,
  onEdit,
  onSubmit,
  onDelete,
  onAudit,
  onHistory,
}: {
  status: number;
  atoms: PriceActionAtoms;
  onEdit: () => void;
  onSubmit: () => void;
  onDelete: () => void;
  onAudit: () => void;
  onHistory: () => void;
}) => {
  const value = priceStatusOf(status);
  const link = 'h-auto px-0';
  return (
    <div className="flex flex-wrap gap-x-3">
      {priceLifecycle.can('save', value) && (
        <Permission atom={atoms.edit}>
          <Button variant="link" size="sm" className={link} onClick={onEdit}>
            {T.edit}
          </Button>
        </Permission>
      )}
      {priceLifecycle.can('submit', value) && (
        <Permission atom={atoms.edit}>
          <Button variant="link" size="sm" className={link} onClick={onSubmit}>
            {T.submit}
          </Button>
        </Permission>
      )}
      {priceLifecycle.can('approve', value) && (
        <Permission atom={atoms.audit}>
          <Button variant="link" size="sm" className={link} onClick={onAudit}>
            {T.audit}
          </Button>
        </Permission>
      )}
      {priceLifecycle.can('delete', value) && (
        <Permission atom={atoms.remove}>
          <Button variant="link" size="sm" className={link} onClick={onDelete}>
            <span className="text-destructive">{T.remove}</span>
          </Button>
        </Permission>
      )}
      <Button variant="link" size="sm" className={link} onClick={onHistory}>
        {T.history}
      </Button>
    </div>
  );
};

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
