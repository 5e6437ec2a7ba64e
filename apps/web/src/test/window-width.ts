import { onTestFinished, vi } from 'vitest';

/**
 * Makes `matchMedia` answer, for the running test, like a window of the given width (jsdom has no layout): a
 * `(max-width: N px)` query matches when the width is at most N. Put back when the test finishes.
 */
export const windowWidth = (width: number) => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
};
