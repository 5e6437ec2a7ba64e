import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Paths } from '@/navigation/paths';
import { useSession } from '@/session/session';

/**
 * Without a token every private route goes to /login, remembering where the user was headed
 * (not after the user's own logout).
 */
export const RequireAuth = () => {
  const { token, signedOut } = useSession();
  const location = useLocation();
  if (!token) {
    if (signedOut) return <Navigate to={Paths.login} replace />;
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${Paths.login}?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
};
