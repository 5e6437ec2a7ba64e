import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Generous for busy 2-core CI machines: a test builds the app on a fresh copy of the seeded database,
    // and some write and read export files; the limits only bound a stuck test.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
