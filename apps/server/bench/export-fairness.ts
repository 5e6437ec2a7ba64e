/**
 * `pnpm bench:exports`: the export queue under the probe's flood (docs/decisions/0031-fair-export-queue.md), against
 * the stub as its own process on loopback.
 *
 * 1. `supplier` (S10001, 10,000 purchase orders) fires purchase-order exports from 16 concurrent loops for
 *    BENCH_FLOOD_SECONDS (15); its queue fills to EXPORT_QUEUE_LIMIT and the rest are refused.
 * 2. Five seconds in, `hongda` (S10023) asks for its own export: the time until its record is 未下载 (target ≤ 10 s).
 * 3. At the end of the flood the stub gets SIGTERM: the time until the process has exited (target ≤ 5 s), and how
 *    many acknowledged exports were still queued or generating.
 * 4. The stub starts again on the same files: the time until every acknowledged export is 未下载 with a readable
 *    .xlsx, and how many were lost (must be 0).
 *
 * The database is read by a client of its own while the stub runs (polling the stub's state, as scripts/export-crash.ts).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, DownloadStatus, encryptPassword, FileMessages, fillPath } from '@portal/contract';
import { buildServer, isStale } from '../scripts/build.mjs';
import { readEnv } from '../src/env';
import { openDatabase } from '../src/stub-database';
import { addPurchaseOrders, readableExports } from './exports';
import { startStubProcess } from './stub-process';

const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 15);
const floodLoops = 16;
const otherAfterMs = 5000;
const orders = 10_000;
const env = readEnv();

const pollMs = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const login = async (base: string, loginAccount: string, password: string) => {
  const res = await fetch(base + api.account.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount, password: encryptPassword(password, env.PASSWORD_AES_KEY) }),
  });
  const body = (await res.json()) as { status: number; message: string; data: { token: string } };
  if (body.status !== 200) throw new Error(`login ${loginAccount}: ${body.message}`);
  return body.data.token;
};

const exportOrders = async (base: string, token: string) => {
  const res = await fetch(base + api.purchase.export.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: '{}',
  });
  return (await res.json()) as { status: number; message: string; data: { key: string } | null };
};

if (isStale()) await buildServer();
const dir = mkdtempSync(join(tmpdir(), 'stub-bench-exports-'));
try {
  const dbUrl = `file:${join(dir, 'bench.db')}`;
  const storageDir = join(dir, 'storage');
  mkdirSync(storageDir);
  const db = await openDatabase(dbUrl);
  await addPurchaseOrders(db, orders, 'PF');

  const first = await startStubProcess(dbUrl, storageDir);
  const hongda = await login(first.base, 'hongda', 'Hongda@2026');

  // The flood.
  const acknowledged: string[] = [];
  let refused = 0;
  let otherwise = 0;
  const floodEnds = performance.now() + floodSeconds * 1000;
  const flood = Array.from({ length: floodLoops }, async () => {
    while (performance.now() < floodEnds) {
      const answer = await exportOrders(first.base, first.token);
      if (answer.status === 200 && answer.data) acknowledged.push(answer.data.key);
      else if (answer.message === FileMessages.exportQueueFull) refused++;
      else otherwise++;
    }
  });

  // Another supplier's export, in the middle of it.
  await sleep(otherAfterMs);
  const asked = performance.now();
  const other = await exportOrders(first.base, hongda);
  if (other.status !== 200 || !other.data) throw new Error(`hongda's export answered ${other.message}`);
  for (;;) {
    const res = await fetch(first.base + fillPath(api.files.findRedis.path, { id: other.data.key }), {
      headers: { token: hongda },
    });
    const state = (await res.json()) as { data: { status: number; message: string | null } };
    if (state.data.status === DownloadStatus.notDownloaded) break;
    if (state.data.message) throw new Error(`hongda's export failed: ${state.data.message}`);
    await sleep(pollMs);
  }
  const otherMs = performance.now() - asked;
  await Promise.all(flood);

  // SIGTERM while the queue is full.
  const pending = () =>
    db.downloadRecord.count({
      where: { key: { in: acknowledged }, status: DownloadStatus.generating, failed: false },
    });
  const pendingAtTerm = await pending();
  const termSent = performance.now();
  const exited = new Promise<void>((done) =>
    first.child.exitCode !== null ? done() : first.child.once('exit', () => done()),
  );
  process.kill(-first.child.pid!, 'SIGTERM');
  await exited;
  const termMs = performance.now() - termSent;
  const pendingAfterTerm = await pending();

  // The next start finishes them.
  const restarted = performance.now();
  const second = await startStubProcess(dbUrl, storageDir);
  while ((await pending()) > 0) await sleep(pollMs);
  const resumeMs = performance.now() - restarted;
  const readable = await readableExports(db, second.base, acknowledged, first.token);
  const secondExited = new Promise<void>((done) => second.child.once('exit', () => done()));
  process.kill(-second.child.pid!, 'SIGTERM');
  await secondExited;
  await db.$disconnect();

  const lost = acknowledged.length - readable;
  console.log('\nexport queue under a flood (stub as its own process, loopback)\n');
  console.log('| figure | value |');
  console.log('| --- | ---: |');
  console.log(
    `| flood: export requests by one account in ${floodSeconds} s (${floodLoops} at a time) | ${acknowledged.length + refused + otherwise} |`,
  );
  console.log(`| acknowledged (the supplier's queue limit: ${env.EXPORT_QUEUE_LIMIT}) | ${acknowledged.length} |`);
  console.log(`| refused 导出任务过多 | ${refused} |`);
  console.log(`| other answers | ${otherwise} |`);
  console.log(
    `| another supplier's export, asked ${otherAfterMs / 1000} s in, 未下载 after (target ≤ 10 s) | ${seconds(otherMs)} |`,
  );
  console.log(`| SIGTERM to exit, ${pendingAtTerm} exports queued or generating (target ≤ 5 s) | ${seconds(termMs)} |`);
  console.log(`| still queued after the exit (in their records) | ${pendingAfterTerm} |`);
  console.log(`| restart to every acknowledged export 未下载 | ${seconds(resumeMs)} |`);
  console.log(`| acknowledged exports lost (must be 0) | ${lost} |`);
  process.exitCode = lost === 0 && otherMs <= 10_000 && termMs <= 5000 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
