import { api, atoms } from '@portal/contract';
import { ExportButton, ListView, useDivisions, usePagedList } from '@/components/list';
import { Permission } from '@/components/permission';
import { AppText } from '@/lib/texts';
import { grainSearchFields, useGrainColumns } from '../components/grain-table';

/** fabricLinesManage 面料纹路管理: the grains offered to the supplier, searchable, and their export. */
export const FabricLinesManagePage = () => {
  const list = usePagedList(api.grain.list);
  const divisions = useDivisions();
  const columns = useGrainColumns(divisions);
  return (
    <ListView
      list={list}
      label={AppText.fabricLines.table}
      fields={grainSearchFields(divisions)}
      columns={columns}
      rowKey={(g) => g.lineCode}
      actions={
        <Permission atom={atoms.fabricLines.export}>
          <ExportButton call={api.grain.export} filters={list.filters} />
        </Permission>
      }
    />
  );
};
