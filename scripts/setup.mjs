#!/usr/bin/env node
// Sets up a fresh clone with nothing but Node 20 and npm: pnpm, dependencies, .env, the Prisma client.
// Idempotent and quick when everything is already there. Used by `npm run dev` and `npm test`.
import { execSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });
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

run(process.env.CI ? 'pnpm install --frozen-lockfile' : 'pnpm install --prefer-offline');

if (!existsSync(resolve(root, '.env'))) {
  copyFileSync(resolve(root, '.env.example'), resolve(root, '.env'));
  console.log('setup: created .env from .env.example');
}

run('pnpm --filter @portal/server db:generate');
