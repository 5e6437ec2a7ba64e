/**
 * `pnpm --filter @portal/server bench:imports` (part of `pnpm bench`): hostile spreadsheets sent to the price-card
 * import (upload, then materialPrice/saveOrUpdateCard with { fileId }) of the stub as its own process on loopback.
 * Per workbook: the answer, the time from the import call to it, the peak resident-memory growth over the level just
 * before the call (sampled from /proc every 5 ms) of the stub alone and of the stub with its child processes (the
 * import reader runs in one), and the worst /health latency while it runs (one request at a time, a new one ~20 ms
 * after the last answered; a request still waiting when the import answers counts with its wait so far). Targets (docs/decisions/0029-spreadsheet-imports.md): the 1,000,000-row workbook and the
 * shared-strings bomb refused in under 2 s with under 100 MB of growth, /health within 100 ms throughout; and a
 * second stub started with `--max-old-space-size=512` survives every workbook.
 *
 * BENCH_IMPORT_WAIT_MS (default 240000) bounds the wait for one answer: a stub that has not answered by then is
 * reported as such and restarted. BENCH_PORT picks the first stub's port (the second takes the next one).
 * BENCH_IMPORTS=name,name runs only those workbooks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@portal/contract';
import { buildServer } from '../scripts/build.mjs';
import { hostileWorkbooks as hostile, priceWorkbook } from '../test/hostile-workbooks';
import {
  pollHealth,
  rssBytes,
  type StubProcess,
  startStubProcess,
  stopStubProcess,
  treeRssBytes,
} from './stub-process';

const waitMs = Number(process.env.BENCH_IMPORT_WAIT_MS ?? 240_000);
const firstPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const only = process.env.BENCH_IMPORTS?.split(',');
const mb = (bytes: number) => bytes / 1024 / 1024;

interface Workbook {
  name: string;
  what: string;
  make: () => Buffer;
}

/** A filled template at the row limit's scale: 5,000 new cards, each valid. */
const legitRows = 5_000;
const workbooks: Workbook[] = [
  {
    name: 'legit-3',
    what: 'an ordinary filled template, 3 rows (imported)',
    make: () =>
      priceWorkbook([
        ['LT0900001', '头层牛皮', '2027Q2', '米', 38.5, '1.2mm', 1.5, '137cm', 0.8, null],
        ['LT0900001', '头层牛皮', '2027Q2', '米', 38.5, '1.4mm', 2.5, '140cm', 1.2, null],
        ['SY0900002', '超纤绒面', '2027Q2', '米', 26.8, null, null, null, null, null],
      ]),
  },
  {
    name: 'legit-5000',
    what: `an ordinary filled template, ${legitRows.toLocaleString('en')} rows (imported)`,
    make: () =>
      priceWorkbook(
        Array.from({ length: legitRows }, (_, i) => [
          `LT${String(910_000 + i).padStart(7, '0')}`,
          `导入材料${i}`,
          '2027Q3',
          '米',
          10 + (i % 50),
          null,
          null,
          null,
          null,
          '批量导入',
        ]),
      ),
  },
  { name: 'rows-1m', what: '1,000,000 rows', make: () => hostile.manyRows() },
  { name: 'shared-strings', what: 'shared-strings bomb: 4,800,000 strings', make: () => hostile.sharedStringsBomb() },
  {
    name: 'rows-600k-thin',
    what: '600,000 one-number rows (27 MB unpacked: within that limit)',
    make: () => hostile.thinRows(),
  },
  {
    name: 'shared-strings-1.7m',
    what: 'shared-strings bomb: 1,700,000 strings (29 MB unpacked: within that limit)',
    make: () => hostile.sharedStringsBomb(1_700_000),
  },
  { name: 'deep-nesting', what: 'one cell nesting 2,000,000 elements', make: () => hostile.deepNesting() },
  {
    name: 'deep-workbook',
    what: 'the workbook part nesting 2,000,000 elements',
    make: () => hostile.deepNesting(2_000_000, 'workbook'),
  },
  { name: 'huge-cell', what: 'one cell of 50,000,000 characters', make: () => hostile.hugeCell() },
  { name: 'many-columns', what: '100 rows of 16,384 columns', make: () => hostile.manyColumns() },
  { name: 'understated', what: 'central directory says 1 KB, inflates to 200 MB', make: () => hostile.understated() },
].filter((w) => !only || only.includes(w.name));

interface Outcome {
  name: string;
  bytes: number;
  answer: string;
  ms: number | null;
  rssGrowthMb: number;
  treeGrowthMb: number;
  worstHealthMs: number;
  alive: boolean;
}

const upload = async (stub: StubProcess, file: Buffer) => {
  const form = new FormData();
  form.set('businessType', 'materialPriceImport');
  form.set('file', new Blob([file]), '材料价格.xlsx');
  const res = await fetch(stub.base + api.files.upload.path, {
    method: 'POST',
    headers: { token: stub.token },
    body: form,
  });
  const body = (await res.json()) as { status: number; message: string; data: { id: string } };
  if (body.status !== 200) throw new Error(`upload refused: ${body.message}`);
  return body.data.id;
};

