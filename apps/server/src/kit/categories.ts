import type { Db } from '../db/client';

/** Category (division and section) names by id, for the ids given (one query per batch of rows). */
export const categoryNames = async (db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.materialCategory.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
  return new Map(rows.map((c) => [c.id, c.name]));
};

/** Rows with the name of their division (材料大类), as lists and exports show it. */
export const withDivisionNames = async <R extends { divisionId: number }>(db: Db, rows: R[]) => {
  const names = await categoryNames(
    db,
    rows.map((r) => r.divisionId),
  );
  return rows.map((r) => ({ ...r, divisionName: names.get(r.divisionId) ?? null }));
};

/**
 * The division tree of a data permission ('shoe,1' reads 'shoe'): divisions (parentId null) in their order, each
 * with its sections; `materialCode` keeps one division.
 */
export const categoryTree = async (db: Db, dataPermission?: string, materialCode?: string) => {
  const permission = dataPermission?.split(',')[0];
  const rows = await db.materialCategory.findMany({
    where: { ...(permission && { dataPermission: permission }), ...(materialCode && { materialCode }) },
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
  });
  return rows
    .filter((r) => r.parentId === null)
    .map((d) => ({
      id: d.id,
      name: d.name,
      materialCode: d.materialCode,
      childrens: rows
        .filter((s) => s.parentId === d.id)
        .map(({ id, name, materialCode }) => ({ id, name, materialCode })),
    }));
};
