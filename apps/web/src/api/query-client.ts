import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/session/session';

/** No automatic retries: the http client has already told the user; a retry would repeat the call and its message. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });

/**
 * Ties a query client's cache to the session: whenever the token or the user changes (sign-in, sign-out, a 401
 * from a call or an upload, a logout in another tab) every cached answer and mutation is dropped, synchronously,
 * before any component hears of the new session. One supplier's figures, counts and rows are never shown to the
 * next one (docs/architecture.md "Session"). Returns the unbinding.
 */
export const bindCacheToSession = (client: QueryClient): (() => void) =>
  sessionStore.onOwnerChange(() => client.clear());

/** The app's one query client, bound to the session from the moment this module is loaded. */
export const queryClient = createQueryClient();
bindCacheToSession(queryClient);
