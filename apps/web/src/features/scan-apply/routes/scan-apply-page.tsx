import { api, atoms, type ScanApplyStatusValue } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { codeColumn, type ListColumn, ListView, numberColumn, type SearchField, usePagedList } from '@/components/list';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { routeUrl } from '@/navigation/route-table';
import { ScanApplyActions } from '../components/scan-apply-actions';
import { ScanApplyDialog } from '../components/scan-apply-dialog';
import { ScanStatus } from '../components/scan-status';
import { StatusTabs } from '../components/status-tabs';
import { ScanApplyText as T } from '../texts';

type Column = ListColumn<typeof api.scanApply.list>;
type Key = 'applyNo' | 'materialCode' | 'materialName' | 'createStartDate' | 'createEndDate';

const fields: SearchField<Key>[] = [
  { name: 'applyNo', label: T.applyNo, kind: 'text', placeholder: T.applyNoPlaceholder },
  { name: 'materialCode', label: T.materialCode, kind: 'text' },
  { name: 'materialName', label: T.materialName, kind: 'text', placeholder: T.materialNamePlaceholder },
  { name: 'createStartDate', label: T.createStart, kind: 'date' },
  { name: 'createEndDate', label: T.createEnd, kind: 'date' },
];

export const scanApplyDetailUrl = (id: number) => `${routeUrl('scanApplyDetail')}?id=${id}`;

const columns: Column[] = [
  {
    key: 'applyNo',
    header: T.applyNo,
    width: 130,
    sortField: 'applyNo',
    className: 'whitespace-nowrap tabular-nums',
    cell: (r) => (
      <Link className="text-primary underline-offset-4 hover:underline" to={scanApplyDetailUrl(r.id)}>
        {r.applyNo}
      </Link>
    ),
  },
  {
    key: 'materialCode',
    header: T.materialCode,
    width: 110,
    className: 'tabular-nums',
    cell: (r) => r.materialCode,
  },
  { key: 'materialName', header: T.materialName, width: 150, cell: (r) => r.materialName },
  numberColumn('sampleQuantity', T.sampleQuantity, 80),
  { key: 'status', header: T.status, width: 90, cell: (r) => <ScanStatus status={r.status} /> },
  {
    key: 'express',
    header: T.express,
    width: 170,
    cell: (r) => (r.expressNo ? `${r.expressCompany ?? ''} ${r.expressNo}` : null),
  },
  codeColumn('createTime', T.createTime, 160, { sortable: true }),
  {
    key: 'actions',
    header: T.actions,
    width: 220,
    cell: (r) => (
      <ScanApplyActions
        record={r}
        lead={[{ label: T.detail, atom: atoms.scanApply.detail, to: (row) => scanApplyDetailUrl(row.id) }]}
      />
    ),
  },
];

/**
 * scanApply 扫描申请管理: the supplier's scan applications with a tab per status (counts from getListSize), search,
 * 新增, and the actions each row's status allows (docs/domains/scan-apply.md).
 */
export const ScanApplyPage = () => {
  const list = usePagedList(api.scanApply.list);
  const [adding, setAdding] = useState(false);
  const setStatus = (status: ScanApplyStatusValue | undefined) =>
    list.search({ ...list.values, status: status === undefined ? '' : String(status) });
  return (
    <>
      <ListView
        list={list}
        label={T.table}
        fields={fields}
        columns={columns}
        rowKey={(r) => r.id}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <StatusTabs filters={list.filters} onChange={setStatus} />
            <Permission atom={atoms.scanApply.add}>
              <Button onClick={() => setAdding(true)}>{T.add}</Button>
            </Permission>
          </div>
        }
      />
      <ScanApplyDialog open={adding} record={null} onClose={() => setAdding(false)} />
    </>
  );
};
