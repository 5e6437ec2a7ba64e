import type { FileRef } from '@portal/contract';
import type { Db } from '../db/client';

/** The stored files behind ids, in the order given; ids whose file is gone are left out. */
export const fileRefs = async (db: Db, ids: string[]): Promise<FileRef[]> => {
  if (ids.length === 0) return [];
  const rows = await db.storedFile.findMany({ where: { id: { in: ids } }, select: { id: true, fileName: true } });
  const byId = new Map(rows.map((f) => [f.id, f]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};
