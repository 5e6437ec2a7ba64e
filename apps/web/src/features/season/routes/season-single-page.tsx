import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SeasonDeliveryInput,
  SeasonMessages,
  SeasonOrderTypeText,
  seasonDeliveryInput,
  seasonLifecycle,
} from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { exceedsLeft, QuantitySubmit, SizeQuantityInputs } from '@/components/form/size-quantity-inputs';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useDeliver, useSeasonOrder, useSeasonSizes } from '../api/season';
import { idFrom, SeasonHeader } from '../components/season-header';
import { SeasonText as text } from '../texts';

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

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
  const left = sizes.map((s) => ({ size: s.size, left: s.quantity - s.deliveredQuantity }));
  const form = useForm<SeasonDeliveryInput>({
    resolver: zodResolver(seasonDeliveryInput),
    defaultValues: {
      seasonId: id,
      deliverDate: today(),
      logisticsNo: '',
      remark: '',
      sizes: sizes.map((s) => ({ size: s.size, quantity: 0 })),
    },
  });
  const submit = form.handleSubmit(async (body) => {
    const given = body.sizes.filter((s) => (Number(s.quantity) || 0) > 0);
    if (given.length === 0) return form.setError('root', { message: SeasonMessages.deliverEmpty });
    if (exceedsLeft(given, left)) return form.setError('root', { message: SeasonMessages.deliverExceeds });
    await deliver.mutateAsync({ type, body: { ...body, sizes: given } });
    notify.success(SeasonMessages.delivered);
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={text.deliverTitle(SeasonOrderTypeText[type])}>
      <Card className="p-4">
        <SizeQuantityInputs
          sizes={left}
          field={(i) => form.register(`sizes.${i}.quantity`, { valueAsNumber: true })}
          label={(size, n) => `${text.size} ${size} (${text.remaining} ${n})`}
        />
      </Card>
      <Card className="grid gap-3 p-4 sm:grid-cols-3">
        <FormField id="season-deliver-date" label={text.deliverDate} error={errors.deliverDate?.message}>
          <Input type="date" {...form.register('deliverDate')} />
        </FormField>
        <FormField id="season-logistics" label={text.logisticsNo}>
          <Input {...form.register('logisticsNo')} />
        </FormField>
        <FormField id="season-deliver-remark" label={text.remark}>
          <Input {...form.register('remark')} />
        </FormField>
        <QuantitySubmit label={text.submitDelivery} pending={deliver.isPending} error={errors.root?.message} />
      </Card>
    </form>
  );
};

/** seasonSingle 采购调料单: deliver one order (大货 or 样品) by size. */
export const SeasonSinglePage = () => {
  const [search] = useSearchParams();
  const id = idFrom(search);
  const { data: order } = useSeasonOrder(id);
  const sizes = useSeasonSizes(id).data;
  if (!order || !sizes) return <p className="text-sm text-muted-foreground">{id ? '' : text.missing}</p>;
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
