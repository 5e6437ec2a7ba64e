/**
 * `pnpm stub`: builds dist/server.cjs when a source is newer than it (scripts/build.mjs), then runs it in this same
 * process, so a start costs one Node process and no esbuild (docs/decisions/0023-cold-start.md).
 */
import { createRequire } from 'node:module';
import { buildServer, bundlePath, isStale } from './build.mjs';

// What `node --enable-source-maps` does: stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
if (isStale()) await buildServer();
createRequire(import.meta.url)(bundlePath);
