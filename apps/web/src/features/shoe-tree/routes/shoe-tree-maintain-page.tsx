import { api, atoms, MaintainStatus, type ShoeTree, shoeTreeLifecycle } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ListView, type RowAction, StatusBadge, statusOptions, usePagedList } from '@/components/list';
import { waitingCountQuery } from '../api/shoe-tree';
import { MaintainDialog } from '../components/maintain-dialog';
import { useShoeTreeColumns, useShoeTreeSearchFields } from '../components/shoe-tree-columns';
import { ShoeTreeText as text } from '../texts';

/** The count of lasts waiting for maintenance (getMainTainedCount with 待维护), beside the title. */
const WaitingBadge = () => {
  const count = useQuery(waitingCountQuery());
  if (count.data === undefined) return null;
  return (
    <span role="status" data-testid="waiting-badge">
      <StatusBadge tone={count.data > 0 ? 'warning' : 'success'}>{text.waitingBadge(count.data)}</StatusBadge>
    </span>
  );
};

/**
 * shoeTreeMaintain 鞋楦信息维护: the lasts not scrapped, those the brand sent for maintenance first; 维护 opens the
 * form (sizes, images, remark), the code opens the detail with its maintenance records.
 */
export const ShoeTreeMaintainPage = () => {
  const list = usePagedList(api.shoeTree.maintainList);
  const base = useShoeTreeSearchFields(['1', '2', '4']);
  const fields = useMemo(
    () => [
      ...base,
      {
        name: 'maintainStatus' as const,
        label: text.maintainStatus,
        kind: 'select' as const,
        options: statusOptions(MaintainStatus),
      },
    ],
    [base],
  );
  const [maintaining, setMaintaining] = useState<ShoeTree | null>(null);
  const actions = useMemo(
    (): RowAction<ShoeTree>[] => [
      {
        label: text.maintain,
        icon: <Wrench aria-hidden />,
        atom: atoms.shoeTreeMaintain.maintain,
        when: (row) => shoeTreeLifecycle.can('maintain', row.status),
        ariaLabel: (row) => `${text.maintain} ${row.shoeTreeCode}`,
        onClick: setMaintaining,
      },
    ],
    [],
  );
  const columns = useShoeTreeColumns({ maintain: true, actions });
  return (
    <>
      <ListView
        list={list}
        label={text.maintainTable}
        fields={fields}
        columns={columns}
        rowKey={(r) => r.id}
        actions={<WaitingBadge />}
      />
      <MaintainDialog last={maintaining} onClose={() => setMaintaining(null)} />
    </>
  );
};
