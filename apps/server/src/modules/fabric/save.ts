import {
  type Atom,
  asciiBrackets,
  atoms,
  FileMessages,
  fileHasComplete,
  MaterialMessages as M,
  type MaterialFabricSave,
  type MaterialRuleContext,
  MaterialStage,
  materialSaveAction,
  materialSaveContext,
  materialSavedCompleteData,
  materialSavedStage,
  materialSaveStatus,
  normalizeBodyNo,
  normalizeList,
  type StoredMaterial,
  shownInForms,
  validateMaterial,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { fail, forbidden } from '../../lib/errors';
import type { Auth } from '../../plugins/auth';
import { asMaterials, type MaterialWithChildren, ownMaterial, stageOf } from './records';

/** `CX`-like code: the division's code and the id on six digits, unique and known as soon as the row exists. */
export const materialCodeOf = (categoryCode: string, id: number) => `${categoryCode}${String(id).padStart(6, '0')}`;

/** What the saves, actions and the history share: one row per transition (queryMaterialApprove). */
export const recordTransition = (
  db: Prisma.TransactionClient | Db,
  materialId: number,
  action: string,
  status: number,
  auditor: string,
  auditRemark: string | null = null,
) => db.materialApproval.create({ data: { materialId, action, status, auditor, auditRemark } });

/** The stub's own refusals (the form only offers existing categories, so the spec has no words for these). */
export const unknownDivision = '材料大类不存在!';
export const sectionMismatch = '材料小类不属于该材料大类!';

/**
 * The division and section a save names, for the rules (category code, section name), and the refusal when they
 * are not a shown shoe division and one of its sections (answered after the rules' own messages).
 */
const categoryOf = async (db: Db, divisionId: number | null | undefined, sectionId: number | null | undefined) => {
  const division = divisionId == null ? null : await db.materialCategory.findUnique({ where: { id: divisionId } });
  const section = sectionId == null ? null : await db.materialCategory.findUnique({ where: { id: sectionId } });
  const problem =
    divisionId != null && (!division || division.parentId !== null || !shownInForms(division))
      ? unknownDivision
      : divisionId != null && sectionId != null && section?.parentId !== divisionId
        ? sectionMismatch
        : null;
  return { categoryCode: division?.materialCode ?? '', sectionName: section?.name ?? null, problem };
};

/** The save's atom: the fabric form's upload, or the recommended group's add / edit / 转正. */
const atomOf = (ctx: Pick<MaterialRuleContext, 'form' | 'regularize'>, existing: boolean): Atom =>
  ctx.regularize
    ? atoms.recommend.regularize
    : ctx.form === 'recommend'
      ? existing
        ? atoms.recommend.edit
        : atoms.recommend.add
      : atoms.fabricManage.add;

/** Files the caller uploaded (or a seeded file of its own); anything else is 文件不存在!. */
const checkFiles = async (db: Db, auth: Auth, ids: readonly string[]) => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db.storedFile.count({ where: { id: { in: wanted }, supplierCode: auth.supplierCode } });
  if (found !== wanted.length) throw fail(FileMessages.notFound);
};

/** How many grains and effects the division offers the caller (0 gives the "none maintained" messages). */
const offered = async (db: Db, auth: Auth, divisionId: number | null | undefined) => {
  if (divisionId == null) return { grains: 0, effects: 0 };
  const offeredTo = { OR: [{ supplierCode: null }, { supplierCode: auth.supplierCode }] };
  const [grains, effects] = await Promise.all([
    db.grain.count({ where: { divisionId, isActive: '1', ...offeredTo } }),
    db.effect.count({ where: { divisionId, ...offeredTo } }),
  ]);
  return { grains, effects };
};

const text = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v);

/**
 * 暂存 / 提交 / 转正 / recommended save / completing data. The whole rule set is the contract's `validateMaterial`
 * (field rules by category, section and status, and the state rules: lifecycle, category lock, the fields an
 * approved record's editType keeps locked); the first issue is the answer, in the form's words. The stub then
 * stores the record with its children, gives it its code and records the transition.
 */
