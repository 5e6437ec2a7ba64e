/**
 * Compiles the stub into one ES module, dist/server.mjs (esbuild, ~0.5 s), and the spreadsheet-import worker beside
 * it, dist/sheet-worker.mjs: the contract and the generated Prisma client are bundled in, every npm dependency stays
 * external. `pnpm stub` (scripts/start.mjs), `npm run dev` (scripts/watch.mjs) and the Docker image run it, so a
 * start costs no TypeScript transpiling.
 * The bundle carries the hash of the sources it was built from (the seeded template's key, src/db/template.ts).
 *
 * `node scripts/build.mjs --if-stale` builds only when a source file is newer than the bundle.
 * The Docker image builds it through scripts/image.mjs.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesHash } from './sources-hash.mjs';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverDir, '../..');
export const bundlePath = join(serverDir, 'dist/server.mjs');
/** What the bundle is built from: the stub's sources and the contract's. */
export const sources = [join(serverDir, 'src'), resolve(serverDir, '../../packages/contract/src')];

const newestSource = () => {
  let newest = 0;
  for (const dir of sources)
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      newest = Math.max(newest, statSync(join(dir, file)).mtimeMs);
  return newest;
};

export const isStale = () => !existsSync(bundlePath) || statSync(bundlePath).mtimeMs < newestSource();

/**
 * Builds dist/ (with `entries` besides the server and the worker; `write: false` keeps the files in memory);
 * esbuild's result, with its metafile.
 */
export const buildServer = async ({ entries = {}, write = true } = {}) => {
  // Loaded only to build: a start with a fresh bundle never pays for it.
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => d !== '@portal/contract');
  return build({
    // The import worker is its own file beside the server (kit/import-sheet.ts starts it by that name).
    entryPoints: {
      server: join(serverDir, 'src/server.ts'),
      'sheet-worker': join(serverDir, 'src/kit/sheet-worker.ts'),
      ...entries,
    },
    absWorkingDir: repoRoot,
    metafile: true,
    write,
    outdir: dirname(bundlePath),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    external: [...external, ...external.map((d) => `${d}/*`)],
    define: { STUB_SOURCES_HASH: JSON.stringify(sourcesHash(repoRoot)) },
    // CommonJS dependencies that call require() from inside the bundle.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
};

if (process.argv[1] === fileURLToPath(import.meta.url) && (!process.argv.includes('--if-stale') || isStale()))
  await buildServer();
