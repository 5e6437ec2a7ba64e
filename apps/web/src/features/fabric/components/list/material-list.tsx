import {
  api,
  atoms,
  type MaterialFabricListItem,
  MaterialStatus,
  materialNotStopped,
  reapplyForm,
  recommendCategoryCodes,
  shownInForms,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFileUrls } from '@/api/file-urls';
import {
  categoryFields,
  codeColumn,
  ExportButton,
  type FilterKey,
  type FilterValues,
  type ListColumn,
  ListView,
  type Option,
  RowActions,
  type SearchField,
  statusOptions,
  Thumbnail,
  usePagedList,
} from '@/components/list';
import { Permission } from '@/components/permission';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useMaterialAction } from '../../api/list';
import { materialCategoriesQuery } from '../../api/material';
import { fabricDetailUrl, recommendDetailUrl } from '../../routes/urls';
import { MaterialDialog } from '../material-dialog';
import { MaterialStatusBadge } from '../material-status-badge';
import type { MaterialDialogInput } from '../use-material-form';
import { type MaterialListKind, type RowAction, rowActionAtoms, rowActions } from './row-actions';
import { MaterialListText as T } from './texts';

/** Both lists take the same body and answer the same rows; they differ in path and atom. */
type Call = typeof api.fabric.list | typeof api.recommend.list;
type Key = FilterKey<Call>;
type Row = MaterialFabricListItem;

/** What differs between 鞋面料管理 and 推荐材料; everything else is this one list. */
const lists = {
  fabric: {
    call: api.fabric.list,
    exportCall: api.fabric.export,
    exportAtom: atoms.fabricManage.list,
    addAtom: atoms.fabricManage.add,
    detailUrl: (id: number) => fabricDetailUrl(id),
    categoryCodes: null,
  },
  recommend: {
    call: api.recommend.list,
    exportCall: api.recommend.export,
    exportAtom: atoms.recommend.list,
    addAtom: atoms.recommend.add,
    detailUrl: recommendDetailUrl,
    categoryCodes: recommendCategoryCodes,
  },
} as const;

/** 停用 is not a status (it is hasFrozen): the status select offers it under this value. */
const stoppedValue = 'stopped';

/**
 * The list state with the status select mapped onto the call's filters: 停用 sends hasFrozen 1, a status sends
 * hasFrozen 0 (a stopped record shows 停用, so it is not listed under its status), 全部 sends neither.
 */
const useMaterialList = (call: Call) => {
  const list = usePagedList(call);
  const values = useMemo(
    () => ({ ...list.values, status: list.values.hasFrozen === '1' ? stoppedValue : list.values.status }),
    [list.values],
  );
  const search = (next: Partial<FilterValues<Key>>) =>
    list.search(
      next.status === stoppedValue
        ? { ...next, status: '', hasFrozen: '1' }
        : { ...next, hasFrozen: next.status ? '0' : '' },
    );
  return { ...list, values, search };
};

const materialStatusOptions: Option[] = [...statusOptions(MaterialStatus), { label: T.stopped, value: stoppedValue }];
const yesNo: Option[] = [
  { label: T.yes, value: '1' },
  { label: T.no, value: '0' },
];

/** The search fields: 材料大类 and 小类 from fabric/materialCategory (`categoryFields`: the 小类 follow the 大类). */
const useFields = (kind: MaterialListKind): SearchField<Key>[] => {
  const categories = useQuery(materialCategoriesQuery());
  return useMemo(() => {
    const codes = lists[kind].categoryCodes as readonly string[] | null;
    const divisions = (categories.data ?? []).filter(
      (d) => shownInForms(d) && (!codes || codes.includes(d.materialCode)),
    );
    return [
      ...categoryFields(divisions),
      { name: 'materialCode', label: T.fields.materialCode, kind: 'text', placeholder: T.codePlaceholder },
      { name: 'materialName', label: T.fields.materialName, kind: 'text', placeholder: T.namePlaceholder },
      { name: 'status', label: T.fields.status, kind: 'select', options: materialStatusOptions },
      { name: 'modifyTimeStart', label: T.fields.modifyTimeStart, kind: 'date' },
      { name: 'modifyTimeEnd', label: T.fields.modifyTimeEnd, kind: 'date' },
      { name: 'isCompleteData', label: T.fields.isCompleteData, kind: 'select', options: yesNo },
    ];
  }, [categories.data, kind]);
};