export const saveMaterial = async (db: Db, auth: Auth, body: MaterialFabricSave) => {
  const existing: MaterialWithChildren | null = body.id ? await ownMaterial(db, auth, body.id) : null;
  const stored = existing ? (await asMaterials(db, [existing])).materials[0]! : null;
  const divisionId = body.divisionId ?? existing?.divisionId ?? null;
  const { categoryCode, sectionName, problem } = await categoryOf(db, divisionId, body.sectionId);
  const storedStage = existing ? stageOf(existing.materialStage) : null;
  // The body's status and stage say which button of which form sent it, as the form's own context does.
  const ctx = materialSaveContext(
    body,
    stored ? ({ ...stored, materialStage: storedStage } as StoredMaterial) : null,
    { categoryCode, sectionName },
    await offered(db, auth, divisionId),
  );
  if (!auth.atoms.has(atomOf(ctx, existing !== null))) throw forbidden();
  // A shoe upper fabric never goes back to the recommended form.
  if (storedStage === MaterialStage.normal && body.materialStage === MaterialStage.recommend)
    throw fail(M.notRecommended);
  const { status: _status, id: _id, materialCode: _code, materialStage: _stage, ...values } = body;
  const first = validateMaterial(values, ctx)[0];
  if (first) throw fail(first.message);
  if (problem) throw fail(problem);
  if (divisionId === null) throw fail(M.divisionRequired);

  const coverImgId = body.coverImgId ?? null;
  const otherImgIds = body.otherImgIds ?? [];
  const vrImgIds = body.vrImgIds ?? [];
  const checkFileId = body.checkFileId ?? null;
  const vrFileId = body.vrFileId ?? null;
  await checkFiles(db, auth, [
    ...(coverImgId ? [coverImgId] : []),
    ...otherImgIds,
    ...vrImgIds,
    ...(checkFileId ? [checkFileId] : []),
    ...(vrFileId ? [vrFileId] : []),
  ]);

  const action = materialSaveAction(ctx);
  const status = materialSaveStatus(ctx);
  const now = new Date();
  const elements = (body.elements ?? []).filter((e) => e.element && e.proportion != null);
  const data = {
    materialStage: materialSavedStage(ctx),
    divisionId,
    sectionId: body.sectionId ?? null,
    materialName: asciiBrackets((body.materialName ?? '').trim()),
    fullMaterialName: body.fullMaterialName ? asciiBrackets(body.fullMaterialName) : null,
    thicknesses: body.thicknesses ?? [],
    widths: body.widths ?? [],
    widthTP: text(body.widthTP),
    weight: text(body.weight),
    grains: body.grains ?? [],
    unit: text(body.unit),
    weavePattern: text(body.weavePattern),
    element: text(body.element),
    structure: text(body.structure),
    yarnSpecification: text(body.yarnSpecification),
    oilContent: text(body.oilContent),
    softness: body.softness ?? null,
    density: text(body.density),
    hardness: text(body.hardness),
    shoeFactoryTotal: body.shoeFactoryTotal ?? '0',
    channelTotal: Number(body.channelTotal ?? 0),
    sampleStages: body.sampleStages ?? [],
    developTimes: text(body.developTimes),
    bodyNo: body.bodyNo ? normalizeBodyNo(body.bodyNo) : null,
    standards: text(body.standards),
    productNonDate: text(body.productNonDate),
    texture: text(body.texture),
    comment: text(body.comment),
    instructions: body.instructionsArr?.length ? body.instructionsArr.join(';') : text(body.instructions),
    sampleDate: text(body.sampleDate),
    productDate: text(body.productDate),
    price: text(body.price),
    coverImgId,
    checkFileId,
    vrFileId,
    status,
    propertiesCode: text(body.propertiesCode),
    needleCount: text(body.needleCount),
    mouldCode: text(body.mouldCode),
    colorProcessing: text(body.colorProcessing),
    processProcessing: text(body.processProcessing),
    otherProcessing: text(body.otherProcessing),
    promptClassification: text(body.promptClassification),
    techProp: text(body.techProp),
    colorTotal: Number(body.colorTotal ?? 0),
    newFlag: body.newFlag ?? existing?.newFlag ?? '1',
    leatherStretch: text(body.leatherStretch),
    technology: body.technologyList?.length ? body.technologyList.join(',') : text(body.technology),
    cushionTreatment: body.cushionTreatmentList?.length
      ? body.cushionTreatmentList.join(',')
      : text(body.cushionTreatment),
    physicalProperties: text(body.physicalProperties),
    fileHasComplete: fileHasComplete(categoryCode, { coverImgId, otherImgIds, checkFileId }),
    insoleCloth: text(body.insoleCloth),
    insoleClothMaterialCode: text(body.insoleClothMaterialCode),
    lastNumber: text(body.lastNumber),
    base: body.base ? text(normalizeList(body.base)) : null,
    isCompleteData: materialSavedCompleteData(ctx, body.isCompleteData, existing?.isCompleteData),
    // A new submission is reviewed again: the old rejection reason goes.
    auditRemark: status === 5 ? (existing?.auditRemark ?? null) : null,
    originalStatus: existing ? existing.status : null,
    modifier: auth.loginAccount,
    modifyTime: now,
  } satisfies Prisma.MaterialUncheckedUpdateInput;

  const children = (materialId: number) => ({
    subPrices: (body.subList ?? []).map((r, i) => ({
      materialId,
      sort: i + 1,
      width: r.width ?? null,
      widthPrice: r.widthPrice ?? null,
      thickness: r.thickness ?? null,
      thicknessPrice: r.thicknessPrice ?? null,
      weight: r.weight ?? null,
      grain: r.grain ?? null,
      linePrice: r.linePrice ?? null,
      standardPrice: r.standardPrice ?? null,
    })),
    colors: [...new Map((body.colors ?? []).map((c) => [c.colorCode, c])).keys()].map((colorCode, i) => ({
      materialId,
      colorCode,
      sort: i + 1,
    })),
    factories: [...new Set(body.shoesFactorieCodes ?? [])].map((factoryCode, i) => ({
      materialId,
      factoryCode,
      sort: i + 1,
    })),
    elements: elements.map((e, i) => ({
      materialId,
      sort: i + 1,
      element: e.element as string,
      proportion: e.proportion as number,
    })),
    effects: [...new Map((body.effects ?? []).map((e) => [e.id, e])).values()].map((e, i) => ({
      materialId,
      effectId: e.id,
      sort: e.sort ?? i + 1,
    })),
    assets: [
      ...(coverImgId ? [{ fileId: coverImgId, kind: 'cover' }] : []),
      ...otherImgIds.map((fileId) => ({ fileId, kind: 'other' })),
      ...vrImgIds.map((fileId) => ({ fileId, kind: 'vrImage' })),
      ...(checkFileId ? [{ fileId: checkFileId, kind: 'check' }] : []),
      ...(vrFileId ? [{ fileId: vrFileId, kind: 'vrFile' }] : []),
    ]
      .filter((a, i, all) => all.findIndex((b) => b.fileId === a.fileId) === i)
      .map((a, i) => ({ materialId, ...a, sort: i + 1 })),
    seasons: [...new Set(body.seasons ?? [])].map((seasonCode) => ({ materialId, seasonCode })),
    channels: [...new Set(body.channels ?? [])].map((channel) => ({ materialId, channel })),
    tags: [...new Set(body.tags ?? [])].map((tagId) => ({ materialId, tagId })),
  });

  return db.$transaction(async (tx) => {
    const row = existing
      ? await tx.material.update({ where: { id: existing.id }, data })
      : await tx.material.create({
          data: { ...data, supplierCode: auth.supplierCode, materialSubCodes: [], createdBy: auth.loginAccount },
        });
    const materialCode = row.materialCode ?? materialCodeOf(categoryCode, row.id);
    if (!row.materialCode) await tx.material.update({ where: { id: row.id }, data: { materialCode } });
    // The children are replaced as the form sent them (one statement per table, in turn: SQLite has one writer).
    const kids = children(row.id);
    const where = { where: { materialId: row.id } };
    await tx.materialSubPrice.deleteMany(where);
    await tx.materialSubPrice.createMany({ data: kids.subPrices });
    await tx.materialColor.deleteMany(where);
    await tx.materialColor.createMany({ data: kids.colors });
    await tx.materialFactory.deleteMany(where);
    await tx.materialFactory.createMany({ data: kids.factories });
    await tx.materialElement.deleteMany(where);
    await tx.materialElement.createMany({ data: kids.elements });
    await tx.materialEffect.deleteMany(where);
    await tx.materialEffect.createMany({ data: kids.effects });
    await tx.materialAsset.deleteMany(where);
    await tx.materialAsset.createMany({ data: kids.assets });
    await tx.materialSeason.deleteMany(where);
    await tx.materialSeason.createMany({ data: kids.seasons });
    await tx.materialChannel.deleteMany(where);
    await tx.materialChannel.createMany({ data: kids.channels });
    await tx.materialTagLink.deleteMany(where);
    await tx.materialTagLink.createMany({ data: kids.tags });
    await recordTransition(tx, row.id, action, status, auth.loginAccount);
    return { id: row.id, materialCode, status };
  });
};
