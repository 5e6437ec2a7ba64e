import {
  type ComponentParamForm,
  ComponentParamStatus,
  componentParamBody,
  evaluateFormula,
  ComponentParamMessages as M,
} from '@portal/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { contractResolver, type FormValues, NativeSelect } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormActions, FormDialog, useFormGuard } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSaveParam } from '../api/component-param';
import { ParamText as text } from '../texts';
import type { ParamRow } from './param-table';

type ParamFormValues = FormValues<ComponentParamForm>;

const blank: ParamFormValues = {
  componentCode: '',
  componentName: '',
  setName: '',
  status: 1,
  formula: '',
  values: [{ name: '', label: '', value: undefined, unit: '' }],
  remark: '',
};

const fromRow = (p: ParamRow): ParamFormValues => ({
  componentCode: p.componentCode,
  componentName: p.componentName,
  setName: p.setName,
  status: p.status === ComponentParamStatus.disabled ? ComponentParamStatus.disabled : ComponentParamStatus.enabled,
  formula: p.formula,
  values: p.values.map((v) => ({ ...v })),
  remark: p.remark ?? '',
});

/** The live result under the formula: the same evaluation the stub runs, as the user types. */
const LiveResult = ({ formula, values }: { formula: string; values: ParamFormValues['values'] }) => {
  const numbers = Object.fromEntries(
    values
      .filter((v) => v.name)
      .map((v) => [v.name.trim(), typeof v.value === 'number' && Number.isFinite(v.value) ? v.value : Number.NaN]),
  );
  const missing = Object.entries(numbers).find(([, v]) => Number.isNaN(v));
  const result = missing ? { ok: false as const, message: M.valueRequired } : evaluateFormula(formula, numbers);
  return (
    <p data-testid="formula-result" aria-live="polite" className="text-sm">
      <span className="text-muted-foreground">{text.live}：</span>
      {result.ok ? (
        <span className="font-semibold tabular-nums">{formatNumber(result.value)}</span>
      ) : (
        <span className="text-destructive">{result.message}</span>
      )}
    </p>
  );
};

/** 新增 / 修改: the set's fields, its variables and the formula, with the result computed live. */
export const ParamFormDialog = ({ param, onClose }: { param: ParamRow | null; onClose: () => void }) => {
  const save = useSaveParam();
  const form = useForm({
    // The add call's own body (componentParamBody: the fields and the rules across them); 修改 adds only the id.
    resolver: contractResolver(componentParamBody),
    defaultValues: param ? fromRow(param) : blank,
  });
  // Unsaved changes: the dialog asks before discarding them.
  useFormGuard(form);
  const values = useFieldArray({ control: form.control, name: 'values' });
  const id = useId();
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: param?.id ?? null, form: body });
      notify.success(param ? M.updated : M.added);
      onClose();
    } catch {
      // The stub's message was shown; what the user typed stays.
    }
  });
  const numeric = { setValueAs: (v: unknown) => (v === '' || v === null ? undefined : Number(v)) };
  return (
    <FormDialog
      open
      title={param ? text.editTitle(param.paramCode) : text.addTitle}
      description={text.formDescription}
      className="sm:max-w-4xl"
      testId="param-form"
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="grid gap-3" aria-label={param ? text.edit : text.add}>
        <div className="grid gap-x-4 sm:grid-cols-4">
          <FormField id={`${id}-code`} label={text.componentCode} error={errors.componentCode?.message}>
            <Input {...form.register('componentCode')} />
          </FormField>
          <FormField id={`${id}-name`} label={text.componentName} error={errors.componentName?.message}>
            <Input {...form.register('componentName')} />
          </FormField>
          <FormField id={`${id}-set`} label={text.setName} error={errors.setName?.message}>
            <Input {...form.register('setName')} />
          </FormField>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-status`}>{text.status}</Label>
            <NativeSelect id={`${id}-status`} {...form.register('status', { setValueAs: Number })}>
              <option value={1}>{ComponentParamStatus.texts[1]}</option>
              <option value={0}>{ComponentParamStatus.texts[0]}</option>
            </NativeSelect>
          </div>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{text.values}</legend>
          {values.fields.map((field, index) => {
            const e = errors.values?.[index];
            const message = e?.name?.message ?? e?.label?.message ?? e?.value?.message ?? e?.unit?.message;
            return (
              <div key={field.id} className="grid gap-1">
                <div className="grid grid-cols-[1fr_1fr_1fr_6rem_auto] items-center gap-2">
                  <Input
                    aria-label={`${text.variable} ${index + 1}`}
                    placeholder={text.variable}
                    className="font-mono"
                    aria-invalid={e?.name ? true : undefined}
                    {...form.register(`values.${index}.name`)}
                  />
                  <Input
                    aria-label={`${text.label} ${index + 1}`}
                    placeholder={text.label}
                    aria-invalid={e?.label ? true : undefined}
                    {...form.register(`values.${index}.label`)}
                  />
                  <Input
                    aria-label={`${text.value} ${index + 1}`}
                    placeholder={text.value}
                    type="number"
                    step="any"
                    className="text-right tabular-nums"
                    aria-invalid={e?.value ? true : undefined}
                    {...form.register(`values.${index}.value`, numeric)}
                  />
                  <Input
                    aria-label={`${text.unit} ${index + 1}`}
                    placeholder={text.unit}
                    {...form.register(`values.${index}.unit`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={text.removeValue(String(index + 1))}
                    disabled={values.fields.length === 1}
                    onClick={() => values.remove(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
                {message && (
                  <p role="alert" className="text-xs text-destructive">
                    {message}
                  </p>
                )}
              </div>
            );
          })}
          {errors.values?.message && (
            <p role="alert" className="text-xs text-destructive">
              {errors.values.message}
            </p>
          )}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => values.append({ name: '', label: '', value: undefined, unit: '' })}
            >
              <Plus aria-hidden />
              {text.addValue}
            </Button>
          </div>
        </fieldset>
        <FormField id={`${id}-formula`} label={text.formula} error={errors.formula?.message}>
          <Input className="font-mono" autoComplete="off" {...form.register('formula')} />
        </FormField>
        <LiveResult formula={form.watch('formula') ?? ''} values={form.watch('values') ?? []} />
        <FormField id={`${id}-remark`} label={text.remark} error={errors.remark?.message}>
          <Input {...form.register('remark')} />
        </FormField>
        <FormActions onCancel={onClose} pending={save.isPending} />
      </form>
    </FormDialog>
  );
};
