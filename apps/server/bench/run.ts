/**
 * `pnpm bench`: autocannon against the stub on loopback, in one run, so the ratios compare like
 * with like on a noisy machine. Prints requests/s and p50/p99 latency per call, each call's ratio
 * to a trivial route of the same server (the ceiling), and the cold start (process start to the
 * first successful login) of the compiled server and through `pnpm stub`, reset and scenario times. Targets: cold start
 * through `pnpm stub` as bench/cold-start.ts gives them; each lookup ≥ 30% of the ceiling; reset ≤ 300 ms; a new
 * scenario ≤ 500 ms; each domain list (filtered, a deep page, on SEED_SCALE=1's 100,000 materials and purchase lines)
 * ≥ 25% of the ceiling with p99 ≤ 20 ms as served, ≥ 20% with p99 ≤ 10 ms computed for every answer (the first
 * answer after a write); a write-then-read loop (a write, then the list, as a QA suite goes) ≥ 1,000 pairs/s;
 * ≥ 20× json-server on the same query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, PurchaseStatus } from '@portal/contract';
import autocannon from 'autocannon';
import { buildServer } from '../scripts/build.mjs';
import { databaseFile } from '../src/env';
import { coldStartLines, coldStartVerdict, measureColdStarts } from './cold-start';
import { startJsonServer } from './json-server';
import { cpuMs, loginOnce, median, type StubProcess, startStubProcess, stopStubProcess } from './stub-process';

/** Paged, filtered queries with a deep page, asked of the stub and of json-server on the same rows. */
const sameQuery = { name: 'colours: keyword 红, page 10 of 100', keyword: '红', page: 10, limit: 100 };
const fabricQuery = { page: 50, limit: 10, divisionId: 2, status: 3 };
const sameFabricQuery = {
  name: 'fabric/getMaterialFabricList (大类 2, 已生效, page 50 of 10)',
  // S10001's (the bench's login) shoe upper fabrics, newest change first, as the stub's list selects them.
  jsonPath: `/materials?supplierCode=S10001&materialStage=normal&divisionId=${fabricQuery.divisionId}&status=${fabricQuery.status}&_sort=modifyTime,id&_order=desc,desc&_page=${fabricQuery.page}&_limit=${fabricQuery.limit}`,
};

const isLookup = (name: string) => /currentUser|materialCategory|getColorDataList|colours/.test(name);
/** The domain lists: every target but the ceiling, the health check and the lookups. */
const isList = (name: string) => !name.startsWith('ceiling') && !name.startsWith('GET /health') && !isLookup(name);

/** The computed lists' targets (docs/dev-kit.md "List speed"): share of the ceiling, p99, and the loop's pairs/s. */
const computedTargets = { ofCeiling: 0.2, p99Ms: 10, pairsPerSecond: 1000 };

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * `BENCH_ONLY=computed`: only the computed lists and the write-then-read loop (no cold starts, served lists, reset,
 * scenarios or json-server), for working on those; the default measures everything.
 */