const alive = async (stub: StubProcess) =>
  stub.child.exitCode === null &&
  stub.child.signalCode === null &&
  (await fetch(`${stub.base}/health`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.ok)
    .catch(() => false));

const runOne = async (stub: StubProcess, workbook: Workbook, file: Buffer): Promise<Outcome> => {
  const fileId = await upload(stub, file);
  const pid = stub.child.pid!;
  const baseline = rssBytes(pid);
  const treeBaseline = treeRssBytes(pid);
  let peak = baseline;
  let treePeak = treeBaseline;
  const sample = () => {
    peak = Math.max(peak, rssBytes(pid));
    treePeak = Math.max(treePeak, treeRssBytes(pid));
  };
  const sampler = setInterval(sample, 5);
  const stopHealth = pollHealth(stub.base);
  const started = performance.now();
  let answer: string;
  let ms: number | null = null;
  try {
    const res = await fetch(stub.base + api.price.materialSaveOrUpdateCard.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: stub.token },
      body: JSON.stringify({ fileId }),
      signal: AbortSignal.timeout(waitMs),
    });
    ms = performance.now() - started;
    const body = (await res.json()) as { status: number; message: string; data: unknown };
    answer = `${body.status} ${body.message}`;
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${waitMs / 1000} s` : 'connection lost';
    answer = reason;
  }
  const worstHealthMs = stopHealth();
  clearInterval(sampler);
  sample();
  return {
    name: workbook.name,
    bytes: file.length,
    answer,
    ms,
    rssGrowthMb: mb(peak - baseline),
    treeGrowthMb: mb(treePeak - treeBaseline),
    worstHealthMs,
    alive: await alive(stub),
  };
};

const table = (title: string, outcomes: Outcome[]) => {
  console.log(`\n${title}\n`);
  console.log(
    '| workbook | file | answer | time to answer | RSS growth: stub | with its children | worst /health | stub alive after |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |');
  for (const o of outcomes)
    console.log(
      `| ${o.name} | ${mb(o.bytes).toFixed(2)} MB | ${o.answer.slice(0, 60)} | ${
        o.ms === null ? '–' : `${Math.round(o.ms).toLocaleString('en')} ms`
      } | ${Math.round(o.rssGrowthMb)} MB | ${Math.round(o.treeGrowthMb)} MB | ${Math.round(o.worstHealthMs).toLocaleString('en')} ms | ${o.alive ? 'yes' : 'no'} |`,
    );
};

const dir = mkdtempSync(join(tmpdir(), 'stub-bench-imports-'));
try {
  await buildServer();
  console.log('workbooks:');
  const files = workbooks.map((w) => {
    const file = w.make();
    console.log(`  ${w.name}: ${w.what}, ${mb(file.length).toFixed(2)} MB`);
    return file;
  });
  const runs = [
    { title: 'stub with its default heap', env: {} as Record<string, string> },
    { title: 'stub started with --max-old-space-size=512', env: { NODE_OPTIONS: '--max-old-space-size=512' } },
  ];
  const verdicts: string[] = [];
  for (const [r, run] of runs.entries()) {
    const at = join(dir, `run-${r}`);
    const start = () =>
      startStubProcess(`file:${join(at, 'stub.db')}`, join(at, 'storage'), 'compiled', {
        ...run.env,
        ...(firstPort ? { PORT: String(firstPort + r) } : {}),
      });
    let stub = await start();
    // The machine's own noise: /health polled the same way for 2 s with no import running.
    const stopIdle = pollHealth(stub.base);
    await new Promise((r) => setTimeout(r, 2_000));
    const idle = stopIdle();
    const outcomes: Outcome[] = [];
    for (const [i, workbook] of workbooks.entries()) {
      const outcome = await runOne(stub, workbook, files[i]!);
      outcomes.push(outcome);
      if (!outcome.alive) {
        if (stub.child.exitCode === null && stub.child.signalCode === null) await stopStubProcess(stub.child);
        stub = await start();
      }
    }
    await stopStubProcess(stub.child);
    table(`${run.title} (worst /health with no import, 2 s: ${Math.round(idle)} ms)`, outcomes);
    const named = outcomes.filter((o) => o.name === 'rows-1m' || o.name === 'shared-strings');
    if (r === 0)
      for (const o of named)
        verdicts.push(
          `${o.name}: ${o.ms !== null && o.ms < 2000 && o.treeGrowthMb < 100 && o.worstHealthMs < 100 ? 'meets' : 'MISSES'} ` +
            '(refused < 2 s, RSS growth of the stub with its children < 100 MB, /health < 100 ms)',
        );
    else
      verdicts.push(
        `--max-old-space-size=512: ${outcomes.every((o) => o.alive) ? 'survives every workbook' : 'DID NOT SURVIVE every workbook'}`,
      );
  }
  console.log(`\n${verdicts.join('\n')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
