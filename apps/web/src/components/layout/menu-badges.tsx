import { atoms } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { demandUnreadQuery } from '@/api/lookups';
import type { NavEntry } from '@/navigation/menu';
import { usePermission } from '@/session/permission';

/** Counts shown beside menu entries, by route name. */
export const useMenuBadges = (): Readonly<Record<string, number>> => {
  const allowed = usePermission(atoms.demand.list);
  const unread = useQuery({ ...demandUnreadQuery(), enabled: allowed });
  return { demandManage: allowed ? (unread.data ?? 0) : 0 };
};

/** An entry's count: a link's own, a group's the sum of its children's. */
export const badgeOf = (entry: NavEntry, badges: Readonly<Record<string, number>>): number =>
  entry.kind === 'link'
    ? (entry.route && badges[entry.route]) || 0
    : entry.children.reduce((n, child) => n + badgeOf(child, badges), 0);

export const MenuBadge = ({ count }: { count: number }) =>
  count > 0 ? (
    <span
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-medium text-white tabular-nums"
      data-testid="menu-badge"
    >
      <span className="sr-only">未读</span>
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
