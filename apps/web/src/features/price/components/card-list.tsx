import { api, atoms, mouldPriceSheet, type PriceCard } from '@portal/contract';
import { FileDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { saveCallFile } from '@/api/files';
import {
  ExportButton,
  type ListColumn,
  ListView,
  numberColumn,
  type SearchField,
  textFields,
  usePagedList,
} from '@/components/list';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { displayText, formatNumber } from '@/lib/format';
import { PriceText as T } from '../texts';
import { CardDetailDialog } from './card-detail-dialog';
import { CardFormDialog } from './card-form-dialog';
import { usePriceImportActions, usePriceListParts } from './price-list-parts';
import { priceStatusOptions } from './price-status';

const fields: SearchField<'materialCode' | 'materialName' | 'season' | 'status'>[] = [
  ...textFields(T, ['materialCode', 'materialName', 'season']),
  { name: 'status', label: T.fields.status, kind: 'select', options: priceStatusOptions },
];

/** 材料价格 tab: the cards, their detail prices in the row, and every action their status allows. */
export const CardList = ({ tabs }: { tabs: ReactNode }) => {
  const list = usePagedList(api.price.materialList);
  const [editing, setEditing] = useState<{ card: PriceCard | null } | null>(null);
  const [detail, setDetail] = useState<PriceCard | null>(null);
  const imports = usePriceImportActions({ kind: 'material', atom: atoms.materialPrice.import });
  const parts = usePriceListParts<PriceCard>({
    kind: 'material',
    calls: {
      submit: api.price.materialSubmit,
      audit: api.price.materialSupervisorAudit,
      remove: { call: api.price.materialDelete, body: (ids) => ({ parentIds: ids }) },
    },
    atoms: {
      add: atoms.materialPrice.add,
      edit: atoms.materialPrice.edit,
      remove: atoms.materialPrice.delete,
      audit: atoms.materialPrice.supervisorAudit,
    },
    describe: (c) => `${c.materialCode} ${c.materialName}`,
    onEdit: (card) => setEditing({ card }),
  });

  const columns: ListColumn<typeof api.price.materialList>[] = [
    {
      key: 'materialCode',
      header: T.fields.materialCode,
      width: 120,
      sticky: true,
      sortField: 'materialCode',
      className: 'tabular-nums',
      cell: (c) => (
        <Permission atom={atoms.materialPrice.detailPrice} fallback={c.materialCode}>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 tabular-nums"
            title={T.openDetail(c.materialCode)}
            onClick={() => setDetail(c)}
          >
            {c.materialCode}
          </Button>
        </Permission>
      ),
    },
    { key: 'materialName', header: T.fields.materialName, width: 150, cell: (c) => c.materialName },
    { key: 'season', header: T.fields.season, width: 80, cell: (c) => c.season },
    { key: 'unit', header: T.fields.unit, width: 80, cell: (c) => c.unit },
    numberColumn('basePrice', T.fields.basePrice, 120, { sortable: true }),
    {
      key: 'rows',
      header: T.fields.rows,
      width: 200,
      cell: (c) =>
        c.rows.length === 0
          ? displayText(null)
          : c.rows
              .map(
                (r) =>
                  `${r.thickness ?? ''} ${formatNumber(r.thicknessPrice)} / ${r.width ?? ''} ${formatNumber(r.widthPrice)}`,
              )
              .join('；'),
    },
    {
      key: 'counts',
      header: T.fields.counts,
      width: 110,
      className: 'tabular-nums',
      cell: (c) => `${c.colorCount} / ${c.lineCount} / ${c.effectCount}`,
    },
    ...parts.columns,
  ];

  return (
    <>
      <ListView
        list={list}
        label={T.tables.material}
        fields={fields}
        columns={columns}
        rowKey={(c) => c.id}
        selectable
        actions={(selection) => (
          <>
            {tabs}
            {parts.toolbar(selection)}
            <Permission atom={atoms.materialPrice.export}>
              <ExportButton call={api.price.exportMaterial} filters={list.filters} ids={selection.ids} />
            </Permission>
            {imports.buttons(
              <Button
                variant="outline"
                onClick={() =>
                  void saveCallFile(api.price.downloadMouldTemplateFile, undefined, `${mouldPriceSheet.title}.xlsx`)
                }
              >
                <FileDown aria-hidden />
                {T.mouldTemplate}
              </Button>,
            )}
          </>
        )}
      />
      <CardFormDialog open={editing !== null} card={editing?.card ?? null} onClose={() => setEditing(null)} />
      <CardDetailDialog card={detail} onClose={() => setDetail(null)} />
      {imports.dialog}
      {parts.dialogs}
    </>
  );
};
