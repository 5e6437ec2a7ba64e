import { FileMessages, MaterialStatus } from '@portal/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import type { StoredFile } from '../generated/prisma/client';
import { fail } from '../lib/errors';
import { fileIdPattern, type Storage } from '../lib/storage';
import type { Auth } from '../plugins/auth';
import { sendFile } from './send-file';

/**
 * Stored files as a caller may read them (the file centre's reads, a material's file stream): which records the
 * caller may see, and sending one.
 */

/** What reading a stored file needs from a handler's context. */
export interface FileContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  reply: FastifyReply;
  /** The caller: only its supplier's files and the shared ones (empty supplierCode) are readable. */
  auth: Pick<Auth, 'supplierCode'>;
}

export const isImage = (f: StoredFile) => f.contentType === 'image/jpeg' || f.contentType === 'image/png';
export const isPdf = (f: StoredFile) => f.contentType === 'application/pdf';

/** The supplierCode of files every signed-in supplier may read (seeded reference images). */
const sharedSupplierCode = '';

/**
 * Which of `ids` are the cover of a material other suppliers may find (submitted: not a draft), or another image of an
 * approved one (the favorites view of the material detail, docs/decisions/0026-favorites-detail-view.md).
 */
const publicImageIds = async (db: Db, ids: string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const materials = await db.material.findMany({
    where: {
      OR: [
        { coverImgId: { in: ids }, status: { not: MaterialStatus.draft } },
        { status: MaterialStatus.approved, assets: { some: { fileId: { in: ids }, kind: 'other' } } },
      ],
    },
    select: { coverImgId: true, status: true, assets: { where: { fileId: { in: ids }, kind: 'other' } } },
  });
  const found = new Set<string>();
  for (const m of materials) {
    if (m.coverImgId && m.status !== MaterialStatus.draft) found.add(m.coverImgId);
    if (m.status === MaterialStatus.approved) for (const a of m.assets) found.add(a.fileId);
  }
  return new Set(ids.filter((id) => found.has(id)));
};

/**
 * The records behind ids, as the caller may see them: its supplier's files, the shared reference images (empty
 * supplierCode, the seeded grain covers) and the public images of other suppliers' materials (what 发现相似图片 and
 * the favorites view show). Ids the caller may not see are left out.
 */
export const readableFiles = async (db: Db, auth: Pick<Auth, 'supplierCode'>, ids: string[]): Promise<StoredFile[]> => {
  const wellFormed = [...new Set(ids)].filter((id) => fileIdPattern.test(id));
  if (wellFormed.length === 0) return [];
  const own = await db.storedFile.findMany({
    where: { id: { in: wellFormed }, supplierCode: { in: [...new Set([auth.supplierCode, sharedSupplierCode])] } },
  });
  const seen = new Set(own.map((f) => f.id));
  const shown = [
    ...(await publicImageIds(
      db,
      wellFormed.filter((id) => !seen.has(id)),
    )),
  ];
  return shown.length > 0 ? [...own, ...(await db.storedFile.findMany({ where: { id: { in: shown } } }))] : own;
};

/**
 * The record behind an id, as the caller may see it (`readableFiles`). A malformed or unknown id, another supplier's
 * file, or one whose path leaves storage, is the same 文件不存在!.
 */
export const findFile = async (
  { db, storage, auth }: FileContext,
  id: string,
): Promise<{ file: StoredFile; abs: string }> => {
  const [file] = await readableFiles(db, auth, [id]);
  const abs = file ? storage.resolve(file.storagePath) : null;
  if (!file || !abs) throw fail(FileMessages.notFound);
  return { file, abs };
};

/** Sends a stored file's bytes; gone from disk is 文件不存在! like an unknown id. */
export const send = async (
  reply: FastifyReply,
  abs: string,
  type: string,
  fileName: string,
  disposition: 'inline' | 'attachment',
) => {
  const sent = await sendFile(reply, {
    source: abs,
    type,
    fileName,
    disposition,
    cacheControl: 'private, max-age=3600',
  });
  if (!sent) throw fail(FileMessages.notFound);
  return sent;
};

/** Streams a stored file. Images and PDF may show inline; anything else is only ever an attachment. */
export const serveStoredFile = async (ctx: FileContext, id: string, as: 'view' | 'download') => {
  const { file, abs } = await findFile(ctx, id);
  const inline = as === 'view' && (isImage(file) || isPdf(file));
  return send(ctx.reply, abs, file.contentType, file.fileName, inline ? 'inline' : 'attachment');
};
