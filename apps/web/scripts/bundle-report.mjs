#!/usr/bin/env node
// Builds the portal and reports what the browser downloads (docs/decisions/0037-the-first-page.md):
// - what /login loads: index.html, its module script and modulepreload tags, its stylesheets, in raw bytes, gzip and
//   brotli (quality 11, as the web image precompresses them). Budget: 140 kB brotli in all; over it exits with 1,
//   within 5 % of it warns.
// - which modules those files hold: none of the shell or the data layer may be among them (the list below, each with
//   its reason); one that is exits with 1.
// - what the first input on /login fetches (the sign-in module, the shell, the dashboard), for information.
// - every product page: it must be a lazily loaded chunk of its own, outside /login.
// Usage: node scripts/bundle-report.mjs [--no-build] [--out-dir <dir>] [--json]
//   --no-build reads an earlier build of this script; --json prints the figures as JSON instead of the tables.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(webDir, '../..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const outDir = option('--out-dir');
const distDir = outDir ? (isAbsolute(outDir) ? outDir : resolve(outDir)) : join(webDir, 'dist');
const asJson = args.includes('--json');
const budgetBytes = 140_000;
const warnFrom = 0.95;

/**
 * What /login must not load, as module ids relative to the repository (`node_modules/<package>/…` for packages), and
 * why. The first page shows a form; the rest loads when the user starts signing in or after the login.
 */
