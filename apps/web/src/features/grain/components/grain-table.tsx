import type { api } from '@portal/contract';
import { useMemo } from 'react';
import { type FileUrls, useFileUrls } from '@/api/file-urls';
import { type Column, type Divisions, type ListRow, type SearchField, StatusBadge, Thumbnail } from '@/components/list';
import { formatDateTime, formatNumber } from '@/lib/format';
import { AppText } from '@/lib/texts';

export type GrainRow = ListRow<typeof api.grain.list>;

const text = AppText.fabricLines;

/** The 面料纹路管理 search form: 材料大类, 纹路名称, 状态. */
export const grainSearchFields = (divisions: Divisions): SearchField<'divisionId' | 'lineName' | 'isActive'>[] => [
  { name: 'divisionId', label: AppText.list.division, kind: 'select', options: divisions.options },
  { name: 'lineName', label: text.lineName, kind: 'text', placeholder: text.lineNamePlaceholder },
  {
    name: 'isActive',
    label: text.isActive,
    kind: 'select',
    options: [
      { label: text.active['1'], value: '1' },
      { label: text.active['0'], value: '0' },
    ],
  },
];

const grainColumns = (urls: FileUrls, divisions: Divisions): Column<GrainRow>[] => [
  {
    key: 'cover',
    header: text.cover,
    className: 'w-20 pl-5',
    cell: (g) => (g.coverImgId ? <Thumbnail src={urls.thumbnail(g.coverImgId)} alt={g.lineName} /> : null),
  },
  { key: 'lineCode', header: text.lineCode, className: 'whitespace-nowrap tabular-nums', cell: (g) => g.lineCode },
  { key: 'lineName', header: text.lineName, cell: (g) => g.lineName },
  { key: 'division', header: AppText.list.division, cell: (g) => divisions.nameOf(g.divisionId) },
  {
    key: 'floatingPrice',
    header: text.floatingPrice,
    className: 'text-right tabular-nums',
    cell: (g) => formatNumber(g.floatingPrice),
  },
  {
    key: 'availableEndDate',
    header: text.availableEndDate,
    className: 'whitespace-nowrap tabular-nums',
    cell: (g) => formatDateTime(g.availableEndDate),
  },
  {
    key: 'isActive',
    header: text.isActive,
    cell: (g) => <StatusBadge tone={g.isActive === '1' ? 'success' : 'muted'}>{text.active[g.isActive]}</StatusBadge>,
  },
  { key: 'isShow', header: text.isShow, className: 'pr-5', cell: (g) => text.shown[g.isShow] },
];

/** The grain table's columns; thumbnails come from getAbridgeImg with the user's token. */
export const useGrainColumns = (divisions: Divisions): Column<GrainRow>[] => {
  const urls = useFileUrls();
  return useMemo(() => grainColumns(urls, divisions), [urls, divisions]);
};
