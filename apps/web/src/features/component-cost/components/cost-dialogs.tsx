import {
  api,
  auditBody,
  auditRemarkLimit,
  closeBody,
  costConfirmForm,
  costFactoriesInput,
  costItemAmount,
  costTotal,
  ComponentCostMessages as M,
} from '@portal/contract';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useCallMutation } from '@/api/mutations';
import { CountedTextarea, contractResolver, FactoryPicker } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatNumber } from '@/lib/format';
import { costWritesInvalidate } from '../api/component-cost';
import { CostText as text } from '../texts';
import type { CostRow } from './cost-table';
import { useShoeFactories } from './use-shoe-factories';

interface Closable {
  onClose: () => void;
}

/** 更换鞋厂: the factories of every chosen cost. 全部鞋厂 sends every factory. */
export const FactoriesDialog = ({ ids, initial, onClose }: Closable & { ids: number[]; initial: string[] }) => {
  const [codes, setCodes] = useState(initial);
  const [all, setAll] = useState(false);
  const [error, setError] = useState<string>();
  const write = useCallMutation(api.componentCost.setCostShoeFactorys, {
    invalidates: costWritesInvalidate,
    success: M.factoriesSet,
  });
  const everyFactory = useShoeFactories().map((f) => f.value);
  const id = useId();
  const save = async (factories: string[]) => {
    // The call's own body (costFactoriesInput): at least one factory.
    const checked = costFactoriesInput.safeParse({ ids, shoeFactoryCodes: factories });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    await write.mutateAsync({ body: checked.data });
    onClose();
  };
  return (
    <FormDialog
      open
      title={text.setFactories}
      description={text.setFactoriesDescription(ids.length)}
      className="sm:max-w-3xl"
      onClose={onClose}
    >
      <FactoryPicker
        id={id}
        label={text.factories}
        error={error}
        value={codes}
        onChange={(next) => {
          setCodes(next);
          setError(undefined);
        }}
        all={all}
        onAllChange={setAll}
      />
      <FormActions
        onCancel={onClose}
        submitLabel={text.save}
        pending={write.isPending}
        onSubmit={() => void save(all ? everyFactory : codes).catch(() => {})}
      />
    </FormDialog>
  );
};

