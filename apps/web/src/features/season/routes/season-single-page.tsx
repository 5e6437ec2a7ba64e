import {
  chinaDay,
  leftToDeliver,
  type SeasonDeliveryInput,
  SeasonLimits,
  SeasonMessages,
  SeasonOrderTypeText,
  seasonDeliveryForm,
  seasonLifecycle,
} from '@portal/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { contractResolver } from '@/components/form/contract-resolver';
import { focusFirstInvalid } from '@/components/form/focus-invalid';
import { QuantitySubmit, SizeQuantityInputs, sizeQuantityValue } from '@/components/form/size-quantity-inputs';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useDeliver, useSeasonOrder, useSeasonSizes } from '../api/season';
import { idFrom, SeasonHeader, SeasonNotFound } from '../components/season-header';
import { SeasonText as text } from '../texts';

const DeliveryForm = ({
  id,
  type,
  sizes,
}: {
  id: number;
  type: 'product' | 'sample';
  sizes: { size: string; quantity: number; deliveredQuantity: number }[];
}) => {
  const deliver = useDeliver();
  const left = sizes.map((s) => ({ size: s.size, left: leftToDeliver(s) }));
  // The contract's seasonDeliveryForm, the rule the stub's handler judges with (deliveryIssues): each size at its
  // own field as it is typed.
  const form = useForm<SeasonDeliveryInput>({
    resolver: contractResolver(seasonDeliveryForm(sizes)),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      seasonId: id,
      deliverDate: chinaDay(),
      logisticsNo: '',
      remark: '',
      sizes: sizes.map((s) => ({ size: s.size, quantity: 0 })),
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(
    async (body) => {
      const given = body.sizes.filter((s) => s.quantity > 0);
      await deliver.mutateAsync({ type, body: { ...body, sizes: given } });
      notify.success(SeasonMessages.delivered);
    },
    () => focusFirstInvalid(formRef.current),
  );
  const errors = form.formState.errors;
  // A rule over all the sizes (nothing given) lands on the sizes themselves: the resolver keeps it as their root.
  const deliverError = errors.root?.message ?? errors.sizes?.root?.message ?? errors.sizes?.message;
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={text.deliverTitle(SeasonOrderTypeText[type])}
    >
      <Card className="p-4">
        <SizeQuantityInputs
          sizes={left}
          field={(i) => form.register(`sizes.${i}.quantity`, sizeQuantityValue)}
          label={(size, n) => `${text.size} ${size} (${text.remaining} ${n})`}
          error={(i) => errors.sizes?.[i]?.quantity?.message}
        />
      </Card>
      <Card className="grid gap-3 p-4 sm:grid-cols-3">
        <FormField id="season-deliver-date" label={text.deliverDate} error={errors.deliverDate?.message}>
          <Input type="date" {...form.register('deliverDate')} />
        </FormField>
        <FormField id="season-logistics" label={text.logisticsNo} error={errors.logisticsNo?.message}>
          <Input maxLength={SeasonLimits.logisticsNo} {...form.register('logisticsNo')} />
        </FormField>
        <FormField id="season-deliver-remark" label={text.remark} error={errors.remark?.message}>
          <Input maxLength={SeasonLimits.remark} {...form.register('remark')} />
        </FormField>
        <QuantitySubmit label={text.submitDelivery} pending={deliver.isPending} error={deliverError} />
      </Card>
    </form>
  );
};

/** seasonSingle 采购调料单: deliver one order (大货 or 样品) by size. */
export const SeasonSinglePage = () => {
  const [search] = useSearchParams();
  const id = idFrom(search);
  const { data: order, isPending } = useSeasonOrder(id);
  const sizes = useSeasonSizes(id).data;
  if (!id) return <p className="text-sm text-muted-foreground">{text.missing}</p>;
  // Not there (another supplier's order, a wrong id): a not-found screen, not a blank page.
  if (!order) return isPending ? null : <SeasonNotFound />;
  if (!sizes) return null;
  const open = seasonLifecycle.can('deliver', order.status);
  const version = sizes.map((s) => s.deliveredQuantity).join(',');
  return (
    <div className="grid gap-5">
      <SeasonHeader title={text.deliverTitle(SeasonOrderTypeText[order.orderType])} order={order} />
      {open ? (
        <DeliveryForm key={version} id={order.id} type={order.orderType} sizes={sizes} />
      ) : (
        <p className="text-sm text-muted-foreground">{seasonLifecycle.actions.deliver.refused}</p>
      )}
    </div>
  );
};
