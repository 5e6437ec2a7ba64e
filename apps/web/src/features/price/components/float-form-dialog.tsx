import {
  type PriceFloatForm as FloatForm,
  type FloatPrice,
  PriceMessages as M,
  priceFloatForm,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '@/components/form';
import { NativeSelect } from '@/components/form/native-select';
import { FormActions, FormDialog, useFormGuard } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { allCardsQuery, priceCalls, usePriceChange } from '../api/price';
import { PriceText as T } from '../texts';
import { CodePicker } from './code-picker';
import { PriceField } from './price-input';

type FloatKind = 'color' | 'line' | 'effect';
// The contract's priceFloatForm: the save call's rules with the card and the price typed as text.
const resolver = contractResolver(priceFloatForm);

const FloatFormBody = ({ kind, row, onClose }: { kind: FloatKind; row: FloatPrice | null; onClose: () => void }) => {
  const { data: cards } = useQuery(allCardsQuery());
  const form = useForm<FloatForm, unknown, z.output<typeof priceFloatForm>>({
    resolver,
    defaultValues: {
      id: row?.id,
      parentId: row ? String(row.parentId) : '',
      code: row?.code ?? '',
      floatingPrice: row ? String(row.floatingPrice) : '',
      remark: row?.remark ?? '',
    },
  });
  // Unsaved changes: the dialog asks before discarding them.
  useFormGuard(form);
  const save = usePriceChange();
  const errors = form.formState.errors;
  const parentId = useWatch({ control: form.control, name: 'parentId' });
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { call: priceCalls[kind].save, body },
      {
        onSuccess: () => {
          notify.success(M.saved);
          onClose();
        },
      },
    ),
  );
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-1" noValidate aria-label={T.tabs[kind]}>
      <div className="grid gap-2">
        <Label htmlFor="float-parent">{T.fields.parent}</Label>
        <NativeSelect
          id="float-parent"
          aria-invalid={errors.parentId ? true : undefined}
          disabled={row !== null}
          {...form.register('parentId')}
        >
          <option value="">{T.placeholders.materialCode}</option>
          {(cards?.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.materialCode} {c.materialName} {c.season ?? ''}
            </option>
          ))}
        </NativeSelect>
        <p role={errors.parentId ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-destructive">
          {errors.parentId?.message}
        </p>
      </div>
      <Controller
        control={form.control}
        name="code"
        render={({ field, fieldState }) => (
          <CodePicker
            kind={kind}
            id="float-code"
            error={fieldState.error?.message}
            value={field.value ?? ''}
            onChange={(code) => form.setValue('code', code, { shouldValidate: form.formState.isSubmitted })}
            divisionId={cards?.data.find((c) => String(c.id) === String(parentId))?.divisionId ?? undefined}
            storedCode={row?.code}
          />
        )}
      />
      <Controller
        control={form.control}
        name="floatingPrice"
        render={({ field, fieldState }) => (
          <PriceField
            id="float-price"
            label={T.fields.floatingPrice}
            error={fieldState.error?.message}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
          />
        )}
      />
      <FormField id="float-remark" label={T.fields.remark} error={errors.remark?.message}>
        <Input autoComplete="off" {...form.register('remark')} />
      </FormField>
      <FormActions onCancel={onClose} pending={save.isPending} />
    </form>
  );
};

/** 新增 / 编辑颜色、纹路、特殊效果价格: one code's price float on a card. */
export const FloatFormDialog = ({
  kind,
  open,
  row,
  onClose,
}: {
  kind: FloatKind;
  open: boolean;
  row: FloatPrice | null;
  onClose: () => void;
}) => (
  <FormDialog
    open={open}
    title={row ? T.editFloatTitle(T.tabs[kind]) : T.addFloatTitle(T.tabs[kind])}
    description={T.formDescription}
    testId="float-dialog"
    className="sm:max-w-3xl"
    keepOnOutsideClick
    onClose={onClose}
  >
    <FloatFormBody kind={kind} row={row} onClose={onClose} />
  </FormDialog>
);
