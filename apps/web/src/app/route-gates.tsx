import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Paths } from '@/navigation/paths';
import type { RouteName, SectionMeta } from '@/navigation/route-table';
import { useAccess } from '@/session/use-access';

/**
 * A product page opens only when the user's menu names it (or the visible page a hidden one belongs
 * to); otherwise the user goes to /403 (spec 000 §2). Runs inside the shell, after the menu arrived.
 */
export const ProductRouteGate = ({ name, children }: { name: RouteName; children: ReactNode }) => {
  const access = useAccess();
  if (!access.canOpenRoute(name)) return <Navigate to={Paths.forbidden} replace />;
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
