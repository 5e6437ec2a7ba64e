import { api, atoms, type ShoeTree, shoeTreeLifecycle } from '@portal/contract';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ExportButton, ListView, type RowAction, usePagedList } from '@/components/list';
import { Permission } from '@/components/permission';
import { ScrapDialog } from '../components/scrap-dialog';
import { useShoeTreeColumns, useShoeTreeSearchFields } from '../components/shoe-tree-columns';
import { ShoeTreeText as text } from '../texts';

/**
 * shoeTree 鞋楦管理: the supplier's lasts, searchable by code, body number, type, season, factories and status,
 * sortable, exported into the download center; each row opens its detail and, where its status allows, 报废.
 */
export const ShoeTreePage = () => {
  const list = usePagedList(api.shoeTree.supplierList);
  const fields = useShoeTreeSearchFields();
  const [scrapping, setScrapping] = useState<ShoeTree | null>(null);
  const actions = useMemo(
    (): RowAction<ShoeTree>[] => [
      {
        label: text.scrap,
        icon: <Trash2 aria-hidden />,
        atom: atoms.shoeTree.scrap,
        when: (row) => shoeTreeLifecycle.can('scrap', row.status),
        destructive: true,
        ariaLabel: (row) => `${text.scrap} ${row.shoeTreeCode}`,
        onClick: setScrapping,
      },
    ],
    [],
  );
  const columns = useShoeTreeColumns({ actions });
  return (
    <>
      <ListView
        list={list}
        label={text.table}
        fields={fields}
        columns={columns}
        rowKey={(r) => r.id}
        selectable
        actions={(selection) => (
          <Permission atom={atoms.shoeTree.export}>
            <ExportButton call={api.shoeTree.export} filters={list.filters} ids={selection.ids} />
          </Permission>
        )}
      />
      <ScrapDialog last={scrapping} onClose={() => setScrapping(null)} />
    </>
  );
};
