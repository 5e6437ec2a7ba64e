import { defineConfig } from 'vitest/config';

const remote = Boolean(process.env.CONTRACT_BASE_URL);
const remoteWrites = remote && process.env.CONTRACT_ALLOW_WRITES === '1';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // What the suite learns about a remote target once (test/global-setup.ts); the summary of skipped tests.
    globalSetup: ['test/global-setup.ts'],
    reporters: ['default', './test/skip-reporter.ts'],
    // Against a running server with writes, the files share its state: one file at a time, each starting from a
    // reset (test/helper.ts useContractStub). In process each file has its own app and database.
    fileParallelism: !remoteWrites,
    // Generous for busy 2-core CI machines: a test builds the app on a fresh copy of the seeded database,
    // and some write and read export files; the limits only bound a stuck test.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
