import { api, atoms } from '@portal/contract';
import { ExportButton, ListView, useDivisions, usePagedList } from '@/components/list';
import { Permission } from '@/components/permission';
import { grainSearchFields, useGrainColumns } from '../components/grain-table';
import { GrainText } from '../texts';

/**
 * fabricLinesManage 面料纹路管理: the grains offered to the supplier, searchable and sortable, and their
 * export: of every row the filters select, or of the rows chosen with the checkboxes.
 */
export const FabricLinesManagePage = () => {
  const list = usePagedList(api.grain.list);
  const divisions = useDivisions();
  const columns = useGrainColumns(divisions);
  return (
    <ListView
      list={list}
      label={GrainText.table}
      fields={grainSearchFields(divisions)}
      columns={columns}
      rowKey={(g) => g.lineCode}
      selectable
      actions={(selection) => (
        <Permission atom={atoms.fabricLines.export}>
          <ExportButton call={api.grain.export} filters={list.filters} ids={selection.ids} />
        </Permission>
      )}
    />
  );
};
