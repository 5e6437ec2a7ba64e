import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* / waitFor wait 1 s by default, which a busy 2-core CI machine exceeds (a rendered route,
// a stubbed answer and a Radix menu can take longer there). They resolve as soon as the condition
// holds, so a generous limit costs nothing when things are quick. vite.config.ts `testTimeout` is above it.
configure({ asyncUtilTimeout: 15_000 });

// Globals are off, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// What Radix's menus and popovers expect of a browser and jsdom lacks.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
