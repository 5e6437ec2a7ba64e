import { scrollToTopMs } from '@/lib/format';

/** Quadratic ease-in-out, the curve the original paging scroll used. */
export const easeInOutQuad = (elapsed: number, start: number, change: number, duration: number): number => {
  let t = elapsed / (duration / 2);
  if (t < 1) return (change / 2) * t * t + start;
  t -= 1;
  return (-change / 2) * (t * (t - 2) - 1) + start;
};

export interface ScrollOptions {
  duration?: number;
  /** Injected in tests; the browser's by default. */
  frame?: (callback: () => void) => void;
  now?: () => number;
  getPosition?: () => number;
  move?: (position: number) => void;
}

// Standards mode scrolls <html>; quirks mode and some embeds scroll <body>: move both.
const documentPosition = () => document.documentElement.scrollTop || document.body.scrollTop;

const moveDocument = (position: number) => {
  document.documentElement.scrollTop = position;
  document.body.scrollTop = position;
};

/** Scrolls the page to `to` over `duration` ms (800 by default, spec 000 §9); resolves when done. */
export const scrollTo = (to: number, options: ScrollOptions = {}): Promise<void> => {
  const {
    duration = scrollToTopMs,
    frame = (callback) => requestAnimationFrame(() => callback()),
    now = () => performance.now(),
    getPosition = documentPosition,
    move = moveDocument,
  } = options;
  const start = getPosition();
  const change = to - start;
  const startedAt = now();
  return new Promise((resolve) => {
    if (change === 0 || duration <= 0) {
      move(to);
      resolve();
      return;
    }
    const step = () => {
      const elapsed = Math.min(now() - startedAt, duration);
      move(elapsed >= duration ? to : easeInOutQuad(elapsed, start, change, duration));
      if (elapsed >= duration) resolve();
      else frame(step);
    };
    frame(step);
  });
};

export const scrollToTop = (options?: ScrollOptions): Promise<void> => scrollTo(0, options);
