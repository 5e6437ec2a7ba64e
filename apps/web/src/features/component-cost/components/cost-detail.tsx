import {
  type Atom,
  api,
  atoms,
  componentCostLifecycle,
  componentCostPdf,
  ComponentCostMessages as M,
} from '@portal/contract';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSaveCallFile } from '@/api/files';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatDateTime, formatNumber } from '@/lib/format';
import { CostText as text } from '../texts';
import { type CostRow, CostStatus } from './cost-table';

/** What the detail's buttons open (the page owns the dialogs). */
export type CostAction = 'fill' | 'factories' | 'audit' | 'close' | 'delete';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="text-sm">{children}</dd>
  </div>
);

/** 下载PDF of one cost sheet. */
export const PdfButton = ({ cost }: { cost: CostRow }) => {
  const file = useSaveCallFile();
  return (
    <Button
      variant="outline"
      size="sm"
      pending={file.pending}
      onClick={() =>
        file.save(api.componentCost.downloadPdf, { body: { id: cost.id } }, componentCostPdf.fileName(cost.costNo))
      }
    >
      {!file.pending && <FileDown aria-hidden />}
      {text.pdf}
    </Button>
  );
};

const actionButtons: {
  action: CostAction;
  lifecycle: Parameters<typeof componentCostLifecycle.can>[0];
  atom: Atom;
  label: string;
}[] = [
  {
    action: 'factories',
    lifecycle: 'setShoeFactories',
    atom: atoms.componentCost.changeShoeFactory,
    label: text.setFactories,
  },
  { action: 'fill', lifecycle: 'confirm', atom: atoms.componentCost.submit, label: text.fillAndConfirm },
  { action: 'audit', lifecycle: 'audit', atom: atoms.componentCost.supervisorAudit, label: text.audit },
  { action: 'close', lifecycle: 'closeInquiry', atom: atoms.componentCost.submit, label: text.close },
  { action: 'delete', lifecycle: 'delete', atom: atoms.componentCost.delete, label: text.delete },
];

/** The actions the cost's status allows, each behind its atom. */
export const CostActions = ({ cost, onAction }: { cost: CostRow; onAction: (action: CostAction) => void }) => (
  <div className="flex flex-wrap gap-2">
    {actionButtons
      .filter((b) => componentCostLifecycle.can(b.lifecycle, cost.status))
      .map((b) => (
        <Permission key={b.action} atom={b.atom}>
          <Button
            size="sm"
            variant={b.action === 'delete' ? 'destructive' : b.action === 'fill' ? 'default' : 'outline'}
            onClick={() => onAction(b.action)}
          >
            {b.label}
          </Button>
        </Permission>
      ))}
    <Permission atom={atoms.componentCost.export}>
      <PdfButton cost={cost} />
    </Permission>
  </div>
);

/** The detail of one cost: every field, its lines, its history and the actions its status allows. */
export const CostDetailDialog = ({
  cost,
  onClose,
  onAction,
}: {
  cost: CostRow;
  onClose: () => void;
  onAction: (action: CostAction) => void;
}) => (
  <Dialog open onOpenChange={(open) => !open && onClose()}>
    <DialogContent className="sm:max-w-4xl" data-testid="cost-detail">
      <DialogHeading
        titleClassName="flex items-center gap-2"
        title={
          <>
            {text.detailTitle(cost.costNo)}
            <CostStatus status={cost.status} />
          </>
        }
        description={text.detailDescription}
      />
      <CostActions cost={cost} onAction={onAction} />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
        <Field label={text.styleNo}>{cost.styleNo}</Field>
        <Field label={text.styleName}>{cost.styleName}</Field>
        <Field label={text.seasonCode}>{cost.seasonCode}</Field>
        <Field label={text.component}>{`${cost.componentName}（${cost.componentCode}）`}</Field>
        <Field label={text.factories}>{displayText(cost.shoeFactoryNames)}</Field>
        <Field label={text.totalCost}>
          {cost.totalCost === null ? displayText(null) : formatNumber(cost.totalCost)}
        </Field>
        <Field label={text.deadline}>{formatDateTime(cost.inquiryDeadline)}</Field>
        <Field label={text.confirmTime}>{formatDateTime(cost.confirmTime)}</Field>
        <Field label={text.auditTime}>{formatDateTime(cost.auditTime)}</Field>
        <Field label={text.remark}>{displayText(cost.remark)}</Field>
        <Field label={text.auditRemark}>{displayText(cost.auditRemark)}</Field>
        <Field label={text.closeReason}>{displayText(cost.closeReason)}</Field>
      </dl>
      <section aria-label={text.items} className="grid gap-2">
        <h3 className="text-sm font-semibold">{text.items}</h3>
        <Table aria-label={text.items}>
          <TableHeader>
            <TableRow>
              <TableHead>{text.itemName}</TableHead>
              <TableHead>{text.materialCode}</TableHead>
              <TableHead>{text.unit}</TableHead>
              <TableHead className="text-right">{text.usage}</TableHead>
              <TableHead className="text-right">{text.unitPrice}</TableHead>
              <TableHead className="text-right">{text.lossRate}</TableHead>
              <TableHead className="text-right">{text.amount}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {cost.items.map((i) => (
              <TableRow key={i.id}>
                <TableCell>{i.itemName}</TableCell>
                <TableCell>{displayText(i.materialCode)}</TableCell>
                <TableCell>{i.unit}</TableCell>
                <TableCell className="text-right tabular-nums">{displayText(i.usage)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {i.unitPrice === null ? displayText(null) : formatNumber(i.unitPrice)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{i.lossRate}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {i.amount === null ? displayText(null) : formatNumber(i.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <section aria-label={text.history} className="grid gap-2">
        <h3 className="text-sm font-semibold">{text.history}</h3>
        <ol className="grid gap-1.5 border-l pl-4 text-sm">
          {cost.history.map((h) => (
            <li key={h.id} className="flex flex-wrap gap-x-3">
              <span className="tabular-nums text-muted-foreground">{formatDateTime(h.operateTime)}</span>
              <span className="font-medium">{h.action}</span>
              <span>{h.operator}</span>
              {h.remark && <span className="text-muted-foreground">{h.remark}</span>}
            </li>
          ))}
        </ol>
      </section>
      {cost.shoeFactoryCodes.length === 0 && <p className="text-xs text-muted-foreground">{M.factoriesMissing}</p>}
    </DialogContent>
  </Dialog>
);
