import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Paths } from '@/navigation/paths';
import { type AtomRequirement, usePermission } from '@/session/permission';

export interface PermissionProps {
  /** The atom (or atoms, any one of which will do) the children need. */
  atom: AtomRequirement;
  children: ReactNode;
  /** Rendered instead when the atom is missing; nothing by default. */
  fallback?: ReactNode;
  /** Send the user to the no-permission page (/403) instead of rendering nothing. */
  redirect?: boolean;
}

/**
 * Removes what the user may not use (spec 000 §6): the element is not rendered at all, never hidden
 * with CSS. With `redirect` it guards a whole page and sends the user to /403.
 */
export const Permission = ({ atom, children, fallback = null, redirect = false }: PermissionProps) => {
  const allowed = usePermission(atom);
  if (allowed) return children;
  if (redirect) return <Navigate to={Paths.forbidden} replace />;
  return fallback;
};
