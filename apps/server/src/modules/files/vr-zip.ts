import { createWriteStream } from 'node:fs';
import { posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileMessages, fileExtension, sniffKind, uploadRules } from '@portal/contract';
import type { Entry, ZipFile } from 'yauzl';
import { ByteCounter } from '../../kit/byte-counter';
import { fail } from '../../lib/errors';
import { removeQuietly } from '../../lib/storage';

/** What one 3D VR zip may unpack to (its images only). */
export const vrZipLimits = {
  /** Entries looked at, images or not. */
  maxEntries: 2000,
  maxImages: 100,
  /** One image: the same limit as an uploaded image. */
  maxImageBytes: uploadRules.materialFabric3DVR.maxBytes,
  /** All unpacked images together. */
  maxTotalBytes: 200 * 1024 * 1024,
} as const;

const imageExtensions = new Set<string>(uploadRules.materialFabric3DVR.extensions);

const utf8 = new TextDecoder('utf-8', { fatal: true });
const gbk = new TextDecoder('gbk');

/** Entry names: UTF-8 when flagged or valid, else GBK (zips made on Chinese Windows). */
const decodeName = (entry: Entry): string => {
  const raw = entry.fileNameRaw ?? (entry.fileName as unknown as Buffer);
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

/**
 * Unpacks the JPEG and PNG images of a zip (checked by content, not only by name) into files given by
 * `target()`. Bounded: entries looked at, images, bytes per image (declared and actual) and in total.
 * A zip that cannot be read answers 压缩包无法读取!.
 */
export const unpackImages = async (
  zipPath: string,
  target: () => string,
  log: (msg: string, name: string) => void = () => {},
): Promise<UnpackedImage[]> => {
  let zip: ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch {
    throw fail(FileMessages.badZip);
  }
  const images: UnpackedImage[] = [];
  let total = 0;
  let seen = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        const next = async () => {
          seen++;
          const name = decodeName(entry);
          const reason = unsafeEntryReason(name);
          const declared = entry.uncompressedSize;
          if (reason) {
            if (reason !== 'folder') log(reason, name);
          } else if (declared > vrZipLimits.maxImageBytes || total + declared > vrZipLimits.maxTotalBytes) {
            log('too large', name);
          } else {
            const abs = target();
            // An entry larger than it declared fails here, and is skipped as unreadable.
            const cap = new ByteCounter({
              limit: Math.min(vrZipLimits.maxImageBytes, vrZipLimits.maxTotalBytes - total),
              over: 'fail',
            });
            try {
              await pipeline(await openEntry(zip, entry), cap, createWriteStream(abs));
              const kind = sniffKind(cap.head);
              if (kind === 'jpeg' || kind === 'png') {
                total += cap.bytes;
                images.push({ fileName: posix.basename(name.replaceAll('\\', '/')), abs, size: cap.bytes, kind });
              } else {
                log('not an image', name);
                await removeQuietly(abs);
              }
            } catch {
              log('unreadable', name);
              await removeQuietly(abs);
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
  } catch {
    await Promise.all(images.map((i) => removeQuietly(i.abs)));
    throw fail(FileMessages.badZip);
  }
  return images;
};
