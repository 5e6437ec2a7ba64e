import { api, atoms } from '@portal/contract';
import { useState } from 'react';
import { ExportButton, ListView, useDivisions, usePagedList } from '@/components/list';
import { Permission } from '@/components/permission';
import { InnovationDialog } from '../components/innovation-dialog';
import { InnovationText } from '../texts';
import { innovationSearchFields, useInnovationColumns } from './innovation-table';

/**
 * fabricInnovate 创新材料: the supplier's innovation materials (drafts and submitted), searchable and sortable, with
 * their export (the filters, or the rows chosen); 修改创新材料 opens the innovation dialog on the record (a draft
 * may be saved again or submitted, a submitted one only submitted again: contract `innovationLifecycle`), and the
 * list reloads after a save. New records are uploaded from the top bar's 上传 popover.
 */
export const FabricInnovatePage = () => {
  const list = usePagedList(api.innovation.list);
  const divisions = useDivisions();
  const [editing, setEditing] = useState<number | null>(null);
  const columns = useInnovationColumns(setEditing);
  return (
    <>
      <ListView
        list={list}
        label={InnovationText.list.table}
        fields={innovationSearchFields(divisions)}
        columns={columns}
        rowKey={(r) => r.id}
        selectable
        actions={(selection) => (
          <Permission atom={atoms.fabricInnovate.list}>
            <ExportButton call={api.innovation.export} filters={list.filters} ids={selection.ids} />
          </Permission>
        )}
      />
      <InnovationDialog open={editing !== null} id={editing} onClose={() => setEditing(null)} />
    </>
  );
};
