import { defineConfig } from 'vitest/config';

/** Browser tests: the real stub and the built portal, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./setup/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
