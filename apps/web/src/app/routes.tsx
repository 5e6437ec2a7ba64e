import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { LoginPage } from '@/features/auth/routes/login-page';
import { Paths } from '@/navigation/paths';
import { productRoutes, type RouteName, sections } from '@/navigation/route-table';
import { PageLoading } from './page-loading';
import { RequireAuth } from './require-auth';
import { forgetChunkReload, RouteError } from './route-error';

/**
 * The fixed route registry (docs/architecture.md "Adding a domain", spec 000 §2): every page is declared here once
 * with a lazily loaded component, except /login, which is part of the first script. The server menu only filters it
 * (navigation/menu.ts); it never adds routes.
 *
 * Pages load through react-router's `lazy`: a navigation waits for the page's code and then shows
 * it at once, instead of flashing a loading state in between (React holds a revealed Suspense
 * fallback for 300 ms, which cost the login → dashboard path a third of its time).
 */
type PageLoader = () => Promise<ComponentType>;

export interface FixedRoute {
  path: string;
  /** public: reachable without a token, outside the shell; private: behind the guard, inside the shell. */
  access: 'public' | 'private';
  load: PageLoader;
}

/** A lazily loaded page has rendered: its code arrived, so a later failure to load code may reload again. */
const Loaded = ({ children }: { children: ReactNode }) => {
  useEffect(forgetChunkReload, []);
  return children;
};

type Guard = (page: ReactNode) => ReactNode;

/** A route whose page module loads when the route is first matched; `guard`, loaded beside it, wraps it. */
const lazyRoute = (path: string, load: PageLoader, guard?: () => Promise<Guard>) => ({
  path,
  lazy: async () => {
    const [Page, wrap = (page: ReactNode) => page] = await Promise.all([load(), guard?.()]);
    return {
      element: wrap(
        <Loaded>
          <Page />
        </Loaded>,
      ),
    };
  },
});

// The gates read the user's menu (navigation/menu.ts, session/use-access.ts): shell code, loaded with the pages they
// guard, not with /login (docs/decisions/0037-the-first-page.md).
const loadGates = () => import('./route-gates');
const productGate = (name: RouteName) => async (): Promise<Guard> => {
  const { ProductRouteGate } = await loadGates();
  return (page) => <ProductRouteGate name={name}>{page}</ProductRouteGate>;
};

