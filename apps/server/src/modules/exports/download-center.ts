import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { api, DownloadStatus, FileMessages, Status } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { fail, illegalRequest } from '../../lib/errors';
import { formatDateTime, pageArgs } from '../../lib/format';
import { contentDisposition } from '../../lib/storage';
import { sendEnvelope } from '../../plugins/envelope';
import { downloadRoute, downloadUrl } from './export';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Record = {
  key: string;
  fileName: string;
  createTime: Date;
  status: number;
  storagePath: string | null;
  failed: boolean;
  message: string | null;
};

const statusOf = (r: Record) =>
  (r.status === DownloadStatus.downloaded
    ? DownloadStatus.downloaded
    : r.status === DownloadStatus.notDownloaded
      ? DownloadStatus.notDownloaded
      : DownloadStatus.generating) as 0 | 1 | 2;

const toDownloadRecord = (env: Env, r: Record) => ({
  key: r.key,
  fileName: r.fileName,
  createTime: formatDateTime(r.createTime) ?? '',
  status: statusOf(r),
  filePath: r.storagePath ? downloadUrl(env, r.key) : null,
});

/** The caller's own record; someone else's key is as unknown as a missing one. */
const ownRecord = async (db: Db, key: string, accountId: number) => {
  const record = await db.downloadRecord.findUnique({ where: { key } });
  if (!record || record.accountId !== accountId) throw fail(FileMessages.notFound);
  return record;
};

/** Setting 1 or 2 needs a generated file. */
const setStatus = async (db: Db, key: string, accountId: number, status: 1 | 2) => {
  const record = await ownRecord(db, key, accountId);
  if (!record.storagePath) throw fail(record.failed ? FileMessages.exportFailed : FileMessages.exportGenerating);
  await db.downloadRecord.update({
    where: { key },
    data: { status, downloadTime: status === DownloadStatus.downloaded ? new Date() : null },
  });
  return true;
};

export const downloadCenterHandlers = [
  implement(api.navbar.downloadList, async ({ body, db, env, auth }) => {
    const where = { accountId: auth.accountId, type: body.type, failed: false };
    const [count, rows] = await Promise.all([
      db.downloadRecord.count({ where }),
      db.downloadRecord.findMany({ where, orderBy: [{ createTime: 'desc' }, { key: 'asc' }], ...pageArgs(body) }),
    ]);
    return { count, data: rows.map((r) => toDownloadRecord(env, r)) };
  }),

  implement(api.navbar.markDownloaded, async ({ body, db, auth }) =>
    setStatus(db, body.key, auth.accountId, DownloadStatus.downloaded),
  ),

  implement(api.files.findRedis, async ({ params, db, env, auth }) => {
    const record = await ownRecord(db, params.id, auth.accountId);
    const { key, fileName, status, filePath } = toDownloadRecord(env, record);
    return { key, fileName, status, filePath, message: record.message };
  }),

  implement(api.files.changeFileStatus, async ({ body, db, auth }) => {
    if (body.status === DownloadStatus.generating) throw illegalRequest();
    return setStatus(db, body.key, auth.accountId, body.status);
  }),
];

/**
 * GET /basic/api/async/file/:key: the generated file. Not a catalogue call: it is the address a
 * record's filePath carries, opened by a plain link (no token header), so the unguessable key is what
 * grants it.
 */
export const registerDownloadRoute = (app: FastifyInstance, env: Env) => {
  app.get<{ Params: { key: string } }>(downloadRoute, { schema: { hide: true } }, async (request, reply) => {
    const record = await app.db.downloadRecord.findUnique({ where: { key: request.params.key } });
    const abs = record?.storagePath ? app.storage.resolve(record.storagePath) : null;
    const size = abs
      ? await stat(abs).then(
          (s) => s.size,
          () => null,
        )
      : null;
    if (!record || !abs || size === null)
      return sendEnvelope(reply, env, Status.badRequest, FileMessages.notFound, null);
    return reply
      .type(xlsxType)
      .header('content-length', size)
      .header('content-disposition', contentDisposition('attachment', record.fileName))
      .header('cache-control', 'private, no-store')
      .send(createReadStream(abs));
  });
};
