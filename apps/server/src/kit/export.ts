import { type Call, type CallData, DownloadStatus, type exportTaskSchema, FileMessages } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type HandlerContext, type Implementation, implement } from '../binder';
import type { Env } from '../env';
import { formatDateTime } from '../lib/format';
import { monthFolder, newFileId, removeQuietly, type Storage } from '../lib/storage';
import type { Auth } from '../plugins/auth';

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
export const downloadUrl = (env: Pick<Env, 'PUBLIC_BASE_URL'>, key: string) =>
  `${env.PUBLIC_BASE_URL}${downloadPath(key)}`;
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `yyyyMMddHHmmss` in China time, as the download names carry it. */
const stamp = (now = new Date()) => (formatDateTime(now) ?? '').replace(/\D/g, '');

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

export const exportCall = <C extends ExportCallSpec, Row>(def: ExportDefinition<C, Row>): Implementation =>
  implement(def.call, async (ctx) => {
    const { body, params, query, db, env, storage, jobs, log } = ctx;
    const auth = ctx.auth as Auth;
    const key = newFileId();
    const fileName = `${def.title}_${stamp()}.xlsx`;
    await db.downloadRecord.create({
      data: { key, fileName, source: def.call.id, supplierCode: auth.supplierCode, accountId: auth.accountId },
    });
    const job = { body, params, query, auth, db, env } as ExportContext<C>;
    jobs.enqueue(() => writeExport(def, key, job, storage, log));
    return { key, fileName } satisfies z.output<typeof exportTaskSchema> as CallData<C>;
  });

const writeExport = async <C extends ExportCallSpec, Row>(
  def: ExportDefinition<C, Row>,
  key: string,
  ctx: ExportContext<C>,
  storage: Storage,
  log: FastifyBaseLogger,
) => {
  const tmp = storage.tmpFile('.xlsx');
  try {
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
      for (const row of batch) {
        sheet.addRow(def.columns.map((c) => c.value(row) ?? null)).commit();
        rowCount++;
      }
    }
    sheet.commit();
    await workbook.commit();
    const rel = `exports/${monthFolder()}/${key}.xlsx`;
    await storage.commit(tmp, rel);
    await ctx.db.downloadRecord.update({
      where: { key },
      data: { status: DownloadStatus.notDownloaded, storagePath: rel, rowCount, finishTime: new Date() },
    });
  } catch (error) {
    await removeQuietly(tmp);
    log.error({ err: error, key }, 'export failed');
    await ctx.db.downloadRecord
      .update({ where: { key }, data: { failed: true, message: FileMessages.exportFailed, finishTime: new Date() } })
      .catch(() => {});
  }
};
