import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Globals are off, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
