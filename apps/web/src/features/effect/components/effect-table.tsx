import type { api } from '@portal/contract';
import type { Divisions, ListColumn, ListRow, SearchField } from '@/components/list';
import { formatNumber } from '@/lib/format';
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
  {
    key: 'effectPrice',
    header: text.effectPrice,
    width: 140,
    sortField: 'effectPrice',
    className: 'text-right tabular-nums',
    cell: (e) => formatNumber(e.effectPrice),
  },
  {
    key: 'sort',
    header: text.sort,
    width: 110,
    sortField: 'sort',
    className: 'pr-5 text-right tabular-nums',
    cell: (e) => e.sort,
  },
];
