import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Paths } from '@/lib/paths';
import { PageLoading } from './page-loading';
import { RequireAuth } from './require-auth';

/**
 * The fixed route registry (DESIGN.md): every page is declared here once with a lazily loaded
 * component. The server menu will only filter this list; it never adds routes.
 */
export interface PageRoute {
  path: string;
  /** public: reachable without a token; private: behind the guard. */
  access: 'public' | 'private';
  Page: LazyExoticComponent<ComponentType>;
}

/** Pages are named exports; React.lazy wants a default one. */
const lazyPage = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

export const pageRoutes: readonly PageRoute[] = [
  {
    path: Paths.login,
    access: 'public',
    Page: lazyPage(() => import('@/features/auth/routes/login-page').then((m) => m.LoginPage)),
  },
  {
    path: Paths.notFound,
    access: 'public',
    Page: lazyPage(() => import('@/features/errors/routes/not-found-page').then((m) => m.NotFoundPage)),
  },
  {
    path: Paths.home,
    access: 'private',
    Page: lazyPage(() => import('@/features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage)),
  },
];

const toRoute = ({ path, Page }: PageRoute): RouteObject => ({ path, element: <Page /> });

const RootLayout = () => (
  <Suspense fallback={<PageLoading />}>
    <Outlet />
  </Suspense>
);

export const buildRoutes = (): RouteObject[] => [
  {
    element: <RootLayout />,
    children: [
      { path: Paths.root, element: <Navigate to={Paths.home} replace /> },
      ...pageRoutes.filter((r) => r.access === 'public').map(toRoute),
      { element: <RequireAuth />, children: pageRoutes.filter((r) => r.access === 'private').map(toRoute) },
      // Registered last on purpose (vue-element-admin's refresh-404 came from registering '*' first).
      { path: '*', element: <Navigate to={Paths.notFound} replace /> },
    ],
  },
];
