import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { filesUnder } from '../../scripts/sources-hash.mjs';

/**
 * The stub's file store (docs/decisions/0005-files-and-exports.md). Everything lives under one root:
 *
 *   files/<yyyymm>/<id>.<ext>   uploads and images unpacked from 3D VR zips
 *   thumbs/<id>.jpg             thumbnails, made on first request
 *   exports/<yyyymm>/<key>.xlsx files of the download center
 *   files/fixtures/<path>       seeded files (fixtures/images/<path>), where their StoredFile rows point
 *   oss/<yyyymm>/<id>           objects of the direct-upload endpoint (OssObject.storagePath names each)
 *   tmp/                        uploads and exports being written; moved in when complete
 *
 * The database keeps paths relative to the root; `resolve` refuses any that would leave it.
 */
export class Storage {
  readonly root: string;
  /** What one supplier may store in all (STORAGE_QUOTA_BYTES); see modules/files/quota.ts. */
  quotaBytes: number;

  constructor(root: string, quotaBytes = 2 * 1024 ** 3) {
    this.quotaBytes = quotaBytes;
    this.root = resolve(root);
    for (const dir of ['files', 'thumbs', 'exports', 'oss', 'tmp'])
      mkdirSync(join(this.root, dir), { recursive: true });
    this.sweepTmp();
  }

  /** Leftovers of a process that stopped mid-write; an hour old is well past any upload in progress. */
  private sweepTmp(olderThanMs = 3_600_000) {
    const tmp = join(this.root, 'tmp');
    for (const name of readdirSync(tmp)) {
      const path = join(tmp, name);
      try {
        if (Date.now() - statSync(path).mtimeMs > olderThanMs) rmSync(path, { force: true, recursive: true });
      } catch {
        // Taken by another process meanwhile: nothing to do.
      }
    }
  }

  /**
   * Puts the seeded files (a copy of `from`, fixtures/images) at files/fixtures/, where the seeded StoredFile
   * rows point. Copies only what is missing, so a start on a storage that has them costs two listings of their
   * folders (`filesUnder`: no stat per file).
   */
  async placeFixtureFiles(from: string): Promise<void> {
    if (!existsSync(from)) return;
    const to = join(this.root, fixtureFilesFolder);
    const placed = new Set(filesUnder(to, ['.']));
    for (const rel of filesUnder(from, ['.'])) {
      if (placed.has(rel)) continue;
      await mkdir(dirname(join(to, rel)), { recursive: true });
      await copyFile(join(from, rel), join(to, rel));
    }
  }

  /** Absolute path of a stored relative path, or null when it is empty, absolute or leaves the root. */
  resolve(rel: string): string | null {
    if (!rel || isAbsolute(rel) || rel.includes('\0') || rel.includes('\\')) return null;
    const abs = resolve(this.root, rel);
    const inside = relative(this.root, abs);
    if (!inside || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
    return abs;
  }

  /** A fresh path in tmp/ for a file being written. */
  tmpFile(suffix = '.part'): string {
    return join(this.root, 'tmp', `${randomUUID()}${suffix}`);
  }

  /** Moves a finished tmp file to `rel` (same file system, so a rename). */
  async commit(tmp: string, rel: string): Promise<string> {
    const abs = this.resolve(rel);
    if (!abs) throw new Error(`storage path leaves the root: ${rel}`);
    await mkdir(dirname(abs), { recursive: true });
    await rename(tmp, abs);
    return abs;
  }

  async remove(rel: string | null | undefined): Promise<void> {
    const abs = rel ? this.resolve(rel) : null;
    if (abs) await rm(abs, { force: true });
  }
}

/** Where the seeded files live in storage (a StoredFile fixture's storagePath starts with it). */
export const fixtureFilesFolder = 'files/fixtures';

/** Ids of stored files: 32 hex characters, unguessable. */
export const newFileId = (): string => randomUUID().replaceAll('-', '');
export const fileIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** `yyyymm` of now, the month folder of new files. */
export const monthFolder = (now = new Date()): string =>
  `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export const contentDisposition = (kind: 'inline' | 'attachment', fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

export const removeQuietly = (abs: string | undefined) => (abs ? rm(abs, { force: true }) : Promise.resolve());
