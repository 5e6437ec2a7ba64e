import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { api, DownloadStatus, FileMessages, Status } from '@portal/contract';
import Database from 'better-sqlite3';
import { describe, expect, vi } from 'vitest';
import { exportDefinitionOf } from '../src/kit/export';
import { type Job, JobQueue } from '../src/plugins/jobs';
import { dataOf, demo, internalTest, login, send, startStub, type Target } from './helper';

/**
 * The fair export queue (docs/decisions/0031-fair-export-queue.md): suppliers take turns, one job of a supplier at a
 * time, a limit of queued exports per supplier with its message, and a close that stops within a grace and leaves
 * the rest to the next start. Speed under a flood is measured by `pnpm bench:exports`, not here.
 */

/** A job that records its start and ends when the test says so. */
const controlled = () => {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const job =
    (name: string): Job =>
    () =>
      new Promise<void>((resolve) => {
        started.push(name);
        finishers.set(name, resolve);
      });
  /** Resolves once `name` has started (checked after every queued callback). */
  const whenStarted = async (name: string) => {
    while (!started.includes(name)) await new Promise((r) => setImmediate(r));
  };
  const finish = async (name: string) => {
    await whenStarted(name);
    finishers.get(name)!();
  };
  let finished = 0;
  /** Ends the jobs one by one in the order they started. */
  const finishInOrder = async (count: number) => {
    for (; finished < count; finished++) {
      while (started.length <= finished) await new Promise((r) => setImmediate(r));
      finishers.get(started[finished]!)!();
    }
  };
  return { started, job, whenStarted, finish, finishInOrder };
};

describe('JobQueue: order and limits', () => {
  internalTest('gives the groups turns, whatever one group queued first', async () => {
    const queue = new JobQueue({ concurrency: 1, perGroup: 1 });
    const { started, job, finishInOrder } = controlled();
    for (let i = 1; i <= 4; i++) queue.enqueue(job(`A${i}`), 'A');
    queue.enqueue(job('B1'), 'B');
    queue.enqueue(job('B2'), 'B');
    queue.enqueue(job('C1'), 'C');
    await finishInOrder(7);
    await queue.drain();
    expect(started).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'A3', 'A4']);
  });

  internalTest('runs at most one job of a group at a time, and another group beside it', async () => {
    const queue = new JobQueue({ concurrency: 2, perGroup: 1 });
    const { started, job, whenStarted, finish } = controlled();
    for (let i = 1; i <= 3; i++) queue.enqueue(job(`A${i}`), 'A');
    queue.enqueue(job('B1'), 'B');
    await whenStarted('B1');
    // Two slots, but A's second job waits for its first.
    expect(started).toEqual(['A1', 'B1']);
    await finish('B1');
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['A1', 'B1']);
    await finish('A1');
    await finish('A2');
    await finish('A3');
    await queue.drain();
    expect(started).toEqual(['A1', 'B1', 'A2', 'A3']);
  });

  internalTest('admits a job only while its group has fewer than the limit queued, running or reserved', async () => {
    const queue = new JobQueue({ concurrency: 1 });
    queue.hold();
    const { job } = controlled();
    const tickets = Array.from({ length: 5 }, () => queue.reserve('A', 3));
    expect(tickets.map((t) => t !== null)).toEqual([true, true, true, false, false]);
    expect(queue.pending('A')).toBe(3);
    // Another group has its own places.
    expect(queue.reserve('B', 3)).not.toBeNull();
    tickets[0]!.cancel();
    tickets[0]!.cancel();
    expect(queue.pending('A')).toBe(2);
    tickets[1]!.enqueue(job('A1'));
    tickets[1]!.enqueue(job('twice'));
    expect(queue.pending('A')).toBe(2);
    expect(queue.size).toBe(1);
    expect(queue.reserve('A', 3)).not.toBeNull();
    expect(queue.reserve('A', 3)).toBeNull();
  });

  internalTest('stops: a running job gets its grace then its signal, a waiting one never starts', async () => {
    const queue = new JobQueue({ concurrency: 1 });
    const started: string[] = [];
    let aborted = false;
    queue.enqueue(async (signal) => {
      started.push('long');
      await new Promise<void>((resolve) =>
        signal.addEventListener('abort', () => {
          aborted = true;
          resolve();
        }),
      );
    }, 'A');
    queue.enqueue(async () => {
      started.push('queued');
    }, 'B');
    while (started.length === 0) await new Promise((r) => setImmediate(r));
    await queue.stop(20);
    expect(aborted).toBe(true);
    expect(started).toEqual(['long']);
    expect(queue.size).toBe(1);
  });
});