/** A state change waiting for its confirmation or its dialog. */
type Pending =
  | { kind: 'dialog'; input: MaterialDialogInput }
  | { kind: 'remove' | 'stop' | 'reapply'; row: Row }
  | { kind: 'push'; ids: number[]; clear: () => void }
  | null;

const actionLabels: Record<RowAction, string> = {
  edit: T.actions.edit,
  completeData: T.actions.completeData,
  copy: T.actions.copy,
  remove: T.actions.remove,
  regularize: T.actions.regularize,
  stop: T.actions.stop,
  reapply: T.actions.reapply,
};

/** The dialog each row action opens (spec 001 §2: form, id, copyFromId, stage). */
const dialogOf = (kind: MaterialListKind, action: RowAction, id: number): MaterialDialogInput | null => {
  if (action === 'copy') return { form: 'fabric', copyFromId: id };
  if (action === 'regularize') return { form: 'fabric', id, stage: 'recommend' };
  if (action === 'edit') return { form: kind, id };
  if (action === 'completeData') return { form: 'fabric', id, completeData: true };
  return null;
};

const columnsOf = (
  kind: MaterialListKind,
  thumbnail: (id: string) => string | undefined,
  onAction: (action: RowAction, row: Row) => void,
): ListColumn<Call>[] => [
  {
    key: 'cover',
    header: T.columns.cover,
    width: 64,
    cell: (r) => (r.coverImgId ? <Thumbnail src={thumbnail(r.coverImgId)} alt={r.materialName} /> : null),
  },
  {
    key: 'materialCode',
    header: T.columns.materialCode,
    width: 130,
    sortField: 'materialCode',
    className: 'whitespace-nowrap tabular-nums',
    cell: (r) => (
      <Link className="text-primary underline-offset-4 hover:underline" to={lists[kind].detailUrl(r.id)}>
        {r.materialCode}
      </Link>
    ),
  },
  {
    key: 'fullMaterialName',
    header: T.columns.fullMaterialName,
    width: 220,
    sortField: 'materialName',
    cell: (r) => r.fullMaterialName || r.materialName,
  },
  {
    key: 'category',
    header: T.columns.category,
    width: 140,
    cell: (r) => [r.divisionName, r.sectionName].filter(Boolean).join(' / '),
  },
  {
    key: 'price',
    header: T.columns.price,
    width: 130,
    className: 'whitespace-nowrap tabular-nums',
    cell: (r) => {
      // The stub's displayPrice (sub-prices, effects); a material priced by its base price alone shows that.
      const price = r.displayPrice ?? r.price;
      return price ? `${price}${r.unit ? ` /${r.unit}` : ''}` : null;
    },
  },
  {
    key: 'status',
    header: T.columns.status,
    width: 180,
    sortField: 'status',
    cell: (r) => (
      <div className="grid justify-items-start gap-1">
        <MaterialStatusBadge status={r.status} frozen={!materialNotStopped.allows(r)} />
        {r.auditRemark && r.status === MaterialStatus.rejected && (
          <p className="line-clamp-2 text-xs text-destructive" title={r.auditRemark}>
            {T.rejected(r.auditRemark)}
          </p>
        )}
      </div>
    ),
  },
  { key: 'modifier', header: T.columns.modifier, width: 100, cell: (r) => r.modifier },
  codeColumn('modifyTime', T.columns.modifyTime, 160, { sortable: true }),
  {
    key: 'actions',
    header: T.columns.actions,
    width: 190,
    atom: rowActionAtoms(kind),
    cell: (r) => (
      <RowActions
        row={r}
        actions={rowActions(kind, r).map(({ action, atom }) => ({
          label: actionLabels[action],
          atom,
          destructive: action === 'remove' || action === 'stop',
          onClick: (row: Row) => onAction(action, row),
        }))}
      />
    ),
  },
];

