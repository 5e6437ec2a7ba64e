import { atoms, InquiryStatus, inquiryBeforeDeadline, inquiryLifecycle } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import {
  type Column,
  codeColumn,
  DataTable,
  rowActionsColumn,
  type SearchField,
  SearchForm,
  statusOptions,
  textFields,
} from '@/components/list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { displayText, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { routeByPath } from '@/navigation/route-table';
import { usePermission } from '@/session/permission';
import { noticesQuery } from '../api/inquiry';
import { InquiryStatusBadge } from '../components/inquiry-status';
import { NoticeDialog } from '../components/notice-dialog';
import { InquiryText as T } from '../texts';

type Notice = Awaited<ReturnType<NonNullable<ReturnType<typeof noticesQuery>['queryFn']>>>[number];
type Key = 'inquiryNo' | 'title' | 'status';

const fields: SearchField<Key>[] = [
  ...textFields(T, ['inquiryNo', 'title']),
  {
    name: 'status',
    label: T.fields.status,
    kind: 'select',
    options: statusOptions(InquiryStatus),
  },
];

/** The URL's state: `ids=1,2` shows exactly those notices; otherwise status (default 待报价, `all` 全部) and texts. */
const useNoticeFilters = () => {
  const [params, setParams] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const status = params.get('status') ?? String(InquiryStatus.toQuote);
  const values = {
    inquiryNo: params.get('inquiryNo') ?? '',
    title: params.get('title') ?? '',
    status: status === 'all' ? '' : status,
  };
  const body =
    ids.length > 0
      ? { ids }
      : {
          ...(status === 'all' ? { all: true } : { status: Number(status) }),
          ...(values.inquiryNo && { inquiryNo: values.inquiryNo }),
          ...(values.title && { title: values.title }),
        };
  const search = (next: Record<Key, string>) =>
    setParams(
      Object.fromEntries(
        Object.entries({ ...next, status: next.status === '' ? 'all' : next.status }).filter(([, v]) => v !== ''),
      ),
    );
  return { ids, values, body, search, reset: () => setParams({}) };
};

const deadlinePassed = (n: Notice) =>
  !inquiryBeforeDeadline.allows({ deadline: n.deadline, now: Date.now() }) && inquiryLifecycle.can('quote', n.status);

/** 报价 while the notice takes quotes and the user may quote (提交报价), else 查看. */
const actionLabel = (n: Notice, mayQuote: boolean) =>
  mayQuote && inquiryLifecycle.can('quote', n.status) && !deadlinePassed(n) ? T.quote : T.open;

/**
 * inquiry 询价通知列表: the supplier's notices (the bell's 询价通知(n) opens the ones still to quote), searchable
 * by number, title and status; `ids=…` shows exactly the given notices. A notice opens in its detail dialog, where
 * the quote is filled, imported, submitted, withdrawn or audited.
 */
export const InquiryPage = () => {
  const filters = useNoticeFilters();
  const { data = [], isPending } = useQuery(noticesQuery(filters.body));
  const [open, setOpen] = useState<number | null>(null);
  const route = routeByPath(useLocation().pathname);
  const mayQuote = usePermission(atoms.inquiryNotice.submitQuote);

  const columns: Column<Notice>[] = [
    codeColumn('inquiryNo', T.fields.inquiryNo, 140),
    { key: 'title', header: T.fields.title, width: 260, cell: (n) => n.title },
    { key: 'season', header: T.fields.season, width: 90, cell: (n) => displayText(n.season) },
    {
      key: 'materials',
      header: T.fields.materials,
      width: 100,
      className: 'tabular-nums',
      cell: (n) => `${n.quotedCount} / ${n.materialCount}`,
    },
    {
      key: 'deadline',
      header: T.fields.deadline,
      width: 170,
      className: 'whitespace-nowrap tabular-nums',
      cell: (n) => (
        <span className={cn(deadlinePassed(n) && 'text-destructive')} title={deadlinePassed(n) ? T.expired : undefined}>
          {formatDateTime(n.deadline)}
        </span>
      ),
    },
    { key: 'status', header: T.fields.status, width: 110, cell: (n) => <InquiryStatusBadge status={n.status} /> },
    { key: 'contact', header: T.fields.contact, width: 140, cell: (n) => displayText(n.contact) },
    rowActionsColumn<Notice>(T.actions, 90, [
      {
        label: (n) => actionLabel(n, mayQuote),
        atom: atoms.inquiryNotice.view,
        ariaLabel: (n) => `${actionLabel(n, mayQuote)} ${n.inquiryNo}`,
        onClick: (n) => setOpen(n.id),
      },
    ]),
  ];

  return (
    <>
      <PageHeader section={route?.section.title} title={route?.title ?? T.table} />
      <Card className="gap-0 overflow-hidden py-0">
        <div className="border-b px-4 py-4 sm:px-5">
          {filters.ids.length > 0 ? (
            <p className="flex items-center gap-2 text-sm" role="status">
              {T.chosen}
              <Button variant="link" size="sm" className="h-auto px-0" onClick={filters.reset}>
                {T.showAll}
              </Button>
            </p>
          ) : (
            <SearchForm
              key={JSON.stringify(filters.values)}
              fields={fields}
              values={filters.values}
              onSearch={filters.search}
              onReset={filters.reset}
            />
          )}
        </div>
        <DataTable columns={columns} rows={data} rowKey={(n) => n.id} loading={isPending} label={T.table} />
        <p className="border-t px-4 py-3 text-sm text-muted-foreground sm:px-5" data-testid="notice-count">
          {T.showing(data.length)}
        </p>
      </Card>
      <NoticeDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
};
