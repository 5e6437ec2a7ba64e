/**
 * What the Docker image's stub is made of (Dockerfile, docs/decisions/0035-serving-the-portal.md), in two steps that
 * run in two stages, so that a change of the sources rebuilds only the second and that one runs on the files the stub
 * loads, not on the whole install:
 *
 * `node scripts/image.mjs dependencies <dir>`, after the install and `db:generate`, with no other source:
 *   - `<dir>/runtime`: every file of node_modules the stub can load, traced by @vercel/nft from every file each
 *     production dependency exports and from what the generated Prisma client imports (paths from the repository
 *     root, pnpm's links kept);
 *   - `<dir>/tools`: what building needs besides: esbuild, the generated Prisma client, the links to the workspace's
 *     packages and their dependencies.
 * `node scripts/image.mjs app <dir>`, with the sources on those files alone:
 *   builds the server (scripts/build.mjs), checks that every package the bundle imports loads from them, makes the
 *   seeded template and copies into `<dir>` the bundle, the template, the migrations, the schema and the fixtures.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverDir, '../..');
const generatedClient = join(serverDir, 'src/generated/prisma/client.ts');
/** Only a start from the TypeScript sources loads these; the image runs the bundle. */
const buildOnly = /(^|\/)(tsx|esbuild|@esbuild)(@[^/]*)?\//;

/** Copies `path` (relative to the repository root) from the repository into `target`, a link as a link. */
const copyInto = (target, path) => {
  const to = join(target, path);
  mkdirSync(dirname(to), { recursive: true });
  if (lstatSync(to, { throwIfNoEntry: false })) return;
  cpSync(join(repoRoot, path), to, { recursive: true, verbatimSymlinks: true });
};

/** Every file target of an `exports` map, under any condition (patterns left out). */
const exportTargets = (exports) =>
  typeof exports === 'string'
    ? [exports]
    : exports && typeof exports === 'object'
      ? Object.values(exports).flatMap(exportTargets)
      : [];
const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The files a package at `dir` exports (its `main` where it has no `exports`). */
const packageEntries = (dir) => {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const targets = manifest.exports ? exportTargets(manifest.exports) : [manifest.main ?? 'index.js'];
  return targets
    .filter((t) => !t.includes('*'))
    .map((t) => join(dir, t))
    .filter((file) => /\.(c|m)?js$/.test(file) && isFile(file));
};

/** What the generated Prisma client imports from node_modules (its runtime, the SQLite query compiler), resolved. */
const generatedClientImports = async () => {
  const { build } = await import('esbuild');
  const { metafile } = await build({
    entryPoints: [generatedClient],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
  });
  const specifiers = Object.values(metafile.inputs).flatMap((input) =>
    input.imports.filter((i) => i.external && !/^(node:|\.|\/)/.test(i.path)).map((i) => i.path),
  );
  return [...new Set(specifiers)].map((s) => fileURLToPath(import.meta.resolve(s)));
};

