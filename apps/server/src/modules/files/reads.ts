import { access, stat, writeFile } from 'node:fs/promises';
import { api, atomsForBusinessType, FileMessages, fillPath, MaterialStatus } from '@portal/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import type { StoredFile } from '../../generated/prisma/client';
import { sendFile } from '../../kit/send-file';
import { fail, forbidden } from '../../lib/errors';
import { linkExpiry, signedUrl } from '../../lib/file-links';
import { formatDateTime } from '../../lib/format';
import { fileIdPattern, monthFolder, newFileId, removeQuietly, type Storage } from '../../lib/storage';
import type { Auth } from '../../plugins/auth';
import { rememberImageHash } from '../fabric/similarity';
import { writeThumbnail } from './images';
import { remainingBytes, withinQuota } from './quota';
import { QuotaExceeded, unpackImages } from './vr-zip';

/** What reading a stored file needs from a handler's context. */
export interface FileContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  reply: FastifyReply;
  /** The caller: only its supplier's files and the shared ones (empty supplierCode) are readable. */
  auth: Pick<Auth, 'supplierCode'>;
}

const isImage = (f: StoredFile) => f.contentType === 'image/jpeg' || f.contentType === 'image/png';
const isPdf = (f: StoredFile) => f.contentType === 'application/pdf';

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
const readableFiles = async (db: Db, auth: Pick<Auth, 'supplierCode'>, ids: string[]): Promise<StoredFile[]> => {
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
const findFile = async ({ db, storage, auth }: FileContext, id: string): Promise<{ file: StoredFile; abs: string }> => {
  const [file] = await readableFiles(db, auth, [id]);
  const abs = file ? storage.resolve(file.storagePath) : null;
  if (!file || !abs) throw fail(FileMessages.notFound);
  return { file, abs };
};

/** Marks a VR zip as unpacked, even when it gave no image, so no later call unpacks it again. */
const vrMarker = (zipId: string) => `files/vr-unpacked/${zipId}`;

/** Sends a stored file's bytes; gone from disk is 文件不存在! like an unknown id. */
const send = async (
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

const toDetail = (f: StoredFile) => ({
  id: f.id,
  fileName: f.fileName,
  fileSuffix: f.fileSuffix,
  fileSize: f.fileSize,
  businessType: f.businessType,
  businessId: f.businessId,
  createTime: formatDateTime(f.createTime) ?? '',
});

/** One generation per file at a time; later requests wait for it, then read the cached thumbnail. */
const thumbnailsInFlight = new Map<string, Promise<void>>();

const thumbnail = async (ctx: FileContext, id: string) => {
  const { file, abs } = await findFile(ctx, id);
  if (!isImage(file)) throw fail(FileMessages.notImage);
  const { storage } = ctx;
  const thumb = storage.resolve(`thumbs/${file.id}.jpg`)!;
  const cached = await access(thumb).then(
    () => true,
    () => false,
  );
  if (!cached) {
    const flightKey = `${storage.root}|${file.id}`;
    let flight = thumbnailsInFlight.get(flightKey);
    if (!flight) {
      const tmp = storage.tmpFile('.jpg');
      flight = writeThumbnail(abs, thumb, tmp)
        .catch(async (error) => {
          await removeQuietly(tmp);
          ctx.log.warn({ err: error, id: file.id }, 'thumbnail failed');
          throw fail(FileMessages.notImage);
        })
        .finally(() => thumbnailsInFlight.delete(flightKey));
      thumbnailsInFlight.set(flightKey, flight);
    }
    await flight;
  }
  return send(ctx.reply, thumb, 'image/jpeg', `${file.fileName.replace(/\.[^.]*$/, '')}.jpg`, 'inline');
};

const vrUnpacking = new Map<string, Promise<void>>();

const writeMarker = async (storage: Storage, images: number) => {
  const tmp = storage.tmpFile();
  await writeFile(tmp, JSON.stringify({ images, at: new Date().toISOString() }));
  return tmp;
};

/** The images of an uploaded 3D VR zip, unpacked on the first request and kept as files of their own. */
const vrImages = async (ctx: FileContext, id: string) => {
  const { file, abs } = await findFile(ctx, id);
  if (file.contentType !== 'application/zip' && file.fileSuffix !== 'zip') throw fail(FileMessages.notZip);
  const { db, storage } = ctx;
  const list = () =>
    db.storedFile
      .findMany({ where: { parentId: file.id }, select: { id: true, fileName: true }, orderBy: { fileName: 'asc' } })
      .then((rows) => rows.sort((a, b) => a.fileName.localeCompare(b.fileName, 'zh', { numeric: true })));
  const marker = storage.resolve(vrMarker(file.id))!;
  const unpacked = () =>
    access(marker).then(
      () => true,
      () => false,
    );
  // Zips unpacked before the marker existed have their images and no marker.
  if ((await unpacked()) || (await db.storedFile.count({ where: { parentId: file.id } })) > 0) return list();
  const flightKey = `${storage.root}|${file.id}`;
  let flight = vrUnpacking.get(flightKey);
  if (!flight) {
    flight = (async () => {
      // Unpacked meanwhile by a call that finished between the check above and this one.
      if (await unpacked()) return;
      const quotaBytes = await remainingBytes(db, storage, file.supplierCode);
      if (quotaBytes <= 0) throw fail(FileMessages.quotaFull);
      const month = monthFolder();
      const paths = new Map<string, string>();
      let images: Awaited<ReturnType<typeof unpackImages>>;
      try {
        images = await unpackImages(abs, {
          target: () => {
            const imageId = newFileId();
            const abs = storage.resolve(`files/${month}/${imageId}`)!;
            paths.set(abs, imageId);
            return abs;
          },
          log: (reason, name) => ctx.log.info({ zip: file.id, entry: name, reason }, 'zip entry skipped'),
          quotaBytes,
          zipBytes: (await stat(abs)).size,
        });
      } catch (error) {
        if (error instanceof QuotaExceeded) throw fail(FileMessages.quotaFull);
        throw error;
      }
      // The images' rows only where the quota still holds them all (quota.ts: concurrent uploads cannot pass it
      // together); otherwise nothing is kept.
      const total = images.reduce((sum, image) => sum + image.size, 0);
      const stored = await withinQuota(db, storage, file.supplierCode, async (fits, tx) => {
        if (!(await fits(total))) return false;
        await tx.storedFile.createMany({
          data: images.map((image) => ({
            id: paths.get(image.abs)!,
            fileName: image.fileName,
            fileSuffix: image.kind === 'png' ? 'png' : 'jpg',
            contentType: image.kind === 'png' ? 'image/png' : 'image/jpeg',
            fileSize: image.size,
            businessType: 'materialFabric3DVR',
            businessId: file.businessId,
            storagePath: `files/${month}/${paths.get(image.abs)}`,
            parentId: file.id,
            supplierCode: file.supplierCode,
            accountId: file.accountId,
          })),
        });
        return true;
      });
      if (!stored) {
        for (const image of images) await removeQuietly(image.abs);
        throw fail(FileMessages.quotaFull);
      }
      // Hashed as an uploaded VR image is, so a material saved with them is found by the similar-image search.
      for (const image of images) await rememberImageHash(db, paths.get(image.abs)!, image.abs);
      await storage.commit(await writeMarker(storage, images.length), vrMarker(file.id));
    })().finally(() => vrUnpacking.delete(flightKey));
    vrUnpacking.set(flightKey, flight);
  }
  await flight;
  return list();
};

/** Reading stored files: the file itself, its thumbnail, its details, the images of a VR zip; and deleting one. */
export const readHandlers = [
  implement(api.files.getFile, (ctx) => serveStoredFile(ctx, ctx.params.id, 'view')),
  implement(api.files.getFileStream, (ctx) => serveStoredFile(ctx, ctx.body.id, 'download')),

  implement(api.files.getFilePdfStream, async (ctx) => {
    const { file, abs } = await findFile(ctx, ctx.params.id);
    if (!isPdf(file)) throw fail(FileMessages.notPdf);
    return send(ctx.reply, abs, 'application/pdf', file.fileName, 'inline');
  }),

  implement(api.files.getAbridgeImg, (ctx) => thumbnail(ctx, ctx.params.id)),

  // Links for plain links and <img src>, signed for the caller's session (docs/decisions/0042-file-links-and-pdf-uploads.md).
  implement(api.files.fileLinks, async ({ body, db, env, auth }) => {
    const now = Date.now();
    const readable = new Map((await readableFiles(db, auth, body.ids)).map((f) => [f.id, f]));
    const link = (call: { path: string }, id: string) => signedUrl(env, auth, fillPath(call.path, { id }), now);
    const links = [...new Set(body.ids)].flatMap((id) => {
      const file = readable.get(id);
      if (!file) return [];
      return [
        {
          id,
          file: link(api.files.getFile, id),
          thumbnail: isImage(file) ? link(api.files.getAbridgeImg, id) : null,
          pdf: isPdf(file) ? link(api.files.getFilePdfStream, id) : null,
        },
      ];
    });
    return { expires: linkExpiry(now), links };
  }),

  implement(api.files.getFileDetail, async (ctx) => toDetail((await findFile(ctx, ctx.params.id)).file)),

  // The caller's own files of a business id (the shared reference images are not attachments of anyone's).
  implement(api.files.getFileDetailList, async ({ params, db, auth }) =>
    (
      await db.storedFile.findMany({
        where: { businessId: params.id, supplierCode: auth.supplierCode, parentId: null },
        orderBy: [{ createTime: 'asc' }, { id: 'asc' }],
      })
    ).map(toDetail),
  ),

  implement(api.files.queryTemp3DImgs, (ctx) => vrImages(ctx, ctx.params.id)),

  implement(api.files.delete, async (ctx) => {
    const { body, db, storage, auth } = ctx;
    const { file } = await findFile(ctx, body.id);
    // A shared reference image is nobody's to delete; a file needs an upload atom of its own business type.
    if (file.supplierCode !== auth.supplierCode) throw forbidden();
    if (!(atomsForBusinessType(file.businessType) ?? []).some((atom) => auth.atoms.has(atom))) throw forbidden();
    const children = await db.storedFile.findMany({ where: { parentId: file.id } });
    await db.storedFile.deleteMany({ where: { OR: [{ id: file.id }, { parentId: file.id }] } });
    for (const f of [file, ...children]) {
      await storage.remove(f.storagePath);
      await storage.remove(`thumbs/${f.id}.jpg`);
    }
    await storage.remove(vrMarker(file.id));
    return true;
  }),
];
