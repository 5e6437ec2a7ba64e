import { api, atoms, ComponentParamMessages as M } from '@portal/contract';
import { useState } from 'react';
import { ExportButton, ListView, usePagedList } from '@/components/list';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useCopyParam, useDeleteParams } from '../api/component-param';
import { type ParamAction, ParamDetailDialog } from '../components/param-detail';
import { ParamFormDialog } from '../components/param-form-dialog';
import { type ParamRow, paramColumns, paramSearchFields } from '../components/param-table';
import { ParamText as text } from '../texts';

/**
 * componentParam 组件参数: the supplier's parameter sets with their formulas, searchable by code, component, name
 * and status; the detail with its change record; 新增, 修改, 复制, 删除 and 导出.
 */
export const ComponentParamPage = () => {
  const list = usePagedList(api.componentParam.list);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<ParamRow | null | 'new'>(null);
  const [asking, setAsking] = useState<{ kind: 'copy' | 'delete'; ids: number[] } | null>(null);
  const copy = useCopyParam();
  const remove = useDeleteParams();
  const detail = list.rows.find((r) => r.id === detailId) ?? null;

  const act = (row: ParamRow, action: ParamAction) => {
    if (action === 'edit') setEditing(row);
    else setAsking({ kind: action, ids: [row.id] });
  };
  const run = async () => {
    const current = asking;
    setAsking(null);
    if (!current) return;
    try {
      if (current.kind === 'copy') {
        const { id } = await copy.mutateAsync(current.ids[0]!);
        notify.success(M.copied);
        setDetailId(id);
      } else {
        await remove.mutateAsync(current.ids);
        notify.success(M.deleted);
        setDetailId(null);
      }
    } catch {
      // The stub's message was shown.
    }
  };

  return (
    <>
      <ListView
        list={list}
        label={text.table}
        fields={paramSearchFields}
        columns={paramColumns((row) => setDetailId(row.id))}
        rowKey={(p) => p.id}
        selectable
        actions={(selection) => (
          <div className="flex flex-wrap gap-2">
            <Permission atom={atoms.componentParam.add}>
              <Button onClick={() => setEditing('new')}>{text.add}</Button>
            </Permission>
            <Permission atom={atoms.componentParam.delete}>
              <Button
                variant="destructive"
                disabled={selection.ids.length === 0}
                onClick={() => setAsking({ kind: 'delete', ids: selection.ids })}
              >
                {text.delete}
                {selection.ids.length > 0 && ` (${selection.ids.length})`}
              </Button>
            </Permission>
            <Permission atom={atoms.componentParam.export}>
              <ExportButton call={api.componentParam.export} filters={list.filters} ids={selection.ids} />
            </Permission>
          </div>
        )}
      />
      {detail && editing === null && asking === null && (
        <ParamDetailDialog
          param={detail}
          onClose={() => setDetailId(null)}
          onAction={(action) => act(detail, action)}
        />
      )}
      {editing !== null && (
        <ParamFormDialog param={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        message={asking?.kind === 'copy' ? M.confirmCopy : asking?.kind === 'delete' ? M.confirmDelete : null}
        onConfirm={() => void run()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
};
