import { type InquiryPrice, InquiryMessages as M } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus, Send, Sparkles, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import {
  prescriptionsQuery,
  soleComponentsQuery,
  soleFieldsQuery,
  useMatchSole,
  useSaveSole,
  useSubmitSole,
} from '../api/inquiry';
import { InquiryText as T } from '../texts';
import {
  checkSoleRows,
  emptySoleRow,
  rowCost,
  type SoleErrors,
  type SoleField,
  type SoleRow,
  soleCost,
  soleRows,
  withMatchedPrices,
} from './sole-form';

/** The contract bounds a sole to 30 components. */
const maxComponents = 30;
const soleFields: readonly SoleField[] = ['componentName', 'materialCode', 'weight', 'unitPrice'];

const SoleEditor = ({
  item,
  editable,
  initial,
  onClose,
}: {
  item: InquiryPrice;
  editable: boolean;
  initial: SoleRow[];
  onClose: () => void;
}) => {
  const { data: fields = [] } = useQuery(soleFieldsQuery);
  const { data: prescriptions = [] } = useQuery({ ...prescriptionsQuery, enabled: editable });
  const [rows, setRows] = useState<SoleRow[]>(initial.length ? initial : [emptySoleRow()]);
  const [errors, setErrors] = useState<SoleErrors>([]);
  const listId = useId();
  const columns = soleFields.map((field) => ({
    field,
    def: fields.find((f) => f.field === field),
  }));

  const update = (index: number, field: SoleField, value: string) => {
    setRows((current) => current.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
    setErrors((current) => current.map((e, i) => (i === index ? { ...e, [field]: undefined } : e)));
  };
  const checked = () => {
    const result = checkSoleRows(rows);
    setErrors(result.ok ? [] : result.errors);
    return result.ok ? result.components : null;
  };

  const save = useSaveSole(item.id);
  const submit = useSubmitSole(item.id);
  // 匹配单价 saves the components first; the matched prices fill the empty cells.
  const match = useMatchSole(item.id);

  const onSave = () => {
    const components = checked();
    if (components) save.mutate(components, { onSuccess: () => notify.success(M.saved) });
  };
  const onMatch = () => {
    const components = checked();
    if (components)
      match.mutate(components, {
        onSuccess: (matched) => {
          setRows((current) => withMatchedPrices(current, matched.components));
          notify.success(T.sole.matched(matched.components.filter((c) => c.unitPrice !== null).length));
        },
      });
  };
  const onSubmit = () => {
    const components = checked();
    if (components)
      submit.mutate(components, {
        onSuccess: ({ price }) => {
          notify.success(T.sole.submitted(formatNumber(price)));
          onClose();
        },
      });
  };

  return (
    <>
      <div className="grid gap-3 overflow-y-auto px-4 py-4 sm:px-6">
        <div className="overflow-x-auto rounded-md border">
          <Table aria-label={T.sole.table}>
            <TableHeader>
              <TableRow>
                {columns.map(({ field, def }) => (
                  <TableHead key={field} className={field === 'componentName' ? 'min-w-40' : 'min-w-28'}>
                    {def?.label ?? field}
                    {def?.required && <span className="ml-0.5 text-destructive">*</span>}
                  </TableHead>
                ))}
                <TableHead className="text-right">{T.sole.cost}</TableHead>
                {editable && <TableHead className="w-12" />}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.key} data-testid="sole-row">
                  {columns.map(({ field, def }) => {
                    const error = errors[index]?.[field];
                    const id = `${row.key}-${field}`;
                    return (
                      <TableCell key={field} className="align-top">
                        {editable ? (
                          <div className="grid gap-1">
                            <Input
                              id={id}
                              value={row[field]}
                              inputMode={def?.type === 'number' ? 'decimal' : undefined}
                              list={field === 'componentName' ? listId : undefined}
                              aria-label={`${T.sole.row(index + 1)} ${def?.label ?? field}`}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${id}-message` : undefined}
                              onChange={(e) => update(index, field, e.target.value)}
                            />
                            {error && (
                              <p id={`${id}-message`} role="alert" className="text-xs text-destructive">
                                {error}
                              </p>
                            )}
                          </div>
                        ) : (
                          <span className="tabular-nums">{row[field] || '-'}</span>
                        )}
                      </TableCell>
                    );
                  })}
                  <TableCell className="text-right align-top tabular-nums">{formatNumber(rowCost(row))}</TableCell>
                  {editable && (
                    <TableCell className="align-top">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`${T.sole.remove} ${T.sole.row(index + 1)}`}
                        disabled={rows.length === 1}
                        onClick={() => {
                          setRows((current) => current.filter((_, i) => i !== index));
                          setErrors((current) => current.filter((_, i) => i !== index));
                        }}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <datalist id={listId}>
          {prescriptions.map((p) => (
            <option key={p.code} value={p.name} />
          ))}
        </datalist>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {editable ? (
            <Button
              variant="outline"
              size="sm"
              disabled={rows.length >= maxComponents}
              onClick={() => setRows((current) => [...current, emptySoleRow()])}
            >
              <Plus aria-hidden />
              {T.sole.add}
            </Button>
          ) : (
            <span />
          )}
          <p>
            <span className="text-muted-foreground">{T.sole.total}：</span>
            <span className="font-semibold tabular-nums" data-testid="sole-total">
              {formatNumber(soleCost(rows))}
            </span>
          </p>
        </div>
        {editable && <p className="text-xs text-muted-foreground">{T.sole.hint}</p>}
      </div>
      <DialogFooter className="border-t px-4 py-3 sm:px-6">
        <Button variant="outline" onClick={onClose}>
          {T.sole.close}
        </Button>
        {editable && (
          <>
            <Button variant="outline" pending={match.isPending} onClick={onMatch}>
              {!match.isPending && <Sparkles aria-hidden />}
              {T.sole.match}
            </Button>
            <Button variant="outline" pending={save.isPending} onClick={onSave}>
              {T.save}
            </Button>
            <Button pending={submit.isPending} onClick={onSubmit}>
              {!submit.isPending && <Send aria-hidden />}
              {T.sole.submit}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
};

const SoleLoader = ({ item, editable, onClose }: { item: InquiryPrice; editable: boolean; onClose: () => void }) => {
  const { data } = useQuery(soleComponentsQuery(item.id));
  if (!data) return <p className="px-6 py-10 text-center text-sm text-muted-foreground">…</p>;
  return <SoleEditor item={item} editable={editable} initial={soleRows(data)} onClose={onClose} />;
};

/**
 * 大底组件: a sole (大底) is quoted from its components, weight (g) × unit price (元/kg). 匹配单价 fills the missing
 * unit prices from the injection material prices, 保存 keeps the components, 提交大底信息 saves them and prices the
 * material with the packaged price. Read-only where the material can no longer be quoted.
 */
export const SoleDialog = ({
  item,
  editable,
  onClose,
}: {
  item: InquiryPrice | null;
  editable: boolean;
  onClose: () => void;
}) => (
  <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent
      data-testid="sole-dialog"
      onInteractOutside={(event) => event.preventDefault()}
      className="flex max-h-[92vh] w-[calc(100%-1rem)] max-w-4xl flex-col gap-0 overflow-hidden p-0 sm:max-w-4xl"
    >
      <DialogHeading
        className="border-b px-4 py-4 sm:px-6"
        title={T.sole.title}
        description={`${item?.inquiryNo ?? ''} · ${item?.materialCode ?? ''} ${item?.materialName ?? ''}`}
      />
      {item && <SoleLoader key={item.id} item={item} editable={editable} onClose={onClose} />}
    </DialogContent>
  </Dialog>
);
