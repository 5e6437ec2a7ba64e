#!/usr/bin/env node
// Waits until the stub answers GET /health (STUB_URL from the environment or the repository's .env), so the portal
// starts only when a login can reach it. Used by scripts/dev.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

const dotenv = resolve(fileURLToPath(new URL('..', import.meta.url)), '.env');
const fileEnv = existsSync(dotenv) ? parseEnv(readFileSync(dotenv, 'utf8')) : {};
const stubUrl = (process.env.STUB_URL || fileEnv.STUB_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');

console.log(`waiting for the stub at ${stubUrl} …`);
const answers = () =>
  fetch(`${stubUrl}/health`).then(
    (r) => r.ok,
    () => false,
  );
while (!(await answers())) await new Promise((r) => setTimeout(r, 250));
console.log('the stub answers; starting the portal');
