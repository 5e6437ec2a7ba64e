import type { Db } from '../db/client';

/**
 * The names of a dictionary's entries (fixtures/dictionaryDetails.json), in their order: the option lists a call
 * answers as plain names (缓震处理, 尺码) are rows like every other reference list, not constants in a handler.
 */
export const dictionaryNames = async (db: Db, dictCode: string): Promise<string[]> =>
  (
    await db.dictionaryDetail.findMany({
      where: { dictCode },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      select: { dname: true },
    })
  ).map((d) => d.dname);
