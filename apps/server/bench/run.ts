/**
 * `pnpm bench`: autocannon against the stub on loopback, in one run, so the ratios compare like
 * with like on a noisy machine. Prints requests/s and p50/p99 latency per call, each call's ratio
 * to a trivial route of the same server (the ceiling), and the cold start (process start to the
 * first successful login). Targets: cold start ≤ 1.5 s; each lookup ≥ 30% of the ceiling.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { api, encryptPassword } from '@portal/contract';
import autocannon from 'autocannon';
import { readEnv } from '../src/env';

const env = readEnv();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverDir = resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

const loginOnce = async (base: string) => {
  const res = await fetch(base + api.account.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loginAccount: 'supplier',
      password: encryptPassword('Supplier@2026', env.PASSWORD_AES_KEY),
    }),
  });
  const body = (await res.json()) as { status: number; data: { token: string } };
  return body.status === 200 ? body.data.token : undefined;
};

/** Starts the stub as its own process and waits for the first successful login. */
const startStub = async (databaseUrl: string) => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: join(dir, 'storage'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the stub exited during start-up');
    const token = await loginOnce(base).catch(() => undefined);
    if (token) return { child, base, token, coldStartMs: performance.now() - started };
    await new Promise((r) => setTimeout(r, 10));
  }
};

const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

const dir = mkdtempSync(join(tmpdir(), 'stub-bench-'));
const dbUrl = `file:${join(dir, 'bench.db')}`;
try {
  const empty = await startStub(dbUrl);
  await stop(empty.child);
  const coldRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startStub(dbUrl);
    coldRuns.push(s.coldStartMs);
    await stop(s.child);
  }
  const stub = await startStub(dbUrl);
  const headers = { 'content-type': 'application/json', token: stub.token };
  const targets = [
    { name: 'ceiling: GET /health', method: 'GET' as const, path: '/health' },
    { name: 'oauth/currentUser', method: 'POST' as const, path: api.account.currentUser.path, body: '{}' },
    {
      name: 'materialCategory/dataList',
      method: 'POST' as const,
      path: api.lookups.materialCategoryList.path,
      body: JSON.stringify({ dataPermission: 'shoe,1' }),
    },
    {
      name: 'color/getColorDataList (100)',
      method: 'POST' as const,
      path: api.lookups.colorDataList.path,
      body: JSON.stringify({ page: 1, limit: 100 }),
    },
  ];
  const results = [];
  for (const t of targets) {
    const r = await autocannon({
      url: stub.base + t.path,
      method: t.method,
      headers,
      body: t.body,
      connections,
      duration: seconds,
    });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${t.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results.push({ name: t.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
  }
  await stop(stub.child);

  const ceiling = results[0]?.rps ?? 1;
  const median = [...coldRuns].sort((a, b) => a - b)[1] ?? 0;
  console.log(`\nstub benchmark: ${connections} connections, ${seconds} s per route, loopback\n`);
  console.log('| call | req/s | p50 ms | p99 ms | of ceiling |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of results)
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${((r.rps / ceiling) * 100).toFixed(0)}% |`,
    );
  console.log(
    `\ncold start to first login: empty location (create, migrate, seed) ${Math.round(empty.coldStartMs)} ms;`,
  );
  console.log(`existing database, median of 3: ${Math.round(median)} ms (${coldRuns.map(Math.round).join(', ')})`);
  const lookupsOk = results.slice(1).every((r) => r.rps / ceiling >= 0.3);
  console.log(
    `targets: cold start ≤ 1500 ms ${median <= 1500 ? 'met' : 'MISSED'}; lookups ≥ 30% ${lookupsOk ? 'met' : 'MISSED'}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
