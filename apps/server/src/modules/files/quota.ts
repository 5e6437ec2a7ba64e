import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';

/**
 * The storage quota of one supplier: the sum of its StoredFile sizes (uploads and images unpacked from VR
 * zips) may not pass `storage.quotaBytes` (STORAGE_QUOTA_BYTES, 2 GiB by default); tests set one per app.
 */
export const setStorageQuota = (storage: Storage, bytes: number) => {
  storage.quotaBytes = bytes;
};

export const storageQuotaOf = (storage: Storage): number => storage.quotaBytes;

/** Bytes a supplier's stored files take. */
export const usedBytes = async (db: Db, supplierCode: string): Promise<number> =>
  (await db.storedFile.aggregate({ where: { supplierCode }, _sum: { fileSize: true } }))._sum.fileSize ?? 0;

/** What the supplier may still store (≤ 0: full). */
export const remainingBytes = async (db: Db, storage: Storage, supplierCode: string): Promise<number> =>
  storageQuotaOf(storage) - (await usedBytes(db, supplierCode));
