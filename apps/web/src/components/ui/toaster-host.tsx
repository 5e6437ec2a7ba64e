import { useSyncExternalStore } from 'react';
import { useLoaded } from '@/lib/use-loaded';

// sonner loads with the first notification, not with the first page (docs/decisions/0037-the-first-page.md). A toast
// raised before the toaster is mounted still shows: sonner replays the active toasts to a toaster that subscribes late.
const loadToaster = () => import('./sonner').then((module) => module.Toaster);

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Asks for the toaster (lib/notify.ts, before its first toast); it stays mounted from then on. */
export const wantToaster = (): void => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

/** Mounted once (app/providers.tsx): where the notifications appear, once there is one. */
export const ToasterHost = () => {
  const Toaster = useLoaded(
    loadToaster,
    useSyncExternalStore(subscribe, () => wanted),
  );
  return Toaster ? <Toaster /> : null;
};
