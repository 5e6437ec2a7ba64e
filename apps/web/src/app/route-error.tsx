import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AppText } from '@/lib/texts';
import { Paths } from '@/navigation/paths';
import { PageLoading } from './page-loading';

const text = AppText.errorPage;

/** Where the portal notes the address it reloaded for a page whose code failed to load (one reload per address). */
export const chunkReloadKey = 'supplier-portal.chunk-reload';

/**
 * A lazily loaded page's code that did not arrive: after a new deployment the old file names are gone (the
 * browser's wording differs: Chromium, Firefox, Safari; Vite's preload of the page's CSS).
 */
export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
};

/** The page reload, through an object a unit test can replace (jsdom's location cannot be spied on). */
export const pageReload = { reload: (): void => window.location.reload() };

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

const storedReload = (): string | null => {
  try {
    return sessionStorage.getItem(chunkReloadKey);
  } catch {
    return null;
  }
};

/** Forgets the reload once a lazily loaded page has rendered: its code arrives again, a later failure reloads again. */
export const forgetChunkReload = (): void => {
  try {
    if (sessionStorage.getItem(chunkReloadKey) !== null) sessionStorage.removeItem(chunkReloadKey);
  } catch {
    // Storage refused (private mode): nothing was noted either.
  }
};

/** Reloads the page, noting the address first so that a second failure of the same page is shown, not looped on. */
const reloadFor = (address: string | null) => {
  try {
    if (address === null) sessionStorage.removeItem(chunkReloadKey);
    else sessionStorage.setItem(chunkReloadKey, address);
  } catch {
    // Without storage the automatic reload is not tried (see RouteError): the button still works.
  }
  pageReload.reload();
};

const canNote = () => {
  try {
    sessionStorage.setItem(`${chunkReloadKey}.probe`, '1');
    sessionStorage.removeItem(`${chunkReloadKey}.probe`);
    return true;
  } catch {
    return false;
  }
};

/**
 * The error element of the router (docs/decisions/0033-route-errors.md): a page whose code failed to load after a
 * deployment reloads the portal once by itself (the new index names the new files); a second failure of the same
 * address, or any other error a page throws, shows a Chinese page with 重新加载 and 返回首页 instead of React
 * Router's English developer screen. `inShell`: shown in the content area under the top bar.
 */
export const RouteError = ({ inShell = false }: { inShell?: boolean }) => {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  // Decided once per error: reload when this address has not been reloaded for yet (and the note can be kept).
  const [reloading] = useState(() => chunk && storedReload() !== currentAddress() && canNote());
  useEffect(() => {
    if (reloading) reloadFor(currentAddress());
    else console.error(error);
  }, [reloading, error]);

  if (reloading) return <PageLoading />;
  return (
    <section
      role="alert"
      aria-labelledby="route-error-title"
      data-testid="route-error"
      className={
        inShell
          ? 'flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center'
          : 'flex min-h-screen flex-col items-center justify-center gap-4 bg-brand-50/60 px-4 text-center'
      }
    >
      <TriangleAlert aria-hidden className="size-12 text-warning" />
      <h1 id="route-error-title" className="text-lg font-semibold text-brand-900">
        {chunk ? text.chunkTitle : text.crashTitle}
      </h1>
      <p className="max-w-md text-sm text-muted-foreground">{chunk ? text.chunkMessage : text.crashMessage}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => reloadFor(null)}>
          <RefreshCw aria-hidden />
          {text.reload}
        </Button>
        {/* A full load, not a client navigation: the home page's code may be as stale as this page's. */}
        <Button asChild variant="outline">
          <a href={Paths.home}>{text.home}</a>
        </Button>
      </div>
    </section>
  );
};
