/**
 * `pnpm openapi:fuzz`: the document-driven fuzzer (src/openapi/fuzz.ts) against a stub in process on a fresh seeded
 * database: OPENAPI_FUZZ_REQUESTS requests (20,000 by default), reproducible from OPENAPI_FUZZ_SEED. Exits 1 when a
 * request got no answer, an answer that is not the envelope, or a 5xx, or when the stub is down at the end. CI runs a
 * seeded slice in test/openapi-fuzz.test.ts. The control surface (/__stub) is left out: it changes the stub itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { readEnv } from '../src/env';
import { openApiDocument } from '../src/openapi/document';
import { fuzzDocument } from '../src/openapi/fuzz';
import { sampleFiles } from '../src/openapi/generate';
import { operationsOf } from '../src/openapi/operations';
import { issueSession } from './fuzz';

const requests = Number(process.env.OPENAPI_FUZZ_REQUESTS ?? 20_000);
const seed = Number(process.env.OPENAPI_FUZZ_SEED ?? Date.now() % 1_000_000);

const dir = mkdtempSync(join(tmpdir(), 'openapi-fuzz-'));
const env = {
  ...readEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
  DATABASE_URL: `file:${join(dir, 'stub.db')}`,
  STORAGE_DIR: join(dir, 'storage'),
};
const app = await buildApp({ env });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const started = performance.now();
const operations = operationsOf(openApiDocument({ serverUrl: base })).filter((op) => !op.path.startsWith('/__stub'));
const { sent, failures, statuses } = await fuzzDocument({
  base,
  operations,
  samples: await sampleFiles(),
  signIn: () => issueSession(app),
  requests,
  seed,
  onProgress: (n) => process.stdout.write(`\r${n} requests`),
});
console.log(
  `\nopenapi fuzz: seed ${seed}, ${sent} requests over ${operations.length} operations in ${Math.round((performance.now() - started) / 1000)} s, ${failures.length} failures, answers ${JSON.stringify(statuses)}`,
);
for (const f of failures) console.log(JSON.stringify(f));
await app.close();
rmSync(dir, { recursive: true, force: true });
process.exit(failures.length === 0 ? 0 : 1);
