import {
  type api,
  type CallRequestParts,
  FileMessages,
  type InnovationState,
  InnovationStatus,
  innovationDivisionEditable,
  innovationLifecycle,
  innovationPrefix,
  InnovationMessages as M,
  Status,
  shoeDataPermission,
  shownInForms,
  tagFitsDivision,
  type UploadBusinessType,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { Innovation as InnovationRecord } from '../../generated/prisma/client';
import { ApiFailure, assertAllowed, assertRules, fail } from '../../lib/errors';
import type { Auth } from '../../plugins/auth';
import { statusOf } from './records';

type SaveBody = CallRequestParts<typeof api.innovation.saveOrUpdate>['body'];

/** 'CX' and the record id on six digits: unique, and known as soon as the row exists. */
export const innovationCode = (id: number) => `${innovationPrefix}${String(id).padStart(6, '0')}`;

/**
 * The record an id names, if the caller may change it: unknown ids are 创新材料不存在!, another supplier's
 * record is 403 无权操作其他供应商的创新材料! (both the detail and the save say so).
 */
export const ownInnovation = async (db: Db, auth: Auth, id: number): Promise<InnovationRecord> => {
  const row = await db.innovation.findUnique({ where: { id } });
  if (!row) throw fail(M.notFound);
  if (row.supplierCode !== auth.supplierCode) throw new ApiFailure(Status.forbidden, M.notOwned);
  return row;
};

/** A shown shoe division (not the hidden processing one), and a section of it. */
const checkCategory = async (db: Db, divisionId: number | null, sectionId: number | null) => {
  if (divisionId !== null) {
    const division = await db.materialCategory.findUnique({ where: { id: divisionId } });
    const shown =
      division?.parentId === null &&
      division.dataPermission === shoeDataPermission.split(',')[0] &&
      shownInForms(division);
    if (!shown) throw fail(M.divisionUnknown);
  }
  if (sectionId !== null) {
    const section = await db.materialCategory.findUnique({ where: { id: sectionId } });
    if (divisionId === null || section?.parentId !== divisionId) throw fail(M.sectionMismatch);
  }
};

/** Tags of the list the form offers for this division. */
const checkTags = async (db: Db, divisionId: number | null, tags: number[]) => {
  if (tags.length === 0) return;
  const found = await db.materialTag.findMany({ where: { id: { in: tags } }, select: { divisionId: true } });
  if (found.length !== new Set(tags).size || !found.every((t) => tagFitsDivision(t, divisionId)))
    throw fail(M.tagUnknown);
};

/** Files the caller uploaded for this list; anything else is 文件不存在!. */
const checkFiles = async (db: Db, auth: Auth, ids: string[], businessType: UploadBusinessType) => {
  if (ids.length === 0) return;
  const found = await db.storedFile.count({
    where: { id: { in: ids }, supplierCode: auth.supplierCode, businessType, parentId: null },
  });
  if (found !== new Set(ids).size) throw fail(FileMessages.notFound);
};

/**
 * 暂存 / 提交 (the body was validated by its status's schema already). New records get their CX code. What the
 * stored record allows is the contract's state rules (domains/innovation/states.ts): the lifecycle (a submitted
 * record may be submitted again but not turned back into a draft) and the division lock (a saved division stays),
 * each refused with its own message (docs/decisions/0007-innovation-material.md).
 */
export const saveInnovation = async (db: Db, auth: Auth, body: SaveBody) => {
  const existing = body.id === null ? null : await ownInnovation(db, auth, body.id);
  const saved: InnovationState = existing && { status: statusOf(existing.status), divisionId: existing.divisionId };
  const action = body.status === InnovationStatus.draft ? 'saveDraft' : 'submit';
  assertAllowed(innovationLifecycle, action, saved?.status ?? null);
  if (saved && body.divisionId !== saved.divisionId) assertRules(saved, [innovationDivisionEditable]);
  await checkCategory(db, body.divisionId, body.sectionId);
  await checkTags(db, body.divisionId, body.tags);
  const images = [...(body.coverImgId ? [body.coverImgId] : []), ...body.otherImgIds];
  await checkFiles(db, auth, images, 'materialInnovatePicture');
  await checkFiles(db, auth, body.appendixIds, 'materialInnovateAppendix');

  const data = {
    divisionId: body.divisionId,
    sectionId: body.sectionId,
    materialName: body.materialName,
    comment: body.comment || null,
    coreTechnology: body.coreTechnology || null,
    tags: [...new Set(body.tags)],
    coverImgId: body.coverImgId,
    otherImgIds: body.otherImgIds,
    appendixIds: body.appendixIds,
    status: body.status,
    modifiedBy: auth.loginAccount,
    modifyTime: new Date(),
  };
  if (existing) {
    const materialCode = existing.materialCode ?? innovationCode(existing.id);
    await db.innovation.update({ where: { id: existing.id }, data: { ...data, materialCode } });
    return { id: existing.id, materialCode };
  }
  return db.$transaction(async (tx) => {
    const created = await tx.innovation.create({
      data: { ...data, supplierCode: auth.supplierCode, createdBy: auth.loginAccount },
    });
    const materialCode = innovationCode(created.id);
    await tx.innovation.update({ where: { id: created.id }, data: { materialCode } });
    return { id: created.id, materialCode };
  });
};
