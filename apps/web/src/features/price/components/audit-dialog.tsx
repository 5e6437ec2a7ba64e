import { auditBody, auditRemarkLimit, type Call, PriceMessages as M } from '@portal/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { usePriceChange } from '../api/price';
import { PriceText as T } from '../texts';

/** 主管审核: pass, or reject with the remark the rule requires. */
export const AuditDialog = ({ call, ids, onClose }: { call: Call; ids: number[] | null; onClose: () => void }) => {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const audit = usePriceChange();
  const send = (pass: boolean) => {
    // The call's own body (auditBody): a rejection needs a remark, which is bounded.
    const checked = auditBody.safeParse({ ids, pass, auditRemark: remark });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    audit.mutate(
      { call, body: { ids, pass, ...(remark.trim() && { auditRemark: remark.trim() }) } },
      {
        onSuccess: () => {
          notify.success(M.audited);
          setRemark('');
          setError(undefined);
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      open={ids !== null}
      title={T.auditTitle}
      description={T.auditDescription(ids?.length ?? 0)}
      testId="audit-dialog"
      className="sm:max-w-md"
      onClose={onClose}
    >
      <FormField id={id} label={T.auditRemark} error={error}>
        <Input value={remark} maxLength={auditRemarkLimit} onChange={(e) => setRemark(e.target.value)} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" pending={audit.isPending} onClick={() => send(false)}>
          {T.reject}
        </Button>
        <Button pending={audit.isPending} onClick={() => send(true)}>
          {T.pass}
        </Button>
      </DialogFooter>
    </FormDialog>
  );
};
