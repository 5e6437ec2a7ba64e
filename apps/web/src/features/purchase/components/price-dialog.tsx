import {
  filterPriceInput,
  type PurchaseDetail,
  PurchaseLimits,
  type PurchasePriceForm,
  purchasePriceForm,
} from '@portal/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CountedTextarea } from '@/components/form';
import { contractResolver } from '@/components/form/contract-resolver';
import { FormActions } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useSavePrice } from '../api/purchase';
import { PurchaseText as text } from '../texts';
import { LineDialog } from './line-dialog';

const PriceInfoForm = ({ line, onDone }: { line: PurchaseDetail; onDone: () => void }) => {
  const save = useSavePrice();
  const [capped, setCapped] = useState<string | null>(null);
  // The contract's purchasePriceForm: the line price rule the call's body and the stub use (purchaseLinePrice).
  const form = useForm<PurchasePriceForm, unknown, z.output<typeof purchasePriceForm>>({
    resolver: contractResolver(purchasePriceForm),
    defaultValues: { price: line.price === null ? '' : String(line.price), remark: line.priceRemark ?? '' },
  });
  const remark = form.watch('remark') ?? '';
  const submit = form.handleSubmit(async ({ price, remark }) => {
    await save.mutateAsync({
      detailId: line.id,
      price,
      ...(remark.trim() && { remark: remark.trim() }),
    });
    notify.success(text.saved);
    onDone();
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Controller
        control={form.control}
        name="price"
        render={({ field }) => (
          <FormField
            id="purchase-line-price"
            label={`${text.price}（${line.unit}）`}
            error={errors.price?.message}
            hint={capped ?? undefined}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                // The price float input rule of the material forms: digits, one dot, two decimals, at most 10000.
                const filtered = filterPriceInput(event.target.value);
                if (filtered.message) notify.warning(filtered.message);
                setCapped(filtered.message);
                field.onChange(filtered.value);
              }}
            />
          </FormField>
        )}
      />
      <FormField id="purchase-line-price-remark" label={text.priceRemark} error={errors.remark?.message}>
        <CountedTextarea maxLength={PurchaseLimits.remark} length={remark.length} {...form.register('remark')} />
      </FormField>
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
};

/** 价格信息 (saveOrUpdatePriceInfo): a line's unit price, typed under the price float input rules, and a remark. */
export const PriceDialog = ({ line, onClose }: { line: PurchaseDetail | null; onClose: () => void }) => (
  <LineDialog
    line={line}
    testId="price-dialog"
    className="sm:max-w-md"
    title={(l) => text.priceTitle(l.lineNo)}
    onClose={onClose}
  >
    {(l) => <PriceInfoForm line={l} onDone={onClose} />}
  </LineDialog>
);
