import { access, stat, writeFile } from 'node:fs/promises';
import { api, atomsForBusinessType, FileMessages, fillPath, UploadMessages } from '@portal/contract';
import { implement } from '../../binder';
import type { StoredFile } from '../../generated/prisma/client';
import { rememberImageHash } from '../../kit/image-hashes';
import { overPixelLimit } from '../../kit/image-input';
import {
  type FileContext,
  findFile,
  isImage,
  isPdf,
  readableFiles,
  send,
  serveStoredFile,
} from '../../kit/stored-files';
import { fail, forbidden } from '../../lib/errors';
import { linkExpiry, signedUrl } from '../../lib/file-links';
import { formatDateTime } from '../../lib/format';
import { monthFolder, newFileId, removeQuietly, type Storage } from '../../lib/storage';
import { writeThumbnail } from './images';
import { remainingBytes, withinQuota } from './quota';
import { QuotaExceeded, unpackImages } from './vr-zip';

/** Marks a VR zip as unpacked, even when it gave no image, so no later call unpacks it again. */
const vrMarker = (zipId: string) => `files/vr-unpacked/${zipId}`;

const toDetail = (f: StoredFile) => ({
  id: f.id,
  fileName: f.fileName,
  fileSuffix: f.fileSuffix,
  fileSize: f.fileSize,
  businessType: f.businessType,
  businessId: f.businessId,
  createTime: formatDateTime(f.createTime),
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
          // An image over the pixel limit (a file of a type that takes any file) is refused from its header.
          if (overPixelLimit(error)) throw fail(UploadMessages.imagePixels);
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
