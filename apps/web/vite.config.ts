import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv, type ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';

// The repo root holds the one .env shared by the stub and the web app.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/** A key for tests only, so unit tests never depend on a local .env. */
const testPasswordKey = '0123456789abcdef';

export default defineConfig(({ mode }) => {
  // Prefix '' loads every variable (not only VITE_*): these are build/dev settings, never shipped to the client.
  const fileEnv = loadEnv(mode, repoRoot, '');
  const stubUrl = fileEnv.STUB_URL || 'http://127.0.0.1:3000';
  const port = Number(fileEnv.WEB_PORT) || 5173;
  const host = fileEnv.WEB_HOST || '127.0.0.1';

  // With VITE_API_BASE_URL empty the client calls its own origin; these forward the calls to the stub. The stub's
  // control surface (/__stub) only in development: `vite preview` serves the build as production would, unless
  // STUB_CONTROL_PROXY=on (the browser tests, which drive the stub's faults through the portal's badge).
  // xfwd: the stub sees each browser's address in X-Forwarded-For (it believes the header from this proxy only,
  // TRUSTED_PROXY), so its login throttling tells users apart instead of seeing every one as the proxy.
  const toStub: ProxyOptions = { target: stubUrl, changeOrigin: true, xfwd: true };
  const proxy = { '/basic': toStub, '/docs': toStub };
  const withControl = { ...proxy, '/__stub': toStub };

  return {
    plugins: [react(), tailwindcss()],
    envDir: repoRoot,
    // PASSWORD_AES_KEY is unprefixed because the stub reads the same variable; the client needs it to encrypt.
    envPrefix: ['VITE_', 'PASSWORD_AES_KEY'],
    resolve: { alias: { '@': srcDir } },
    server: { port, host, strictPort: true, proxy: withControl },
    preview: { port, host, strictPort: true, proxy: fileEnv.STUB_CONTROL_PROXY === 'on' ? withControl : proxy },
    build: {
      rolldownOptions: {
        // Everything the entry imports statically (the first page: React, the router, /login) in one file. Left to
        // itself the bundler splits off each module a lazy page shares with it, and /login waited for seven files.
        output: { codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] } },
        treeshake: {
          // The contract exports source with top-level declarations (`defineDomain(...)` calls) that a
          // bundler must assume have side effects, so /login would carry the whole call catalogue.
          // They have none: only its index (which sets zod's Chinese messages) is kept for its effect.
          moduleSideEffects: (id) =>
            !(id.includes('/packages/contract/src/') && !id.endsWith('/contract/src/index.ts')),
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      env: { PASSWORD_AES_KEY: testPasswordKey, VITE_API_BASE_URL: '' },
      // Each test starts with its mocks' calls forgotten (the shared notify mock's too): a `toHaveBeenCalledWith`
      // sees what this test did, never what an earlier test of the file did. restoreMocks alone puts back spies only.
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
      // Generous for busy 2-core CI machines: above testing-library's asyncUtilTimeout (src/test/setup.ts),
      // so a slow findBy fails with its own message rather than the test's timeout.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
});
