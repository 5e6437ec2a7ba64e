import {
  MaintainStatus,
  type MaintainStatusValue,
  type ShoeTree,
  ShoeTreeStatus,
  type ShoeTreeStatusValue,
} from '@portal/contract';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useFileUrls } from '@/api/file-urls';
import {
  type Column,
  codeColumn,
  numberColumn,
  type Option,
  type RowAction,
  rowActionsColumn,
  type SearchField,
  StatusBadge,
  Thumbnail,
  timeColumn,
} from '@/components/list';
import { formatDateTime } from '@/lib/format';
import { routeUrl } from '@/navigation/route-table';
import { useDictionaryOptions, useShoeAndLastFactoryOptions } from '../api/shoe-tree';
import { ShoeTreeText as text } from '../texts';

/** Both lists answer lasts and sort by the same fields. */
type ShoeTreeColumn = Column<ShoeTree, 'shoeTreeCode' | 'seasonCode' | 'availableQuantity' | 'modifyTime'>;

const statusTone: Record<ShoeTreeStatusValue, 'success' | 'muted' | 'warning'> = {
  '1': 'success',
  '2': 'warning',
  '3': 'muted',
  '4': 'warning',
};

export const ShoeTreeStatusBadge = ({ status }: { status: ShoeTreeStatusValue }) => (
  <StatusBadge tone={statusTone[status]}>{ShoeTreeStatus.texts[status]}</StatusBadge>
);
export const MaintainBadge = ({ status }: { status: MaintainStatusValue }) => (
  <StatusBadge tone={status === MaintainStatus.waiting ? 'warning' : 'success'}>
    {MaintainStatus.texts[status]}
  </StatusBadge>
);

/** The detail screen of a last. */
export const detailUrl = (id: number) => `${routeUrl('shoeTreeDetail')}?id=${id}`;

type Filter =
  | 'shoeTreeCode'
  | 'bodyNo'
  | 'shoeTreeType'
  | 'seasonCode'
  | 'shoeFactoryCode'
  | 'shoeTreeFactoryCode'
  | 'status';

/** The search form of both last lists: code, body number, type, season, factories and status (and more for one). */
export const useShoeTreeSearchFields = (statuses: readonly ShoeTreeStatusValue[] = ShoeTreeStatus.values) => {
  const factories = useShoeAndLastFactoryOptions();
  const seasons = useDictionaryOptions('season');
  const types = useDictionaryOptions('shoe_tree_type');
  return useMemo((): SearchField<Filter>[] => {
    const statusOptions: Option[] = statuses.map((s) => ({ label: ShoeTreeStatus.texts[s], value: s }));
    return [
      { name: 'shoeTreeCode', label: text.shoeTreeCode, kind: 'text', placeholder: text.shoeTreeCodePlaceholder },
      { name: 'bodyNo', label: text.bodyNo, kind: 'text', placeholder: text.bodyNoPlaceholder },
      { name: 'shoeTreeType', label: text.shoeTreeType, kind: 'select', options: types },
      { name: 'seasonCode', label: text.season, kind: 'select', options: seasons },
      { name: 'shoeFactoryCode', label: text.shoeFactory, kind: 'select', options: factories.shoe },
      { name: 'shoeTreeFactoryCode', label: text.shoeTreeFactory, kind: 'select', options: factories.last },
      { name: 'status', label: text.status, kind: 'select', options: statusOptions },
    ];
  }, [factories.shoe, factories.last, seasons, types, statuses]);
};

/**
 * The columns both lists share; `actions` adds the row's buttons. The code links to the detail screen; widths in
 * px keep the table readable and let it scroll sideways on a narrow screen.
 */
export const useShoeTreeColumns = (
  extra: { maintain?: boolean; actions?: readonly RowAction<ShoeTree>[] } = {},
): ShoeTreeColumn[] => {
  const urls = useFileUrls();
  const { maintain = false, actions } = extra;
  return useMemo(() => {
    const columns: ShoeTreeColumn[] = [
      {
        key: 'cover',
        header: text.cover,
        width: 68,
        cell: (r) => (r.coverImgId ? <Thumbnail src={urls.thumbnail(r.coverImgId)} alt={r.shoeTreeCode} /> : null),
      },
      {
        key: 'shoeTreeCode',
        header: text.shoeTreeCode,
        width: 140,
        sortField: 'shoeTreeCode',
        sticky: true,
        className: 'whitespace-nowrap tabular-nums',
        cell: (r) => (
          <Link
            to={detailUrl(r.id)}
            aria-label={text.openLast(r.shoeTreeCode)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {r.shoeTreeCode}
          </Link>
        ),
      },
      // Beside the code, so a wide table shows it at every width (the columns after the pairs pass under the actions).
      { key: 'status', header: text.status, width: 90, cell: (r) => <ShoeTreeStatusBadge status={r.status} /> },
      ...(maintain
        ? ([
            {
              key: 'maintainStatus',
              header: text.maintainStatus,
              width: 100,
              cell: (r) => <MaintainBadge status={r.maintainStatus} />,
            },
          ] satisfies ShoeTreeColumn[])
        : []),
      { key: 'bodyNo', header: text.bodyNo, width: 100, className: 'whitespace-nowrap', cell: (r) => r.bodyNo },
      { key: 'type', header: text.shoeTreeType, width: 100, cell: (r) => r.shoeTreeTypeName },
      codeColumn('seasonCode', text.season, 100, { sortable: true }),
      { key: 'shoeFactory', header: text.shoeFactory, width: 186, cell: (r) => r.shoeFactoryName },
      { key: 'lastFactory', header: text.shoeTreeFactory, width: 180, cell: (r) => r.shoeTreeFactoryName },
      { key: 'sizeRange', header: text.sizeRange, width: 90, className: 'tabular-nums', cell: (r) => r.sizeRange },
      numberColumn('quantity', text.quantity, 80),
      numberColumn('availableQuantity', text.availableQuantity, 100, { sortable: true }),
      numberColumn('scrapQuantity', text.scrapQuantity, 90),
      ...(maintain
        ? ([
            {
              key: 'maintainTime',
              header: text.maintainTime,
              width: 150,
              className: 'whitespace-nowrap tabular-nums',
              cell: (r) => formatDateTime(r.maintainTime),
            },
          ] satisfies ShoeTreeColumn[])
        : []),
      timeColumn('modifyTime', text.modifyTime, 150),
    ];
    if (actions) columns.push(rowActionsColumn(text.actions, 110, actions, 'pr-5'));
    return columns;
  }, [urls, maintain, actions]);
};
