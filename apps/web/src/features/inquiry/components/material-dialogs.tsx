import { type InquiryPrice, InquiryMessages as M, quotePriceForm } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { costDetailQuery, useSaveQuotes } from '../api/inquiry';
import { InquiryText as T } from '../texts';

/** The material a dialog is about, under its title. */
const itemName = (item: InquiryPrice | null) => `${item?.materialCode ?? ''} ${item?.materialName ?? ''}`;

/** 填报价格 of one material: the same price rule as the notice's quote form. */
export const FillPriceDialog = ({ item, onClose }: { item: InquiryPrice | null; onClose: () => void }) => {
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const save = useSaveQuotes();
  const submit = () => {
    // The contract's quotePriceForm: a price is required here, by the quote rule.
    const message = quotePriceForm.safeParse({ price }).error?.issues[0]?.message;
    setError(message);
    if (message) return;
    save.mutate([{ id: item?.id ?? 0, price: Number(price) }], {
      onSuccess: () => {
        notify.success(M.saved);
        onClose();
      },
    });
  };
  return (
    <FormDialog
      open={item !== null}
      title={T.fillTitle}
      description={itemName(item)}
      className="sm:max-w-md"
      onClose={onClose}
    >
      <FormField id={id} label={T.fields.price} error={error}>
        <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
      </FormField>
      <FormActions onCancel={onClose} pending={save.isPending} onSubmit={submit} />
    </FormDialog>
  );
};

const CostBody = ({ id }: { id: number }) => {
  const { data } = useQuery(costDetailQuery(id));
  if (!data) return null;
  return (
    <dl className="grid gap-2 text-sm">
      {data.items.map((line) => (
        <div key={line.name} className="flex justify-between border-b pb-1">
          <dt className="text-muted-foreground">{line.name}</dt>
          <dd className="tabular-nums">{formatNumber(line.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between pt-1 font-semibold">
        <dt>{T.totalCost}</dt>
        <dd className="tabular-nums" data-testid="cost-total">
          {formatNumber(data.totalCost)}
        </dd>
      </div>
    </dl>
  );
};

/** 成本明细: the cost lines of a material and its packaged price. */
export const CostDialog = ({ item, onClose }: { item: InquiryPrice | null; onClose: () => void }) => (
  <FormDialog
    open={item !== null}
    title={T.costTitle}
    description={itemName(item)}
    className="sm:max-w-md"
    onClose={onClose}
  >
    {item && <CostBody id={item.id} />}
  </FormDialog>
);
