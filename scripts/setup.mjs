#!/usr/bin/env node
// Sets up a fresh clone with nothing but Node 20 and npm: pnpm, dependencies, .env, the Prisma client.
// Idempotent and quick when everything is already there. Used by `npm run dev` and `npm test`.
import { execSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, env = process.env) => execSync(cmd, { cwd: root, stdio: 'inherit', env });
const pnpmVersion = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

let installed = '';
try {
  installed = execSync('pnpm --version', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch {}
if (installed !== pnpmVersion) {
  // corepack cannot verify signatures against this registry; npm can install pnpm directly.
  console.log(`setup: installing pnpm ${pnpmVersion}`);
  run(`npm install -g pnpm@${pnpmVersion}`);
}

// Native addons (better-sqlite3) are compiled by node-gyp when no prebuilt binary can be fetched, against
// the headers of the Node that runs this: its prefix (/usr for Debian's node, /usr/local in the Docker
// image) holds include/node. Passed in the environment, not in .npmrc, where npm warns about the key;
// a nodedir already set (npm passes the user's on, the Dockerfile sets one) is kept.
const nodePrefix = resolve(dirname(process.execPath), '..');
const installEnv = { ...process.env };
if (!installEnv.npm_config_nodedir && existsSync(resolve(nodePrefix, 'include/node/node.h')))
  installEnv.npm_config_nodedir = nodePrefix;
run(process.env.CI ? 'pnpm install --frozen-lockfile' : 'pnpm install --prefer-offline', installEnv);

// An install whose native build failed once (no headers, interrupted) still counts as up to date for
// pnpm: build better-sqlite3 again when its binding does not load.
const sqliteLoads = () => {
  try {
    const Database = createRequire(resolve(root, 'apps/server/package.json'))('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
};
if (!sqliteLoads()) {
  console.log('setup: building better-sqlite3');
  run('pnpm --filter @portal/server rebuild better-sqlite3', installEnv);
}

if (!existsSync(resolve(root, '.env'))) {
  copyFileSync(resolve(root, '.env.example'), resolve(root, '.env'));
  console.log('setup: created .env from .env.example');
}

// The Prisma client, unless it is newer than the schema and the lockfile (a new Prisma version).
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const client = mtime(resolve(root, 'apps/server/src/generated/prisma/client.ts'));
if (client <= Math.max(mtime(resolve(root, 'prisma/schema.prisma')), mtime(resolve(root, 'pnpm-lock.yaml'))))
  run('pnpm --filter @portal/server db:generate');
