import { Status } from '@portal/contract';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { queryClient } from '@/api/query-client';
import { menusQuery } from '@/api/shell';
import { StubBadge } from '@/components/layout/stub-badge';
import { TopBar } from '@/components/layout/top-bar';
import type { UploadKind } from '@/components/layout/upload-popover';
import { AccountDialogs, accountDialogs, signOut } from '@/features/account';
import { AppText } from '@/lib/texts';
import { useIsMobile } from '@/lib/use-media-query';
import { activeKeys } from '@/navigation/menu';
import { Paths } from '@/navigation/paths';
import { routeByPath, routeUrl } from '@/navigation/route-table';
import { sessionStore, useSession } from '@/session/session';
import { useNavEntries } from '@/session/use-access';
import { PageLoading } from './page-loading';
import { UploadDialogHost } from './upload-dialogs';

/** Shown in the content area while a page's code arrives; the top bar stays put. */
const ContentLoading = () => (
  <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-sm text-muted-foreground">
    <LoaderCircle aria-hidden className="size-4 animate-spin" />
    {AppText.loading}
  </div>
);

/** Page title in the browser tab: "<page> - 供应商材料管理平台". */
const useDocumentTitle = (title: string | undefined) => {
  useEffect(() => {
    document.title = title ? `${title} - ${AppText.platformTitle}` : AppText.platformTitle;
    return () => {
      document.title = AppText.platformTitle;
    };
  }, [title]);
};

const fixedTitles: Record<string, string> = {
  [Paths.home.toLowerCase()]: AppText.routes.dashboard,
  [Paths.external.toLowerCase()]: AppText.routes.external,
  [Paths.notDeveloped.toLowerCase()]: AppText.routes.notDeveloped,
};

const AppLayout = () => {
  const entries = useNavEntries();
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [upload, setUpload] = useState<UploadKind | null>(null);

  const active = useMemo(
    () => activeKeys(entries, location.pathname, location.search),
    [entries, location.pathname, location.search],
  );
  const route = routeByPath(location.pathname);
  useDocumentTitle(route?.title ?? fixedTitles[location.pathname.toLowerCase()]);

  // Mobile mode starts with the drawer closed, and a chosen page closes it (spec 000 §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation and on mode switches
  useEffect(() => setDrawerOpen(false), [location.pathname, isMobile]);

  // Signing out also empties the query cache (api/query-client.ts binds it to the session).
  const logout = useCallback(() => {
    accountDialogs.close();
    signOut();
    void navigate(Paths.login, { replace: true });
  }, [navigate]);

  const back = () => {
    // react-router keeps the history index; a page opened directly goes to its list instead.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(route?.belongsTo ? routeUrl(route.belongsTo) : Paths.home);
  };

  const fabricKind =
    route?.section.path === '/fabric'
      ? route.name === 'fabricInnovate' || route.name === 'fabricInnovateDetail'
        ? 'innovation'
        : 'fabric'
      : null;

  return (
    <div className="min-h-screen">
      <TopBar
        entries={entries}
        active={active}
        isMobile={isMobile}
        mobileNavOpen={drawerOpen}
        onMobileNavOpenChange={setDrawerOpen}
        showBack={route?.show ?? false}
        onBack={back}
        uploadFabricKind={fabricKind}
        onUpload={setUpload}
        onChangePassword={() => accountDialogs.open('password')}
        onProfile={() => accountDialogs.open('profile')}
        onLogout={logout}
      />
      <main className="px-3 py-4 sm:px-6 sm:py-5">
        <Suspense fallback={<ContentLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <AccountDialogs onLogout={logout} />
      <UploadDialogHost kind={upload} onClose={() => setUpload(null)} />
      <StubBadge />
    </div>
  );
};

/**
 * With a token, the menu is fetched once per session (spec 000 §2): the login already fetched it; after a reload it
 * is asked again before any page is shown.
 */
const SignedIn = () => {
  const { menusLoaded } = useSession();
  const menus = useQuery({
    ...menusQuery(),
    enabled: !menusLoaded,
    gcTime: 0,
  });

  useEffect(() => {
    if (menus.data && !sessionStore.get().menusLoaded) sessionStore.setMenus(menus.data);
  }, [menus.data]);

  if (!menusLoaded) {
    if (menus.isError) {
      // 401: the http client is already signing out and going to /login.
      if (isApiError(menus.error) && menus.error.status === Status.unauthorized) return <PageLoading />;
      return <Navigate to={Paths.serverError} replace />;
    }
    return <PageLoading />;
  }
  return <AppLayout />;
};

/**
 * The signed-in shell, and the query cache of the session with it: react-query and the data layer load with the shell,
 * after login, not with /login (docs/decisions/0037-the-first-page.md). `client`: the app's own
 * (api/query-client.ts, bound to the session) unless the route registry is given another (a test's).
 */
export const Shell = ({ client = queryClient }: { client?: QueryClient }) => (
  <QueryClientProvider client={client}>
    <SignedIn />
  </QueryClientProvider>
);
