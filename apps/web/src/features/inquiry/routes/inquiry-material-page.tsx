import {
  api,
  atoms,
  InquiryItemStatus,
  type InquiryPrice,
  inquiryBeforeDeadline,
  inquiryItemLifecycle,
  InquiryMessages as M,
} from '@portal/contract';
import { useState } from 'react';
import {
  codeColumn,
  ExportButton,
  type ListColumn,
  ListView,
  numberColumn,
  rowActionsColumn,
  type SearchField,
  StatusBadge,
  statusOptions,
  textFields,
  timeColumn,
  usePagedList,
} from '@/components/list';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { usePermission } from '@/session/permission';
import { useCloseItems } from '../api/inquiry';
import { CostDialog, FillPriceDialog } from '../components/material-dialogs';
import { SoleDialog } from '../components/sole-dialog';
import { InquiryText as T } from '../texts';

const fields: SearchField<'inquiryNo' | 'materialCode' | 'materialName' | 'status'>[] = [
  ...textFields(T, ['inquiryNo', 'materialCode', 'materialName']),
  {
    name: 'status',
    label: T.fields.status,
    kind: 'select',
    options: statusOptions(InquiryItemStatus),
  },
];
const tones = { 0: 'warning', 1: 'success', 2: 'muted' } as const;

/** A material may be priced or closed while it is open and its notice's deadline has not passed. */
const open = (i: InquiryPrice) =>
  inquiryItemLifecycle.can('fill', i.status) && inquiryBeforeDeadline.allows({ deadline: i.deadline, now: Date.now() });

/**
 * inquiryMaterial 材料待填报管理: every material the brand asks the supplier to price, across notices: fill a
 * price (a sole from its components), read its cost detail, close the ones the supplier will not quote (one or many), export the list or the quote records.
 */
export const InquiryMaterialPage = () => {
  const list = usePagedList(api.inquiry.priceList);
  const [filling, setFilling] = useState<InquiryPrice | null>(null);
  const [costing, setCosting] = useState<InquiryPrice | null>(null);
  const [sole, setSole] = useState<InquiryPrice | null>(null);
  const canQuoteSole = usePermission(atoms.inquiryNotice.submitQuote);
  const [closing, setClosing] = useState<number[] | null>(null);
  const close = useCloseItems();

  const columns: ListColumn<typeof api.inquiry.priceList>[] = [
    codeColumn('inquiryNo', T.fields.inquiryNo, 140),
    codeColumn('materialCode', T.fields.materialCode, 120, { sortable: true }),
    { key: 'materialName', header: T.fields.materialName, width: 160, cell: (i) => i.materialName },
    { key: 'spec', header: T.fields.spec, width: 100, cell: (i) => i.spec },
    numberColumn('quantity', T.fields.quantity, 110, { unit: 'unit' }),
    numberColumn('price', T.fields.price, 100, { sortable: true }),
    {
      key: 'status',
      header: T.fields.status,
      width: 90,
      cell: (i) => {
        const status = InquiryItemStatus.of(i.status);
        return status === undefined ? (
          i.status
        ) : (
          <StatusBadge tone={tones[status]}>{InquiryItemStatus.texts[status]}</StatusBadge>
        );
      },
    },
    timeColumn('deadline', T.fields.deadline, 160),
    rowActionsColumn<InquiryPrice>(T.actions, 170, [
      // A sole is priced from its components (大底组件), not with a typed price.
      { label: T.soleComponents, when: (i) => i.isSole === 1, onClick: setSole },
      { label: T.fill, atom: atoms.inquiryMaterial.add, when: (i) => i.isSole !== 1 && open(i), onClick: setFilling },
      { label: T.costDetail, onClick: setCosting },
      {
        label: T.close,
        atom: atoms.inquiryMaterial.close,
        when: open,
        destructive: true,
        onClick: (i) => setClosing([i.id]),
      },
    ]),
  ];

  return (
    <>
      <ListView
        list={list}
        label={T.materialTable}
        fields={fields}
        columns={columns}
        rowKey={(i) => i.id}
        selectable
        actions={(selection) => (
          <>
            <Permission atom={atoms.inquiryMaterial.close}>
              <Button variant="outline" disabled={selection.count === 0} onClick={() => setClosing([...selection.ids])}>
                {T.batchClose(selection.count)}
              </Button>
            </Permission>
            <ExportButton call={api.inquiry.priceExport} filters={list.filters} ids={selection.ids} />
            <Permission atom={atoms.inquiryNotice.export}>
              <ExportButton
                call={api.inquiry.quoteRecordExport}
                filters={list.filters}
                ids={selection.ids}
                label={T.exportQuoteRecords}
              />
            </Permission>
          </>
        )}
      />
      <FillPriceDialog item={filling} onClose={() => setFilling(null)} />
      <CostDialog item={costing} onClose={() => setCosting(null)} />
      <SoleDialog item={sole} editable={sole !== null && open(sole) && canQuoteSole} onClose={() => setSole(null)} />
      <ConfirmDialog
        message={closing ? T.confirmClose : null}
        onCancel={() => setClosing(null)}
        onConfirm={() => {
          if (closing) close.mutate(closing, { onSuccess: () => notify.success(M.closed) });
          setClosing(null);
        }}
      />
    </>
  );
};
