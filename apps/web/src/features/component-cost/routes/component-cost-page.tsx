import { api, atoms, ComponentCostMessages as M } from '@portal/contract';
import { useState } from 'react';
import { useCallMutation } from '@/api/mutations';
import { ExportButton, ListView, usePagedList } from '@/components/list';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { costWritesInvalidate } from '../api/component-cost';
import { type CostAction, CostDetailDialog } from '../components/cost-detail';
import { FactoriesDialog, FillDialog, RemarkDialog } from '../components/cost-dialogs';
import { type CostRow, costColumns, costSearchFields } from '../components/cost-table';
import { ImportDialog } from '../components/import-dialog';
import { useShoeFactories } from '../components/use-shoe-factories';
import { CostText as text } from '../texts';

type Open =
  | { kind: 'factories' | 'audit' | 'close' | 'delete' | 'confirm' | 'import'; ids: number[]; initial?: string[] }
  | { kind: 'fill'; cost: CostRow }
  | null;

/**
 * componentCost 组件成本管理: the supplier's component costs, searchable by style, season, component, factory and
 * status; the detail (lines, history, PDF) and every write: 更换鞋厂, 填写并确认, 批量确认, 导入, 主管审核, 关闭询价, 删除.
 */
export const ComponentCostPage = () => {
  const list = usePagedList(api.componentCost.list);
  const factories = useShoeFactories();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const confirm = useCallMutation(api.componentCost.confirm, {
    invalidates: costWritesInvalidate,
    success: M.confirmed,
  });
  const remove = useCallMutation(api.componentCost.delete, { invalidates: costWritesInvalidate, success: M.deleted });
  const detail = list.rows.find((r) => r.id === detailId) ?? null;
  const close = () => setOpen(null);

  const act = (cost: CostRow, action: CostAction) => {
    if (action === 'fill') setOpen({ kind: 'fill', cost });
    else setOpen({ kind: action, ids: [cost.id], initial: cost.shoeFactoryCodes });
    if (action === 'delete') setDetailId(null);
  };
  const runConfirmed = async () => {
    if (open?.kind === 'confirm') await confirm.mutateAsync({ body: { ids: open.ids } }).catch(() => {});
    if (open?.kind === 'delete') await remove.mutateAsync({ body: { ids: open.ids } }).catch(() => {});
    close();
  };
  const batch = (
    kind: 'factories' | 'audit' | 'close' | 'delete' | 'confirm',
    ids: number[],
    atom: Parameters<typeof Permission>[0]['atom'],
    label: string,
  ) => (
    <Permission atom={atom}>
      <Button
        variant={kind === 'delete' ? 'destructive' : 'outline'}
        disabled={ids.length === 0}
        onClick={() => setOpen({ kind, ids, initial: [] })}
      >
        {label}
        {ids.length > 0 && ` (${ids.length})`}
      </Button>
    </Permission>
  );

  return (
    <>
      <ListView
        list={list}
        label={text.table}
        fields={costSearchFields(factories)}
        columns={costColumns((row) => setDetailId(row.id))}
        rowKey={(c) => c.id}
        selectable
        actions={(selection) => (
          <div className="flex flex-wrap gap-2">
            {batch('factories', selection.ids, atoms.componentCost.changeShoeFactory, text.setFactories)}
            {batch('confirm', selection.ids, atoms.componentCost.submit, text.confirm)}
            {batch('audit', selection.ids, atoms.componentCost.supervisorAudit, text.audit)}
            {batch('close', selection.ids, atoms.componentCost.submit, text.close)}
            {batch('delete', selection.ids, atoms.componentCost.delete, text.delete)}
            <Permission atom={atoms.componentCost.import}>
              <Button variant="outline" onClick={() => setOpen({ kind: 'import', ids: selection.ids })}>
                {text.import}
              </Button>
            </Permission>
            <Permission atom={atoms.componentCost.export}>
              <ExportButton call={api.componentCost.export} filters={list.filters} ids={selection.ids} />
            </Permission>
          </div>
        )}
      />
      {detail && open === null && (
        <CostDetailDialog cost={detail} onClose={() => setDetailId(null)} onAction={(action) => act(detail, action)} />
      )}
      {open?.kind === 'fill' && <FillDialog cost={open.cost} onClose={close} />}
      {open?.kind === 'factories' && <FactoriesDialog ids={open.ids} initial={open.initial ?? []} onClose={close} />}
      {(open?.kind === 'audit' || open?.kind === 'close') && (
        <RemarkDialog kind={open.kind} ids={open.ids} onClose={close} />
      )}
      {open?.kind === 'import' && <ImportDialog ids={open.ids} onClose={close} />}
      <ConfirmDialog
        message={open?.kind === 'confirm' ? M.confirmConfirm : open?.kind === 'delete' ? M.confirmDelete : null}
        onConfirm={() => void runConfirmed()}
        onCancel={close}
      />
    </>
  );
};