/**
 * 鞋面料管理 and 推荐材料 (docs/domains/fabric.md "Lists"): search, the table with the actions each row's state and
 * the caller's atoms allow, the material dialog in the mode each action opens, confirmations, push and export.
 * `headerExtra` goes before the page's buttons (the recommended count).
 */
export const MaterialList = ({ kind, headerExtra }: { kind: MaterialListKind; headerExtra?: ReactNode }) => {
  const config = lists[kind];
  const list = useMaterialList(config.call);
  const fields = useFields(kind);
  const urls = useFileUrls();
  const [pending, setPending] = useState<Pending>(null);
  const action = useMaterialAction();
  const close = () => setPending(null);

  const onAction = (chosen: RowAction, row: Row) => {
    const input = dialogOf(kind, chosen, row.id);
    if (input) setPending({ kind: 'dialog', input });
    else if (chosen === 'remove' || chosen === 'stop' || chosen === 'reapply') setPending({ kind: chosen, row });
  };
  const columns = columnsOf(kind, urls.thumbnail, onAction);

  const confirm = () => {
    if (pending?.kind === 'remove' || pending?.kind === 'stop') {
      const call = pending.kind === 'remove' ? api.fabric.delete : api.fabric.stopMaterialFabric;
      const done = pending.kind === 'remove' ? T.done.remove : T.done.stop;
      action.mutate({ call, ids: [pending.row.id] }, { onSuccess: () => notify.success(done) });
    } else if (pending?.kind === 'push') {
      const { clear } = pending;
      action.mutate(
        { call: api.fabric.pushFabrics, ids: pending.ids },
        {
          onSuccess: () => {
            notify.success(T.done.push);
            clear();
          },
        },
      );
    }
    close();
  };
  const question =
    pending?.kind === 'remove'
      ? T.confirm.remove(pending.row.materialCode ?? '')
      : pending?.kind === 'stop'
        ? T.confirm.stop(pending.row.materialCode ?? '')
        : pending?.kind === 'push'
          ? T.confirm.push(pending.ids.length)
          : null;

  return (
    <>
      <ListView
        list={list}
        label={T.tables[kind]}
        fields={fields}
        columns={columns}
        rowKey={(r) => r.id}
        selectable
        actions={(selection) => (
          <div className="flex flex-wrap items-center gap-2">
            {headerExtra}
            {kind === 'fabric' && (
              <Permission atom={atoms.fabricManage.add}>
                <Button
                  variant="outline"
                  disabled={selection.count === 0}
                  onClick={() => setPending({ kind: 'push', ids: [...selection.ids], clear: selection.clear })}
                >
                  {selection.count > 0 ? T.actions.pushSelected(selection.count) : T.actions.push}
                </Button>
              </Permission>
            )}
            <Permission atom={config.exportAtom}>
              <ExportButton call={config.exportCall} filters={list.filters} ids={[...selection.ids]} />
            </Permission>
            <Permission atom={config.addAtom}>
              <Button onClick={() => setPending({ kind: 'dialog', input: { form: kind } })}>
                <Plus aria-hidden />
                {T.actions.add}
              </Button>
            </Permission>
          </div>
        )}
      />
      <MaterialDialog
        open={pending?.kind === 'dialog'}
        {...(pending?.kind === 'dialog' ? pending.input : { form: kind })}
        onClose={close}
      />
      <ReasonDialog
        ids={pending?.kind === 'reapply' ? [pending.row.id] : null}
        // 申诉 through the shared reason dialog: the contract's reapplyForm, its reason the call's own (≤ 500).
        schema={reapplyForm}
        texts={{
          title: `${T.reapply.title} ${pending?.kind === 'reapply' ? (pending.row.materialCode ?? '') : ''}`,
          description:
            pending?.kind === 'reapply' && pending.row.auditRemark ? T.rejected(pending.row.auditRemark) : '',
          label: T.reapply.reason,
          placeholder: T.reapply.placeholder,
          submit: T.reapply.submit,
          done: T.done.reapply,
        }}
        onSubmit={({ ids, closeReason }) =>
          action.mutateAsync({ call: api.fabric.applicationOverruled, id: ids[0]!, reason: closeReason })
        }
        onClose={close}
      />
      <ConfirmDialog message={question} onCancel={close} onConfirm={confirm} />
    </>
  );
};
