import { api, atoms, type ScanApply, scanApplyLifecycle } from '@portal/contract';
import { useState } from 'react';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { notify } from '@/lib/notify';
import { useScanApplyChange } from '../api/scan-apply';
import { ScanApplyText as T } from '../texts';
import { ScanApplyDialog } from './scan-apply-dialog';
import { SendSampleDialog } from './send-sample-dialog';

const CloseDialog = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const [reason, setReason] = useState('');
  const change = useScanApplyChange();
  const confirm = () =>
    change.mutate(
      { call: api.scanApply.close, body: { ids: [id], closeReason: reason.trim() || undefined } },
      {
        onSuccess: () => {
          notify.success(T.closed);
          onClose();
        },
      },
    );
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
          maxLength={500}
          placeholder={T.closeReasonPlaceholder}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
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
  extra,
}: {
  record: ScanApply;
  onDeleted?: () => void;
  extra?: React.ReactNode;
}) => {
  const [pending, setPending] = useState<Pending>(null);
  const change = useScanApplyChange();
  const can = (action: Parameters<typeof scanApplyLifecycle.can>[0]) => scanApplyLifecycle.can(action, record.status);
  const done = () => setPending(null);
  const link = 'h-auto px-0';
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
    <div className="flex flex-wrap items-center gap-x-3">
      {extra}
      {can('edit') && (
        <Permission atom={atoms.scanApply.edit}>
          <Button variant="link" size="sm" className={link} onClick={() => setPending('edit')}>
            {T.edit}
          </Button>
        </Permission>
      )}
      {can('check') && (
        <Permission atom={atoms.scanApply.accept}>
          <Button variant="link" size="sm" className={link} onClick={() => setPending('check')}>
            {T.check}
          </Button>
        </Permission>
      )}
      {can('sendSample') && (
        <Permission atom={atoms.scanApply.sendSample}>
          <Button variant="link" size="sm" className={link} onClick={() => setPending('send')}>
            {T.sendSample}
          </Button>
        </Permission>
      )}
      {can('close') && (
        <Permission atom={atoms.scanApply.close}>
          <Button variant="link" size="sm" className={link} onClick={() => setPending('close')}>
            {T.close}
          </Button>
        </Permission>
      )}
      {can('delete') && (
        <Permission atom={atoms.scanApply.delete}>
          <Button variant="link" size="sm" className={link} onClick={() => setPending('delete')}>
            <span className="text-destructive">{T.remove}</span>
          </Button>
        </Permission>
      )}
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
    </div>
  );
};
