import {
  api,
  contentMessage,
  FileMessages,
  type MaterialAction,
  MaterialStage,
  type MaterialStageValue,
  MaterialStatus,
  materialLifecycle,
  materialNotStopped,
  materialRecommended,
  type StateRule,
  shownInForms,
  UploadMessages,
  uploadRules,
} from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { fixture, withDates } from '../../db/fixtures';
import { categoryTree } from '../../kit/categories';
import { dictionaryNames } from '../../kit/dictionary';
import { similarMaterials } from '../../kit/image-hashes';
import { overPixelLimit } from '../../kit/image-input';
import { inputLimitMessage } from '../../kit/input-limits';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { serveStoredFile } from '../../kit/stored-files';
import { assertAllowed, assertRules, fail, illegalRequest } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import type { Auth } from '../../plugins/auth';
import { materialDetail } from './detail';
import { materialListColumns, materialListRows, materialOrder, materialWhere, ownMaterial } from './records';
import { recordTransition, saveMaterial } from './save';
import { scaleMaterials } from './scale';

/** The fabric list (stage normal) and the recommended list (stage recommend) are one resource shape. */
const materialResource = (stage: MaterialStageValue) => ({
  model: 'material' as const,
  where: (f: Parameters<typeof materialWhere>[2], { auth }: { auth: Auth }) =>
    materialWhere(auth.supplierCode, stage, f),
  order: materialOrder,
  sort: {
    materialCode: 'materialCode',
    materialName: 'materialName',
    status: 'status',
    modifyTime: 'modifyTime',
  } as const,
  columns: materialListColumns,
  rows: (records: Parameters<typeof materialListRows>[1], { db }: { db: Db }) => materialListRows(db, records),
});

type ListRow = Awaited<ReturnType<typeof materialListRows>>[number];
const columns = [
  { header: '材料编码', value: (r: ListRow) => r.materialCode },
  { header: '材料名称', width: 24, value: (r: ListRow) => r.materialName },
  { header: '材料全称', width: 28, value: (r: ListRow) => r.fullMaterialName },
  { header: '材料大类', value: (r: ListRow) => r.divisionName },
  { header: '材料小类', value: (r: ListRow) => r.sectionName },
  { header: '单位', width: 8, value: (r: ListRow) => r.unit },
  { header: '价格', value: (r: ListRow) => r.displayPrice ?? r.price },
  { header: '状态', width: 10, value: (r: ListRow) => MaterialStatus.text(r.status) || r.status },
  { header: '资料是否完整', value: (r: ListRow) => (r.fileHasComplete === 1 ? '是' : '否') },
  { header: '是否停用', width: 10, value: (r: ListRow) => (r.hasFrozen === 1 ? '是' : '否') },
  { header: '驳回原因', width: 30, value: (r: ListRow) => r.auditRemark },
  { header: '修改人', value: (r: ListRow) => r.modifier },
  { header: '修改时间', width: 20, value: (r: ListRow) => r.modifyTime },
];

/** 鞋面料管理: the caller's shoe upper fabrics (stage normal). */
export const fabrics = pagedResource({
  ...materialResource(MaterialStage.normal),
  list: api.fabric.list,
  export: { call: api.fabric.export, title: '鞋面料', columns },
});

/** 推荐材料: the caller's recommended materials (stage recommend). */
const recommended = pagedResource({
  ...materialResource(MaterialStage.recommend),
  list: api.recommend.list,
  count: api.recommend.size,
  export: { call: api.recommend.export, title: '推荐材料', columns },
});

/**
 * 推荐材料 (spec 001): the recommended list, its count and its export; saves go through fabric/saveOrUpdate. The same
 * model and list shape as the fabric list, so its module is declared here: a module never imports another.
 */
export const recommendModule = defineModule('recommend', { handlers: recommended.handlers });

type OwnMaterial = Awaited<ReturnType<typeof ownMaterial>>;
/** Refuses the action on the first material whose state does not allow it, with the rule's message. */
const actOn = async (
  db: Db,
  auth: Auth,
  ids: readonly number[],
  action: (m: OwnMaterial) => MaterialAction,
  extra: readonly StateRule<OwnMaterial>[] = [],
) => {
  const rows = [];
  for (const id of new Set(ids)) {
    const m = await ownMaterial(db, auth, id);
    assertAllowed(materialLifecycle, action(m), m.status);
    assertRules(m, extra);
    rows.push(m);
  }
  return rows;
};

