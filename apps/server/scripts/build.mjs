/**
 * Compiles the stub into one CommonJS file, dist/server.cjs (esbuild, ~0.5 s), and the workers beside it that
 * kit/bounded-process.ts starts, the ES modules dist/sheet-worker.mjs (spreadsheet imports) and dist/pdf-worker.mjs
 * (the PDF check on upload): the contract and the generated Prisma client are bundled in; the server also bundles the
 * packages every start loads (startPackages), every other npm dependency stays external. `pnpm stub` (scripts/start.mjs), `npm run dev` (scripts/watch.mjs) and the Docker image run it, so a
 * start costs no TypeScript transpiling.
 * The bundle carries the hash of the sources it was built from (the seeded template's key, src/db/template.ts).
 *
 * `node scripts/build.mjs --if-stale` builds only when a source file is newer than the bundle.
 * The Docker image builds it through scripts/image.mjs.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeCachePath } from './run-bundle.mjs';
import { sourcesHash } from './sources-hash.mjs';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverDir, '../..');
export const bundlePath = join(serverDir, 'dist/server.cjs');
/** What the bundle is built from: the stub's sources and the contract's. */
export const sources = [join(serverDir, 'src'), resolve(serverDir, '../../packages/contract/src')];

/** The newest modification time of a file in `dir` or its folders: folder by folder, a stat for files only. */
const newestIn = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
};
const newestSource = () => Math.max(...sources.map(newestIn));

export const isStale = () => !existsSync(bundlePath) || statSync(bundlePath).mtimeMs < newestSource();

/**
 * The packages every start loads, bundled into the server with what they use (the Prisma client's query compiler,
 * Fastify's router, logger and plugin loader): no module resolution, no ES module loader for the query compiler, and
 * compiled from the bundle's code cache with the rest (docs/decisions/0045-bundle-code-cache.md). The others stay
 * external: native (better-sqlite3, sharp), loaded on first use (exceljs, pdfkit, fontkit, yauzl, pdf.js, Swagger UI,
 * pino-pretty), or the tools.
 */
const startPackages = [
  'fastify',
  'fastify-plugin',
  'fastify-type-provider-zod',
  '@fastify/multipart',
  '@fastify/rate-limit',
  'zod',
  '@noble/ciphers',
  '@prisma/client',
  '@prisma/adapter-better-sqlite3',
  // The adapter's own dependency, a dev dependency here: an image's production install has it only beside the adapter.
  '@prisma/driver-adapter-utils',
  // Fastify's default compilers require them (the stub passes its own, so they never load); dev dependencies here, so
  // left external they would point the bundle at packages an image's production install does not have.
  'ajv',
  'ajv-formats',
];

/**
 * What the bundles use of ES modules, for the server's CommonJS file: `import.meta` of the file itself, and
 * `import.meta.resolve` (the sources ask it only when they run as TypeScript).
 */
const importMetaShim = [
  "'use strict';",
  "const __importMeta = { url: require('node:url').pathToFileURL(__filename).href, dirname: __dirname, filename: __filename,",
  "  resolve: (specifier) => require('node:url').pathToFileURL(require.resolve(specifier)).href };",
].join('\n');

/**
 * Builds dist/ (with `entries` besides the server and the worker; `write: false` keeps the files in memory);
 * esbuild's results as one, with their metafile.
 */
export const buildServer = async ({ entries = {}, write = true } = {}) => {
  // Loaded only to build: a start with a fresh bundle never pays for it.
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => d !== '@portal/contract');
  const asExternal = (packages) => [...packages, ...packages.map((d) => `${d}/*`)];
  const common = {
    absWorkingDir: repoRoot,
    metafile: true,
    write,
    outdir: dirname(bundlePath),
    bundle: true,
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    external: asExternal(external),
  };
  // The code cache of the last bundle (scripts/run-bundle.mjs) goes with it.
  if (write) rmSync(codeCachePath(bundlePath), { force: true });
  const define = { STUB_SOURCES_HASH: JSON.stringify(sourcesHash(repoRoot)) };
  const [server, others] = await Promise.all([
    // The server as a CommonJS file: Node loads it and the packages it requires through its CommonJS loader, about a
    // tenth less CPU to the first answer than the same bundle as an ES module (docs/decisions/0023-cold-start.md).
    // An import() becomes a require() (Node 20.19 requires ES modules too).
    build({
      ...common,
      entryPoints: { server: join(serverDir, 'src/server.ts') },
      format: 'cjs',
      outExtension: { '.js': '.cjs' },
      supported: { 'dynamic-import': false },
      define: { ...define, 'import.meta': '__importMeta' },
      banner: { js: importMetaShim },
      // What every start loads is bundled in (startPackages), the rest stays external.
      external: asExternal(external.filter((d) => !startPackages.includes(d))),
      // A trace needs the mappings, not the sources' text (scripts/run-bundle.mjs reads the map at the first trace).
      sourcesContent: false,
    }),
    // The workers are files of their own beside the server (kit/bounded-process.ts starts them by name).
    build({
      ...common,
      entryPoints: {
        'sheet-worker': join(serverDir, 'src/kit/sheet-worker.ts'),
        'pdf-worker': join(serverDir, 'src/kit/pdf-worker.ts'),
        ...entries,
      },
      format: 'esm',
      outExtension: { '.js': '.mjs' },
      define,
      // CommonJS dependencies that call require() from inside the bundle.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    }),
  ]);
  return {
    ...server,
    metafile: {
      inputs: { ...server.metafile.inputs, ...others.metafile.inputs },
      outputs: { ...server.metafile.outputs, ...others.metafile.outputs },
    },
  };
};

if (process.argv[1] === fileURLToPath(import.meta.url) && (!process.argv.includes('--if-stale') || isStale()))
  await buildServer();
