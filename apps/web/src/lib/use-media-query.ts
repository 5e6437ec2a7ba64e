import { useSyncExternalStore } from 'react';

/** Spec 000 §9: under 992 px wide the layout switches to mobile mode. */
export const mobileBreakpointPx = 992;
export const mobileQuery = `(max-width: ${mobileBreakpointPx - 0.02}px)`;

type Subscribe = (onChange: () => void) => () => void;
// One stable subscribe function per query, so React does not resubscribe on every render.
const subscribers = new Map<string, Subscribe>();
const subscribeTo = (query: string): Subscribe => {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
};

export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    subscribeTo(query),
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );

export const useIsMobile = (): boolean => useMediaQuery(mobileQuery);

/** A phone: under 640 px (Tailwind's `sm`), where a list's pager is compact and its search fields stack. */
export const phoneQuery = '(max-width: 639.98px)';
export const useIsPhone = (): boolean => useMediaQuery(phoneQuery);