const loadShell = () => import('./shell').then((m) => m.Shell);
const loadDashboard: PageLoader = () =>
  import('@/features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage);

/**
 * Once the user starts signing in on /login (types, taps, presses a key), fetch (and run) the code the next screen
 * needs: the shell and the dashboard. /login itself does not load them (docs/decisions/0037-the-first-page.md); this
 * only takes the code download off the login → dashboard path. A failure here is harmless: the route loads it again
 * when needed.
 */
const prefetchSignedIn = () => {
  loadShell().catch(() => {});
  loadDashboard().catch(() => {});
};

export const fixedRoutes: readonly FixedRoute[] = [
  {
    path: Paths.notFound,
    access: 'public',
    load: () => import('@/features/errors/routes/not-found-page').then((m) => m.NotFoundPage),
  },
  {
    path: Paths.forbidden,
    access: 'public',
    load: () => import('@/features/errors/routes/forbidden-page').then((m) => m.ForbiddenPage),
  },
  {
    path: Paths.serverError,
    access: 'public',
    load: () => import('@/features/errors/routes/server-error-page').then((m) => m.ServerErrorPage),
  },
  {
    path: Paths.home,
    access: 'private',
    load: loadDashboard,
  },
  {
    path: Paths.modifyPassword,
    access: 'private',
    load: () => import('@/features/account/routes/modify-password-page').then((m) => m.ModifyPasswordPage),
  },
  {
    path: Paths.external,
    access: 'private',
    load: () => import('@/features/external/routes/external-page').then((m) => m.ExternalPage),
  },
  {
    path: Paths.notDeveloped,
    access: 'private',
    load: () => import('@/features/errors/routes/not-developed-page').then((m) => m.NotDevelopedPage),
  },
];

const fabricDetail: PageLoader = () =>
  import('@/features/fabric/routes/fabric-detail-page').then((m) => m.FabricDetailPage);

/**
 * The product pages of spec 000 §2, one lazily loaded module each (typed: a route of the table
 * without a page does not compile).
 */
export const productPages: Record<RouteName, PageLoader> = {
  fabricManage: () => import('@/features/fabric/routes/fabric-manage-page').then((m) => m.FabricManagePage),
  fabricDetail,
  fabricInnovate: () => import('@/features/innovation/routes/fabric-innovate-page').then((m) => m.FabricInnovatePage),
  fabricInnovateDetail: () =>
    import('@/features/innovation/routes/fabric-innovate-detail-page').then((m) => m.FabricInnovateDetailPage),
  supplierRecommendManage: () =>
    import('@/features/fabric/routes/supplier-recommend-manage-page').then((m) => m.SupplierRecommendManagePage),
  // The spec: the recommended-material and scan-apply details reuse the fabric detail screen.
  supplierRecommendDetail: fabricDetail,
  scanApply: () => import('@/features/scan-apply/routes/scan-apply-page').then((m) => m.ScanApplyPage),
  scanApplyDetail: () =>
    import('@/features/scan-apply/routes/scan-apply-detail-page').then((m) => m.ScanApplyDetailPage),
  fabricLinesManage: () =>
    import('@/features/grain/routes/fabric-lines-manage-page').then((m) => m.FabricLinesManagePage),
  fabricEffectManage: () =>
    import('@/features/effect/routes/fabric-effect-manage-page').then((m) => m.FabricEffectManagePage),
  demandManage: () => import('@/features/demand/routes/demand-manage-page').then((m) => m.DemandManagePage),
  componentCost: () => import('@/features/component-cost/routes/component-cost-page').then((m) => m.ComponentCostPage),
  shoeSeason: () => import('@/features/season/routes/shoe-season-page').then((m) => m.ShoeSeasonPage),
  shoeTree: () => import('@/features/shoe-tree/routes/shoe-tree-page').then((m) => m.ShoeTreePage),
  shoeTreeMaintain: () =>
    import('@/features/shoe-tree/routes/shoe-tree-maintain-page').then((m) => m.ShoeTreeMaintainPage),
  shoeTreeDetail: () => import('@/features/shoe-tree/routes/shoe-tree-detail-page').then((m) => m.ShoeTreeDetailPage),
  seasonDetail: () => import('@/features/season/routes/season-detail-page').then((m) => m.SeasonDetailPage),
  seasonSingle: () => import('@/features/season/routes/season-single-page').then((m) => m.SeasonSinglePage),
  inquiryMaterial: () => import('@/features/inquiry/routes/inquiry-material-page').then((m) => m.InquiryMaterialPage),
  purchase: () => import('@/features/purchase/routes/purchase-page').then((m) => m.PurchasePage),
  shipmentSingle: () => import('@/features/purchase/routes/shipment-single-page').then((m) => m.ShipmentSinglePage),
  shipmentMerge: () => import('@/features/purchase/routes/shipment-merge-page').then((m) => m.ShipmentMergePage),
  materialPrice: () => import('@/features/price/routes/material-price-page').then((m) => m.MaterialPricePage),
  inquiry: () => import('@/features/inquiry/routes/inquiry-page').then((m) => m.InquiryPage),
  componentParam: () =>
    import('@/features/component-param/routes/component-param-page').then((m) => m.ComponentParamPage),
};

const RootLayout = () => (
  <Suspense fallback={<PageLoading />}>
    <Outlet />
  </Suspense>
);

const toRoute = ({ path, load }: FixedRoute): RouteObject => lazyRoute(path, load);

export interface RouteOptions {
  /** The signed-in shell's query client: the app's own (api/query-client.ts) unless a test gives its own. */
  queryClient?: QueryClient;
}

export const buildRoutes = ({ queryClient }: RouteOptions = {}): RouteObject[] => [
  {
    element: <RootLayout />,
    // Shown on a first visit while the matched routes' code arrives.
    hydrateFallbackElement: <PageLoading />,
    // A failure outside the shell (its own code, the login page): the whole window.
    errorElement: <RouteError />,
    children: [
      { path: Paths.root, element: <Navigate to={Paths.home} replace /> },
      // The first page: part of the first script, not a lazy chunk, so it shows without a second round of requests.
      { path: Paths.login, element: <LoginPage onSigningIn={prefetchSignedIn} /> },
      ...fixedRoutes.filter((r) => r.access === 'public').map(toRoute),
      {
        element: <RequireAuth />,
        children: [
          {
            // The signed-in shell (menu fetch, top bar, account dialogs): loaded after login, not with /login.
            lazy: async () => {
              const Shell = await loadShell();
              return { element: <Shell client={queryClient} /> };
            },
            children: [
              {
                // A page that fails (its code did not load, or it threw) fails under the top bar, which stays.
                errorElement: <RouteError inShell />,
                children: [
                  ...fixedRoutes.filter((r) => r.access === 'private').map(toRoute),
                  // A section path is nested too deep to show anything itself: it goes to its first child.
                  ...sections.map((section) => ({
                    path: section.path,
                    lazy: async () => {
                      const { SectionRedirect } = await loadGates();
                      return { element: <SectionRedirect section={section} /> };
                    },
                  })),
                  ...productRoutes.map((route) =>
                    lazyRoute(route.url, productPages[route.name], productGate(route.name)),
                  ),
                ],
              },
            ],
          },
        ],
      },
      // Registered last on purpose (vue-element-admin's refresh-404 came from registering '*' first).
      { path: '*', element: <Navigate to={Paths.notFound} replace /> },
    ],
  },
];
