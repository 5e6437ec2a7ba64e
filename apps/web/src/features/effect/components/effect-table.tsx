import type { api } from '@portal/contract';
import type { Column, Divisions, ListRow, SearchField } from '@/components/list';
import { formatNumber } from '@/lib/format';
import { AppText } from '@/lib/texts';

export type EffectRow = ListRow<typeof api.effect.list>;

const text = AppText.fabricEffects;

/** The 特殊效果管理 search form: 材料大类, 特殊效果. */
export const effectSearchFields = (divisions: Divisions): SearchField<'divisionId' | 'effectName'>[] => [
  { name: 'divisionId', label: AppText.list.division, kind: 'select', options: divisions.options },
  { name: 'effectName', label: text.effectName, kind: 'text', placeholder: text.effectNamePlaceholder },
];

/** 特殊效果, 材料大类 (the same effect name exists in several divisions), 价格(¥), 排序. */
export const effectColumns = (divisions: Divisions): Column<EffectRow>[] => [
  { key: 'effectName', header: text.effectName, className: 'pl-5', cell: (e) => e.effectName },
  { key: 'division', header: AppText.list.division, cell: (e) => divisions.nameOf(e.divisionId) },
  {
    key: 'effectPrice',
    header: text.effectPrice,
    className: 'w-40 text-right tabular-nums',
    cell: (e) => formatNumber(e.effectPrice),
  },
  { key: 'sort', header: text.sort, className: 'w-32 pr-5 text-right tabular-nums', cell: (e) => e.sort },
];
