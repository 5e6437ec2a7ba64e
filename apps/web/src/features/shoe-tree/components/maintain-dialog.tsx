import { ShoeTreeMessages as M, maintainFormSchema, ShoeTreeLimits } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus, Save, X } from 'lucide-react';
import { useId } from 'react';
import { useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { CountedTextarea, contractResolver, GroupField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormActions, FormDialog, useFormGuard } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FileUpload } from '@/components/uploads';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { shoeTreeDetailQuery, useMaintain } from '../api/shoe-tree';
import { ShoeTreeText as text } from '../texts';

type Values = { sizes: { size: string; quantity: number }[]; imgs: { id: string; fileName: string }[]; remark: string };

/** The contract's maintenance rules (sizes, image count, remark), on the form's own shape (images as files). */
const resolver = contractResolver(maintainFormSchema, {
  toBody: (values: Values) => ({ sizes: values.sizes, imgIds: values.imgs.map((f) => f.id), remark: values.remark }),
  fieldOf: ([field, ...rest]) => [field === 'imgIds' ? 'imgs' : field, ...rest].map(String).join('.'),
});

const Form = ({ id, initial, onClose }: { id: number; initial: Values; onClose: () => void }) => {
  const formId = useId();
  const maintain = useMaintain();
  const form = useForm({ resolver, defaultValues: initial });
  // Unsaved changes: the dialog asks before discarding them.
  useFormGuard(form);
  const rows = useFieldArray({ control: form.control, name: 'sizes' });
  const imgs = useController({ control: form.control, name: 'imgs' });
  const remark = useWatch({ control: form.control, name: 'remark' });
  const { errors } = form.formState;
  const sizesError = errors.sizes?.root?.message ?? errors.sizes?.message;
  const save = form.handleSubmit(async (body) => {
    await maintain.mutateAsync({ id, ...body });
    notify.success(M.saved);
    onClose();
  });
  return (
    <form onSubmit={(e) => void save(e).catch(() => {})} className="grid gap-4" aria-label={text.maintain} noValidate>
      <GroupField id={`${formId}-sizes`} label={text.recordSizes} error={sizesError}>
        <div className="grid gap-2 sm:grid-cols-2">
          {[0, 1].map((column) => (
            <div
              key={column}
              aria-hidden
              className={cn('flex gap-2 text-xs text-muted-foreground', column === 1 && 'hidden sm:flex')}
            >
              <span className="w-24">{text.size}</span>
              <span className="w-24">{text.pairs}</span>
            </div>
          ))}
          {rows.fields.map((field, i) => (
            <div key={field.id} className="flex items-start gap-2">
              <Input
                aria-label={text.sizeField(i)}
                className="w-24"
                aria-invalid={errors.sizes?.[i]?.size ? true : undefined}
                {...form.register(`sizes.${i}.size`)}
              />
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                aria-label={text.pairsField(i)}
                className="w-24"
                aria-invalid={errors.sizes?.[i]?.quantity ? true : undefined}
                {...form.register(`sizes.${i}.quantity`, { valueAsNumber: true })}
              />
              <Button variant="ghost" size="icon" aria-label={text.removeSize(i)} onClick={() => rows.remove(i)}>
                <X aria-hidden />
              </Button>
              {(errors.sizes?.[i]?.size?.message || errors.sizes?.[i]?.quantity?.message) && (
                <p role="alert" className="self-center text-xs text-destructive">
                  {errors.sizes?.[i]?.size?.message ?? errors.sizes?.[i]?.quantity?.message}
                </p>
              )}
            </div>
          ))}
        </div>
        <div>
          <Button variant="outline" size="sm" onClick={() => rows.append({ size: '', quantity: 0 })}>
            <Plus aria-hidden />
            {text.addSize}
          </Button>
        </div>
      </GroupField>
      <GroupField id={`${formId}-imgs`} label={text.images} error={errors.imgs?.message}>
        <FileUpload
          businessType="shoeTreeFile"
          label={text.uploadImages}
          maxCount={ShoeTreeLimits.images}
          value={imgs.field.value}
          onChange={imgs.field.onChange}
        />
      </GroupField>
      <FormField id={`${formId}-remark`} label={text.maintainRemark} error={errors.remark?.message}>
        <CountedTextarea
          rows={3}
          maxLength={ShoeTreeLimits.remark}
          length={remark.length}
          {...form.register('remark')}
        />
      </FormField>
      <FormActions
        onCancel={onClose}
        pending={maintain.isPending}
        submitLabel={
          <>
            {!maintain.isPending && <Save aria-hidden />}
            {text.save}
          </>
        }
      />
    </form>
  );
};

/** 鞋楦信息维护: sizes and pairs, images and a remark; saving leaves a 维护 record. */
export const MaintainDialog = ({
  last,
  onClose,
}: {
  last: { id: number; shoeTreeCode: string } | null;
  onClose: () => void;
}) => {
  const detail = useQuery({ ...shoeTreeDetailQuery(last?.id ?? 0), enabled: last !== null });
  const d = detail.data;
  return (
    <FormDialog
      open={last !== null}
      title={last && text.maintainTitle(last.shoeTreeCode)}
      description={text.maintainDescription}
      className="sm:max-w-3xl"
      testId="maintain-dialog"
      keepOnOutsideClick
      onClose={onClose}
    >
      {last && d && d.id === last.id ? (
        <Form
          key={last.id}
          id={last.id}
          initial={{
            sizes: d.sizes.map(({ size, quantity }) => ({ size, quantity })),
            imgs: d.imgs,
            remark: d.remark ?? '',
          }}
          onClose={onClose}
        />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {detail.isError ? text.loadFailed : text.loading}
        </p>
      )}
    </FormDialog>
  );
};
