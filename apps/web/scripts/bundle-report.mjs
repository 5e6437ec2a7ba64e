#!/usr/bin/env node
// Builds the portal and reports what the browser downloads (docs/decisions/0004-portal-shell.md):
// - the JavaScript /login loads initially: the built index.html's module script and modulepreload
//   tags. Budget: 150 kB gzipped (1 kB = 1000 bytes, as Vite prints); over budget exits with 1.
// - the whole /login route for information: that set plus the login page's lazy chunk and its imports.
// - every product page: it must be a lazily loaded chunk of its own, outside the initial set.
// Usage: node scripts/bundle-report.mjs [--no-build]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const budgetBytes = 150_000;
const loginPageSrc = 'src/features/auth/routes/login-page.tsx';
const pagePattern = /^src\/features\/[^/]+\/routes\/[^/]+-page\.tsx$/;
// Fixed pages of the shell; every other page under features/<feature>/routes is a product page.
const fixedPages = new Set([
  loginPageSrc,
  'src/features/dashboard/routes/dashboard-page.tsx',
  'src/features/errors/routes/not-found-page.tsx',
  'src/features/errors/routes/forbidden-page.tsx',
  'src/features/errors/routes/server-error-page.tsx',
  'src/features/errors/routes/not-developed-page.tsx',
  'src/features/account/routes/modify-password-page.tsx',
  'src/features/external/routes/external-page.tsx',
]);

if (!process.argv.includes('--no-build')) {
  const { build } = await import('vite');
  await build({ root: webDir, logLevel: 'warn', build: { manifest: true } });
}

const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(distDir, 'index.html'), 'utf8');

const gzipSize = (file) => gzipSync(readFileSync(join(distDir, file))).length;
const rawSize = (file) => statSync(join(distDir, file)).size;
const kB = (bytes) => (bytes / 1000).toFixed(2);

/** The JavaScript index.html makes the browser fetch before anything runs. */
const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
const initial = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g)]
  .map(([tag]) => attr(tag, 'src') ?? attr(tag, 'href'))
  .filter(Boolean)
  .map((url) => url.replace(/^\//, ''));

/** A chunk and everything it imports statically (what Vite preloads with a lazy page). */
const staticClosure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
};

const loginKey = Object.keys(manifest).find((key) => manifest[key].src === loginPageSrc);
if (!loginKey) throw new Error(`${loginPageSrc} is not in the build manifest`);
const loginRoute = new Set([...initial, ...staticClosure(loginKey)]);

const pages = Object.values(manifest).filter((chunk) => chunk.src && pagePattern.test(chunk.src));
const productPages = pages.filter((chunk) => !fixedPages.has(chunk.src));

const roles = new Map();
const addRole = (file, role) => roles.set(file, [...(roles.get(file) ?? []), role]);
for (const file of initial) addRole(file, 'initial');
for (const file of loginRoute) if (!initial.includes(file)) addRole(file, 'login (lazy)');
for (const page of pages) addRole(page.file, fixedPages.has(page.src) ? 'fixed page' : 'product page');

const jsFiles = readdirSync(join(distDir, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const rows = jsFiles
  .map((file) => ({ file, raw: rawSize(file), gzip: gzipSize(file), role: (roles.get(file) ?? ['shared']).join(', ') }))
  .sort((a, b) => b.gzip - a.gzip);

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const initialGzip = sum(initial);
const loginGzip = sum(loginRoute);

const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);
console.log(
  `\nBundle report (${relative(process.cwd(), distDir) || '.'}; kB = 1000 bytes; gzip = node:zlib default level)\n`,
);
console.log(`${pad('chunk', 58)}${padStart('raw kB', 10)}${padStart('gzip kB', 10)}  role`);
console.log('-'.repeat(100));
for (const row of rows) {
  console.log(`${pad(row.file, 58)}${padStart(kB(row.raw), 10)}${padStart(kB(row.gzip), 10)}  ${row.role}`);
}
console.log('-'.repeat(100));
console.log(
  `${pad('all JavaScript', 58)}${padStart(kB(rows.reduce((t, r) => t + r.raw, 0)), 10)}${padStart(kB(rows.reduce((t, r) => t + r.gzip, 0)), 10)}`,
);

const problems = [];
const seenFiles = new Map();
for (const page of productPages) {
  if (!page.isDynamicEntry) problems.push(`${page.src} is not lazily loaded`);
  if (loginRoute.has(page.file)) problems.push(`${page.src} is loaded by /login`);
  const other = seenFiles.get(page.file);
  if (other) problems.push(`${page.src} shares its chunk with ${other}`);
  seenFiles.set(page.file, page.src);
}

console.log(
  `\n/login initial JavaScript (index.html script + modulepreload, ${initial.length} files): ${kB(initialGzip)} kB gzip (budget ${kB(budgetBytes)} kB)`,
);
console.log(
  `/login route in all (plus the lazy login page and its imports, ${loginRoute.size} files): ${kB(loginGzip)} kB gzip`,
);
console.log(
  `product pages: ${productPages.length}, each in its own lazy chunk: ${problems.length === 0 ? 'yes' : 'no'}`,
);
console.log(`largest product page chunk: ${kB(Math.max(...productPages.map((p) => gzipSize(p.file))))} kB gzip`);

if (initialGzip > budgetBytes)
  problems.push(`/login initial JavaScript ${kB(initialGzip)} kB is over the ${kB(budgetBytes)} kB budget`);
if (problems.length > 0) {
  console.error(`\nFAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nOK');