describe('exports under a flood', () => {
  const exportGrains = (target: Target, token: string) => send(target, api.grain.export, { body: {} }, token);

  internalTest(
    'refuses a supplier’s exports past its limit with 导出任务过多…, writes nothing for them, and serves others',
    async () => {
      const stub = await startStub({ EXPORT_QUEUE_LIMIT: 3 });
      try {
        const app = stub.app!;
        const [token, hongda] = await Promise.all([login(stub, demo.supplier), login(stub, demo.hongda)]);
        app.jobs.hold();
        const before = await app.db.downloadRecord.count();
        const answers = await Promise.all(Array.from({ length: 10 }, () => exportGrains(stub, token)));
        const accepted = answers.filter((a) => a.body.status === Status.ok);
        expect(accepted).toHaveLength(3);
        for (const refused of answers.filter((a) => a.body.status !== Status.ok))
          expect(refused.body).toEqual({
            status: Status.badRequest,
            message: FileMessages.exportQueueFull,
            data: null,
          });
        expect(await app.db.downloadRecord.count()).toBe(before + 3);
        // Another supplier is not held to the first one's flood.
        const other = dataOf(api.grain.export, await exportGrains(stub, hongda));
        await app.jobs.drain();
        for (const { body } of [...accepted, { body: { data: other } }]) {
          const row = await app.db.downloadRecord.findUniqueOrThrow({ where: { key: body.data.key } });
          expect(row).toMatchObject({ status: DownloadStatus.notDownloaded, failed: false, input: null });
        }
        // Done, they make room again.
        expect((await exportGrains(stub, token)).body.status).toBe(Status.ok);
      } finally {
        await stub.close();
      }
    },
  );

  internalTest('an export lets requests through between its batches (SQLite answers synchronously)', async () => {
    const stub = await startStub();
    const def = exportDefinitionOf(api.grain.export.id)!;
    let batches = 0;
    // Batches that come at once, as SQLite's do: nothing in them waits for the event loop.
    const spy = vi.spyOn(def, 'rows').mockImplementation(async function* () {
      for (; batches < 400; batches++) yield Array.from({ length: 50 }, (_, i) => ({ lineCode: `L${i}` }));
    });
    try {
      const token = await login(stub, demo.supplier);
      const task = dataOf(api.grain.export, await exportGrains(stub, token));
      while (batches === 0) await new Promise((r) => setImmediate(r));
      const health = await stub.http.get('/health');
      expect(health.body).toMatchObject({ status: 200, data: { database: 'ok' } });
      // Answered while the export was still being written.
      expect(batches).toBeLessThan(400);
      const row = await stub.app!.db.downloadRecord.findUniqueOrThrow({ where: { key: task.key } });
      expect(row.status).toBe(DownloadStatus.generating);
      await stub.app!.jobs.drain();
    } finally {
      spy.mockRestore();
      await stub.close();
    }
  });

  internalTest(
    'a close stops the running export and leaves the queued ones; the next start finishes them all',
    async () => {
      const first = await startStub();
      const storageDir = first.app!.storage.root;
      const dbFile = (await first.app!.db.$queryRawUnsafe<{ file: string }[]>('PRAGMA database_list'))[0]!.file;
      const def = exportDefinitionOf(api.grain.export.id)!;
      const rows = def.rows;
      let running = false;
      // Rows that never end: only the close's signal stops the export.
      const spy = vi.spyOn(def, 'rows').mockImplementation(async function* () {
        running = true;
        for (;;) {
          await new Promise((r) => setImmediate(r));
          yield [{ lineCode: 'L', lineName: 'n' }];
        }
      });
      let keys: string[];
      try {
        const token = await login(first, demo.supplier);
        keys = await Promise.all(
          Array.from({ length: 3 }, async () => dataOf(api.grain.export, await exportGrains(first, token)).key),
        );
        while (!running) await new Promise((r) => setImmediate(r));
        await first.close();
      } finally {
        spy.mockRestore();
      }
      expect(def.rows).toBe(rows);
      const tmp = (key: string) => join(storageDir, 'tmp', `export-${key}.xlsx`);
      for (const key of keys) expect(existsSync(tmp(key))).toBe(false);

      // Nothing was lost or counted against the jobs: all three still queued, no attempt spent by the close.
      const file = new Database(dbFile, { readonly: true });
      try {
        const pending = file
          .prepare(
            `SELECT status, failed, attempts, input IS NOT NULL AS queued FROM DownloadRecord WHERE key IN (?, ?, ?)`,
          )
          .all(...keys);
        expect(pending).toEqual(keys.map(() => ({ status: 0, failed: 0, attempts: 0, queued: 1 })));
      } finally {
        file.close();
      }

      const second = await startStub({ DATABASE_URL: `file:${dbFile}`, STORAGE_DIR: storageDir });
      try {
        // The start-up maintenance queues them again a moment after the stub listens (kit/after-start.ts; an app
        // that only answers inject never runs it): listen, wait for the records to leave 生成中, then for the queue.
        await second.app!.listen({ port: 0, host: '127.0.0.1' });
        const records = () => second.app!.db.downloadRecord.findMany({ where: { key: { in: keys } } });
        await vi.waitFor(
          async () => expect((await records()).filter((r) => r.status !== 0)).toHaveLength(keys.length),
          {
            timeout: 60_000,
            interval: 50,
          },
        );
        await second.app!.jobs.drain();
        const done = await records();
        expect(done.map((r) => [r.status, r.failed, r.attempts, r.input])).toEqual(keys.map(() => [1, false, 1, null]));
        expect(dirname(done[0]!.storagePath!)).toMatch(/^exports\/\d{6}$/);
      } finally {
        await second.close();
      }
    },
  );
});