const copyDependencies = async (target) => {
  const { nodeFileTrace } = await import('@vercel/nft');
  const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const entries = new Set(await generatedClientImports());
  for (const [name, version] of Object.entries(dependencies)) {
    const dir = realpathSync(join(serverDir, 'node_modules', name));
    if (!version.startsWith('workspace:') && !buildOnly.test(`${relative(repoRoot, dir)}/`))
      for (const entry of packageEntries(dir)) entries.add(entry);
  }
  const { fileList, warnings } = await nodeFileTrace([...entries], {
    base: repoRoot,
    // Node 20.19 resolves the `module-sync` condition (require of an ES module); nft assumes it from Node 22 on.
    moduleSyncCatchall: true,
    ignore: (path) => buildOnly.test(path),
  });
  for (const warning of warnings) {
    const message = String(warning.message);
    // Other platforms' binaries are not installed here, and Swagger UI's browser code is served as files, not loaded.
    if (!/@img\/sharp-(?!linux-x64)|@fastify\/swagger-ui\/static\/|Failed to resolve dependency/.test(message))
      console.warn(`image: ${message}`);
  }
  // Besides the files traced, every file a traced package exports by any condition: nft picks one target where Node
  // 20.19 may load another (async-function's `module-sync` export, inside an array nft does not look into).
  // And the links the bundle resolves its imports through (apps/server/node_modules/<name>).
  const files = new Set([
    ...fileList,
    ...Object.entries(dependencies)
      .filter(([name, version]) => !version.startsWith('workspace:') && !buildOnly.test(`${name}/`))
      .map(([name]) => `apps/server/node_modules/${name}`),
  ]);
  for (const file of fileList) {
    const pkg = /^(node_modules\/\.pnpm\/[^/]+\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
    if (pkg && isFile(join(repoRoot, pkg, 'package.json')))
      for (const entry of packageEntries(join(repoRoot, pkg))) files.add(relative(repoRoot, entry));
  }
  for (const file of files) copyInto(target, file);
  return files.size;
};

/** A package linked from apps/server and the packages it links to, whole (pnpm's layout kept). */
const copyPackage = (target, link) => {
  copyInto(target, relative(repoRoot, link));
  const real = realpathSync(link);
  // node_modules/.pnpm/<id>/node_modules/<name>: the whole <id> folder, with its links to the dependencies.
  const id = /^(node_modules\/\.pnpm\/[^/]+)\//.exec(relative(repoRoot, real))?.[1];
  if (!id || existsSync(join(target, id))) return;
  copyInto(target, id);
  const linked = join(repoRoot, id, 'node_modules');
  for (const entry of readdirSync(linked, { recursive: true, withFileTypes: true }))
    if (entry.isSymbolicLink() && existsSync(join(entry.parentPath, entry.name)))
      copyPackage(target, join(entry.parentPath, entry.name));
};

const dependenciesStep = async (dir) => {
  if (!isFile(generatedClient)) throw new Error('image: run `pnpm --filter @portal/server db:generate` first');
  const count = await copyDependencies(join(dir, 'runtime'));
  const tools = join(dir, 'tools');
  copyPackage(tools, join(serverDir, 'node_modules/esbuild'));
  copyInto(tools, relative(repoRoot, dirname(generatedClient)));
  // The links to the workspace's packages (the contract) and to their dependencies: the build bundles their sources.
  const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  for (const [name, version] of Object.entries(dependencies)) {
    if (!version.startsWith('workspace:')) continue;
    const link = join(serverDir, 'node_modules', name);
    copyInto(tools, relative(repoRoot, link));
    const workspace = JSON.parse(readFileSync(join(link, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(workspace.dependencies ?? {}))
      copyPackage(tools, join(realpathSync(link), 'node_modules', dependency));
  }
  console.log(`image: ${count} files of node_modules in ${dir}/runtime, esbuild and the Prisma client in ${tools}`);
};

const run = (args, what) => {
  const result = spawnSync(process.execPath, args, { cwd: serverDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`image: ${what} failed (exit ${result.status})`);
};

const appStep = async (dir) => {
  const { buildServer } = await import('./build.mjs');
  const { metafile } = await buildServer({ entries: { 'make-template': join(serverDir, 'scripts/make-template.ts') } });
  // Every package the server and its import worker load, loaded here as they load them (the server is CommonJS and
  // requires, the worker imports), from the files the image holds: a file nft did not find fails the build, not
  // the container.
  const packagesOf = (file) => [
    ...new Set(
      metafile.outputs[relative(repoRoot, join(serverDir, 'dist', file))].imports
        .filter((i) => i.external && !i.path.startsWith('node:'))
        .map((i) => i.path),
    ),
  ];
  const [required, imported] = [packagesOf('server.cjs'), packagesOf('sheet-worker.mjs')];
  run(
    [
      '-e',
      `for (const s of ${JSON.stringify(required)}) require(s);
       (async () => { for (const s of ${JSON.stringify(imported)}) await import(s); })();`,
    ],
    `loading ${required.length + imported.length} packages`,
  );
  console.log(`image: the bundles' ${required.length + imported.length} packages load`);
  run([join(serverDir, 'dist/make-template.mjs')], 'making the seeded template');
  for (const path of [
    ...['server.cjs', 'sheet-worker.mjs'].flatMap((f) => [`apps/server/dist/${f}`, `apps/server/dist/${f}.map`]),
    'node_modules/.cache/stub-databases',
    'fixtures',
    'prisma/schema.prisma',
    'prisma/migrations',
    'pnpm-workspace.yaml',
  ])
    copyInto(dir, path);
};

const [step, dir] = process.argv.slice(2);
if (step === 'dependencies' && dir) await dependenciesStep(resolve(dir));
else if (step === 'app' && dir) await appStep(resolve(dir));
else {
  console.error('usage: node scripts/image.mjs dependencies|app <dir>');
  process.exit(2);
}
