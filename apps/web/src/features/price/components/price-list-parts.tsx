import { type Atom, atoms as allAtoms, priceLifecycle } from '@portal/contract';
import { FileDown, FileUp, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type Column, rowActionsColumn, timeColumn } from '@/components/list';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { downloadPriceTemplate, type PriceImportKind, type PriceKind } from '../api/price';
import { PriceText as T } from '../texts';
import { AuditDialog } from './audit-dialog';
import { HistoryDialog } from './history-dialog';
import { ImportDialog } from './import-dialog';
import { PriceStatusBadge } from './price-status';
import { type PriceActionCalls, usePriceConfirm } from './row-actions';

/** What every price row has: its status, version, audit remark and last change. */
interface PriceRow {
  id: number;
  status: number;
  version: number;
  auditRemark: string | null;
  modifyTime: string;
}

export interface PriceListPartsOptions<R extends PriceRow> {
  kind: PriceKind;
  calls: PriceActionCalls;
  atoms: { add: Atom; edit: Atom; remove: Atom; audit: Atom };
  /** The record's name in the history dialog. */
  describe: (row: R) => string;
  /** 新增 (null) or 编辑 a row. */
  onEdit: (row: R | null) => void;
}

/**
 * The parts the four price lists share: the trailing columns (version, status, audit remark, last change, the
 * actions the status allows), the toolbar's 新增 / 提交所选 / 审核所选, and the audit, history and confirm dialogs.
 */
export const usePriceListParts = <R extends PriceRow>({
  kind,
  calls,
  atoms,
  describe,
  onEdit,
}: PriceListPartsOptions<R>) => {
  const [auditing, setAuditing] = useState<number[] | null>(null);
  const [history, setHistory] = useState<{ kind: PriceKind; id: number; title: string } | null>(null);
  const confirm = usePriceConfirm(calls);
  /** Only the actions a row's status allows (the contract's lifecycle), each behind its atom. */
  const can = (action: Parameters<typeof priceLifecycle.can>[0], row: R) => priceLifecycle.can(action, row.status);

  const columns: Column<R, 'modifyTime'>[] = [
    { key: 'version', header: T.fields.version, width: 70, cell: (r) => `V${r.version}` },
    { key: 'status', header: T.fields.status, width: 90, cell: (r) => <PriceStatusBadge status={r.status} /> },
    { key: 'auditRemark', header: T.fields.auditRemark, width: 160, cell: (r) => r.auditRemark },
    timeColumn('modifyTime', T.fields.modifyTime, 150),
    rowActionsColumn<R>(T.actions, 240, [
      { label: T.edit, atom: atoms.edit, when: (r) => can('save', r), onClick: (r) => onEdit(r) },
      {
        label: T.submit,
        atom: atoms.edit,
        when: (r) => can('submit', r),
        onClick: (r) => confirm.ask('submit', [r.id]),
      },
      { label: T.audit, atom: atoms.audit, when: (r) => can('approve', r), onClick: (r) => setAuditing([r.id]) },
      {
        label: T.remove,
        atom: atoms.remove,
        when: (r) => can('delete', r),
        destructive: true,
        onClick: (r) => confirm.ask('remove', [r.id]),
      },
      { label: T.history, onClick: (r) => setHistory({ kind, id: r.id, title: describe(r) }) },
    ]),
  ];

  const toolbar = (selection: { count: number; ids: readonly number[] }) => (
    <>
      <Permission atom={atoms.add}>
        <Button onClick={() => onEdit(null)}>
          <Plus aria-hidden />
          {T.add}
        </Button>
      </Permission>
      <Permission atom={atoms.edit}>
        <Button
          variant="outline"
          disabled={selection.count === 0}
          onClick={() => confirm.ask('submit', [...selection.ids])}
        >
          {T.submitSelected(selection.count)}
        </Button>
      </Permission>
      <Permission atom={atoms.audit}>
        <Button variant="outline" disabled={selection.count === 0} onClick={() => setAuditing([...selection.ids])}>
          {T.auditSelected(selection.count)}
        </Button>
      </Permission>
    </>
  );

  const dialogs = (
    <>
      <AuditDialog call={calls.audit} ids={auditing} onClose={() => setAuditing(null)} />
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
      {confirm.dialog}
    </>
  );
  return { columns, toolbar, dialogs };
};

/**
 * 导入 and 下载导入模板 of a price kind that is imported from its template (`imported`: its kind and import atom;
 * none for a kind without an import), and the import dialog they open: the toolbar's buttons (`extraTemplates`: more
 * template downloads under the same atom) and the dialog to render once.
 */
export const usePriceImportActions = (imported: { kind: PriceImportKind; atom: Atom } | undefined) => {
  const [importing, setImporting] = useState(false);
  if (!imported) return { buttons: () => null, dialog: null };
  const { kind, atom: importAtom } = imported;
  const template = () => void downloadPriceTemplate(kind);
  const buttons = (extraTemplates?: ReactNode) => (
    <>
      <Permission atom={importAtom}>
        <Button variant="outline" onClick={() => setImporting(true)}>
          <FileUp aria-hidden />
          {T.import}
        </Button>
      </Permission>
      <Permission atom={allAtoms.materialPrice.importTemplate}>
        <Button variant="outline" onClick={template}>
          <FileDown aria-hidden />
          {T.template}
        </Button>
        {extraTemplates}
      </Permission>
    </>
  );
  const dialog = (
    <ImportDialog kind={kind} open={importing} onClose={() => setImporting(false)} onTemplate={template} />
  );
  return { buttons, dialog };
};
