import { api, atoms, chinaDay, type ScanSendSample, scanSampleImageMax, scanSendSampleForm } from '@portal/contract';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { contractResolver } from '@/components/form/contract-resolver';
import { Permission } from '@/components/permission';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ImageUpload, type UploadedFile } from '@/components/uploads';
import { notify } from '@/lib/notify';
import { useScanApplyChange } from '../api/scan-apply';
import { ScanApplyText as T } from '../texts';

const SendSampleForm = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const form = useForm<ScanSendSample>({
    // The contract's scanSendSampleForm: the logistics and a send date not after today, as the stub judges them.
    resolver: contractResolver(scanSendSampleForm(chinaDay())),
    defaultValues: { expressCompany: '', expressNo: '', sendDate: chinaDay(), sampleImgIds: [] },
  });
  const images = useController({ control: form.control, name: 'sampleImgIds' });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const onImages = (next: UploadedFile[]) => {
    setFiles(next);
    images.field.onChange(next.map((f) => f.id));
  };
  const change = useScanApplyChange();
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    change.mutate(
      {
        call: api.scanApply.updateScan,
        body: { ...values, sampleImgIds: values.sampleImgIds?.length ? values.sampleImgIds : undefined, id },
      },
      {
        onSuccess: () => {
          notify.success(T.sent);
          onClose();
        },
      },
    ),
  );
  return (
    <form className="grid gap-3" noValidate aria-label={T.sendSample} onSubmit={(e) => void submit(e)}>
      <FormField id="send-company" label={T.expressCompany} error={errors.expressCompany?.message}>
        <Input autoComplete="off" {...form.register('expressCompany')} />
      </FormField>
      <FormField id="send-no" label={T.expressNo} error={errors.expressNo?.message}>
        <Input autoComplete="off" {...form.register('expressNo')} />
      </FormField>
      <FormField id="send-date" label={T.sendDate} error={errors.sendDate?.message}>
        <Input type="date" max={chinaDay()} {...form.register('sendDate')} />
      </FormField>
      <Permission atom={atoms.scanApply.uploadSampleImage}>
        <div className="grid gap-2">
          <span className="text-sm font-medium">{T.sampleImages}</span>
          <ImageUpload businessType="scanApplySample" maxCount={scanSampleImageMax} value={files} onChange={onImages} />
        </div>
      </Permission>
      <FormActions onCancel={onClose} submitLabel={T.confirm} disabled={change.isPending} />
    </form>
  );
};

/** 寄送样品: the logistics of the sample; the application becomes 已寄样. */
export const SendSampleDialog = ({ id, onClose }: { id: number | null; onClose: () => void }) => (
  <FormDialog
    open={id !== null}
    title={T.sendSample}
    description={T.express}
    descriptionHidden
    className="sm:max-w-md"
    onClose={onClose}
  >
    {id !== null && <SendSampleForm id={id} onClose={onClose} />}
  </FormDialog>
);
