import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { api, DownloadStatus, downloadHref, FileMessages } from '@portal/contract';
import { describe, expect, vi } from 'vitest';
import { exportDefinitionOf, maxExportAttempts } from '../src/kit/export';
import { binary } from './file-fixtures';
import { dataOf, demo, internalTest, login, send, startStub, type Target } from './helper';
import { readSheet } from './paged-lists';

const jobQueue = internalTest.because('stops and restarts the stub’s job queue');

/** Durable export jobs (docs/decisions/0005-files-and-exports.md): acknowledged exports survive a crash. */
const record = async (target: Target, key: string, token: string) =>
  dataOf(api.files.findRedis, await send(target, api.files.findRedis, { params: { id: key } }, token));

describe('durable export jobs', () => {
  jobQueue(
    'an acknowledged export whose app dies before writing is finished by the next app on the same files',
    async () => {
      const first = await startStub();
      const storageDir = first.app!.storage.root;
      const dbFile = (await first.app!.db.$queryRawUnsafe<{ file: string }[]>('PRAGMA database_list'))[0]!.file;
      const token = await login(first, demo.supplier);
      first.app!.jobs.hold();
      const division = (await first.app!.db.grain.findFirstOrThrow({ where: { supplierCode: null } })).divisionId;
      const task = dataOf(
        api.grain.export,
        await send(first, api.grain.export, { body: { divisionId: division } }, token),
      );
      expect((await record(first, task.key, token)).status).toBe(DownloadStatus.generating);
      // The crash: the queued job is dropped, nothing is written.
      first.app!.jobs.abandon();
      await first.close();

      // What a crash mid-write leaves: the job's own tmp file (fresh, so the hour-old sweep of Storage keeps it).
      const stale = join(storageDir, 'tmp', `export-${task.key}.xlsx`);
      writeFileSync(stale, 'half a workbook');

      const second = await startStub({ DATABASE_URL: `file:${dbFile}`, STORAGE_DIR: storageDir });
      try {
        // The next run takes the job up once it listens (kit/after-start.ts), and finishes it.
        await second.app!.listen({ port: 0, host: '127.0.0.1' });
        const statusOf = async () =>
          (await second.app!.db.downloadRecord.findUniqueOrThrow({ where: { key: task.key } })).status;
        await vi.waitFor(async () => expect(await statusOf()).not.toBe(DownloadStatus.generating), {
          timeout: 30_000,
          interval: 50,
        });
        await second.app!.jobs.drain();
        expect(existsSync(stale)).toBe(false);
        const again = await login(second, demo.supplier);
        const ready = await record(second, task.key, again);
        expect(ready.status).toBe(DownloadStatus.notDownloaded);
        const file = await second.http
          .get(downloadHref(ready.filePath!))
          .buffer(true)
          .parse(binary as never);
        expect(file.status).toBe(200);
        const sheet = await readSheet(file.body as Buffer);
        const expected = await second.app!.db.grain.findMany({
          where: { divisionId: division, OR: [{ supplierCode: null }, { supplierCode: 'S10001' }] },
          orderBy: { lineCode: 'asc' },
        });
        expect(expected.length).toBeGreaterThan(0);
        expect(sheet.body.map((r) => r[0])).toEqual(expected.map((l) => l.lineCode));
        const row = await second.app!.db.downloadRecord.findUniqueOrThrow({ where: { key: task.key } });
        expect(row).toMatchObject({ attempts: 1, input: null, failed: false });
      } finally {
        await second.close();
      }
    },
  );

  jobQueue(
    `retries a job whose rows throw ${maxExportAttempts} times, then marks it failed (never 生成中)`,
    async () => {
      const stub = await startStub();
      const def = exportDefinitionOf(api.grain.export.id)!;
      let calls = 0;
      const spy = vi.spyOn(def, 'rows').mockImplementation(async function* () {
        calls++;
        yield* [];
        throw new Error('the database went away');
      });
      try {
        const token = await login(stub, demo.supplier);
        const task = dataOf(api.grain.export, await send(stub, api.grain.export, { body: {} }, token));
        await stub.app!.jobs.drain();
        expect(calls).toBe(maxExportAttempts);
        expect(await record(stub, task.key, token)).toMatchObject({
          status: 0,
          filePath: null,
          message: FileMessages.exportFailed,
        });
        const row = await stub.app!.db.downloadRecord.findUniqueOrThrow({ where: { key: task.key } });
        expect(row).toMatchObject({ failed: true, attempts: maxExportAttempts, input: null });
        // The download center shows it failed, with the message, not as a file still being made.
        const list = dataOf(api.navbar.downloadList, await send(stub, api.navbar.downloadList, { body: {} }, token));
        expect(list.data.find((r) => r.key === task.key)).toMatchObject({ message: FileMessages.exportFailed });
        expect(existsSync(join(dirname(stub.app!.storage.tmpFile()), `export-${task.key}.xlsx`))).toBe(false);
      } finally {
        spy.mockRestore();
        await stub.close();
      }
    },
  );
});
