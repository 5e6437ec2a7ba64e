import { type api, type ComponentCostStatusValue, ComponentCostStatus as S } from '@portal/contract';
import type { ListColumn, ListRow, Option, SearchField } from '@/components/list';
import { codeColumn, numberColumn, StatusBadge, statusOptions, timeColumn } from '@/components/list';
import { Button } from '@/components/ui/button';
import { displayText } from '@/lib/format';
import { CostText as text } from '../texts';

export type CostRow = ListRow<typeof api.componentCost.list>;
type CostColumn = ListColumn<typeof api.componentCost.list>;

const tones: Record<ComponentCostStatusValue, 'success' | 'muted' | 'warning'> = {
  [S.toQuote]: 'warning',
  [S.toAudit]: 'warning',
  [S.approved]: 'success',
  [S.rejected]: 'warning',
  [S.closed]: 'muted',
};

export const CostStatus = ({ status }: { status: number }) => (
  <StatusBadge tone={tones[status as ComponentCostStatusValue] ?? 'muted'}>{S.text(status) || status}</StatusBadge>
);

type FilterName =
  | 'costNo'
  | 'styleNo'
  | 'seasonCode'
  | 'componentName'
  | 'shoeFactoryCode'
  | 'status'
  | 'createTimeStart'
  | 'createTimeEnd';

/** The search form: cost number, style, season, component, factory, status and creation dates. */
export const costSearchFields = (factories: readonly Option[]): SearchField<FilterName>[] => [
  { name: 'costNo', label: text.costNo, kind: 'text' },
  { name: 'styleNo', label: text.styleNo, kind: 'text' },
  { name: 'seasonCode', label: text.seasonCode, kind: 'text', placeholder: '如 25Q3' },
  { name: 'componentName', label: text.componentName, kind: 'text', placeholder: '如 大底' },
  { name: 'shoeFactoryCode', label: text.factories, kind: 'select', options: factories },
  {
    name: 'status',
    label: text.status,
    kind: 'select',
    options: statusOptions(S),
  },
  { name: 'createTimeStart', label: text.createFrom, kind: 'date' },
  { name: 'createTimeEnd', label: text.createTo, kind: 'date' },
];

/** The columns a supplier decides from; the number opens the detail. */
export const costColumns = (open: (row: CostRow) => void): CostColumn[] => [
  {
    key: 'costNo',
    header: text.costNo,
    width: 140,
    sortField: 'costNo',
    sticky: true,
    cell: (c) => (
      <Button variant="link" className="h-auto p-0 tabular-nums" onClick={() => open(c)}>
        {c.costNo}
      </Button>
    ),
  },
  codeColumn('styleNo', text.styleNo, 120),
  { key: 'styleName', header: text.styleName, width: 150, cell: (c) => c.styleName },
  { key: 'seasonCode', header: text.seasonCode, width: 70, cell: (c) => c.seasonCode },
  { key: 'component', header: text.component, width: 110, cell: (c) => `${c.componentName}（${c.componentCode}）` },
  { key: 'factories', header: text.factories, width: 180, cell: (c) => displayText(c.shoeFactoryNames) },
  numberColumn('totalCost', text.totalCost, 100, { sortable: true }),
  { key: 'status', header: text.status, width: 90, cell: (c) => <CostStatus status={c.status} /> },
  timeColumn('inquiryDeadline', text.deadline, 140),
  timeColumn('createTime', text.createTime, 140, { className: 'pr-5' }),
];
