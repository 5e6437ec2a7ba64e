/**
 * `pnpm bench`: autocannon against the stub on loopback, in one run, so the ratios compare like
 * with like on a noisy machine. Prints requests/s and p50/p99 latency per call, each call's ratio
 * to a trivial route of the same server (the ceiling), and the cold start (process start to the
 * first successful login) of the compiled server and through `pnpm stub`, reset and scenario times. Targets: cold start
 * ≤ 1 s (existing database), ≤ 1.5 s (empty location); each lookup ≥ 30% of the ceiling; reset ≤ 300 ms; a new
 * scenario ≤ 500 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@portal/contract';
import autocannon from 'autocannon';
// @ts-expect-error: a plain ES module script without types
import { buildServer } from '../scripts/build.mjs';
import { databaseFile } from '../src/env';
import { startJsonServer } from './json-server';
import { median, startStubProcess, stopStubProcess } from './stub-process';

/** One paged, filtered query with a deep page, asked of the stub and of json-server on the same rows. */
const sameQuery = { name: 'colours: keyword 红, page 10 of 100', keyword: '红', page: 10, limit: 100 };

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dir = mkdtempSync(join(tmpdir(), 'stub-bench-'));
const dbUrl = `file:${join(dir, 'bench.db')}`;
try {
  await buildServer();
  const empty = await startStubProcess(dbUrl, join(dir, 'storage'));
  await stopStubProcess(empty.child);
  const coldRuns: number[] = [];
  const pnpmRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    for (const [mode, runs] of [
      ['compiled', coldRuns],
      ['pnpm', pnpmRuns],
    ] as const) {
      const s = await startStubProcess(dbUrl, join(dir, 'storage'), mode);
      runs.push(s.coldStartMs);
      await stopStubProcess(s.child);
    }
  }
  // The lists on the large data set (SEED_SCALE=1, docs/dev-kit.md "Scale"); the cold starts above on the fixtures.
  const largeUrl = `file:${join(dir, 'large.db')}`;
  const stub = await startStubProcess(largeUrl, join(dir, 'storage'), 'compiled', { SEED_SCALE: '1' });
  const headers = { 'content-type': 'application/json', token: stub.token };
  const targets = [
    // The trivial route: routing and the envelope, no handler, no query (an unknown path answers 400 非法请求).
    { name: 'ceiling: unknown path', method: 'GET' as const, path: '/__ceiling', ceiling: true },
    { name: 'GET /health (one query)', method: 'GET' as const, path: '/health' },
    {
      name: sameQuery.name,
      method: 'POST' as const,
      path: api.lookups.colorDataList.path,
      body: JSON.stringify({ page: sameQuery.page, limit: sameQuery.limit, keyword: sameQuery.keyword }),
    },
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
    {
      name: 'mspurchaseinfo/list (todo)',
      method: 'POST' as const,
      path: api.purchase.list.path,
      body: JSON.stringify({ page: 1, limit: 10, pageCode: 'todo' }),
    },
    {
      name: 'shoeTree/supplierList',
      method: 'POST' as const,
      path: api.shoeTree.supplierList.path,
      body: JSON.stringify({ page: 1, limit: 10 }),
    },
    {
      name: 'fabric/getMaterialFabricList',
      method: 'POST' as const,
      path: api.fabric.list.path,
      body: JSON.stringify({ page: 1, limit: 10 }),
    },
    {
      name: 'inquiry/notice/list (the bell)',
      method: 'POST' as const,
      path: api.inquiry.noticeList.path,
      body: '{}',
    },
    {
      name: 'scanApply/list',
      method: 'POST' as const,
      path: api.scanApply.list.path,
      body: JSON.stringify({ page: 1, limit: 10 }),
    },
    {
      name: 'componentCost/list',
      method: 'POST' as const,
      path: api.componentCost.list.path,
      body: JSON.stringify({ page: 1, limit: 10 }),
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
    if ((r.non2xx > 0 && !('ceiling' in t)) || r.errors > 0)
      throw new Error(`${t.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results.push({ name: t.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
  }
  // The control surface (docs/dev-kit.md): reset to the fixtures, and a new scenario's first answer.
  const timed = async (send: () => Promise<Response>) => {
    const started = performance.now();
    const res = await send();
    const body = (await res.json()) as { status: number; message: string };
    if (body.status !== 200) throw new Error(`control: ${body.status} ${body.message}`);
    return performance.now() - started;
  };
  const resetRuns: number[] = [];
  const scenarioRuns: number[] = [];
  for (let i = 0; i < 5; i++) {
    resetRuns.push(await timed(() => fetch(`${stub.base}/__stub/reset`, { method: 'POST' })));
    scenarioRuns.push(
      await timed(() => fetch(`${stub.base}/health`, { headers: { 'x-stub-scenario': `bench-${i}` } })),
    );
  }
  await stopStubProcess(stub.child);

  // The same paged, filtered query served by json-server over the same rows.
  const json = await startJsonServer(databaseFile(largeUrl), dir);
  const jsonRun = await autocannon({
    url: `${json.base}/colors?q=${encodeURIComponent(sameQuery.keyword)}&_page=${sameQuery.page}&_limit=${sameQuery.limit}`,
    connections,
    duration: seconds,
  });
  json.child.kill('SIGTERM');
  const jsonRps = jsonRun.requests.average;

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
  console.log(
    `through \`pnpm stub\` as a developer types it, median of 3: ${Math.round(median(pnpmRuns))} ms (${pnpmRuns.map(Math.round).join(', ')})`,
  );
  console.log(
    `reset to the fixtures, median of 5: ${Math.round(median(resetRuns))} ms; a new scenario's first answer, median of 5: ${Math.round(median(scenarioRuns))} ms`,
  );
  const stubSame = results.find((r) => r.name === sameQuery.name)!;
  console.log(
    `\nthe same query (${sameQuery.name}) on json-server 0.17.4: ${Math.round(jsonRps)} req/s, p99 ${jsonRun.latency.p99} ms; the stub answers ${(stubSame.rps / jsonRps).toFixed(1)}× as many`,
  );
  const isLookup = (name: string) => /currentUser|materialCategory|getColorDataList|colours/.test(name);
  const measured = results.filter((r) => !r.name.startsWith('ceiling') && !r.name.startsWith('GET /health'));
  const lookupsOk = measured.filter((r) => isLookup(r.name)).every((r) => r.rps / ceiling >= 0.3);
  const listsOk = measured.filter((r) => !isLookup(r.name)).every((r) => r.rps / ceiling >= 0.25 && r.p99 <= 20);
  console.log(
    `targets: cold start ≤ 1000 ms ${coldMedian <= 1000 ? 'met' : 'MISSED'}, empty location ≤ 1500 ms ${empty.coldStartMs <= 1500 ? 'met' : 'MISSED'}; lookups ≥ 30% ${lookupsOk ? 'met' : 'MISSED'}; domain lists ≥ 25% with p99 ≤ 20 ms ${listsOk ? 'met' : 'MISSED'}; ≥ 20× json-server ${stubSame.rps / jsonRps >= 20 ? 'met' : 'MISSED'}; reset ≤ 300 ms ${median(resetRuns) <= 300 ? 'met' : 'MISSED'}; scenario ≤ 500 ms ${median(scenarioRuns) <= 500 ? 'met' : 'MISSED'}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