const notOnFirstPage = [
  [/^node_modules\/@tanstack\//, 'react-query: the query cache belongs to the signed-in session (app/shell.tsx)'],
  [/^node_modules\/(zod|@hookform\/resolvers)\//, 'zod and its resolver: loaded with the sign-in module'],
  [/^node_modules\/@noble\//, 'the password cipher: loaded with the sign-in module'],
  [/^node_modules\/sonner\//, 'sonner: loaded with the first notification'],
  [/^node_modules\/@radix-ui\/react-dialog\//, 'the dialog: loaded when the forgot-password dialog opens'],
  [/^packages\/contract\/src\/(?!atoms\.ts$)/, "the contract's index and calls: they bring zod"],
  [/^apps\/web\/src\/api\//, 'the http client and the query client'],
  [/^apps\/web\/src\/app\/(shell|route-gates|upload-dialogs)\.tsx$/, 'the signed-in shell and its gates'],
  [/^apps\/web\/src\/(components\/layout|navigation\/menu|session\/use-access)/, "the shell's top bar and menu"],
  [/^apps\/web\/src\/features\/(?!auth\/)/, 'feature code: every page but /login is a lazy chunk'],
  [/^apps\/web\/src\/features\/auth\/(api\/|components\/forgot-password)/, 'signing in and the forgot-password dialog'],
];

const loginPageSrc = 'src/features/auth/routes/login-page.tsx';
const productPagePattern = /^src\/features\/[^/]+\/routes\/[^/]+-page\.tsx$/;
// Fixed pages of the shell; every other page under features/<feature>/routes is a product page.
const fixedPages = new Set([
  'src/features/dashboard/routes/dashboard-page.tsx',
  'src/features/errors/routes/not-found-page.tsx',
  'src/features/errors/routes/forbidden-page.tsx',
  'src/features/errors/routes/server-error-page.tsx',
  'src/features/errors/routes/not-developed-page.tsx',
  'src/features/account/routes/modify-password-page.tsx',
  'src/features/external/routes/external-page.tsx',
]);
// What the login form's first input fetches (features/auth/components/login-form.tsx, app/routes.tsx).
const fetchedOnFirstInput = [
  'src/features/auth/api/sign-in.ts',
  'src/app/shell.tsx',
  'src/features/dashboard/routes/dashboard-page.tsx',
];
const modulesFile = '.vite/modules.json';

/** A module id as the report names it: relative to the repository, a package as node_modules/<name>/<file>. */
const moduleName = (id) => {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const inPackage = clean.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+\/.*)$/);
  if (inPackage) return `node_modules/${inPackage[1]}`;
  return isAbsolute(clean) ? relative(repoRoot, clean) : clean;
};

if (!args.includes('--no-build')) {
  const { build } = await import('vite');
  const modules = {};
  await build({
    root: webDir,
    logLevel: 'warn',
    build: { manifest: true, outDir: distDir, emptyOutDir: true },
    plugins: [
      {
        name: 'bundle-report-modules',
        generateBundle(_, bundle) {
          for (const [file, chunk] of Object.entries(bundle))
            if (chunk.type === 'chunk') modules[file] = Object.keys(chunk.modules).map(moduleName);
        },
        writeBundle() {
          writeFileSync(join(distDir, modulesFile), JSON.stringify(modules));
        },
      },
    ],
  });
}

if (!existsSync(join(distDir, modulesFile)))
  throw new Error(`${join(distDir, modulesFile)} is missing: run the report once without --no-build`);
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
const modulesOf = JSON.parse(readFileSync(join(distDir, modulesFile), 'utf8'));
const html = readFileSync(join(distDir, 'index.html'), 'utf8');

const bytes = (file) => readFileSync(join(distDir, file));
const sizes = (file) => {
  const content = bytes(file);
  return {
    raw: statSync(join(distDir, file)).size,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const total = (files) =>
  files.map(sizes).reduce((t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
const kB = (n) => (n / 1000).toFixed(2);

/** The files index.html makes the browser fetch before anything runs: module script, modulepreloads, stylesheets. */
const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
const linked = (pattern) =>
  [...html.matchAll(pattern)]
    .map(([tag]) => attr(tag, 'src') ?? attr(tag, 'href'))
    .filter(Boolean)
    .map((url) => url.replace(/^\//, ''));
const linkedScripts = linked(/<script\b[^>]*type="module"[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g);
const linkedStyles = linked(/<link\b[^>]*rel="stylesheet"[^>]*>/g);

/** A chunk and everything it imports statically (what Vite preloads with a lazy chunk). */
const staticClosure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  for (const css of chunk.css ?? []) seen.add(css);
  return seen;
};
const keyOf = (src) => Object.keys(manifest).find((key) => manifest[key].src === src);

// The login page is part of the first script; should it become a lazy chunk again, /login loads that chunk too.
const loginPageKey = keyOf(loginPageSrc);
const loginChunks = loginPageKey ? [...staticClosure(loginPageKey)] : [];
const firstScripts = [...new Set([...linkedScripts, ...loginChunks.filter((file) => file.endsWith('.js'))])];
const firstStyles = [...new Set([...linkedStyles, ...loginChunks.filter((file) => file.endsWith('.css'))])];
const problems = [];
const warnings = [];
const onFirstInput = new Set();
for (const src of fetchedOnFirstInput) {
  const key = keyOf(src);
  if (!key)
    problems.push(`${src} is not a chunk of its own: /login would load it, or the import that loads it is gone`);
  else
    for (const file of staticClosure(key))
      if (!firstScripts.includes(file) && !firstStyles.includes(file)) onFirstInput.add(file);
}

const firstPage = {
  html: sizes('index.html'),
  javascript: { files: firstScripts, ...total(firstScripts) },
  css: { files: firstStyles, ...total(firstStyles) },
};
const firstPageTotal = total(['index.html', ...firstScripts, ...firstStyles]);

const forbidden = [];
for (const file of firstScripts)
  for (const id of modulesOf[file] ?? [])
    for (const [pattern, why] of notOnFirstPage) if (pattern.test(id)) forbidden.push({ file, module: id, why });
for (const [, why] of notOnFirstPage) {
  const named = forbidden.filter((f) => f.why === why);
  if (named.length === 0) continue;
  const shown = named.slice(0, 3).map((f) => `${f.module} (${f.file})`);
  const more = named.length > shown.length ? ` and ${named.length - shown.length} more` : '';
  problems.push(`/login loads ${why}: ${shown.join(', ')}${more}`);
}

const pages = Object.values(manifest).filter((chunk) => chunk.src && productPagePattern.test(chunk.src));
const productPages = pages.filter((chunk) => !fixedPages.has(chunk.src) && chunk.src !== loginPageSrc);
const seenFiles = new Map();
for (const page of productPages) {
  if (!page.isDynamicEntry) problems.push(`${page.src} is not lazily loaded`);
  if (firstScripts.includes(page.file)) problems.push(`${page.src} is loaded by /login`);
  const other = seenFiles.get(page.file);
  if (other) problems.push(`${page.src} shares its chunk with ${other}`);
  seenFiles.set(page.file, page.src);
}
if (productPages.length === 0) problems.push('no product page chunk found in the build manifest');

// The list's reasons that the first input's files answer: a check that the patterns name real module ids.
const namedOnFirstInput = new Set();
for (const file of onFirstInput)
  for (const id of modulesOf[file] ?? [])
    for (const [pattern, why] of notOnFirstPage) if (pattern.test(id)) namedOnFirstInput.add(why);

if (firstPageTotal.brotli > budgetBytes)
  problems.push(`/login loads ${kB(firstPageTotal.brotli)} kB brotli, over its ${kB(budgetBytes)} kB budget`);
else if (firstPageTotal.brotli > budgetBytes * warnFrom)
  warnings.push(`/login loads ${kB(firstPageTotal.brotli)} kB brotli, within 5 % of its ${kB(budgetBytes)} kB budget`);

const jsFiles = readdirSync(join(distDir, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const roles = new Map();
const addRole = (file, role) => roles.set(file, [...(roles.get(file) ?? []), role]);
for (const file of firstScripts) addRole(file, '/login');
for (const file of onFirstInput) addRole(file, 'first input');
for (const page of pages) addRole(page.file, productPages.includes(page) ? 'product page' : 'fixed page');

if (asJson) {
  console.log(
    JSON.stringify(
      {
        budgetBytes,
        firstPage,
        firstPageTotal,
        firstInput: { files: [...onFirstInput], ...total([...onFirstInput]) },
        forbidden,
        namedOnFirstInput: [...namedOnFirstInput],
        productPages: productPages.length,
        problems,
        warnings,
      },
      null,
      2,
    ),
  );
} else {
  const rows = jsFiles
    .map((file) => ({ file, ...sizes(file), role: (roles.get(file) ?? ['shared']).join(', ') }))
    .sort((a, b) => b.brotli - a.brotli);
  const pad = (text, width) => String(text).padEnd(width);
  const num = (n) => kB(n).padStart(10);
  console.log(`\nBundle report (${relative(process.cwd(), distDir) || '.'}; kB = 1000 bytes; gzip -9, brotli -q 11)\n`);
  console.log(`${pad('chunk', 52)}${'raw kB'.padStart(10)}${'gzip kB'.padStart(10)}${'br kB'.padStart(10)}  role`);
  console.log('-'.repeat(100));
  for (const row of rows)
    console.log(`${pad(row.file, 52)}${num(row.raw)}${num(row.gzip)}${num(row.brotli)}  ${row.role}`);
  console.log('-'.repeat(100));
  const all = total(jsFiles);
  console.log(`${pad('all JavaScript', 52)}${num(all.raw)}${num(all.gzip)}${num(all.brotli)}`);

  console.log(`\n/login loads (index.html, ${firstScripts.length} scripts, ${firstStyles.length} stylesheets):`);
  const line = (label, s) => console.log(`  ${pad(label, 50)}${num(s.raw)}${num(s.gzip)}${num(s.brotli)}`);
  line('index.html', firstPage.html);
  line('JavaScript', firstPage.javascript);
  line('CSS', firstPage.css);
  line(`in all (budget ${kB(budgetBytes)} kB brotli)`, firstPageTotal);
  line(`fetched on the first input (${onFirstInput.size} files)`, total([...onFirstInput]));
  console.log(
    `/login's modules from the shell or the data layer: ${forbidden.length === 0 ? 'none' : forbidden.length}`,
  );
  console.log(
    `product pages: ${productPages.length}, each in its own lazy chunk: ${problems.some((p) => p.includes('lazily') || p.includes('shares')) ? 'no' : 'yes'}`,
  );
  for (const warning of warnings) console.warn(`\nWARNING: ${warning}`);
  if (problems.length === 0) console.log('\nOK');
  else console.error(`\nFAILED:\n- ${problems.join('\n- ')}`);
}
if (problems.length > 0) process.exitCode = 1;
