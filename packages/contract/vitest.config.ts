import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Generous for busy 2-core CI machines: the property tests run thousands of cases each (20,000 for the
    // password rule), which took over vitest's default 5 s with the other packages' tests beside them; the limit
    // only bounds a stuck test.
    testTimeout: 60_000,
  },
});
