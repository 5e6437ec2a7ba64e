import { type api, atoms, InnovationStatus } from '@portal/contract';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { type FileUrls, useFileUrls } from '@/api/file-urls';
import {
  categoryFields,
  codeColumn,
  type Divisions,
  type ListColumn,
  type ListRow,
  rowActionsColumn,
  type SearchField,
  StatusBadge,
  statusOptions,
  Thumbnail,
  timeColumn,
} from '@/components/list';
import { routeUrl } from '@/navigation/route-table';
import { InnovationText } from '../texts';

export type InnovationRow = ListRow<typeof api.innovation.list>;
type InnovationColumn = ListColumn<typeof api.innovation.list>;

const text = InnovationText;

/** The detail screen of a record (fabricInnovateDetail?id=). */
export const innovationDetailUrl = (id: number) => `${routeUrl('fabricInnovateDetail')}?id=${id}`;

/** 草稿 muted, 已提交 green. */
export const InnovationStatusBadge = ({ status }: { status: InnovationRow['status'] }) => (
  <StatusBadge tone={status === InnovationStatus.submitted ? 'success' : 'muted'}>
    {InnovationStatus.texts[status]}
  </StatusBadge>
);

/** The 创新材料 search form: 材料编码, 材料名称, 材料大类, 材料小类 (those of the 大类 chosen), 状态. */
export const innovationSearchFields = (
  divisions: Divisions,
): SearchField<'materialCode' | 'materialName' | 'divisionId' | 'sectionId' | 'status'>[] => [
  { name: 'materialCode', label: text.fields.materialCode, kind: 'text', placeholder: text.list.codePlaceholder },
  { name: 'materialName', label: text.fields.materialName, kind: 'text', placeholder: text.placeholders.materialName },
  ...categoryFields(divisions.shown),
  {
    name: 'status',
    label: text.list.status,
    kind: 'select',
    options: statusOptions(InnovationStatus),
  },
];

const columns = (urls: FileUrls, onEdit: (id: number) => void): InnovationColumn[] => [
  {
    key: 'cover',
    header: text.fields.cover,
    width: 72,
    cell: (r) => (r.coverImgId ? <Thumbnail src={urls.thumbnail(r.coverImgId)} alt={r.materialName} /> : null),
  },
  codeColumn('materialCode', text.fields.materialCode, 130, { sortable: true }),
  {
    key: 'materialName',
    header: text.fields.materialName,
    width: 200,
    sortField: 'materialName',
    cell: (r) => (
      <Link to={innovationDetailUrl(r.id)} className="text-primary underline-offset-4 hover:underline">
        {r.materialName}
      </Link>
    ),
  },
  { key: 'division', header: text.fields.divisionId, width: 110, cell: (r) => r.divisionName },
  { key: 'section', header: text.fields.sectionId, width: 130, cell: (r) => r.sectionName },
  { key: 'status', header: text.list.status, width: 90, cell: (r) => <InnovationStatusBadge status={r.status} /> },
  { key: 'modifier', header: text.list.modifier, width: 110, cell: (r) => r.modifier },
  timeColumn('modifyTime', text.list.modifyTime, 160),
  rowActionsColumn<InnovationRow>(
    text.list.actions,
    190,
    [
      {
        label: text.list.view,
        ariaLabel: (r) => `${text.list.view} ${r.materialName}`,
        to: (r) => innovationDetailUrl(r.id),
      },
      { label: text.editTitle, atom: atoms.fabricInnovate.add, onClick: (r) => onEdit(r.id) },
    ],
    'pr-5',
  ),
];

/** The list's columns; thumbnails from getAbridgeImg with the user's token, 修改创新材料 calls `onEdit`. */
export const useInnovationColumns = (onEdit: (id: number) => void): InnovationColumn[] => {
  const urls = useFileUrls();
  return useMemo(() => columns(urls, onEdit), [urls, onEdit]);
};
