import { atoms, componentParamDeletable } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatDateTime, formatNumber } from '@/lib/format';
import { paramFormulaQuery, paramRecordQuery } from '../api/component-param';
import { ParamText as text } from '../texts';
import { type ParamRow, ParamStatus } from './param-table';

export type ParamAction = 'edit' | 'copy' | 'delete';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="text-sm">{children}</dd>
  </div>
);

/** The change record: who changed which value when, from what to what. */
export const ParamRecord = ({ id }: { id: number }) => {
  const records = useQuery(paramRecordQuery(id));
  return (
    <Table aria-label={text.record}>
      <TableHeader>
        <TableRow>
          <TableHead>{text.operateTime}</TableHead>
          <TableHead>{text.operator}</TableHead>
          <TableHead>{text.actions}</TableHead>
          <TableHead>{text.field}</TableHead>
          <TableHead>{text.oldValue}</TableHead>
          <TableHead>{text.newValue}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {(records.data ?? []).map((r) => (
          <TableRow key={r.id}>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDateTime(r.operateTime)}</TableCell>
            <TableCell>{r.operator}</TableCell>
            <TableCell>{text.operateType[r.operateType]}</TableCell>
            <TableCell>{displayText(r.field)}</TableCell>
            <TableCell>{displayText(r.oldValue)}</TableCell>
            <TableCell>{displayText(r.newValue)}</TableCell>
          </TableRow>
        ))}
        {records.data?.length === 0 && (
          <TableRow>
            <TableCell colSpan={6} className="text-center text-muted-foreground">
              {text.noRecord}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
};

/** The detail of a set: its fields, variables, the formula with its result (queryComponentFormula) and the record. */
export const ParamDetailDialog = ({
  param,
  onClose,
  onAction,
}: {
  param: ParamRow;
  onClose: () => void;
  onAction: (action: ParamAction) => void;
}) => {
  const formula = useQuery(paramFormulaQuery(param.id));
  const f = formula.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl" data-testid="param-detail">
        <DialogHeading
          titleClassName="flex items-center gap-2"
          title={
            <>
              {param.paramCode} {param.setName}
              <ParamStatus status={param.status} />
            </>
          }
          description={text.detailDescription}
        />
        <div className="flex flex-wrap gap-2">
          <Permission atom={atoms.componentParam.update}>
            <Button size="sm" onClick={() => onAction('edit')}>
              {text.edit}
            </Button>
          </Permission>
          <Permission atom={atoms.componentParam.copy}>
            <Button size="sm" variant="outline" onClick={() => onAction('copy')}>
              {text.copy}
            </Button>
          </Permission>
          {componentParamDeletable.allows(param) && (
            <Permission atom={atoms.componentParam.delete}>
              <Button size="sm" variant="destructive" onClick={() => onAction('delete')}>
                {text.delete}
              </Button>
            </Permission>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
          <Field label={text.componentName}>{`${param.componentName}（${param.componentCode}）`}</Field>
          <Field label={text.copiedFrom}>{displayText(param.copiedFrom)}</Field>
          <Field label={text.modifier}>{param.modifier}</Field>
          <Field label={text.modifyTime}>{formatDateTime(param.modifyTime)}</Field>
          <Field label={text.remark}>{displayText(param.remark)}</Field>
        </dl>
        <Table aria-label={text.values}>
          <TableHeader>
            <TableRow>
              <TableHead>{text.variable}</TableHead>
              <TableHead>{text.label}</TableHead>
              <TableHead className="text-right">{text.value}</TableHead>
              <TableHead>{text.unit}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(f?.variables ?? param.values).map((v) => (
              <TableRow key={v.name}>
                <TableCell className="font-mono">{v.name}</TableCell>
                <TableCell>{v.label}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(v.value)}</TableCell>
                <TableCell>{displayText(v.unit)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <div className="rounded-md border bg-muted/40 p-3 text-sm">
          <span className="text-muted-foreground">{text.formula}：</span>
          <code className="font-mono">{f?.formula ?? param.formula}</code>
          <span className="ml-4 text-muted-foreground">{text.result}：</span>
          <span data-testid="detail-result" className="font-semibold tabular-nums">
            {f ? (f.result === null ? f.resultMessage : formatNumber(f.result)) : ''}
          </span>
        </div>
        <section aria-label={text.record} className="grid gap-2">
          <h3 className="text-sm font-semibold">{text.record}</h3>
          <Permission atom={atoms.componentParam.record}>
            <ParamRecord id={param.id} />
          </Permission>
        </section>
      </DialogContent>
    </Dialog>
  );
};
