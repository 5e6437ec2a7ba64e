import {
  PurchaseMessages,
  type PurchaseOrderDetail,
  type PurchasePlansInput,
  purchasePlansForm,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '@/components/form/contract-resolver';
import { sizeQuantityValue } from '@/components/form/size-quantity-inputs';
import { SmallField } from '@/components/form/small-field';
import { Button } from '@/components/ui/button';
import { FormActions, FormDialog, useFormGuard } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { purchaseDetailQuery, useSavePlans } from '../api/purchase';
import { PurchaseText as text } from '../texts';

/** The plans the form starts with: the saved ones, or one per line with every size on the delivery date. */
const initialPlans = (o: PurchaseOrderDetail): PurchasePlansInput => ({
  purchaseId: o.id,
  plans: o.plans.length
    ? o.plans.map((p) => ({ detailId: p.detailId, planDate: p.planDate, sizes: p.sizes, remark: p.remark ?? '' }))
    : o.details.map((l) => ({
        detailId: l.id,
        planDate: (o.deliveryDate ?? '').slice(0, 10),
        sizes: l.sizes.map((s) => ({ size: s.size, quantity: s.quantity })),
        remark: '',
      })),
});

const PlanForm = ({ order, onDone }: { order: PurchaseOrderDetail; onDone: () => void }) => {
  const save = useSavePlans();
  const form = useForm<PurchasePlansInput>({
    // The contract's purchasePlansForm: the body's rules and the plans adding up (planSumRefusal, as the stub judges).
    resolver: contractResolver(purchasePlansForm(order.details)),
    defaultValues: initialPlans(order),
  });
  // Unsaved changes: the dialog asks before discarding them.
  useFormGuard(form);
  const plans = useFieldArray({ control: form.control, name: 'plans' });
  const watched = useWatch({ control: form.control, name: 'plans' }) ?? [];
  const sum = (detailId: number) =>
    watched
      .filter((p) => p.detailId === detailId)
      .flatMap((p) => p.sizes)
      .reduce((s, x) => s + (Number(x.quantity) || 0), 0);
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync(body);
    notify.success(PurchaseMessages.plansSaved);
    onDone();
  });
  const addPlan = (detailId: number) => {
    const line = order.details.find((l) => l.id === detailId)!;
    plans.append({ detailId, planDate: '', sizes: line.sizes.map((s) => ({ size: s.size, quantity: 0 })), remark: '' });
  };
  const error = form.formState.errors;
  // A rule over all the plans (planSumRefusal) lands on the field array itself: the resolver keeps it as its root.
  const planError = error.root?.message ?? error.plans?.root?.message ?? error.plans?.message;

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={text.plan} noValidate>
      {order.details.map((line) => {
        const planned = sum(line.id);
        return (
          <fieldset key={line.id} className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-semibold">
              <span
                className={cn(planned !== line.quantity && 'text-destructive')}
                data-testid={`plan-sum-${line.lineNo}`}
              >
                {text.planOf(line.lineNo, planned, line.quantity)}
              </span>
              <span className="ml-2 font-normal text-muted-foreground">
                {[line.materialSubCode, line.colorName].filter(Boolean).join(' / ')}
              </span>
            </legend>
            {plans.fields.map((field, index) =>
              field.detailId !== line.id ? null : (
                <div key={field.id} className="flex flex-wrap items-end gap-2">
                  <SmallField label={text.planDate} error={error.plans?.[index]?.planDate?.message}>
                    {(id) => (
                      <Input id={id} type="date" className="w-40" {...form.register(`plans.${index}.planDate`)} />
                    )}
                  </SmallField>
                  {field.sizes.map((size, s) => (
                    <SmallField key={size.size} label={`${text.size} ${size.size}`}>
                      {(id) => (
                        <Input
                          id={id}
                          type="number"
                          min={0}
                          className="w-20"
                          {...form.register(`plans.${index}.sizes.${s}.quantity`, sizeQuantityValue)}
                        />
                      )}
                    </SmallField>
                  ))}
                  <SmallField label={text.remark}>
                    {(id) => <Input id={id} className="w-32" {...form.register(`plans.${index}.remark`)} />}
                  </SmallField>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`${text.removePlan} ${index + 1}`}
                    onClick={() => plans.remove(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              ),
            )}
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => addPlan(line.id)}>
              <Plus aria-hidden />
              {text.addPlan}
            </Button>
          </fieldset>
        );
      })}
      {planError && (
        <p role="alert" className="text-sm text-destructive">
          {planError}
        </p>
      )}
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
};

/** 交付计划: dates and quantities per size for each line; per line and size they add up to what was ordered. */
export const PlanDialog = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { data: order } = useQuery({ ...purchaseDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <FormDialog
      open={id !== null}
      title={`${text.plan} ${order?.purchaseNo ?? ''}`}
      description={PurchaseMessages.planSumMismatch}
      className="max-h-[90vh] overflow-y-auto sm:max-w-4xl"
      testId="plan-dialog"
      onClose={onClose}
    >
      {order && order.id === id && <PlanForm order={order} onDone={onClose} />}
    </FormDialog>
  );
};
