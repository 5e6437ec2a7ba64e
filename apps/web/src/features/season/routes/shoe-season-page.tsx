import {
  api,
  atoms,
  SeasonMessages,
  type SeasonOrder,
  SeasonOrderTypeText,
  seasonCloseInput,
  seasonLifecycle,
} from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  codeColumn,
  ExportButton,
  type ListColumn,
  ListView,
  numberColumn,
  rowActionsColumn,
  usePagedList,
} from '@/components/list';
import { Permission } from '@/components/permission';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { routeUrl } from '@/navigation/route-table';
import { useAccept, useCloseSeason, useDeliveredCount, useRemoveSeason } from '../api/season';
import { orderTypeOptions, SeasonStatusBadge, seasonStatusOptions } from '../components/season-status';
import { SeasonText as text } from '../texts';

type Column = ListColumn<typeof api.season.list>;
const link = (name: 'seasonDetail' | 'seasonSingle', id: number) => `${routeUrl(name)}?id=${id}`;

/** shoeSeason 调料单管理: the supplier's season orders; accept, deliver, close, delete, export. */
export const ShoeSeasonPage = () => {
  const list = usePagedList(api.season.list);
  const delivered = useDeliveredCount(list.filters);
  const accept = useAccept();
  const remove = useRemoveSeason();
  const close = useCloseSeason();
  const [closeIds, setCloseIds] = useState<number[] | null>(null);
  const [confirm, setConfirm] = useState<{ message: string; run: () => Promise<unknown> } | null>(null);
  const can = (o: SeasonOrder, action: keyof typeof seasonLifecycle.actions) => seasonLifecycle.can(action, o.status);
  const label = (action: string, o: SeasonOrder) => `${action} ${o.seasonNo}`;

  const columns: Column[] = [
    {
      key: 'seasonNo',
      header: text.seasonNo,
      width: 130,
      sticky: true,
      sortField: 'seasonNo',
      cell: (o) => (
        <Link to={link('seasonDetail', o.id)} className="font-medium text-primary hover:underline">
          {o.seasonNo}
        </Link>
      ),
    },
    { key: 'seasonCode', header: text.seasonCode, width: 70, cell: (o) => o.seasonCode },
    { key: 'orderType', header: text.orderType, width: 70, cell: (o) => SeasonOrderTypeText[o.orderType] },
    { key: 'materialCode', header: text.materialCode, width: 120, cell: (o) => o.materialCode },
    { key: 'materialName', header: text.materialName, width: 160, cell: (o) => o.materialName },
    { key: 'color', header: text.color, width: 70, cell: (o) => o.colorName },
    { key: 'factory', header: text.factory, width: 180, cell: (o) => o.shoeFactoryName },
    numberColumn('quantity', text.quantity, 90, { unit: 'unit' }),
    numberColumn('deliveredQuantity', text.delivered, 80),
    codeColumn('deliveryDate', text.deliveryDate, 110, { sortable: true }),
    { key: 'status', header: text.status, width: 90, cell: (o) => <SeasonStatusBadge status={o.status} /> },
    { key: 'version', header: text.version, width: 60, className: 'text-right', cell: (o) => `V${o.version}` },
    {
      key: 'createTime',
      header: text.createTime,
      width: 150,
      sortField: 'createTime',
      className: 'tabular-nums',
      cell: (o) => formatDateTime(o.createTime),
    },
    rowActionsColumn<SeasonOrder>(text.actions, 150, [
      {
        label: text.accept,
        atom: atoms.season.accept,
        when: (o) => can(o, 'accept'),
        ariaLabel: (o) => label(text.accept, o),
        onClick: (o) => setConfirm({ message: text.confirmAccept, run: () => accept.mutateAsync([o.id]) }),
      },
      {
        label: text.deliver,
        atom: (o) => (o.orderType === 'product' ? atoms.season.productDeliver : atoms.season.sampleDeliver),
        when: (o) => can(o, 'deliver'),
        ariaLabel: (o) => label(text.deliver, o),
        to: (o) => link('seasonSingle', o.id),
      },
      {
        label: text.close,
        atom: atoms.season.close,
        when: (o) => can(o, 'close'),
        ariaLabel: (o) => label(text.close, o),
        onClick: (o) => setCloseIds([o.id]),
      },
      {
        label: text.remove,
        atom: atoms.season.supplierDelete,
        when: (o) => can(o, 'remove') && o.deliveredQuantity === 0,
        destructive: true,
        ariaLabel: (o) => label(text.remove, o),
        onClick: (o) => setConfirm({ message: text.confirmRemove, run: () => remove.mutateAsync(o.id) }),
      },
    ]),
  ];

  return (
    <>
      <ListView
        list={list}
        label={text.table}
        fields={[
          { name: 'seasonNo', label: text.seasonNo, kind: 'text' },
          { name: 'seasonCode', label: text.seasonCode, kind: 'text', placeholder: text.seasonCodePlaceholder },
          { name: 'orderType', label: text.orderType, kind: 'select', options: orderTypeOptions },
          { name: 'materialCode', label: text.materialCode, kind: 'text' },
          { name: 'materialName', label: text.materialName, kind: 'text' },
          { name: 'status', label: text.status, kind: 'select', options: seasonStatusOptions },
        ]}
        columns={columns}
        rowKey={(o) => o.id}
        selectable
        actions={(selection) => (
          <>
            {delivered !== undefined && (
              <span className="text-sm text-muted-foreground" data-testid="season-delivered-count">
                {text.deliveredCount(delivered)}
              </span>
            )}
            <Permission atom={atoms.season.accept}>
              <Button
                variant="outline"
                disabled={selection.ids.length === 0}
                onClick={() =>
                  setConfirm({ message: text.confirmAccept, run: () => accept.mutateAsync(selection.ids) })
                }
              >
                {text.acceptSelected}
              </Button>
            </Permission>
            <Permission atom={atoms.season.list}>
              <ExportButton call={api.season.exportSeasonInfos} filters={list.filters} ids={selection.ids} />
            </Permission>
          </>
        )}
      />
      <ReasonDialog
        ids={closeIds}
        schema={seasonCloseInput}
        texts={text.closeDialog}
        onSubmit={close.mutateAsync}
        onClose={() => setCloseIds(null)}
        testId="season-close-dialog"
      />
      <ConfirmDialog
        message={confirm?.message ?? null}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const run = confirm?.run;
          setConfirm(null);
          void run?.().then(() => notify.success(SeasonMessages.saved));
        }}
      />
    </>
  );
};
