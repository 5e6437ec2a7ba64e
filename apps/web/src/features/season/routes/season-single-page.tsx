import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SeasonDeliveryInput,
  SeasonMessages,
  SeasonOrderTypeText,
  type SeasonStatusValue,
  seasonDeliveryInput,
  seasonLifecycle,
} from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatNumber } from '@/lib/format';
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
    if (
      given.some((s) => {
        const o = sizes.find((x) => x.size === s.size);
        return !o || s.quantity > o.quantity - o.deliveredQuantity;
      })
    )
      return form.setError('root', { message: SeasonMessages.deliverExceeds });
    await deliver.mutateAsync({ type, body: { ...body, sizes: given } });
    notify.success(SeasonMessages.delivered);
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={text.deliverTitle(SeasonOrderTypeText[type])}>
      <Card className="flex flex-row flex-wrap gap-3 p-4">
        {sizes.map((s, i) => {
          const left = s.quantity - s.deliveredQuantity;
          const inputId = `season-size-${s.size}`;
          return (
            <div key={s.size} className="grid gap-1">
              <Label htmlFor={inputId} className="text-xs font-normal text-muted-foreground">
                {`${text.size} ${s.size} (${text.remaining} ${formatNumber(left)})`}
              </Label>
              <Input
                id={inputId}
                type="number"
                min={0}
                max={left}
                disabled={left <= 0}
                className="w-24"
                {...form.register(`sizes.${i}.quantity`, { valueAsNumber: true })}
              />
            </div>
          );
        })}
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
        <div className="flex items-center gap-3 sm:col-span-3">
          <Button type="submit" pending={deliver.isPending}>
            {text.submitDelivery}
          </Button>
          {errors.root?.message && (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          )}
        </div>
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
  const open = seasonLifecycle.can('deliver', order.status as SeasonStatusValue);
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
