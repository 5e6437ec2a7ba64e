import type { Dictionary, MenuItem, Menus, Session, User } from '@portal/contract';
import { useSyncExternalStore } from 'react';

/**
 * The client-side session (spec 000 §3): token, user, permission atoms, buttons, dictionary and
 * menu, persisted in localStorage so a reload keeps the user signed in.
 */
type Button = Menus['buttons'][number];

interface StoredSession {
  token: string | null;
  user: User | null;
  permissions: string[];
  buttons: Button[];
  dictionary: Dictionary[];
  menus: MenuItem[];
}

/**
 * Not persisted, they describe this page session only:
 * - `menusLoaded`: the menus call has answered. The guard fetches the menu once per session
 *   (spec 000 §2); after a reload it asks again.
 * - `signedOut`: the user logged out here. The guard then sends them to /login without a redirect
 *   back to the page they left (an expired token, in contrast, comes back to it after login).
 */
export type SessionState = StoredSession & { menusLoaded: boolean; signedOut: boolean };

/*
 * The stored value is checked by hand, not with the contract's zod schemas: this module runs before
 * /login's first paint and zod would double the JavaScript it waits for. A value from an older
 * build or edited by hand is dropped rather than trusted.
 */
type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isInt: Check = (v) => Number.isInteger(v);
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const arrayOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    Object.entries(fields).every(([k, check]) => check((v as Record<string, unknown>)[k]));

const isUser = shape({
  personName: isString,
  lastModifyTime: nullable(isString),
  supplierCode: isString,
  supplierName: isString,
  loginAccount: isString,
  personTel: isString,
  personEmail: isString,
  createTime: isString,
});
const isMenuItem: Check = (v) =>
  shape({ id: isInt, name: isString, path: isString, ico: isString, parent: isInt, sort: isInt })(v) &&
  arrayOf(isMenuItem)((v as MenuItem).children);
const isStoredSession = shape({
  token: nullable(isString),
  user: nullable(isUser),
  permissions: arrayOf(isString),
  buttons: arrayOf(shape({ perms: isString, name: isString, menuPath: isString })),
  dictionary: arrayOf(
    shape({ code: isString, name: isString, details: arrayOf(shape({ id: isInt, dcode: isString, dname: isString })) }),
  ),
  menus: arrayOf(isMenuItem),
});

export const sessionStorageKey = 'supplier-portal.session';

const emptySession: SessionState = {
  token: null,
  user: null,
  permissions: [],
  buttons: [],
  dictionary: [],
  menus: [],
  menusLoaded: false,
  signedOut: false,
};

/** A stored value from an older build or edited by hand is dropped rather than trusted. */
const read = (): SessionState => {
  try {
    const raw = localStorage.getItem(sessionStorageKey);
    if (!raw) return emptySession;
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? { ...emptySession, ...(parsed as StoredSession) } : emptySession;
  } catch {
    return emptySession;
  }
};

/*
 * Read when first asked for, not when the module loads: /login never asks, and a browser's first localStorage access
 * of a page opens its storage, a synchronous cost the first paint would wait for (docs/decisions/0037-the-first-page.md).
 */
let stored: SessionState | undefined;
const current = (): SessionState => {
  stored ??= read();
  return stored;
};
const listeners = new Set<() => void>();
const ownerChangeHooks = new Set<() => void>();

/** Whose session it is: the token and the user it was issued to. A profile edit keeps the owner. */
const ownerOf = (s: SessionState): string =>
  JSON.stringify([s.token, s.user?.supplierCode ?? null, s.user?.loginAccount ?? null]);

/**
 * Every write and every change made in another tab goes through here. When the owner changes, the owner-change
 * hooks run first (the query cache is cleared there, api/query-client.ts), and only then are subscribers (the
 * components) told: nothing renders for the new session while the old one's answers are still cached.
 */
const publish = (next: SessionState): void => {
  const ownerChanged = ownerOf(next) !== ownerOf(current());
  stored = next;
  if (ownerChanged) for (const hook of ownerChangeHooks) hook();
  for (const listener of listeners) listener();
};

const write = (next: SessionState): void => {
  const { menusLoaded: _menusLoaded, signedOut: _signedOut, ...persisted } = next;
  if (next.token) localStorage.setItem(sessionStorageKey, JSON.stringify(persisted));
  else localStorage.removeItem(sessionStorageKey);
  publish(next);
};

// Signing out in one tab signs out the others (the storage event fires only in the other tabs).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== sessionStorageKey && event.key !== null) return;
    const next = read();
    // The same session changed elsewhere (profile saved, menu refreshed): no need to ask for the menu again.
    const { menusLoaded, token } = current();
    publish({ ...next, menusLoaded: menusLoaded && next.token === token });
  });
}

export const sessionStore = {
  get: current,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Runs `hook` synchronously whenever the token or the user changes (sign-in, sign-out, a 401 anywhere, a
   * logout in another tab), after the new state is in place and before any subscriber hears of it
   * (docs/architecture.md "Session").
   */
  onOwnerChange: (hook: () => void): (() => void) => {
    ownerChangeHooks.add(hook);
    return () => {
      ownerChangeHooks.delete(hook);
    };
  },
  /** The login answer is the user plus its token. */
  signIn: (session: Session): void => {
    const { token, ...user } = session;
    write({ ...emptySession, token, user });
  },
  setUser: (user: User): void => write({ ...current(), user }),
  setMenus: (menus: Menus): void =>
    write({
      ...current(),
      permissions: menus.permissions,
      buttons: menus.buttons,
      dictionary: menus.dictionary,
      menus: menus.menu,
      menusLoaded: true,
    }),
  /** Forget everything the server gave this user (token rejected, another tab logged out). */
  clear: (): void => write(emptySession),
  /** The user's own logout: forget everything, and do not offer the page they left after the next login. */
  signOut: (): void => write({ ...emptySession, signedOut: true }),
};

export const useSession = (): SessionState => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