/** 主管审核 and 关闭询价: a remark and the decision. */
export const RemarkDialog = ({ kind, ids, onClose }: Closable & { kind: 'audit' | 'close'; ids: number[] }) => {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const audit = useCallMutation(api.componentCost.supervisorAudit, {
    invalidates: costWritesInvalidate,
    success: M.audited,
  });
  const close = useCallMutation(api.componentCost.closeInquiry, {
    invalidates: costWritesInvalidate,
    success: M.closed,
  });
  const id = useId();
  const run = async (pass?: boolean) => {
    // The calls' own bodies: a rejection needs a remark (auditBody), a close reason is optional (closeBody).
    const checked =
      kind === 'audit'
        ? auditBody.safeParse({ ids, pass: pass ?? true, auditRemark: remark })
        : closeBody.safeParse({ ids, closeReason: remark });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    if (kind === 'audit')
      await audit.mutateAsync({ body: { ids, pass: pass ?? true, auditRemark: remark.trim() || undefined } });
    else await close.mutateAsync({ body: { ids, closeReason: remark.trim() || undefined } });
    onClose();
  };
  const pending = audit.isPending || close.isPending;
  return (
    <FormDialog
      open
      title={kind === 'audit' ? text.audit : text.close}
      description={kind === 'audit' ? text.auditDescription : text.closeDescription}
      className="sm:max-w-lg"
      onClose={onClose}
    >
      <FormField id={id} label={kind === 'audit' ? text.auditRemark : text.closeReason} error={error}>
        <CountedTextarea
          maxLength={auditRemarkLimit}
          length={remark.length}
          value={remark}
          onChange={(event) => {
            setRemark(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <FormActions onCancel={onClose}>
        {kind === 'audit' ? (
          <>
            <Button variant="destructive" pending={pending} onClick={() => void run(false).catch(() => {})}>
              {text.reject}
            </Button>
            <Button pending={pending} onClick={() => void run(true).catch(() => {})}>
              {text.pass}
            </Button>
          </>
        ) : (
          <Button pending={pending} onClick={() => void run().catch(() => {})}>
            {text.close}
          </Button>
        )}
      </FormActions>
    </FormDialog>
  );
};

/** 填写并确认: every line's usage, unit price and loss; the amounts and the total follow as the user types. */
export const FillDialog = ({ cost, onClose }: Closable & { cost: CostRow }) => {
  const write = useCallMutation(api.componentCost.confirmOne, {
    invalidates: costWritesInvalidate,
    success: M.confirmed,
  });
  const form = useForm({
    resolver: contractResolver(costConfirmForm),
    // A value out of its range is named as it is typed (not when the first field, focused on opening, is left).
    mode: 'onChange',
    defaultValues: {
      items: cost.items.map((i) => ({
        id: i.id,
        usage: i.usage ?? undefined,
        unitPrice: i.unitPrice ?? undefined,
        lossRate: i.lossRate,
      })),
      remark: cost.remark ?? '',
    },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'items' });
  const values = form.watch('items');
  const numberOr = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const lines = values.map((v) => ({
    usage: numberOr(v.usage),
    unitPrice: numberOr(v.unitPrice),
    lossRate: numberOr(v.lossRate) ?? 0,
  }));
  const total = costTotal(lines);
  const submit = form.handleSubmit(async (body) => {
    await write.mutateAsync({ params: { id: cost.id }, body }).then(onClose, () => {});
  });
  const errors = form.formState.errors.items;
  const remarkId = useId();
  const numberField = (index: number, name: 'usage' | 'unitPrice' | 'lossRate', label: string) => (
    <Input
      type="number"
      step="any"
      inputMode="decimal"
      aria-label={`${cost.items[index]?.itemName} ${label}`}
      aria-invalid={errors?.[index]?.[name] ? true : undefined}
      className="h-8 text-right tabular-nums"
      {...form.register(`items.${index}.${name}`, {
        setValueAs: (v) => (v === '' || v === null ? undefined : Number(v)),
      })}
    />
  );
  return (
    <FormDialog
      open
      title={`${text.fillAndConfirm} ${cost.costNo}`}
      description={text.fillDescription}
      className="sm:max-w-3xl"
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={text.fillAndConfirm}>
        <Table aria-label={text.items}>
          <TableHeader>
            <TableRow>
              <TableHead>{text.itemName}</TableHead>
              <TableHead className="w-24 text-right">{text.usage}</TableHead>
              <TableHead className="w-28 text-right">{text.unitPrice}</TableHead>
              <TableHead className="w-24 text-right">{text.lossRate}</TableHead>
              <TableHead className="w-24 text-right">{text.amount}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {fields.map((field, index) => {
              const item = cost.items[index]!;
              const amount = costItemAmount(lines[index]!);
              const message = ['usage', 'unitPrice', 'lossRate']
                .map((n) => errors?.[index]?.[n as 'usage']?.message)
                .find(Boolean);
              return (
                <TableRow key={field.id}>
                  <TableCell>
                    <div className="font-medium">{item.itemName}</div>
                    <div className="text-xs text-muted-foreground">
                      {displayText(item.materialCode)} · {item.unit}
                    </div>
                    {message && (
                      <p role="alert" className="text-xs text-destructive">
                        {message}
                      </p>
                    )}
                  </TableCell>
                  <TableCell>{numberField(index, 'usage', text.usage)}</TableCell>
                  <TableCell>{numberField(index, 'unitPrice', text.unitPrice)}</TableCell>
                  <TableCell>{numberField(index, 'lossRate', text.lossRate)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {amount === null ? displayText(null) : formatNumber(amount)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <p className="text-right text-sm font-medium" aria-live="polite">
          {text.total}：{total === null ? displayText(null) : formatNumber(total)} 元
        </p>
        <FormField id={remarkId} label={text.remark} error={form.formState.errors.remark?.message}>
          <CountedTextarea maxLength={500} length={(form.watch('remark') ?? '').length} {...form.register('remark')} />
        </FormField>
        <FormActions onCancel={onClose} submitLabel={text.confirm} pending={write.isPending} />
      </form>
    </FormDialog>
  );
};
