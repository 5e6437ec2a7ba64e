import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the real stub and the built portal, driven in Debian's Chromium. Every step waits for
 * an event or a state, never for a time; the limits below are generous so that a busy 2-core machine
 * is slow, not failing (one Playwright step may take support/browser.ts `stepTimeoutMs`).
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./setup/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
    fileParallelism: false,
  },
});
