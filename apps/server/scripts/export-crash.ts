/**
 * "Exports lost after kill -9 during 200 queued exports (must be 0)": starts the stub as a child process on a
 * temp database, signs in, fires 200 exports, kill -9s the child while jobs are still queued, starts it again on
 * the same files, waits until no record is 生成中, and counts the records that ended 未下载 with a readable .xlsx.
 * Run: pnpm --filter @portal/server export-crash
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, DownloadStatus } from '@portal/contract';
import { readableExports } from '../bench/exports';
import { startStubProcess, stopStubProcess } from '../bench/stub-process';
import { openDatabase } from '../src/stub-database';

const exportsFired = 200;
// One account fires them all: its queue may hold them (docs/decisions/0031-fair-export-queue.md).
const stubEnv = { EXPORT_QUEUE_LIMIT: String(exportsFired) };
const dir = mkdtempSync(join(tmpdir(), 'stub-export-crash-'));
try {
  const dbUrl = `file:${join(dir, 'crash.db')}`;
  const storageDir = join(dir, 'storage');
  mkdirSync(storageDir);
  const db = await openDatabase(dbUrl); // migrated and seeded

  const first = await startStubProcess(dbUrl, storageDir, 'compiled', stubEnv);
  const keys = await Promise.all(
    Array.from({ length: exportsFired }, async () => {
      const res = await fetch(first.base + api.grain.export.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: first.token },
        body: '{}',
      });
      const body = (await res.json()) as { status: number; data: { key: string } };
      if (body.status !== 200) throw new Error(`export answered ${body.status}`);
      return body.data.key;
    }),
  );
  first.child.kill('SIGKILL');
  await new Promise((done) =>
    first.child.exitCode !== null || first.child.signalCode ? done(0) : first.child.once('exit', done),
  );
  const pendingAtKill = await db.downloadRecord.count({
    where: { key: { in: keys }, status: DownloadStatus.generating, failed: false },
  });

  const second = await startStubProcess(dbUrl, storageDir, 'compiled', stubEnv);
  for (;;) {
    const generating = await db.downloadRecord.count({
      where: { key: { in: keys }, status: DownloadStatus.generating, failed: false },
    });
    if (generating === 0) break;
    await new Promise((r) => setTimeout(r, 50)); // polling the database, not timing the jobs
  }
  const readable = await readableExports(db, second.base, keys, first.token);
  await stopStubProcess(second.child);
  await db.$disconnect();
  console.log(`exports acknowledged (200): ${keys.length}`);
  console.log(`still 生成中 when killed (-9): ${pendingAtKill}`);
  console.log(`ended 未下载 with a readable .xlsx after restart: ${readable}`);
  console.log(
    `exports lost after kill -9 during ${exportsFired} queued exports (must be 0): ${keys.length - readable}`,
  );
  process.exitCode = keys.length - readable === 0 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
