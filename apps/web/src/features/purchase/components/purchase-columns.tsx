import { type api, chinaDay, PurchaseStatus } from '@portal/contract';
import {
  type ListColumn,
  type ListRow,
  numberColumn,
  type Option,
  type RowAction,
  rowActionsColumn,
  type SearchField,
  StatusBadge,
  statusOptions,
  timeColumn,
} from '@/components/list';
import { PurchaseText as text } from '../texts';

export type PurchaseRow = ListRow<typeof api.purchase.list>;
type PurchaseColumn = ListColumn<typeof api.purchase.list>;
type FilterName =
  | 'purchaseNo'
  | 'materialCode'
  | 'materialName'
  | 'shoeFactoryCode'
  | 'status'
  | 'orderDateStart'
  | 'orderDateEnd'
  | 'deliveryDateStart'
  | 'deliveryDateEnd';

const purchaseStatusOptions = statusOptions(PurchaseStatus);

/** The search form: 采购单号, 材料编码 and 名称, 鞋厂, 状态, order and delivery date ranges. */
export const purchaseSearchFields = (factories: Option[]): SearchField<FilterName>[] => [
  { name: 'purchaseNo', label: text.purchaseNo, kind: 'text', placeholder: text.purchaseNoPlaceholder },
  { name: 'materialCode', label: text.materialCode, kind: 'text' },
  { name: 'materialName', label: text.materialName, kind: 'text' },
  { name: 'shoeFactoryCode', label: text.factory, kind: 'select', options: factories },
  { name: 'status', label: text.status, kind: 'select', options: purchaseStatusOptions },
  { name: 'orderDateStart', label: text.orderDateStart, kind: 'date' },
  { name: 'orderDateEnd', label: text.orderDateEnd, kind: 'date' },
  { name: 'deliveryDateStart', label: text.deliveryDateStart, kind: 'date' },
  { name: 'deliveryDateEnd', label: text.deliveryDateEnd, kind: 'date' },
];

const tone = (status: number) =>
  status === PurchaseStatus.delivered ? 'success' : status === PurchaseStatus.closed ? 'muted' : 'warning';

export const PurchaseStatusBadge = ({ status }: { status: number }) => (
  <StatusBadge tone={tone(status)}>{PurchaseStatus.text(status) || status}</StatusBadge>
);

/** The due date, marked 到期 or 逾期 when the order is a delivery reminder. */
const DueCell = ({ row }: { row: PurchaseRow }) => (
  <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
    {row.dueDate ?? '--'}
    {row.warning && (
      <span className="rounded bg-red-50 px-1.5 text-xs font-medium text-red-700 ring-1 ring-red-600/20 ring-inset">
        {row.dueDate && row.dueDate < chinaDay() ? text.overdue : text.due}
      </span>
    )}
  </span>
);

/** The list's columns; the number opens the detail, `actions` are the row's buttons. */
export const purchaseColumns = (
  open: (row: PurchaseRow) => void,
  actions: readonly RowAction<PurchaseRow>[],
): PurchaseColumn[] => [
  {
    key: 'purchaseNo',
    header: text.purchaseNo,
    width: 130,
    sticky: true,
    sortField: 'purchaseNo',
    cell: (o) => (
      <button type="button" className="font-medium text-primary hover:underline" onClick={() => open(o)}>
        {o.purchaseNo}
      </button>
    ),
  },
  // Beside the number, so a wide table shows it at every width (the columns after 交期 pass under the actions).
  { key: 'status', header: text.status, width: 90, cell: (o) => <PurchaseStatusBadge status={o.status} /> },
  { key: 'factory', header: text.factory, width: 186, cell: (o) => o.shoeFactoryName },
  { key: 'season', header: text.season, width: 80, cell: (o) => o.seasonCode },
  { key: 'materialCode', header: text.materialCode, width: 110, cell: (o) => o.materialCode },
  { key: 'materialName', header: text.materialName, width: 150, cell: (o) => o.materialName },
  numberColumn('quantity', text.quantity, 100, { sortable: true, unit: 'unit' }),
  numberColumn('shippedQuantity', text.shipped, 90),
  numberColumn('remainingQuantity', text.remaining, 90),
  timeColumn('deliveryDate', text.deliveryDate, 110, { format: 'YYYY-MM-DD' }),
  { key: 'dueDate', header: text.dueDate, width: 140, sortField: 'dueDate', cell: (o) => <DueCell row={o} /> },
  timeColumn('createTime', text.createTime, 150),
  rowActionsColumn(text.actions, 200, actions),
];
