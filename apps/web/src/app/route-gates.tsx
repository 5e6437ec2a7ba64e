import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Paths } from '@/navigation/paths';
import { type RouteName, routeByName, type SectionMeta } from '@/navigation/route-table';
import { hasPermission } from '@/session/permission';
import { useSession } from '@/session/session';
import { useAccess } from '@/session/use-access';

/**
 * A product page opens only when the user's menu names it (or the visible page a hidden one belongs
 * to) and, for a screen that only writes, the user holds its atom; otherwise the user goes to /403
 * (spec 000 §2, §6). Runs inside the shell, after the menu arrived.
 */
export const ProductRouteGate = ({ name, children }: { name: RouteName; children: ReactNode }) => {
  const access = useAccess();
  const { permissions } = useSession();
  const { atom } = routeByName(name);
  if (!access.canOpenRoute(name) || (atom && !hasPermission(permissions, atom)))
    return <Navigate to={Paths.forbidden} replace />;
  return children;
};

/**
 * A section path (e.g. /purchase) shows nothing itself: it redirects to the first child the user may
 * open, keeping the query (/purchase?pageCode=todo → /purchase/purchase?pageCode=todo), or to /403.
 */
export const SectionRedirect = ({ section }: { section: SectionMeta }) => {
  const access = useAccess();
  const { search, hash } = useLocation();
  const first = access.firstOpenable(section);
  if (!first) return <Navigate to={Paths.forbidden} replace />;
  return <Navigate to={`${first.url}${search}${hash}`} replace />;
};
