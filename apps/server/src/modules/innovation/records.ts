import {
  type FileRef,
  type Innovation,
  type InnovationFilters,
  InnovationStatus,
  type InnovationStatusValue,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { InnovationMaterial, Prisma } from '../../generated/prisma/client';
import { formatDateTime } from '../../lib/format';

/**
 * Innovation materials as the calls show them, and the filters their list and export share, so a list
 * and its export select the same rows in the same order.
 */

export const innovationWhere = (supplierCode: string, f: InnovationFilters): Prisma.InnovationMaterialWhereInput => ({
  supplierCode,
  ...(f.materialCode && { materialCode: { contains: f.materialCode } }),
  ...(f.materialName && { materialName: { contains: f.materialName } }),
  ...(f.divisionId !== undefined && { divisionId: f.divisionId }),
  ...(f.sectionId !== undefined && { sectionId: f.sectionId }),
  ...(f.status && { status: f.status }),
});

/** Latest change first. */
export const innovationOrder: Prisma.InnovationMaterialOrderByWithRelationInput[] = [
  { modifyTime: 'desc' },
  { id: 'desc' },
];

const strings = (json: Prisma.JsonValue): string[] =>
  Array.isArray(json) ? json.filter((v): v is string => typeof v === 'string') : [];
const numbers = (json: Prisma.JsonValue): number[] =>
  Array.isArray(json) ? json.filter((v): v is number => typeof v === 'number') : [];
const statusOf = (status: string): InnovationStatusValue =>
  status === InnovationStatus.submitted ? InnovationStatus.submitted : InnovationStatus.draft;

export const toInnovation = (r: InnovationMaterial): Innovation => ({
  id: r.id,
  divisionId: r.divisionId,
  sectionId: r.sectionId,
  materialName: r.materialName,
  materialCode: r.materialCode,
  comment: r.comment,
  coreTechnology: r.coreTechnology,
  tags: numbers(r.tags),
  coverImgId: r.coverImgId,
  otherImgIds: strings(r.otherImgIds),
  appendixIds: strings(r.appendixIds),
  status: statusOf(r.status),
  createTime: formatDateTime(r.createTime) ?? '',
  modifyTime: formatDateTime(r.modifyTime) ?? '',
});

/** Category (division and section) names by id, for the ids given. */
export const categoryNames = async (db: Db, ids: (number | null)[]): Promise<Map<number, string>> => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.materialCategory.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
  return new Map(rows.map((c) => [c.id, c.name]));
};

/** Rows with their category names, as the list and the export show them. */
export const withCategoryNames = async (db: Db, rows: InnovationMaterial[]) => {
  const names = await categoryNames(
    db,
    rows.flatMap((r) => [r.divisionId, r.sectionId]),
  );
  return rows.map((r) => ({
    ...toInnovation(r),
    divisionName: r.divisionId === null ? null : (names.get(r.divisionId) ?? null),
    sectionName: r.sectionId === null ? null : (names.get(r.sectionId) ?? null),
  }));
};

/** The stored files behind ids, in the order given; ids whose file is gone are left out. */
export const fileRefs = async (db: Db, ids: string[]): Promise<FileRef[]> => {
  if (ids.length === 0) return [];
  const rows = await db.storedFile.findMany({ where: { id: { in: ids } }, select: { id: true, fileName: true } });
  const byId = new Map(rows.map((f) => [f.id, f]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};
