import {
  buttonSchema,
  dictionarySchema,
  type Menus,
  menuItemSchema,
  type Session,
  type User,
  userSchema,
} from '@portal/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The client-side session (spec 000 §3): token, user, permission atoms, buttons, dictionary and
 * menu, persisted in localStorage so a reload keeps the user signed in.
 */
const sessionStateSchema = z.object({
  token: z.string().nullable(),
  user: userSchema.nullable(),
  permissions: z.array(z.string()),
  buttons: z.array(buttonSchema),
  dictionary: z.array(dictionarySchema),
  menus: z.array(menuItemSchema),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const sessionStorageKey = 'supplier-portal.session';

const emptySession: SessionState = {
  token: null,
  user: null,
  permissions: [],
  buttons: [],
  dictionary: [],
  menus: [],
};

/** A stored value from an older build or edited by hand is dropped rather than trusted. */
const read = (): SessionState => {
  try {
    const raw = localStorage.getItem(sessionStorageKey);
    if (!raw) return emptySession;
    const parsed = sessionStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptySession;
  } catch {
    return emptySession;
  }
};

let state: SessionState = read();
const listeners = new Set<() => void>();

const publish = (next: SessionState): void => {
  state = next;
  for (const listener of listeners) listener();
};

const write = (next: SessionState): void => {
  if (next.token) localStorage.setItem(sessionStorageKey, JSON.stringify(next));
  else localStorage.removeItem(sessionStorageKey);
  publish(next);
};

// Signing out in one tab signs out the others (the storage event fires only in the other tabs).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === sessionStorageKey || event.key === null) publish(read());
  });
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The login answer is the user plus its token. */
  signIn: (session: Session): void => {
    const { token, ...user } = session;
    write({ ...emptySession, token, user });
  },
  setUser: (user: User): void => write({ ...state, user }),
  setMenus: (menus: Menus): void =>
    write({
      ...state,
      permissions: menus.permissions,
      buttons: menus.buttons,
      dictionary: menus.dictionary,
      menus: menus.menu,
    }),
  /** Logout: forget everything the server gave this user. */
  clear: (): void => write(emptySession),
};

export const useSession = (): SessionState => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