const materialFixtureDates = (row: Record<string, unknown>) => {
  // sampleDate / productDate / productNonDate are lead times in days (text), not dates.
  const { sampleDate, productDate, productNonDate, ...rest } = row;
  return { ...withDates(rest), sampleDate, productDate, productNonDate };
};
const byMaterial =
  (field: string) =>
  (r: Record<string, unknown>): Record<string, unknown> => ({
    [`materialId_${field}`]: { materialId: r.materialId, [field]: r[field] },
  });

/**
 * 鞋面料 and 推荐材料 (spec 001 §2-5, 9): lists, detail, the saves under the contract's rule set, the actions of the
 * lifecycle with their history, the similar-image search and the form's lookups.
 */
export const fabricModule = defineModule('fabric', {
  scale: scaleMaterials,
  handlers: [
    ...fabrics.handlers,

    implement(api.fabric.fileStream, (ctx) => serveStoredFile(ctx, ctx.params.id, 'download')),

    implement(api.fabric.detail, ({ params, db, auth }) => materialDetail(db, auth, params.id)),

    implement(api.fabric.saveOrUpdate, ({ body, db, auth }) => saveMaterial(db, auth, body)),

    implement(api.fabric.delete, async ({ body, db, auth }) => {
      const rows = await actOn(db, auth, body.ids, (m) =>
        m.materialStage === MaterialStage.recommend ? 'deleteRecommend' : 'delete',
      );
      await db.material.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
      return true;
    }),

    implement(api.fabric.applyRegularization, async ({ params, db, auth }) => {
      const [m] = await actOn(db, auth, [params.id], () => 'regularize', [materialRecommended]);
      const status = materialLifecycle.next('regularize', m!.status) as number;
      await db.$transaction(async (tx) => {
        await tx.material.update({
          where: { id: m!.id },
          data: {
            materialStage: MaterialStage.normal,
            status,
            originalStatus: m!.status,
            modifier: auth.loginAccount,
            modifyTime: new Date(),
          },
        });
        await recordTransition(tx, m!.id, 'regularize', status, auth.loginAccount);
      });
      return true;
    }),

    implement(api.fabric.pushFabrics, async ({ body, db, auth }) => {
      const rows = await actOn(db, auth, body.ids, () => 'push', [materialNotStopped]);
      const now = new Date();
      await db.$transaction(async (tx) => {
        for (const m of rows) {
          await tx.material.update({ where: { id: m.id }, data: { pushTime: now } });
          await recordTransition(tx, m.id, 'push', m.status, auth.loginAccount);
        }
      });
      return true;
    }),

    implement(api.fabric.stopMaterialFabric, async ({ body, db, auth }) => {
      const rows = await actOn(db, auth, body.ids, () => 'stop', [materialNotStopped]);
      const now = new Date();
      await db.$transaction(async (tx) => {
        for (const m of rows) {
          await tx.material.update({
            where: { id: m.id },
            data: { hasFrozen: 1, frozenTime: now, modifier: auth.loginAccount, modifyTime: now },
          });
          await recordTransition(tx, m.id, 'stop', m.status, auth.loginAccount);
        }
      });
      return true;
    }),

    implement(api.fabric.applicationOverruled, async ({ body, db, auth }) => {
      const [m] = await actOn(db, auth, [body.id], () => 'reapply');
      const status = materialLifecycle.next('reapply', m!.status) as number;
      await db.$transaction(async (tx) => {
        await tx.material.update({
          where: { id: m!.id },
          data: {
            status,
            originalStatus: m!.status,
            applicationOverruled: body.applicationOverruled,
            modifier: auth.loginAccount,
            modifyTime: new Date(),
          },
        });
        await recordTransition(tx, m!.id, 'reapply', status, auth.loginAccount, body.applicationOverruled);
      });
      return true;
    }),

    implement(api.fabric.queryMaterialApprove, async ({ params, db, auth }) => {
      await ownMaterial(db, auth, params.id);
      const rows = await db.materialApproval.findMany({
        where: { materialId: params.id },
        orderBy: [{ auditTime: 'asc' }, { id: 'asc' }],
      });
      return rows.map((r) => ({
        id: r.id,
        status: r.status,
        auditRemark: r.auditRemark,
        auditor: r.auditor,
        auditTime: formatDateTime(r.auditTime),
      }));
    }),

    implement(api.fabric.querySimilarImg, async ({ request, db, auth }) => {
      if (!request.isMultipart()) throw illegalRequest(`file: ${FileMessages.noFile}`);
      const rule = uploadRules.materialFabric;
      let file: { name: string; bytes: Buffer } | undefined;
      const fields: Record<string, string> = {};
      try {
        const limits = { fileSize: rule.maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024 };
        for await (const part of request.parts({ limits })) {
          if (part.type === 'field') fields[part.fieldname] = String(part.value);
          else if (!file) file = { name: part.filename, bytes: await part.toBuffer() };
          else await part.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(rule.messages.size);
        if (code === 'FST_FILES_LIMIT') throw fail(UploadMessages.countOne);
        throw illegalRequest();
      }
      // The contract-wide input limits, as the binder applies them to a JSON body (it does not read multipart fields).
      const over = inputLimitMessage(fields, api.fabric.querySimilarImg.body, 'body');
      if (over) throw illegalRequest(over);
      if (!file) throw illegalRequest(`file: ${FileMessages.noFile}`);
      const wrongType = contentMessage(rule, file.name, file.bytes.subarray(0, 16));
      if (wrongType) throw fail(wrongType);
      try {
        return await similarMaterials(db, auth.supplierCode, file.bytes);
      } catch (error) {
        // Over the pixel limit: refused from the header (kit/image-input.ts), nothing decoded.
        if (overPixelLimit(error)) throw fail(UploadMessages.imagePixels);
        if (error instanceof Error && /unsupported image|Input buffer/i.test(error.message))
          throw fail(wrongType ?? rule.messages.type);
        throw error;
      }
    }),

    // The forms never offer 虚拟材料-加工方式 (spec 001 §1).
    implement(api.fabric.materialCategory, async ({ body, db }) =>
      (await categoryTree(db, body.dataPermission)).filter(shownInForms),
    ),

    implement(api.fabric.materialTag, ({ body, db }) =>
      db.materialTag.findMany({
        where: body.divisionId === undefined ? {} : { OR: [{ divisionId: null }, { divisionId: body.divisionId }] },
        orderBy: { id: 'asc' },
      }),
    ),

    implement(api.fabric.supplierNormalElement, async ({ body, db, auth }) => {
      // The division's elements, and those the supplier already uses in its own materials of that division.
      const division = body.divisionId === undefined ? {} : { divisionId: body.divisionId };
      const suppliers = body.suppliers?.length ? body.suppliers.filter((s) => s === auth.supplierCode) : [];
      const [offered, used] = await Promise.all([
        db.element.findMany({
          where: body.divisionId === undefined ? {} : { OR: [{ divisionId: null }, division] },
          orderBy: { id: 'asc' },
        }),
        db.materialElement.findMany({
          where: {
            material: {
              supplierCode: suppliers[0] ?? auth.supplierCode,
              ...division,
              ...(body.sectionId !== undefined && { sectionId: body.sectionId }),
            },
          },
          select: { element: true },
          distinct: ['element'],
        }),
      ]);
      const names = [...new Set([...offered.map((e) => e.elementName), ...used.map((e) => e.element)])];
      return names.map((elementName) => ({ elementName }));
    }),

    implement(api.fabric.queryMeshFabric, async ({ body, db }) => {
      // Approved, running mesh fabrics (网布/纺织, TX) of any supplier: the insole cloth is chosen from them.
      const rows = await db.material.findMany({
        where: {
          status: 3,
          hasFrozen: { not: 1 },
          materialCode: { startsWith: 'TX' },
          ...(body.materialName && { materialName: { contains: body.materialName } }),
        },
        orderBy: { materialCode: 'asc' },
        take: 50,
      });
      return rows.map((r) => ({ id: r.id, materialCode: r.materialCode ?? '', materialName: r.materialName }));
    }),

    // Cushion treatments (缓震处理) the sole form offers: the dictionary cushion_treatment (assumed; the spec names none).
    implement(api.fabric.querySpecialTreatment, ({ db }) => dictionaryNames(db, 'cushion_treatment'), { read: true }),
  ],
  fixtures: [
    fixture('materialFiles', 'storedFile'),
    fixture('materials', 'material', undefined, materialFixtureDates),
    fixture('materialSubPrices', 'materialSubPrice'),
    fixture('materialColors', 'materialColor', byMaterial('colorCode')),
    fixture('materialFactories', 'materialFactory', byMaterial('factoryCode')),
    fixture('materialElements', 'materialElement'),
    fixture('materialEffects', 'materialEffect', byMaterial('effectId')),
    fixture('materialAssets', 'materialAsset', byMaterial('fileId')),
    fixture('materialSeasons', 'materialSeason', byMaterial('seasonCode')),
    fixture('materialChannels', 'materialChannel', byMaterial('channel')),
    fixture('materialTagLinks', 'materialTagLink', byMaterial('tagId')),
    fixture('materialApprovals', 'materialApproval'),
    fixture('materialImageHashes', 'materialImageHash', (r) => ({ fileId: r.fileId })),
  ],
});
