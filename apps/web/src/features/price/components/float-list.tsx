import { atoms, type FloatPrice } from '@portal/contract';
import { type ReactNode, useState } from 'react';
import {
  codeColumn,
  ExportButton,
  type ListColumn,
  ListView,
  numberColumn,
  type SearchField,
  textFields,
  usePagedList,
} from '@/components/list';
import { Permission } from '@/components/permission';
import { priceCalls } from '../api/price';
import { PriceText as T } from '../texts';
import { FloatFormDialog } from './float-form-dialog';
import { usePriceImportActions, usePriceListParts } from './price-list-parts';
import { priceStatusOptions } from './price-status';

type FloatKind = 'color' | 'line' | 'effect';

/** Each kind's atom group (the effect prices have none of their own: the material price atoms). */
const groups = {
  color: { ...atoms.colorPrice, audit: atoms.materialPrice.supervisorAudit },
  line: { ...atoms.linePrice, audit: atoms.materialPrice.supervisorAudit },
  effect: { ...atoms.materialPrice, audit: atoms.materialPrice.supervisorAudit },
} as const;

/**
 * 颜色价格 / 纹路价格 / 特殊效果价格 tab: one code's price float per row, under its card. The colour and line prices
 * are also imported from their template (the effect prices have no import atom).
 */
export const FloatList = ({ kind, tabs }: { kind: FloatKind; tabs: ReactNode }) => {
  const calls = priceCalls[kind];
  const group = groups[kind];
  const list = usePagedList(calls.list);
  const [editing, setEditing] = useState<{ row: FloatPrice | null } | null>(null);
  const imports = usePriceImportActions(kind === 'effect' ? undefined : { kind, atom: group.import });
  const parts = usePriceListParts<FloatPrice>({
    kind,
    calls: { submit: calls.submit, audit: calls.audit, remove: { call: calls.remove, body: (ids) => ({ ids }) } },
    atoms: { add: group.add, edit: group.edit, remove: group.delete, audit: group.audit },
    describe: (r) => `${r.materialCode} ${r.code} ${r.name}`,
    onEdit: (row) => setEditing({ row }),
  });

  const fields: SearchField<'materialCode' | 'materialName' | 'code' | 'name' | 'status'>[] = [
    ...textFields(T, ['materialCode', 'materialName']),
    { name: 'code', label: T.codeLabel[kind], kind: 'text', placeholder: T.placeholders.code },
    { name: 'name', label: T.nameLabel[kind], kind: 'text', placeholder: T.placeholders.name },
    { name: 'status', label: T.fields.status, kind: 'select', options: priceStatusOptions },
  ];
  const columns: ListColumn<typeof calls.list>[] = [
    codeColumn('materialCode', T.fields.materialCode, 120, { sortable: true }),
    { key: 'materialName', header: T.fields.materialName, width: 150, cell: (r) => r.materialName },
    codeColumn('code', T.codeLabel[kind], 120, { sortable: true }),
    { key: 'name', header: T.nameLabel[kind], width: 120, cell: (r) => r.name },
    numberColumn('floatingPrice', T.fields.floatingPrice, 120, { sortable: true }),
    ...parts.columns,
  ];

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
          <>
            {tabs}
            {parts.toolbar(selection)}
            <Permission atom={group.export}>
              <ExportButton call={calls.export} filters={list.filters} ids={selection.ids} />
            </Permission>
            {imports.buttons()}
          </>
        )}
      />
      <FloatFormDialog
        kind={kind}
        open={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
      />
      {imports.dialog}
      {parts.dialogs}
    </>
  );
};
