import { dirname, join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { type Call, type CallData, DownloadStatus, type exportTaskSchema, FileMessages } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type HandlerContext, type Implementation, implement } from '../binder';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { fail } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { monthFolder, newFileId, removeQuietly, type Storage } from '../lib/storage';
import type { Auth } from '../plugins/auth';
import type { JobQueue } from '../plugins/jobs';

/**
 * The one export mechanism (docs/decisions/0005-files-and-exports.md). The call answers `{ key, fileName }` at
 * once, a download record appears with status 0, and a background job writes the .xlsx (streamed, batch by
 * batch) and turns the record to 1. A list's export is declared with its paged resource (kit/paged-resource.ts);
 * `exportCall` is for an export that is no list's.
 */
export type Cell = string | number | boolean | null | undefined;

export interface ExportColumn<Row> {
  header: string;
  /** Column width in characters (default 16). */
  width?: number;
  value: (row: Row) => Cell;
}

export type ExportCallSpec = Call & { data: typeof exportTaskSchema };

/** What the rows of an export may read: the request's parts and the caller (the job runs after the answer). */
export type ExportContext<C extends ExportCallSpec> = Pick<
  HandlerContext<C>,
  'body' | 'params' | 'query' | 'auth' | 'db' | 'env'
>;

export interface ExportDefinition<C extends ExportCallSpec, Row> {
  call: C;
  /** The download name before the timestamp, e.g. 面料纹路 → 面料纹路_20261121153012.xlsx. */
  title: string;
  sheetName?: string;
  columns: ExportColumn<Row>[];
  /** The rows the call's filters select, in batches (see `inBatches`), scoped to the caller. */
  rows: (ctx: ExportContext<C>) => AsyncIterable<Row[]>;
}

/** Where a generated file is downloaded from (a plain route of the navbar module, served by key). */
export const downloadRoute = '/basic/api/async/file/:key';
export const downloadPath = (key: string) => downloadRoute.replace(':key', encodeURIComponent(key));
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `yyyyMMddHHmmss` in China time, as the download names carry it. */
const stamp = (now = new Date()) => formatDateTime(now).replace(/\D/g, '');

