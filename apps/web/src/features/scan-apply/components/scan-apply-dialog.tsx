import {
  api,
  ScanApplyStatus as S,
  type ScanApply,
  type ScanApplyForm,
  scanApplyFormSchema,
  scanSampleImageMax,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, useController, useForm } from 'react-hook-form';
import { contractResolver, type FormValues } from '@/components/form/contract-resolver';
import { NativeSelect } from '@/components/form/native-select';
import { Button } from '@/components/ui/button';
import { FormActions, FormDialog, useFormGuard } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ImageUpload, type UploadedFile } from '@/components/uploads';
import { notify } from '@/lib/notify';
import { scanMaterialsQuery, scanSuppliersQuery, useScanApplyChange } from '../api/scan-apply';
import { ScanApplyText as T } from '../texts';

const resolver = contractResolver(scanApplyFormSchema);

/** The material choice: the caller's materials found by code or name, plus the one already chosen. */
const MaterialSelect = ({ control, current }: { control: Control<FormValues<ScanApplyForm>>; current?: ScanApply }) => {
  const [keyword, setKeyword] = useState('');
  const { data: options = [] } = useQuery(scanMaterialsQuery(keyword.trim()));
  const field = useController({ control, name: 'materialId' });
  const all =
    current && !options.some((o) => o.id === current.materialId)
      ? [{ id: current.materialId, materialCode: current.materialCode, materialName: current.materialName }, ...options]
      : options;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Input
        aria-label={T.materialSearch}
        placeholder={T.materialSearch}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <FormField
        id="scan-material"
        label={<span className="sr-only">{T.material}</span>}
        error={field.fieldState.error?.message}
      >
        <NativeSelect
          aria-label={T.material}
          value={field.field.value ? String(field.field.value) : ''}
          onChange={(e) => field.field.onChange(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">{T.materialPlaceholder}</option>
          {all.map((m) => (
            <option key={m.id} value={m.id}>
              {m.materialCode ?? ''} {m.materialName}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
};

const ScanApplyFormBody = ({ record, onClose }: { record: ScanApply | null; onClose: () => void }) => {
  const { data: suppliers = [] } = useQuery(scanSuppliersQuery());
  const form = useForm({
    resolver,
    defaultValues: {
      materialId: record?.materialId,
      sampleQuantity: record?.sampleQuantity ?? 1,
      expectDate: record?.expectDate ?? null,
      sampleImgIds: record?.sampleImgIds ?? [],
      remark: record?.remark ?? '',
    },
  });
  // Unsaved changes: the dialog asks before discarding them.
  useFormGuard(form);
  const [names, setNames] = useState<Record<string, string>>({});
  const images = useController({ control: form.control, name: 'sampleImgIds' });
  const change = useScanApplyChange();
  const errors = form.formState.errors;
  const save = (submit: boolean) =>
    form.handleSubmit((values) => {
      const body = { ...values, expectDate: values.expectDate || null, remark: values.remark || undefined };
      const editSubmitted = record?.status === S.submitted;
      change.mutate(
        editSubmitted
          ? { call: api.scanApply.updateScan, body: { ...body, id: record.id } }
          : { call: api.scanApply.saveOrUpdate, body: { ...body, id: record?.id, submit } },
        {
          onSuccess: () => {
            notify.success(submit ? T.submitted : T.saved);
            onClose();
          },
        },
      );
    });
  const files = (images.field.value ?? []).map((id) => ({ id, fileName: names[id] ?? id }));
  const onImages = (next: UploadedFile[]) => {
    setNames((n) => ({ ...n, ...Object.fromEntries(next.map((f) => [f.id, f.fileName])) }));
    images.field.onChange(next.map((f) => f.id));
  };

  return (
    <form
      className="grid gap-3"
      noValidate
      aria-label={record ? T.editTitle : T.add}
      onSubmit={(e) => e.preventDefault()}
    >
      <FormField id="scan-supplier" label={T.supplier}>
        <Input readOnly value={suppliers.map((s) => s.supplierName).join('、')} />
      </FormField>
      <div className="grid gap-2">
        <span className="text-sm font-medium">{T.material}</span>
        <MaterialSelect control={form.control} current={record ?? undefined} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="scan-quantity" label={T.sampleQuantity} error={errors.sampleQuantity?.message}>
          <Input type="number" min={1} max={99} {...form.register('sampleQuantity', { valueAsNumber: true })} />
        </FormField>
        <FormField id="scan-expect" label={T.expectDate} error={errors.expectDate?.message}>
          <Input type="date" {...form.register('expectDate', { setValueAs: (v) => v || null })} />
        </FormField>
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium">{T.sampleImages}</span>
        <ImageUpload businessType="scanApplySample" maxCount={scanSampleImageMax} value={files} onChange={onImages} />
        {errors.sampleImgIds && <p className="text-xs text-destructive">{errors.sampleImgIds.message}</p>}
      </div>
      <FormField id="scan-remark" label={T.remark} error={errors.remark?.message}>
        <textarea
          className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm"
          maxLength={500}
          {...form.register('remark')}
        />
      </FormField>
      <FormActions onCancel={onClose}>
        {record?.status !== S.submitted && (
          <Button type="button" variant="outline" disabled={change.isPending} onClick={() => void save(false)()}>
            {T.saveDraft}
          </Button>
        )}
        <Button type="button" disabled={change.isPending} onClick={() => void save(true)()}>
          {T.submit}
        </Button>
      </FormActions>
    </form>
  );
};

/** 新增 / 修改扫描申请: open with `record` null to add. A failed save keeps what was typed. */
export const ScanApplyDialog = ({
  open,
  record,
  onClose,
}: {
  open: boolean;
  record: ScanApply | null;
  onClose: () => void;
}) => (
  <FormDialog
    open={open}
    title={record ? T.editTitle : T.add}
    description={T.basic}
    descriptionHidden
    className="sm:max-w-2xl"
    onClose={onClose}
  >
    <ScanApplyFormBody record={record} onClose={onClose} />
  </FormDialog>
);