const computedOnly = process.env.BENCH_ONLY === 'computed';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dir = mkdtempSync(join(tmpdir(), 'stub-bench-'));
try {
  await buildServer();
  const cold = computedOnly ? undefined : await measureColdStarts(dir);
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
    // The domain lists with a filter and a deep page: purchases and materials on 100,000 rows each (S10001, the
    // bench's login, owns about half), the others on the fixtures.
    {
      name: 'mspurchaseinfo/list (todo, page 20)',
      method: 'POST' as const,
      path: api.purchase.list.path,
      body: JSON.stringify({ page: 20, limit: 10, pageCode: 'todo' }),
    },
    {
      name: 'mspurchaseinfo/list (已交付, page 100)',
      method: 'POST' as const,
      path: api.purchase.list.path,
      body: JSON.stringify({ page: 100, limit: 10, status: 3 }),
    },
    {
      name: sameFabricQuery.name,
      method: 'POST' as const,
      path: api.fabric.list.path,
      body: JSON.stringify(fabricQuery),
    },
    {
      name: 'shoeTree/supplierList (在用, page 3)',
      method: 'POST' as const,
      path: api.shoeTree.supplierList.path,
      body: JSON.stringify({ page: 3, limit: 10, status: '1' }),
    },
    {
      name: 'inquiry/notice/list (the bell)',
      method: 'POST' as const,
      path: api.inquiry.noticeList.path,
      body: '{}',
    },
    {
      name: 'scanApply/list (status 1, page 2)',
      method: 'POST' as const,
      path: api.scanApply.list.path,
      body: JSON.stringify({ page: 2, limit: 10, status: 1 }),
    },
    {
      name: 'componentCost/list (status 0, page 3)',
      method: 'POST' as const,
      path: api.componentCost.list.path,
      body: JSON.stringify({ page: 3, limit: 10, status: 0 }),
    },
  ];
  /** Each target in turn on `server`: requests/s, latency and the server's CPU time per answer. */
  const measure = async (server: StubProcess, list: typeof targets) => {
    const measured = [];
    for (const t of list) {
      const cpuBefore = cpuMs(server.child.pid);
      const r = await autocannon({
        url: server.base + t.path,
        method: t.method,
        headers: { ...headers, token: server.token },
        body: t.body,
        connections,
        duration: seconds,
      });
      if ((r.non2xx > 0 && !('ceiling' in t)) || r.errors > 0)
        throw new Error(`${t.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      const cpu = ((cpuMs(server.child.pid) - cpuBefore) * 1000) / Math.max(1, r.requests.total);
      measured.push({ name: t.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpu });
    }
    return measured;
  };
  /**
   * A stub just started still runs its start-up maintenance for a few seconds: the ceiling once first, not counted,
   * so what is measured after it (the ceiling itself, the lists, the loop) is measured on a settled stub.
   */
  const settle = (server: StubProcess) =>
    measure(
      server,
      targets.filter((t) => 'ceiling' in t),
    );
  await settle(stub);
  const results = computedOnly ? [] : await measure(stub, targets);
  // The control surface (docs/dev-kit.md): reset to the fixtures, and a new scenario's first answer.
  // A POST to the control surface carries the control header (docs/dev-kit.md, the control guard).
  const control = { 'x-stub-control': '1' };
  const timed = async (send: () => Promise<Response>) => {
    const started = performance.now();
    const res = await send();
    const body = (await res.json()) as { status: number; message: string };
    if (body.status !== 200) throw new Error(`control: ${body.status} ${body.message}`);
    return performance.now() - started;
  };
  /** A call as `supplier`: the envelope's data, or an error. */
  const ask = async <T>(path: string, token: string, body: object = {}): Promise<T> => {
    const res = await fetch(stub.base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as { status: number; message: string; data: T };
    if (envelope.status !== 200) throw new Error(`${path}: ${envelope.status} ${envelope.message}`);
    return envelope.data;
  };
  type Order = { id: number; details: { id: number; sizes: { size: string; quantity: number }[] }[] };
  const planDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const resetRuns: number[] = [];
  const scenarioRuns: number[] = [];
  let planned: number | undefined;
  for (let i = 0; i < (computedOnly ? 0 : 5); i++) {
    // Writes first, so the reset has something to put back: a session (the login), an order's delivery plans (plan
    // rows inserted, the order's status and due date updated).
    const token = await loginOnce(stub.base);
    if (!token) throw new Error('the bench cannot sign in');
    const [open] = (
      await ask<{ data: { id: number }[] }>(api.purchase.list.path, token, { status: PurchaseStatus.new, limit: 1 })
    ).data;
    if (!open) throw new Error('no new purchase order to plan');
    // The reset put the order planned last time back to 新建: the same order is found again.
    planned ??= open.id;
    if (open.id !== planned) throw new Error(`the reset left order ${planned} planned`);
    const order = await ask<Order>(api.purchase.detail.path.replace(':id', String(open.id)), token);
    const plans = order.details.map((line) => ({ detailId: line.id, planDate, sizes: line.sizes }));
    await ask(api.purchase.savePlans.path, token, { purchaseId: order.id, plans });
    resetRuns.push(await timed(() => fetch(`${stub.base}/__stub/reset`, { method: 'POST', headers: control })));
    // A scenario is made by a sign-in in it or by the control surface (docs/dev-kit.md "Scenarios"), then answers.
    scenarioRuns.push(
      await timed(async () => {
        const name = `bench-${i}`;
        const made = await fetch(`${stub.base}/__stub/scenarios`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name }),
        });
        if (!made.ok) throw new Error(`scenario ${name}: HTTP ${made.status}`);
        return fetch(`${stub.base}/health`, { headers: { 'x-stub-scenario': name } });
      }),
    );
  }
  // The write-then-read loop, as a QA suite writes and then reads: each connection saves a reminder order's line price
  // (价格信息), then asks the reminders' page, alternately; every write moves the database's write count, so the list
  // after it is computed, never served from memory (docs/decisions/0025-read-answers.md).
  const loopToken = await loginOnce(stub.base);
  if (!loopToken) throw new Error('the bench cannot sign in');
  const reminders = targets.find((t) => t.name.startsWith('mspurchaseinfo/list (todo'))!;
  const [due] = (
    await ask<{ data: { id: number }[] }>(api.purchase.list.path, loopToken, { pageCode: 'todo', limit: 1 })
  ).data;
  if (!due) throw new Error('no reminder order to write to');
  const [line] = (await ask<Order>(api.purchase.detail.path.replace(':id', String(due.id)), loopToken)).details;
  if (!line) throw new Error(`reminder order ${due.id} has no line`);
  const loopHeaders = { ...headers, token: loopToken };
  const loopCpuBefore = cpuMs(stub.child.pid);
  const loopRun = await autocannon({
    url: stub.base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: api.purchase.saveOrUpdatePriceInfo.path,
        headers: loopHeaders,
        body: JSON.stringify({ detailId: line.id, price: 12.5, remark: 'bench' }),
      },
      { method: 'POST', path: reminders.path, headers: loopHeaders, body: reminders.body },
    ],
  });
  if (loopRun.non2xx > 0 || loopRun.errors > 0)
    throw new Error(`write-then-read loop: ${loopRun.non2xx} non-2xx, ${loopRun.errors} errors`);
  const loop = {
    pairs: loopRun.requests.average / 2,
    p99: loopRun.latency.p99,
    cpu: ((cpuMs(stub.child.pid) - loopCpuBefore) * 1000) / Math.max(1, loopRun.requests.total / 2),
  };
  // The loop's writes put back, as the computed run below reads the same rows.
  await timed(() => fetch(`${stub.base}/__stub/reset`, { method: 'POST', headers: control }));
  await stopStubProcess(stub.child);
  // The same lists computed for every answer (READ_ANSWERS=off), as the first answer after a write is: the same rows.
  const computing = await startStubProcess(largeUrl, join(dir, 'storage'), 'compiled', { READ_ANSWERS: 'off' });
  await settle(computing);
  const computed = await measure(
    computing,
    targets.filter((t) => 'ceiling' in t || isList(t.name)),
  );
  await stopStubProcess(computing.child);

  const computedCeiling = computed[0]?.rps ?? 1;
  const computedOk = computed
    .filter((r) => isList(r.name))
    .every((r) => r.rps / computedCeiling >= computedTargets.ofCeiling && r.p99 <= computedTargets.p99Ms);
  const loopOk = loop.pairs >= computedTargets.pairsPerSecond;
  const computedVerdict = `computed ≥ ${computedTargets.ofCeiling * 100}% with p99 ≤ ${computedTargets.p99Ms} ms ${computedOk ? 'met' : 'MISSED'}; write-then-read ≥ ${computedTargets.pairsPerSecond} pairs/s ${loopOk ? 'met' : 'MISSED'}`;
  // The server's CPU time per answer is steadier than requests/s on a machine other work shares.
  const table = (rows: typeof computed) => {
    console.log('| call | req/s | p50 ms | p99 ms | of ceiling | CPU µs/answer | of ceiling by CPU |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    const [top] = rows;
    for (const r of rows)
      console.log(
        `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${((r.rps / (top?.rps ?? 1)) * 100).toFixed(0)}% | ${Math.round(r.cpu)} | ${(((top?.cpu ?? 1) / r.cpu) * 100).toFixed(0)}% |`,
      );
  };
  const printComputed = () => {
    console.log(
      '\nthe lists computed for every answer (READ_ANSWERS=off: the first answer after a write), same data set:\n',
    );
    table(computed);
    console.log(
      `\nwrite-then-read loop (价格信息 saved, then ${reminders.name}, alternately, ${connections} connections): ${Math.round(loop.pairs)} pairs/s, p99 ${loop.p99} ms, CPU ${Math.round(loop.cpu)} µs a pair`,
    );
  };
  if (computedOnly || !cold) {
    console.log(`\nstub benchmark (computed only): ${connections} connections, ${seconds} s per route, loopback`);
    printComputed();
    console.log(`targets: ${computedVerdict}`);
  } else {
    // The same paged, filtered query served by json-server over the same rows.
    const json = await startJsonServer(databaseFile(largeUrl), dir);
    const jsonRun = await autocannon({
      url: `${json.base}/colors?q=${encodeURIComponent(sameQuery.keyword)}&_page=${sameQuery.page}&_limit=${sameQuery.limit}`,
      connections,
      duration: seconds,
    });
    const jsonFabricRun = await autocannon({
      url: json.base + sameFabricQuery.jsonPath,
      connections,
      duration: seconds,
    });
    json.child.kill('SIGTERM');
    const jsonRps = jsonRun.requests.average;
    const jsonFabricRps = jsonFabricRun.requests.average;

    const ceiling = results[0]?.rps ?? 1;
    console.log(`\nstub benchmark: ${connections} connections, ${seconds} s per route, loopback\n`);
    table(results);
    printComputed();
    console.log(`\n${coldStartLines(cold).join('\n')}`);
    console.log(
      `reset to the fixtures after a login and an order's plans, median of 5: ${Math.round(median(resetRuns))} ms; a new scenario's first answer, median of 5: ${Math.round(median(scenarioRuns))} ms`,
    );
    const stubSame = results.find((r) => r.name === sameQuery.name)!;
    console.log(
      `\nthe same query (${sameQuery.name}) on json-server 0.17.4: ${Math.round(jsonRps)} req/s, p99 ${jsonRun.latency.p99} ms; the stub answers ${(stubSame.rps / jsonRps).toFixed(1)}× as many`,
    );
    const stubFabric = results.find((r) => r.name === sameFabricQuery.name)!;
    console.log(
      `the same query (${sameFabricQuery.name}) on json-server: ${jsonFabricRps.toFixed(1)} req/s, p99 ${jsonFabricRun.latency.p99} ms; the stub answers ${(stubFabric.rps / jsonFabricRps).toFixed(0)}× as many`,
    );
    const lookupsOk = results.filter((r) => isLookup(r.name)).every((r) => r.rps / ceiling >= 0.3);
    const listsOk = results.filter((r) => isList(r.name)).every((r) => r.rps / ceiling >= 0.25 && r.p99 <= 20);
    console.log(
      `targets: ${coldStartVerdict(cold)}; lookups ≥ 30% ${lookupsOk ? 'met' : 'MISSED'}; domain lists ≥ 25% with p99 ≤ 20 ms ${listsOk ? 'met' : 'MISSED'}; ${computedVerdict}; ≥ 20× json-server ${Math.min(stubSame.rps / jsonRps, stubFabric.rps / jsonFabricRps) >= 20 ? 'met' : 'MISSED'}; reset ≤ 300 ms ${median(resetRuns) <= 300 ? 'met' : 'MISSED'}; scenario ≤ 500 ms ${median(scenarioRuns) <= 500 ? 'met' : 'MISSED'}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
