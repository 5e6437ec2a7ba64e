import { useSyncExternalStore } from 'react';

/** Which account dialog the user asked for: from the user dropdown or the /modifyPassword route. */
export type AccountDialog = 'password' | 'profile' | null;

let current: AccountDialog = null;
const listeners = new Set<() => void>();
const set = (next: AccountDialog) => {
  current = next;
  for (const listener of listeners) listener();
};

export const accountDialogs = {
  open: (dialog: Exclude<AccountDialog, null>): void => set(dialog),
  close: (): void => set(null),
  get: (): AccountDialog => current,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useAccountDialog = (): AccountDialog =>
  useSyncExternalStore(accountDialogs.subscribe, accountDialogs.get, accountDialogs.get);
