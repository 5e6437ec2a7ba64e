import { createWriteStream } from 'node:fs';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileMessages, fileExtension, sniffKind, uploadRules } from '@portal/contract';
import type { Entry, ZipFile } from 'yauzl';
import { ByteCounter } from '../../kit/byte-counter';
import { fail } from '../../lib/errors';
import { removeQuietly } from '../../lib/storage';

/**
 * What one 3D VR zip may unpack to (its images only). One queryTemp3DImgs call unpacks at most one zip, and
 * a zip is unpacked at most once (the result, even "no image", is remembered), so these bound a call too.
 */
export const vrZipLimits = {
  /** Entries looked at, images or not. */
  maxEntries: 2000,
  maxImages: 100,
  /** One image: the same limit as an uploaded image. */
  maxImageBytes: uploadRules.materialFabric3DVR.maxBytes,
  /**
   * One entry may inflate to at most this many times its compressed size (JPEG and PNG barely compress;
   * a bomb is made of highly compressible bytes); entries up to `ratioFreeBytes` are not held to it.
   */
  maxRatio: 10,
  ratioFreeBytes: 64 * 1024,
  /** All unpacked images together: at most this, and at most `archiveFactor` times the zip's own size. */
  maxTotalBytes: 100 * 1024 * 1024,
  archiveFactor: 4,
  /** Leading bytes read (in memory) to tell an image before anything is written. */
  sniffBytes: 16,
} as const;

/** The supplier's storage quota ran out while unpacking: nothing of the zip is kept. */
export class QuotaExceeded extends Error {}

const imageExtensions = new Set<string>(uploadRules.materialFabric3DVR.extensions);

const utf8 = new TextDecoder('utf-8', { fatal: true });
const gbk = new TextDecoder('gbk');

/** Entry names: UTF-8 when flagged or valid, else GBK (zips made on Chinese Windows). */
const decodeName = (entry: Entry): string => {
  const raw = entry.fileNameRaw;
  if (entry.generalPurposeBitFlag & 0x800) return raw.toString('utf8');
  try {
    return utf8.decode(raw);
  } catch {
    return gbk.decode(raw);
  }
};

/**
 * Why an entry is skipped, or null for a candidate image. Absolute paths, drive letters, `..` segments,
 * control characters, folders, hidden and macOS resource files never get near the disk; nothing of the
 * name is used as a path anyway (unpacked images get new ids).
 */
export const unsafeEntryReason = (name: string): string | null => {
  const path = name.replaceAll('\\', '/');
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'absolute path';
  if (path.split('/').includes('..')) return 'parent segment';
  if (/\p{Cc}/u.test(path)) return 'control character';
  if (path.endsWith('/')) return 'folder';
  const base = posix.basename(path);
  if (base.startsWith('.') || path.startsWith('__MACOSX/')) return 'hidden';
  if (!imageExtensions.has(fileExtension(base))) return 'not an image name';
  return null;
};

export interface UnpackedImage {
  fileName: string;
  abs: string;
  size: number;
  kind: 'jpeg' | 'png';
}

const openZip = async (path: string) => {
  const { default: yauzl } = await import('yauzl');
  return new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true }, (e, z) =>
      e ? reject(e) : resolve(z),
    ),
  );
};

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (e, s) => (e ? reject(e) : resolve(s))),
  );

/** Reads the first `n` bytes of a stream (a chunk or two, in memory); `rest` yields everything, from the start. */
const readHead = async (stream: Readable, n: number) => {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < n) {
    const r = await it.next();
    if (r.done) break;
    chunks.push(r.value);
    length += r.value.length;
  }
  async function* rest() {
    yield* chunks;
    for (;;) {
      const r = await it.next();
      if (r.done) return;
      yield r.value;
    }
  }
  return { head: Buffer.concat(chunks).subarray(0, n), rest, abandon: () => stream.destroy() };
};

export interface UnpackOptions {
  /** Where each image goes (a fresh path per call). */
  target: () => string;
  log?: (reason: string, name: string) => void;
  /** What the owner's storage quota still allows; beyond it QuotaExceeded (and nothing is kept). */
  quotaBytes?: number;
  /** The zip's own size (bounds the total at `archiveFactor` times it). */
  zipBytes: number;
}

/**
 * Unpacks the JPEG and PNG images of a zip into files given by `target()`. An entry's first bytes are read
 * before anything is written: one that is not a JPEG/PNG is skipped without a byte on disk. Bounded: entries
 * looked at, images, bytes per image (declared and actual), compression ratio per entry, bytes per archive
 * and the owner's quota. A zip that cannot be read answers 压缩包无法读取!.
 */
export const unpackImages = async (zipPath: string, options: UnpackOptions): Promise<UnpackedImage[]> => {
  const { target, log = () => {}, quotaBytes = Number.POSITIVE_INFINITY, zipBytes } = options;
  let zip: ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch {
    throw fail(FileMessages.badZip);
  }
  const images: UnpackedImage[] = [];
  const budget = Math.min(vrZipLimits.maxTotalBytes, vrZipLimits.archiveFactor * zipBytes);
  let total = 0;
  let seen = 0;

  const unpackEntry = async (entry: Entry, name: string) => {
    const declared = entry.uncompressedSize;
    if (declared > vrZipLimits.maxImageBytes) return log('too large', name);
    if (declared > vrZipLimits.ratioFreeBytes && declared > vrZipLimits.maxRatio * entry.compressedSize)
      return log('compression ratio', name);
    if (total + declared > budget) return log('archive budget', name);
    if (total + declared > quotaBytes) throw new QuotaExceeded();
    const entryStream = (await openEntry(zip, entry)) as Readable;
    const { head, rest, abandon } = await readHead(entryStream, vrZipLimits.sniffBytes);
    const kind = sniffKind(head);
    if (kind !== 'jpeg' && kind !== 'png') {
      abandon();
      return log('not an image', name);
    }
    const abs = target();
    // An entry larger than it declared fails here, and is skipped as unreadable.
    const cap = new ByteCounter({ limit: declared, over: 'fail' });
    try {
      await pipeline(Readable.from(rest()), cap, createWriteStream(abs));
    } catch {
      log('unreadable', name);
      await removeQuietly(abs);
      return;
    }
    total += cap.bytes;
    images.push({ fileName: posix.basename(name.replaceAll('\\', '/')), abs, size: cap.bytes, kind });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        const next = async () => {
          seen++;
          const name = decodeName(entry);
          const reason = unsafeEntryReason(name);
          if (reason) {
            if (reason !== 'folder') log(reason, name);
          } else {
            try {
              await unpackEntry(entry, name);
            } catch (error) {
              if (error instanceof QuotaExceeded) throw error;
              log('unreadable', name);
            }
          }
          if (seen >= vrZipLimits.maxEntries || images.length >= vrZipLimits.maxImages) {
            zip.close();
            resolve();
          } else zip.readEntry();
        };
        next().catch(reject);
      });
      zip.readEntry();
    });
  } catch (error) {
    await Promise.all(images.map((i) => removeQuietly(i.abs)));
    if (error instanceof QuotaExceeded) throw error;
    throw fail(FileMessages.badZip);
  }
  return images;
};
