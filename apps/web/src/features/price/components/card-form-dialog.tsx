import {
  api,
  type PriceCardForm as CardForm,
  PriceMessages as M,
  type PriceCard,
  priceCardForm,
} from '@portal/contract';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormActions, FormDialog, useFormGuard } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { usePriceChange } from '../api/price';
import { PriceText as T } from '../texts';
import { PriceField, PriceInput } from './price-input';

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const valuesOf = (card: PriceCard | null): CardForm => ({
  id: card?.id,
  materialCode: card?.materialCode ?? '',
  materialName: card?.materialName ?? '',
  season: card?.season ?? '',
  unit: card?.unit ?? '',
  basePrice: text(card?.basePrice),
  remark: card?.remark ?? '',
  rows: (card?.rows ?? []).map((r) => ({
    id: r.id,
    thickness: r.thickness ?? '',
    thicknessPrice: text(r.thicknessPrice),
    width: r.width ?? '',
    widthPrice: text(r.widthPrice),
  })),
});

type Form = UseFormReturn<CardForm, unknown, z.output<typeof priceCardForm>>;

/** A width or thickness price of a detail row, with its message under it. */
const RowPrice = ({ form, index, name }: { form: Form; index: number; name: 'thicknessPrice' | 'widthPrice' }) => (
  <Controller
    control={form.control}
    name={`rows.${index}.${name}`}
    render={({ field, fieldState }) => (
      <div className="grid gap-1">
        <PriceInput
          aria-label={`${T.fields[name]} ${index + 1}`}
          placeholder={T.fields[name]}
          value={String(field.value ?? '')}
          onChange={field.onChange}
        />
        {fieldState.error && (
          <p role="alert" className="text-xs text-destructive">
            {fieldState.error.message}
          </p>
        )}
      </div>
    )}
  />
);

// The contract's priceCardForm: the card call's rules with the prices typed as text.
/** A thickness or width of a detail row, with its message under it. */
const RowText = ({ form, index, name }: { form: Form; index: number; name: 'thickness' | 'width' }) => {
  const error = form.formState.errors.rows?.[index]?.[name]?.message;
  return (
    <div className="grid gap-1">
      <Input
        aria-label={`${T.fields[name]} ${index + 1}`}
        placeholder={T.fields[name]}
        aria-invalid={error ? true : undefined}
        {...form.register(`rows.${index}.${name}`)}
      />
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
};

const resolver = contractResolver(priceCardForm);

const CardFormBody = ({ card, onClose }: { card: PriceCard | null; onClose: () => void }) => {
  const form = useForm<CardForm, unknown, z.output<typeof priceCardForm>>({ resolver, defaultValues: valuesOf(card) });
  // Unsaved changes: the dialog asks before discarding them.
  useFormGuard(form);
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const save = usePriceChange();
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { call: api.price.materialSaveOrUpdateCard, body },
      {
        onSuccess: () => {
          notify.success(M.saved);
          onClose();
        },
      },
    ),
  );
  const textField = (
    name: 'materialCode' | 'materialName' | 'season' | 'unit' | 'remark',
    label: string,
    placeholder?: string,
  ) => (
    <FormField id={`card-${name}`} label={label} error={errors[name]?.message}>
      <Input placeholder={placeholder} autoComplete="off" {...form.register(name)} />
    </FormField>
  );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-4"
      aria-label={card ? T.editCardTitle : T.addCardTitle}
      noValidate
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        {textField('materialCode', T.fields.materialCode, T.placeholders.materialCode)}
        {textField('materialName', T.fields.materialName, T.placeholders.materialName)}
        {textField('season', T.fields.season, T.placeholders.season)}
        {textField('unit', T.fields.unit)}
        <Controller
          control={form.control}
          name="basePrice"
          render={({ field, fieldState }) => (
            <PriceField
              id="card-basePrice"
              label={T.fields.basePrice}
              error={fieldState.error?.message}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
            />
          )}
        />
        {textField('remark', T.fields.remark)}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 flex w-full items-center justify-between text-sm font-medium">{T.fields.rows}</legend>
        {rows.fields.map((row, index) => (
          <div key={row.id} className="grid grid-cols-[1fr_1fr_1fr_1fr_auto] items-start gap-2" data-testid="card-row">
            <RowText form={form} index={index} name="thickness" />
            <RowPrice form={form} index={index} name="thicknessPrice" />
            <RowText form={form} index={index} name="width" />
            <RowPrice form={form} index={index} name="widthPrice" />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`${T.removeRow} ${index + 1}`}
              onClick={() => rows.remove(index)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => rows.append({ thickness: '', thicknessPrice: '', width: '', widthPrice: '' })}
        >
          <Plus aria-hidden />
          {T.addRow}
        </Button>
        {errors.rows?.message && (
          <p role="alert" className="text-xs text-destructive">
            {errors.rows.message}
          </p>
        )}
      </fieldset>
      <FormActions onCancel={onClose} pending={save.isPending} />
    </form>
  );
};

/** 新增 / 编辑材料价格卡: the card, its base price and width / thickness rows; a failed save keeps what was typed. */
export const CardFormDialog = ({
  open,
  card,
  onClose,
}: {
  open: boolean;
  card: PriceCard | null;
  onClose: () => void;
}) => (
  <FormDialog
    open={open}
    title={card ? T.editCardTitle : T.addCardTitle}
    description={T.formDescription}
    testId="card-dialog"
    className="sm:max-w-3xl"
    keepOnOutsideClick
    onClose={onClose}
  >
    <CardFormBody card={card} onClose={onClose} />
  </FormDialog>
);
