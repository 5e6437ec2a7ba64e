import {
  chinaDay,
  leftToShip,
  type PurchaseDetail,
  PurchaseLineStatus,
  PurchaseMessages,
  type PurchaseOrder,
  type SizeShipmentInput,
  sizeShipmentForm,
} from '@portal/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/form/contract-resolver';
import { focusFirstInvalid } from '@/components/form/focus-invalid';
import { QuantitySubmit, SizeQuantityInputs, sizeQuantityValue } from '@/components/form/size-quantity-inputs';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useShip } from '../api/purchase';
import { PurchaseText as text } from '../texts';
import { PurchaseStatusBadge } from './purchase-columns';

export interface ShipmentOrder {
  purchase: PurchaseOrder;
  details: PurchaseDetail[];
}

/** What is left of each size of a line. */
const sizesLeft = (l: PurchaseDetail) => l.sizes.map((s) => ({ size: s.size, left: leftToShip(s) }));
const openLines = (o: ShipmentOrder) => o.details.filter((l) => l.status === PurchaseLineStatus.open);

const emptyLines = (orders: readonly ShipmentOrder[]): SizeShipmentInput['lines'] =>
  orders.flatMap((o) =>
    openLines(o).map((l) => ({
      purchaseId: o.purchase.id,
      detailId: l.id,
      sizes: l.sizes.map((s) => ({ size: s.size, quantity: 0 })),
    })),
  );

/**
 * 调料单交付页面's form: for each open line of each order, how many of each size go out now (never more than
 * what remains), with the ship date and the carrier. One order is a single shipment, several a merged one.
 */
export const ShipmentForm = ({ orders }: { orders: readonly ShipmentOrder[] }) => {
  const ship = useShip();
  // The contract's sizeShipmentForm, the rule the stub's handler judges with (shipmentIssues): each size at its own
  // field as it is typed, naming the size and what is left of it.
  const form = useForm<SizeShipmentInput>({
    resolver: contractResolver(sizeShipmentForm(orders.flatMap(openLines))),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: { shipDate: chinaDay(), logisticsCompany: '', logisticsNo: '', lines: emptyLines(orders) },
  });
  const lineIndex = new Map(form.getValues('lines').map((l, i) => [l.detailId, i]));
  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(
    async (body) => {
      const lines = body.lines
        .map((l) => ({ ...l, sizes: l.sizes.filter((s) => s.quantity > 0) }))
        .filter((l) => l.sizes.length > 0);
      await ship.mutateAsync({ ...body, lines });
      notify.success(PurchaseMessages.shipped);
      form.reset({
        ...body,
        lines: body.lines.map((l) => ({ ...l, sizes: l.sizes.map((s) => ({ ...s, quantity: 0 })) })),
      });
    },
    () => focusFirstInvalid(formRef.current),
  );
  const errors = form.formState.errors;
  // A rule over all the lines (nothing to ship) lands on the lines themselves: the resolver keeps it as their root.
  const shipError = errors.root?.message ?? errors.lines?.root?.message ?? errors.lines?.message;

  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-4" aria-label={text.ship} noValidate>
      {orders.map((o) => (
        <Card key={o.purchase.id} className="gap-3 p-4" data-testid={`ship-order-${o.purchase.purchaseNo}`}>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
            <strong className="text-base">{o.purchase.purchaseNo}</strong>
            <PurchaseStatusBadge status={o.purchase.status} />
            <span>{o.purchase.shoeFactoryName}</span>
            <span>{`${o.purchase.materialCode} ${o.purchase.materialName}`}</span>
            <span>
              {text.remaining}:{' '}
              <strong data-testid={`remaining-${o.purchase.purchaseNo}`}>
                {formatNumber(o.purchase.remainingQuantity)}
              </strong>
              {` / ${formatNumber(o.purchase.quantity)} ${o.purchase.unit}`}
            </span>
            {o.purchase.dueDate && <span>{`${text.dueDate}: ${o.purchase.dueDate}`}</span>}
          </div>
          {openLines(o).length === 0 && <p className="text-sm text-muted-foreground">{text.nothingToShip}</p>}
          {openLines(o).map((line) => {
            const index = lineIndex.get(line.id);
            if (index === undefined) return null;
            return (
              <fieldset key={line.id} className="grid gap-2 rounded-md border p-3">
                <legend className="px-1 text-sm font-medium">
                  {`${text.lineNo} ${line.lineNo} · ${[line.materialSubCode, line.colorName, line.width].filter(Boolean).join(' / ')}`}
                </legend>
                <SizeQuantityInputs
                  sizes={sizesLeft(line)}
                  field={(s) => form.register(`lines.${index}.sizes.${s}.quantity`, sizeQuantityValue)}
                  label={(size, left) => `${text.size} ${size} (${text.remaining} ${left})`}
                  testId={(size) => `ship-${line.lineNo}-${size}`}
                  error={(s) => errors.lines?.[index]?.sizes?.[s]?.quantity?.message}
                />
                {errors.lines?.[index]?.message && (
                  <p role="alert" className="text-sm text-destructive">
                    {errors.lines[index].message}
                  </p>
                )}
              </fieldset>
            );
          })}
        </Card>
      ))}
      <Card className="grid gap-3 p-4 sm:grid-cols-3">
        <FormField id="ship-date" label={text.shipDate} error={errors.shipDate?.message}>
          <Input type="date" {...form.register('shipDate')} />
        </FormField>
        <FormField id="ship-company" label={text.logisticsCompany} error={errors.logisticsCompany?.message}>
          <Input {...form.register('logisticsCompany')} />
        </FormField>
        <FormField id="ship-no" label={text.logisticsNo} error={errors.logisticsNo?.message}>
          <Input {...form.register('logisticsNo')} />
        </FormField>
        <QuantitySubmit label={text.submitShipment} pending={ship.isPending} error={shipError} />
      </Card>
    </form>
  );
};
