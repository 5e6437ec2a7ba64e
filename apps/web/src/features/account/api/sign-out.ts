import { account } from '@portal/contract';
import { request } from '@/api/api-client';
import { sessionStore } from '@/session/session';

/**
 * The user's own logout (spec 000 §4: the session is cleared and the app goes to /login). The stub is told first
 * (`account.logout`, with the token the request takes now), so the session ends there too and a file link signed for
 * it, copied from the browser's history, no longer opens (docs/decisions/0042-file-links-and-pdf-uploads.md). Nobody waits for
 * the answer: the browser's session is cleared at once, and a failed logout (offline, a host without the call) leaves
 * the links to expire within minutes.
 */
export const signOut = (): void => {
  if (sessionStore.get().token) request(account.logout, undefined, { silent: true }).catch(() => {});
  sessionStore.signOut();
};
