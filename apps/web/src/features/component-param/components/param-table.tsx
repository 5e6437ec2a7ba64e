import { type api, ComponentParamStatus } from '@portal/contract';
import { type ListColumn, type ListRow, type SearchField, StatusBadge, timeColumn } from '@/components/list';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { ParamText as text } from '../texts';

export type ParamRow = ListRow<typeof api.componentParam.list>;
type ParamColumn = ListColumn<typeof api.componentParam.list>;

export const ParamStatus = ({ status }: { status: number }) => (
  <StatusBadge tone={status === ComponentParamStatus.enabled ? 'success' : 'muted'}>
    {ComponentParamStatus.text(status) || status}
  </StatusBadge>
);

export const paramSearchFields: SearchField<'paramCode' | 'componentCode' | 'componentName' | 'setName' | 'status'>[] =
  [
    { name: 'paramCode', label: text.paramCode, kind: 'text' },
    { name: 'componentCode', label: text.componentCode, kind: 'text', placeholder: '如 SOLE' },
    { name: 'componentName', label: text.componentName, kind: 'text', placeholder: '如 大底' },
    { name: 'setName', label: text.setName, kind: 'text' },
    {
      name: 'status',
      label: text.status,
      kind: 'select',
      options: [
        { label: ComponentParamStatus.texts[1], value: '1' },
        { label: ComponentParamStatus.texts[0], value: '0' },
      ],
    },
  ];

/** The columns; the code opens the detail (values, formula, record). */
export const paramColumns = (open: (row: ParamRow) => void): ParamColumn[] => [
  {
    key: 'paramCode',
    header: text.paramCode,
    width: 110,
    sortField: 'paramCode',
    sticky: true,
    cell: (p) => (
      <Button variant="link" className="h-auto p-0 tabular-nums" onClick={() => open(p)}>
        {p.paramCode}
      </Button>
    ),
  },
  {
    key: 'component',
    header: text.componentName,
    width: 120,
    sortField: 'componentName',
    cell: (p) => `${p.componentName}（${p.componentCode}）`,
  },
  { key: 'setName', header: text.setName, width: 170, cell: (p) => p.setName },
  { key: 'formula', header: text.formula, width: 280, className: 'font-mono text-xs', cell: (p) => p.formula },
  {
    key: 'result',
    header: text.result,
    width: 100,
    className: 'text-right tabular-nums',
    cell: (p) =>
      p.result === null ? <span className="text-destructive">{p.resultMessage}</span> : formatNumber(p.result),
  },
  { key: 'status', header: text.status, width: 80, cell: (p) => <ParamStatus status={p.status} /> },
  { key: 'modifier', header: text.modifier, width: 110, cell: (p) => p.modifier },
  timeColumn('modifyTime', text.modifyTime, 140, { className: 'pr-5' }),
];
