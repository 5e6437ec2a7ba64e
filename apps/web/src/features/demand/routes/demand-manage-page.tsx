import { api, DemandStatus } from '@portal/contract';
import { useState } from 'react';
import {
  codeColumn,
  type ListColumn,
  type ListRow,
  ListView,
  numberColumn,
  rowActionsColumn,
  type SearchField,
  StatusBadge,
  statusOptions,
  usePagedList,
} from '@/components/list';
import { Button } from '@/components/ui/button';
import { DemandDetailDialog } from '../components/demand-detail-dialog';
import { MessagesDialog } from '../components/messages-dialog';
import { DemandText as T } from '../texts';

type Column = ListColumn<typeof api.demand.list>;

const fields: SearchField<'requestNo' | 'title' | 'status' | 'unread'>[] = [
  { name: 'requestNo', label: T.requestNo, kind: 'text', placeholder: T.requestNoPlaceholder },
  { name: 'title', label: T.title, kind: 'text', placeholder: T.titlePlaceholder },
  {
    name: 'status',
    label: T.status,
    kind: 'select',
    options: statusOptions(DemandStatus),
  },
  { name: 'unread', label: T.unreadOnly, kind: 'select', options: [{ label: T.unreadOptions['1'], value: '1' }] },
];

/**
 * demandManage 需求管理: the brand's material requests to the supplier, their unread replies, the reply thread with
 * materials from the supplier's catalogue and their comments, and the messages (docs/domains/demand.md).
 */
export const DemandManagePage = () => {
  const list = usePagedList(api.demand.list);
  const [openId, setOpenId] = useState<number | null>(null);
  const [messages, setMessages] = useState(false);
  const columns: Column[] = [
    codeColumn('requestNo', T.requestNo, 130),
    {
      key: 'title',
      header: T.title,
      width: 220,
      cell: (r) => (
        <button
          type="button"
          className="text-left text-primary underline-offset-4 hover:underline"
          onClick={() => setOpenId(r.id)}
        >
          {r.title}
        </button>
      ),
    },
    { key: 'requester', header: T.requester, width: 130, cell: (r) => r.requester },
    { key: 'deadline', header: T.deadline, width: 110, className: 'tabular-nums', cell: (r) => r.deadline },
    {
      key: 'status',
      header: T.status,
      width: 90,
      cell: (r) => (
        <StatusBadge tone={r.status === DemandStatus.open ? 'warning' : 'muted'}>
          {DemandStatus.texts[r.status]}
        </StatusBadge>
      ),
    },
    numberColumn('replyNum', T.replyNum, 70),
    {
      key: 'noReadNum',
      header: T.noReadNum,
      width: 70,
      className: 'text-right',
      cell: (r) =>
        r.noReadNum > 0 ? (
          <span className="inline-flex min-w-5 justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 text-white">
            {r.noReadNum}
          </span>
        ) : (
          0
        ),
    },
    codeColumn('createTime', T.createTime, 160),
    rowActionsColumn<ListRow<typeof api.demand.list>>(T.actions, 100, [
      { label: T.open, onClick: (r) => setOpenId(r.id) },
    ]),
  ];
  return (
    <>
      <ListView
        list={list}
        label={T.table}
        fields={fields}
        columns={columns}
        rowKey={(r) => r.id}
        actions={
          <Button variant="outline" onClick={() => setMessages(true)}>
            {T.messages}
          </Button>
        }
      />
      <DemandDetailDialog id={openId} onClose={() => setOpenId(null)} />
      <MessagesDialog
        open={messages}
        onClose={() => setMessages(false)}
        onOpenRequest={(id) => {
          setMessages(false);
          setOpenId(id);
        }}
      />
    </>
  );
};
