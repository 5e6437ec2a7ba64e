import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** Without a token every private route goes to /login, remembering where the user was headed. */
export const RequireAuth = () => {
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${Paths.login}?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
};
