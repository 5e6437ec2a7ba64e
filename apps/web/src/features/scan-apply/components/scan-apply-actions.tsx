import { api, atoms, closeBody, closeReasonLimit, type ScanApply, scanApplyLifecycle } from '@portal/contract';
import { useState } from 'react';
import { type RowAction, RowActions } from '@/components/list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { notify } from '@/lib/notify';
import { useScanApplyChange } from '../api/scan-apply';
import { ScanApplyText as T } from '../texts';
import { ScanApplyDialog } from './scan-apply-dialog';
import { SendSampleDialog } from './send-sample-dialog';

const CloseDialog = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const change = useScanApplyChange();
  const confirm = () => {
    // The call's own body (closeBody): the reason is optional and bounded.
    const checked = closeBody.safeParse({ ids: [id], closeReason: reason });
    setError(checked.error?.issues[0]?.message);
    if (!checked.success) return;
    change.mutate(
      { call: api.scanApply.close, body: { ids: [id], closeReason: reason.trim() || undefined } },
      {
        onSuccess: () => {
          notify.success(T.closed);
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      open={id !== null}
      title={T.closeTitle}
      description={T.closeReason}
      descriptionHidden
      className="sm:max-w-md"
      onClose={onClose}
    >
      <label className="grid gap-2 text-sm font-medium">
        {T.closeReason}
        <textarea
          className="min-h-20 rounded-md border bg-background px-3 py-2 font-normal"
          maxLength={closeReasonLimit}
          placeholder={T.closeReasonPlaceholder}
          value={reason}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && (
          <span role="alert" className="text-xs font-normal text-destructive">
            {error}
          </span>
        )}
      </label>
      <FormActions onCancel={onClose} submitLabel={T.confirm} disabled={change.isPending} onSubmit={confirm} />
    </FormDialog>
  );
};

type Pending = 'edit' | 'check' | 'send' | 'close' | 'delete' | null;

/**
 * The actions a scan application's status allows (the contract's lifecycle), each behind its atom, with their
 * dialogs: 修改, 受理, 寄送样品, 关闭, 删除. `onDeleted` runs after a delete (the detail screen goes back).
 */
export const ScanApplyActions = ({
  record,
  onDeleted,
  lead = [],
}: {
  record: ScanApply;
  onDeleted?: () => void;
  /** Actions before the status's own (the list's 详情). */
  lead?: readonly RowAction<ScanApply>[];
}) => {
  const [pending, setPending] = useState<Pending>(null);
  const change = useScanApplyChange();
  const can = (action: Parameters<typeof scanApplyLifecycle.can>[0]) => () =>
    scanApplyLifecycle.can(action, record.status);
  const done = () => setPending(null);
  const run = (
    call: typeof api.scanApply.checkScan | typeof api.scanApply.delete,
    message: string,
    after?: () => void,
  ) =>
    change.mutate(
      { call, body: call === api.scanApply.delete ? { ids: [record.id] } : { id: record.id } },
      {
        onSuccess: () => {
          notify.success(message);
          done();
          after?.();
        },
      },
    );
  return (
    <RowActions
      row={record}
      actions={[
        ...lead,
        { label: T.edit, atom: atoms.scanApply.edit, when: can('edit'), onClick: () => setPending('edit') },
        { label: T.check, atom: atoms.scanApply.accept, when: can('check'), onClick: () => setPending('check') },
        {
          label: T.sendSample,
          atom: atoms.scanApply.sendSample,
          when: can('sendSample'),
          onClick: () => setPending('send'),
        },
        { label: T.close, atom: atoms.scanApply.close, when: can('close'), onClick: () => setPending('close') },
        {
          label: T.remove,
          atom: atoms.scanApply.delete,
          when: can('delete'),
          destructive: true,
          onClick: () => setPending('delete'),
        },
      ]}
    >
      <ScanApplyDialog open={pending === 'edit'} record={record} onClose={done} />
      <SendSampleDialog id={pending === 'send' ? record.id : null} onClose={done} />
      <CloseDialog id={pending === 'close' ? record.id : null} onClose={done} />
      <ConfirmDialog
        message={pending === 'check' ? T.confirmCheck : pending === 'delete' ? T.confirmRemove : null}
        onCancel={done}
        onConfirm={() =>
          pending === 'check'
            ? run(api.scanApply.checkScan, T.checked)
            : run(api.scanApply.delete, T.removed, onDeleted)
        }
      />
    </RowActions>
  );
};
