import type { api } from '@portal/contract';
import { type Divisions, type ListColumn, type ListRow, numberColumn, type SearchField } from '@/components/list';
import { AppText } from '@/lib/texts';
import { EffectText } from '../texts';

export type EffectRow = ListRow<typeof api.effect.list>;

const text = EffectText;

/** The 特殊效果管理 search form: 材料大类, 特殊效果. */
export const effectSearchFields = (divisions: Divisions): SearchField<'divisionId' | 'effectName'>[] => [
  { name: 'divisionId', label: AppText.list.division, kind: 'select', options: divisions.options },
  { name: 'effectName', label: text.effectName, kind: 'text', placeholder: text.effectNamePlaceholder },
];

/**
 * 特殊效果 (pinned while the table scrolls sideways), 材料大类 (the same effect name exists in several
 * divisions), 价格(¥), 排序; name, price and sort order sort on the server.
 */
export const effectColumns = (divisions: Divisions): ListColumn<typeof api.effect.list>[] => [
  {
    key: 'effectName',
    header: text.effectName,
    width: 150,
    sticky: true,
    sortField: 'effectName',
    className: 'pl-5',
    cell: (e) => e.effectName,
  },
  { key: 'division', header: AppText.list.division, width: 120, cell: (e) => divisions.nameOf(e.divisionId) },
  numberColumn('effectPrice', text.effectPrice, 140, { sortable: true }),
  numberColumn('sort', text.sort, 110, { sortable: true, className: 'pr-5' }),
];