/** Pages through a query: `fetch(skip, take)` until a short page. */
export async function* inBatches<Row>(
  fetch: (skip: number, take: number) => Promise<Row[]>,
  size = 1000,
): AsyncGenerator<Row[]> {
  for (let skip = 0; ; skip += size) {
    const rows = await fetch(skip, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** Attempts an export job gets (a crash mid-write counts as one) before its record is marked failed. */
export const maxExportAttempts = 3;

// biome-ignore lint/suspicious/noExplicitAny: definitions of every call, looked up by call id
type AnyExportDefinition = ExportDefinition<any, any>;

/** Call id → its export definition: a queued job finds its columns and rows again after a restart. */
const exportDefinitions = new Map<string, AnyExportDefinition>();
export const exportDefinitionOf = (callId: string): AnyExportDefinition | undefined => exportDefinitions.get(callId);

/** What a job needs besides its record: the app's parts (the request is long gone). */
export interface ExportDeps {
  db: Db;
  env: Env;
  storage: Storage;
  log: FastifyBaseLogger;
}

export const exportCall = <C extends ExportCallSpec, Row>(def: ExportDefinition<C, Row>): Implementation => {
  exportDefinitions.set(def.call.id, def as AnyExportDefinition);
  return implement(def.call, async (ctx) => {
    const { body, params, query, db, env, storage, jobs, log } = ctx;
    const auth = ctx.auth as Auth;
    // A place in the supplier's queue first (synchronous: concurrent requests cannot all take the last one).
    const ticket = jobs.reserve(auth.supplierCode, env.EXPORT_QUEUE_LIMIT);
    if (!ticket) throw fail(FileMessages.exportQueueFull);
    const key = newFileId();
    const fileName = `${def.title}_${stamp()}.xlsx`;
    try {
      // The record is the job: one insert, committed before the answer, so an acknowledged export survives a crash.
      await db.downloadRecord.create({
        data: {
          key,
          fileName,
          source: def.call.id,
          supplierCode: auth.supplierCode,
          accountId: auth.accountId,
          input: JSON.stringify({ body, params, query }),
        },
      });
    } catch (error) {
      ticket.cancel();
      throw error;
    }
    ticket.enqueue((signal) => runExportJob(key, { db, env, storage, log }, signal));
    return { key, fileName } satisfies z.output<typeof exportTaskSchema> as CallData<C>;
  });
};

/** Where a job writes before the rename: named by key, so a resumed job removes what a crash left. */
const tmpOf = (storage: Storage, key: string) => join(dirname(storage.tmpFile()), `export-${key}.xlsx`);

const pendingJob = { status: DownloadStatus.generating, failed: false, input: { not: null } } as const;

/**
 * Queues every job a previous run left unfinished (queued, mid-write, or stopped by the close), oldest first, each
 * in its supplier's turn. They were acknowledged: the queue limit does not apply to them.
 */
export const resumeExportJobs = async (jobs: JobQueue, deps: ExportDeps): Promise<number> => {
  const pending = await deps.db.downloadRecord.findMany({
    where: pendingJob,
    orderBy: [{ createTime: 'asc' }, { key: 'asc' }],
    select: { key: true, supplierCode: true },
  });
  for (const { key, supplierCode } of pending) jobs.enqueue((signal) => runExportJob(key, deps, signal), supplierCode);
  return pending.length;
};

const failJob = async (db: Db, key: string, tmp: string) => {
  await removeQuietly(tmp);
  await db.downloadRecord.update({
    where: { key },
    data: { failed: true, message: FileMessages.exportFailed, finishTime: new Date(), input: null },
  });
};

/**
 * Runs one durable job: re-reads its record (a job already done or failed is skipped), finds the definition
 * by call id, re-validates the stored input through the call's schemas, rebuilds the caller from the record,
 * and writes the file; retried up to `maxExportAttempts` in all, then marked failed. Aborted by `signal` (the app
 * closes), it stops between rows, removes its file and gives its attempt back: the record stays queued for the
 * next start.
 */
export const runExportJob = async (key: string, deps: ExportDeps, signal?: AbortSignal): Promise<void> => {
  const { db, storage, log } = deps;
  const tmp = tmpOf(storage, key);
  for (;;) {
    if (signal?.aborted) return;
    const job = await db.downloadRecord.findFirst({ where: { key, ...pendingJob } });
    if (!job) return;
    if (job.attempts >= maxExportAttempts) return failJob(db, key, tmp);
    await db.downloadRecord.update({ where: { key }, data: { attempts: { increment: 1 } } });
    await removeQuietly(tmp);
    const def = exportDefinitions.get(job.source);
    let ctx: ExportContext<ExportCallSpec>;
    try {
      if (!def) throw new Error(`no export is declared for ${job.source}`);
      const input = JSON.parse(job.input ?? '{}') as { body?: unknown; params?: unknown; query?: unknown };
      const call = def.call as Call;
      ctx = {
        body: call.body ? call.body.parse(input.body) : input.body,
        params: call.params ? call.params.parse(input.params) : input.params,
        query: call.query ? call.query.parse(input.query) : input.query,
        auth: { accountId: job.accountId, supplierCode: job.supplierCode } as Auth,
        db,
        env: deps.env,
      } as ExportContext<ExportCallSpec>;
    } catch (error) {
      // A definition gone or an input that no longer validates: retrying cannot help.
      log.error({ err: error, key }, 'export job cannot run');
      return failJob(db, key, tmp);
    }
    try {
      await writeExport(def, key, ctx, storage, tmp, signal);
      return;
    } catch (error) {
      await removeQuietly(tmp);
      if (signal?.aborted) {
        await db.downloadRecord.update({ where: { key }, data: { attempts: { decrement: 1 } } });
        log.info({ key }, 'export stopped by the close; it resumes on the next start');
        return;
      }
      log.error({ err: error, key, attempt: job.attempts + 1 }, 'export failed');
      if (job.attempts + 1 >= maxExportAttempts) return failJob(db, key, tmp).catch(() => {});
    }
  }
};

const writeExport = async <C extends ExportCallSpec, Row>(
  def: ExportDefinition<C, Row>,
  key: string,
  ctx: ExportContext<C>,
  storage: Storage,
  tmp: string,
  signal?: AbortSignal,
) => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: tmp,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(def.sheetName ?? def.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = def.columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  let rowCount = 0;
  for await (const batch of def.rows(ctx)) {
    // SQLite answers synchronously, so a whole export could run as one chain of promises and hold every request,
    // timer and signal until it ends: each batch gives the event loop its turn.
    await setImmediate();
    for (const row of batch) {
      signal?.throwIfAborted();
      sheet.addRow(def.columns.map((c) => c.value(row) ?? null)).commit();
      rowCount++;
    }
  }
  signal?.throwIfAborted();
  sheet.commit();
  await workbook.commit();
  signal?.throwIfAborted();
  const rel = `exports/${monthFolder()}/${key}.xlsx`;
  await storage.commit(tmp, rel);
  await ctx.db.downloadRecord.update({
    where: { key },
    data: { status: DownloadStatus.notDownloaded, storagePath: rel, rowCount, finishTime: new Date(), input: null },
  });
};
