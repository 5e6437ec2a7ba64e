/**
 * Compiles the stub into one ES module, dist/server.mjs (esbuild, ~0.5 s), and the spreadsheet-import worker beside
 * it, dist/sheet-worker.mjs: the contract and the generated Prisma client are bundled in, every npm dependency stays
 * external. `pnpm stub` (scripts/start.mjs), `npm run dev` (scripts/watch.mjs) and the Docker image run it, so a
 * start costs no TypeScript transpiling.
 * The bundle carries the hash of the sources it was built from (the seeded template's key, src/db/template.ts).
 *
 * `node scripts/build.mjs --if-stale` builds only when a source file is newer than the bundle.
 * `node scripts/build.mjs --runtime <dir>` builds, then copies into `<dir>` the bundle and every file of
 * node_modules it loads (traced by @vercel/nft), under the same paths from the repository root: what the Docker
 * image's stub needs to run, without the dev dependencies.
 */
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesHash } from './sources-hash.mjs';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverDir, '../..');
export const bundlePath = join(serverDir, 'dist/server.mjs');
const workerPath = join(serverDir, 'dist/sheet-worker.mjs');
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

/**
 * Copies the bundle and the files it loads into `target` (paths kept from the repository root; pnpm's symlinks
 * copied as symlinks). tsx and esbuild are left out: only a start from the TypeScript sources loads them.
 */
export const copyRuntime = async (target) => {
  const { nodeFileTrace } = await import('@vercel/nft');
  const { fileList, warnings } = await nodeFileTrace([bundlePath, workerPath], {
    base: repoRoot,
    // Node 20.19 resolves the `module-sync` condition (require of an ES module); nft assumes it from Node 22 on.
    moduleSyncCatchall: true,
    ignore: (path) => /(^|\/)(tsx|esbuild|@esbuild)(@[^/]*)?\//.test(path),
  });
  for (const warning of warnings) {
    const message = String(warning.message);
    // Other platforms' sharp binaries are not installed here, and Swagger UI's browser code is served as files, not
    // loaded; nothing else may be missing.
    if (!/@img\/sharp-(?!linux-x64)|@fastify\/swagger-ui\/static\//.test(message)) console.warn(`build: ${message}`);
  }
  // Besides the files traced, every file a traced package exports by any condition: nft picks one target where Node
  // 20.19 may load another (async-function's `module-sync` export, inside an array nft does not look into).
  const files = new Set([...fileList, ...readdirSync(dirname(bundlePath)).map((f) => join('apps/server/dist', f))]);
  const packages = new Set();
  for (const file of fileList) {
    const pkg = /^(node_modules\/\.pnpm\/[^/]+\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
    if (pkg && existsSync(join(repoRoot, pkg, 'package.json'))) packages.add(pkg);
  }
  const targets = (exports) =>
    typeof exports === 'string'
      ? [exports]
      : exports && typeof exports === 'object'
        ? Object.values(exports).flatMap(targets)
        : [];
  for (const pkg of packages) {
    const { exports } = JSON.parse(readFileSync(join(repoRoot, pkg, 'package.json'), 'utf8'));
    for (const exported of targets(exports)) {
      const file = join(pkg, exported);
      if (!exported.includes('*') && existsSync(join(repoRoot, file)) && statSync(join(repoRoot, file)).isFile())
        files.add(file);
    }
  }
  for (const file of files) {
    const from = join(repoRoot, file);
    const to = join(target, file);
    mkdirSync(dirname(to), { recursive: true });
    if (!lstatSync(from).isSymbolicLink()) copyFileSync(from, to);
    else if (!lstatSync(to, { throwIfNoEntry: false })) symlinkSync(readlinkSync(from), to);
  }
  return files.size;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runtime = process.argv.indexOf('--runtime');
  if (!process.argv.includes('--if-stale') || isStale()) await buildServer();
  if (runtime > 0) {
    const target = resolve(process.argv[runtime + 1] ?? '');
    console.log(`build: ${await copyRuntime(target)} files in ${target}`);
  }
}
