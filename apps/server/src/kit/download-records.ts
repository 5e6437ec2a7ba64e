import { DownloadStatus, FileMessages, Status } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { DownloadRecord } from '../generated/prisma/client';
import { fail } from '../lib/errors';
import { type LinkHolder, linkKeyOf, requestPath, signedUrl } from '../lib/file-links';
import { formatDateTime } from '../lib/format';
import { authenticateFileRead } from '../plugins/auth';
import { sendEnvelope } from '../plugins/envelope';
import { downloadPath, downloadRoute, xlsxType } from './export';
import { sendFile } from './send-file';

/** Download records (the top bar's download list): made by exports (kit/export.ts), read by navbar and files calls. */

/** A stored status the set does not know reads as 生成中 (no file offered). */
const statusOf = (r: DownloadRecord) => DownloadStatus.of(r.status) ?? DownloadStatus.generating;

/** A record as the caller sees it; its filePath is a link signed for the caller's session (decision 0042). */
export const toDownloadRecord = (
  env: Pick<Env, 'PUBLIC_BASE_URL' | 'OSS_ACCESS_KEY_SECRET'>,
  holder: LinkHolder,
  r: DownloadRecord,
) => ({
  key: r.key,
  fileName: r.fileName,
  createTime: formatDateTime(r.createTime),
  status: statusOf(r),
  filePath: r.storagePath ? signedUrl(env, holder, downloadPath(r.key)) : null,
  message: r.failed ? (r.message ?? FileMessages.exportFailed) : null,
});

/** The caller's own record; someone else's key counts as a missing one. */
export const ownDownloadRecord = async (db: Db, key: string, accountId: number) => {
  const record = await db.downloadRecord.findUnique({ where: { key } });
  if (!record || record.accountId !== accountId) throw fail(FileMessages.notFound);
  return record;
};

/** Setting 1 or 2 needs a generated file. */
export const setDownloadStatus = async (db: Db, key: string, accountId: number, status: 1 | 2) => {
  const record = await ownDownloadRecord(db, key, accountId);
  if (!record.storagePath) throw fail(record.failed ? FileMessages.exportFailed : FileMessages.exportGenerating);
  await db.downloadRecord.update({
    where: { key },
    data: { status, downloadTime: status === DownloadStatus.downloaded ? new Date() : null },
  });
  return true;
};

/**
 * GET /basic/api/async/file/:key: the generated file. Not a catalogue call: it is the address a record's filePath
 * carries, opened by a plain link, so it takes the link signed for the record's account (or the token header): the
 * key alone no longer opens it, and a link copied from the browser stops working when it expires or its session ends
 * (docs/decisions/0042-file-links-and-pdf-uploads.md). Another account's record is 文件不存在! like a missing one.
 */
export const registerDownloadRoute = (app: FastifyInstance, env: Env) => {
  app.get<{ Params: { key: string } }>(downloadRoute, { schema: { hide: true } }, async (request, reply) => {
    const auth = await authenticateFileRead(app.db, request, linkKeyOf(env), requestPath(request.url));
    const record = await app.db.downloadRecord.findUnique({ where: { key: request.params.key } });
    const own = record && record.accountId === auth.accountId ? record : null;
    const abs = own?.storagePath ? app.storage.resolve(own.storagePath) : null;
    const sent =
      own && abs
        ? await sendFile(reply, {
            source: abs,
            type: xlsxType,
            fileName: own.fileName,
            disposition: 'attachment',
            cacheControl: 'private, no-store',
          })
        : false;
    if (!sent) sendEnvelope(reply, env, Status.badRequest, FileMessages.notFound, null);
    return reply;
  });
};
