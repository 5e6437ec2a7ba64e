/**
 * `pnpm bench`: autocannon against the stub on loopback, in one run, so the ratios compare like
 * with like on a noisy machine. Prints requests/s and p50/p99 latency per call, each call's ratio
 * to a trivial route of the same server (the ceiling), and the cold start (process start to the
 * first successful login). Targets: cold start ≤ 1.5 s; each lookup ≥ 30% of the ceiling.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@portal/contract';
import autocannon from 'autocannon';
import { median, startStubProcess, stopStubProcess } from './stub-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dir = mkdtempSync(join(tmpdir(), 'stub-bench-'));
const dbUrl = `file:${join(dir, 'bench.db')}`;
try {
  const empty = await startStubProcess(dbUrl, join(dir, 'storage'));
  await stopStubProcess(empty.child);
  const coldRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startStubProcess(dbUrl, join(dir, 'storage'));
    coldRuns.push(s.coldStartMs);
    await stopStubProcess(s.child);
  }
  const stub = await startStubProcess(dbUrl, join(dir, 'storage'));
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
  await stopStubProcess(stub.child);

  const ceiling = results[0]?.rps ?? 1;
  const coldMedian = median(coldRuns);
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
  console.log(`existing database, median of 3: ${Math.round(coldMedian)} ms (${coldRuns.map(Math.round).join(', ')})`);
  const lookupsOk = results.slice(1).every((r) => r.rps / ceiling >= 0.3);
  console.log(
    `targets: cold start ≤ 1500 ms ${coldMedian <= 1500 ? 'met' : 'MISSED'}; lookups ≥ 30% ${lookupsOk ? 'met' : 'MISSED'}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
