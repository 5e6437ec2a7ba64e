/**
 * `pnpm stub`: builds dist/server.cjs when a source is newer than it (scripts/build.mjs), then runs it in this same
 * process, so a start costs one Node process and no esbuild (docs/decisions/0023-cold-start.md), compiled from V8's
 * code cache and with stack traces naming the TypeScript sources (scripts/run-bundle.mjs).
 */
import { buildServer, bundlePath, isStale } from './build.mjs';
import { runBundle } from './run-bundle.mjs';

if (isStale()) await buildServer();
runBundle(bundlePath);
