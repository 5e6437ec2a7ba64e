import {
  type api,
  atoms,
  type CallRequestParts,
  FileMessages,
  ScanApplyMessages as M,
  type ScanApplyAction,
  Status,
  StatusMessage,
  scanApplyLifecycle,
  scanSendSampleForm,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { ScanApply as ScanApplyRecord } from '../../generated/prisma/client';
import { ApiFailure, assertAllowed, assertValid, fail } from '../../lib/errors';
import type { Auth } from '../../plugins/auth';

type SaveBody = CallRequestParts<typeof api.scanApply.saveOrUpdate>['body'];
type UpdateBody = CallRequestParts<typeof api.scanApply.updateScan>['body'];

/** 'SM26' and the record id on six digits: unique, known as soon as the row exists. */
export const scanApplyNo = (id: number) => `SM26${String(id).padStart(6, '0')}`;

/** The record an id names if it is the caller's: unknown is 扫描申请不存在！, another supplier's is 403. */
export const ownScanApply = async (db: Db, auth: Auth, id: number): Promise<ScanApplyRecord> => {
  const row = await db.scanApply.findUnique({ where: { id } });
  if (!row) throw fail(M.notFound);
  if (row.supplierCode !== auth.supplierCode) throw new ApiFailure(Status.forbidden, M.notOwned);
  return row;
};

/** Every id the caller's, every one allowing the action: else the whole batch is refused. */
export const ownBatch = async (db: Db, auth: Auth, ids: number[], action: ScanApplyAction) => {
  const unique = [...new Set(ids)];
  const rows = await db.scanApply.findMany({ where: { id: { in: unique } } });
  if (rows.length !== unique.length) throw fail(M.notFound);
  if (rows.some((r) => r.supplierCode !== auth.supplierCode)) throw new ApiFailure(Status.forbidden, M.notOwned);
  for (const r of rows) assertAllowed(scanApplyLifecycle, action, r.status);
  return rows;
};

const requireAtom = (auth: Auth, atom: string) => {
  if (!auth.atoms.has(atom)) throw new ApiFailure(Status.forbidden, StatusMessage.forbidden);
};

/** The caller's material (fabric or recommended), copied onto the application. */
const ownMaterial = async (db: Db, auth: Auth, id: number) => {
  const material = await db.material.findUnique({
    where: { id },
    select: { supplierCode: true, materialCode: true, materialName: true },
  });
  if (!material || material.supplierCode !== auth.supplierCode) throw fail(M.materialUnknown);
  return material;
};

/** Sample images the caller uploaded as scan-apply samples; anything else is 文件不存在!. */
const checkImages = async (db: Db, auth: Auth, ids: string[] | undefined) => {
  if (!ids?.length) return;
  const found = await db.storedFile.count({
    where: { id: { in: ids }, supplierCode: auth.supplierCode, businessType: 'scanApplySample' },
  });
  if (found !== new Set(ids).size) throw fail(FileMessages.notFound);
};

const formData = async (db: Db, auth: Auth, body: Omit<SaveBody, 'id' | 'submit'>) => {
  const material = await ownMaterial(db, auth, body.materialId);
  await checkImages(db, auth, body.sampleImgIds);
  return {
    materialId: body.materialId,
    materialCode: material.materialCode,
    materialName: material.materialName,
    sampleQuantity: body.sampleQuantity,
    expectDate: body.expectDate ?? null,
    ...(body.sampleImgIds && { sampleImgIds: body.sampleImgIds }),
    remark: body.remark?.trim() || null,
    modifiedBy: auth.loginAccount,
    modifyTime: new Date(),
  };
};

/** 新增 (atom add) or 修改 a draft (atom edit); 暂存 keeps it a draft, 提交 makes it 待受理. */
export const saveScanApply = async (db: Db, auth: Auth, body: SaveBody) => {
  const existing = body.id === undefined ? null : await ownScanApply(db, auth, body.id);
  requireAtom(auth, existing ? atoms.scanApply.edit : atoms.scanApply.add);
  const action = body.submit ? 'submit' : 'saveDraft';
  assertAllowed(scanApplyLifecycle, action, existing?.status ?? null);
  const data = await formData(db, auth, body);
  const status = scanApplyLifecycle.next(action, null) as number;
  if (existing) {
    await db.scanApply.update({ where: { id: existing.id }, data: { ...data, status } });
    return { id: existing.id, applyNo: existing.applyNo };
  }
  return db.$transaction(async (tx) => {
    const created = await tx.scanApply.create({
      data: {
        ...data,
        sampleImgIds: body.sampleImgIds ?? [],
        status,
        applyNo: `new-${auth.loginAccount}-${Date.now()}-${Math.random()}`,
        supplierCode: auth.supplierCode,
        createdBy: auth.loginAccount,
      },
    });
    const applyNo = scanApplyNo(created.id);
    await tx.scanApply.update({ where: { id: created.id }, data: { applyNo } });
    return { id: created.id, applyNo };
  });
};

/** updateScan: 寄送样品 when the body carries the logistics (atom sendSample), else 修改 (atom edit). */
export const updateScanApply = async (db: Db, auth: Auth, body: UpdateBody, today: string) => {
  const existing = await ownScanApply(db, auth, body.id);
  if ('expressNo' in body) {
    requireAtom(auth, atoms.scanApply.sendSample);
    assertAllowed(scanApplyLifecycle, 'sendSample', existing.status);
    // The dialog's rule (寄样日期不能晚于今天) with the stub's clock for today.
    assertValid(scanSendSampleForm(today), body);
    await checkImages(db, auth, body.sampleImgIds);
    await db.scanApply.update({
      where: { id: existing.id },
      data: {
        expressCompany: body.expressCompany,
        expressNo: body.expressNo,
        sendDate: body.sendDate,
        // Images sent with the samples replace the list; none sent keeps the ones uploaded before.
        ...(body.sampleImgIds?.length ? { sampleImgIds: body.sampleImgIds } : {}),
        status: scanApplyLifecycle.next('sendSample', null) as number,
        modifiedBy: auth.loginAccount,
        modifyTime: new Date(),
      },
    });
    return true;
  }
  requireAtom(auth, atoms.scanApply.edit);
  assertAllowed(scanApplyLifecycle, 'edit', existing.status);
  await db.scanApply.update({ where: { id: existing.id }, data: await formData(db, auth, body) });
  return true;
};
