import type { api } from '@portal/contract';
import { useMemo } from 'react';
import { type FileUrls, useFileUrls } from '@/api/file-urls';
import {
  codeColumn,
  type Divisions,
  type ListColumn,
  type ListRow,
  numberColumn,
  type SearchField,
  StatusBadge,
  Thumbnail,
  timeColumn,
} from '@/components/list';
import { AppText } from '@/lib/texts';
import { GrainText } from '../texts';

export type GrainRow = ListRow<typeof api.grain.list>;

const text = GrainText;

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

type GrainColumn = ListColumn<typeof api.grain.list>;

/** Widths in px: the table keeps them and scrolls sideways on a narrow screen; code and price sort on the server. */
const grainColumns = (urls: FileUrls, divisions: Divisions): GrainColumn[] => [
  {
    key: 'cover',
    header: text.cover,
    width: 72,
    cell: (g) => (g.coverImgId ? <Thumbnail src={urls.thumbnail(g.coverImgId)} alt={g.lineName} /> : null),
  },
  codeColumn('lineCode', text.lineCode, 130, { sortable: true }),
  { key: 'lineName', header: text.lineName, width: 140, cell: (g) => g.lineName },
  { key: 'division', header: AppText.list.division, width: 110, cell: (g) => divisions.nameOf(g.divisionId) },
  numberColumn('floatingPrice', text.floatingPrice, 120, { sortable: true }),
  timeColumn('availableEndDate', text.availableEndDate, 160),
  {
    key: 'isActive',
    header: text.isActive,
    width: 90,
    cell: (g) => <StatusBadge tone={g.isActive === '1' ? 'success' : 'muted'}>{text.active[g.isActive]}</StatusBadge>,
  },
  { key: 'isShow', header: text.isShow, width: 90, className: 'pr-5', cell: (g) => text.shown[g.isShow] },
];

/** The grain table's columns; thumbnails come from getAbridgeImg with the user's token. */
export const useGrainColumns = (divisions: Divisions): GrainColumn[] => {
  const urls = useFileUrls();
  return useMemo(() => grainColumns(urls, divisions), [urls, divisions]);
};
