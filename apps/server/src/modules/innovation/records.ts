import {
  type Innovation,
  type InnovationFilters,
  InnovationStatus,
  type InnovationStatusValue,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { Innovation as InnovationRecord, Prisma } from '../../generated/prisma/client';
import { categoryNames } from '../../kit/categories';
import { formatDateTime } from '../../lib/format';

/** Innovation materials as the calls show them, and what their list (and so their export) selects. */

export const innovationWhere = (supplierCode: string, f: InnovationFilters): Prisma.InnovationWhereInput => ({
  supplierCode,
  ...(f.materialCode && { materialCode: { contains: f.materialCode } }),
  ...(f.materialName && { materialName: { contains: f.materialName } }),
  ...(f.divisionId !== undefined && { divisionId: f.divisionId }),
  ...(f.sectionId !== undefined && { sectionId: f.sectionId }),
  ...(f.status && { status: f.status }),
});

/** Latest change first. */
export const innovationOrder: Prisma.InnovationOrderByWithRelationInput[] = [{ modifyTime: 'desc' }, { id: 'desc' }];

const strings = (json: Prisma.JsonValue): string[] =>
  Array.isArray(json) ? json.filter((v): v is string => typeof v === 'string') : [];
const numbers = (json: Prisma.JsonValue): number[] =>
  Array.isArray(json) ? json.filter((v): v is number => typeof v === 'number') : [];
/** A stored status the set does not know reads as a draft (the answer names only the two). */
export const statusOf = (status: string): InnovationStatusValue =>
  InnovationStatus.of(status) ?? InnovationStatus.draft;

export const toInnovation = (r: InnovationRecord): Innovation => ({
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
  createTime: formatDateTime(r.createTime),
  modifyTime: formatDateTime(r.modifyTime),
  modifier: r.modifiedBy,
});

/** Rows with their category names, as the list and the export show them. */
export const withCategoryNames = async (db: Db, rows: InnovationRecord[]) => {
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
