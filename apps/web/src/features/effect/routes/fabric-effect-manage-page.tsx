import { api, atoms } from '@portal/contract';
import { useMemo } from 'react';
import { ExportButton, ListView, useDivisions, usePagedList } from '@/components/list';
import { Permission } from '@/components/permission';
import { effectColumns, effectSearchFields } from '../components/effect-table';
import { EffectText } from '../texts';

/** fabricEffectManage 特殊效果管理: the special effects offered to the supplier, searchable, and their export. */
export const FabricEffectManagePage = () => {
  const list = usePagedList(api.effect.list);
  const divisions = useDivisions();
  const columns = useMemo(() => effectColumns(divisions), [divisions]);
  return (
    <ListView
      list={list}
      label={EffectText.table}
      fields={effectSearchFields(divisions)}
      columns={columns}
      rowKey={(e) => e.id}
      actions={
        <Permission atom={atoms.fabricEffect.export}>
          <ExportButton call={api.effect.export} filters={list.filters} />
        </Permission>
      }
    />
  );
};
