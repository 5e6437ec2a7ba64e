import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';

/**
 * The storage quota of one supplier (docs/decisions/0005-files-and-exports.md "Storage quota"): what its stored
 * files (uploads and images unpacked from VR zips) and its direct-upload objects take together may not pass
 * `storage.quotaBytes` (STORAGE_QUOTA_BYTES, 2 GiB by default); tests set one per app.
 */
export const setStorageQuota = (storage: Storage, bytes: number) => {
  storage.quotaBytes = bytes;
};

export const storageQuotaOf = (storage: Storage): number => storage.quotaBytes;

/** A transaction's client, as `db.$transaction(async (tx) => …)` hands it out. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** Bytes a supplier's stored files and direct-upload objects take. */
export const usedBytes = async (db: Db | Tx, supplierCode: string): Promise<number> => {
  const [files, objects] = await Promise.all([
    db.storedFile.aggregate({ where: { supplierCode }, _sum: { fileSize: true } }),
    db.ossObject.aggregate({ where: { supplierCode }, _sum: { size: true } }),
  ]);
  return (files._sum.fileSize ?? 0) + (objects._sum.size ?? 0);
};

/** What the supplier may still store (≤ 0: full). A first look only: what counts is `withinQuota`. */
export const remainingBytes = async (db: Db, storage: Storage, supplierCode: string): Promise<number> =>
  storageQuotaOf(storage) - (await usedBytes(db, supplierCode));

/** Asked inside `withinQuota`: whether `bytes` more (negative: fewer) fit the supplier's quota now. */
export type QuotaCheck = (bytes: number) => Promise<boolean>;

/**
 * The one way bytes are added to a supplier's storage (the upload, the direct upload, the unpacking of a VR zip):
 * `write` runs inside a transaction, asks `fits(bytes)` and writes its rows only when they fit. Prisma's SQLite
 * adapter runs one transaction at a time, so no other upload's rows land between the check and the write:
 * concurrent uploads cannot overshoot the quota together. The file is already in place when this runs (renamed
 * from tmp/ to a name no row points to yet); the caller removes it when nothing was written. `write` must not
 * throw to refuse: a rollback would also undo any other request's statement that ran meanwhile on the connection.
 */
export const withinQuota = <T>(
  db: Db,
  storage: Storage,
  supplierCode: string,
  write: (fits: QuotaCheck, tx: Tx) => Promise<T>,
): Promise<T> =>
  db.$transaction(
    (tx) => write(async (bytes) => (await usedBytes(tx, supplierCode)) + bytes <= storageQuotaOf(storage), tx),
    // Under a burst of uploads the transactions queue behind each other; each takes a few milliseconds.
    { maxWait: 30_000, timeout: 30_000 },
  );
