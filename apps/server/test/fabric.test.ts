import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  api,
  categoryCodes,
  copyMaterial,
  MaterialMessages as M,
  MaterialStage,
  Status,
  StatusMessage,
  UploadMessages,
} from '@portal/contract';
import { materialCaseSections, validMaterial } from '@portal/contract/testing';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { fixtureImagesDir } from '../src/db/fixtures';
import { hammingDistance, imageHash, similarityThreshold } from '../src/kit/image-hashes';
import { sectionMismatch, unknownDivision } from '../src/modules/fabric/save';
import { blackPng, makeZip, upload } from './file-fixtures';
import { dataOf, failure, internalTest, readTest, send, useContractStub, writeTest } from './helper';
import { allPages } from './paged-lists';

const { stub, tokens, db } = useContractStub();
const storedMaterials = internalTest.because('reads the stored materials or reviews them as the brand would');
const refused = (message: string) => failure(message);

type Code = keyof typeof materialCaseSections;
/** A division and its sections, as the material form reads them (materialCategory/dataList). */
const divisionOf = async (code: Code) => {
  const tree = dataOf(
    api.lookups.materialCategoryList,
    await send(stub, api.lookups.materialCategoryList, { body: { materialCode: code } }, tokens.supplier),
  );
  const division = tree.find((d) => d.materialCode === code);
  if (!division) throw new Error(`no division ${code}`);
  return division;
};
const divisionIdOf = async (code: Code) => (await divisionOf(code)).id;
const sectionIdOf = async (code: Code, name = materialCaseSections[code]) => {
  const section = (await divisionOf(code)).childrens.find((s) => s.name === name);
  if (!section) throw new Error(`no section ${name} in ${code}`);
  return section.id;
};

/** A body every rule accepts on submit (the contract's valid material of the category, with the seeded ids). */
const validBody = async (code: Code, extra: Record<string, unknown> = {}) => ({
  ...validMaterial(code),
  divisionId: await divisionIdOf(code),
  sectionId: await sectionIdOf(code),
  status: 2,
  ...extra,
});

const save = (body: object, as = tokens.supplier) => send(stub, api.fabric.saveOrUpdate, { body }, as);
const saved = async (body: object, as = tokens.supplier) => dataOf(api.fabric.saveOrUpdate, await save(body, as));
const detail = async (id: number, as = tokens.supplier) =>
  dataOf(api.fabric.detail, await send(stub, api.fabric.detail, { params: { id } }, as));
const history = async (id: number) =>
  dataOf(
    api.fabric.queryMaterialApprove,
    await send(stub, api.fabric.queryMaterialApprove, { params: { id } }, tokens.supplier),
  );
/** The brand's review, which no supplier call makes: the stored record is set to a status (and editType). */
const review = (id: number, data: { status: number; editType?: number | null; auditRemark?: string | null }) =>
  db().material.update({ where: { id }, data });
/** A submitted material of the caller, then reviewed into the given state. */
const materialIn = async (code: Code, state: Parameters<typeof review>[1], extra: Record<string, unknown> = {}) => {
  const { id } = await saved(await validBody(code, extra));
  if (state.status !== 2) await review(id, state);
  return id;
};

describe('fixtures', () => {
  storedMaterials(
    'seed at least 200 materials across all 14 categories, every status, both stages and both demo suppliers',
    async () => {
      const rows = await db().material.findMany({
        select: { divisionId: true, status: true, supplierCode: true, materialStage: true },
      });
      expect(rows.length).toBeGreaterThanOrEqual(200);
      expect(new Set(rows.map((r) => r.divisionId)).size).toBe(14);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3, 5]));
      expect(new Set(rows.map((r) => r.materialStage))).toEqual(new Set(['normal', 'recommend']));
      expect(rows.filter((r) => r.supplierCode === 'S10001').length).toBeGreaterThan(100);
      expect(rows.filter((r) => r.supplierCode === 'S10023').length).toBeGreaterThan(20);
    },
  );

  storedMaterials('store the hash every seeded material image has, as imageHash computes it', async () => {
    const files = await db().storedFile.findMany({
      where: { businessType: { in: ['materialFabric', 'materialFabricPicture'] } },
    });
    const hashes = new Map((await db().materialImageHash.findMany()).map((h) => [h.fileId, h.hash]));
    expect(files.length).toBeGreaterThan(200);
    for (const f of files) expect(hashes.has(f.id), f.id).toBe(true);
    const sample = files[7]!;
    const bytes = readFileSync(join(fixtureImagesDir, sample.storagePath.replace('files/fixtures/', '')));
    expect(await imageHash(bytes)).toBe(hashes.get(sample.id));
  });
});

describe('getMaterialFabricList and recommend/getMaterialFabricList', () => {
  storedMaterials(
    'list only the caller’s materials of their stage, newest change first, with names and the shown price',
    async () => {
      const page = dataOf(
        api.fabric.list,
        await send(stub, api.fabric.list, { body: { limit: 200 } }, tokens.supplier),
      );
      const own = await db().material.count({ where: { supplierCode: 'S10001', materialStage: 'normal' } });
      expect(page.count).toBe(own);
      expect(page.data.every((r) => r.suppliers[0] === 'S10001' && r.materialStage === 'normal')).toBe(true);
      const times = page.data.map((r) => r.modifyTime ?? '');
      expect([...times].sort().reverse()).toEqual(times);
      const priced = page.data.find((r) => r.displayPrice);
      expect(priced?.divisionName).toBeTruthy();
      expect(priced?.displayPrice).toMatch(/^\d+(\.\d+)?( ~ \d+(\.\d+)?)?$/);
      const recommended = dataOf(
        api.recommend.list,
        await send(stub, api.recommend.list, { body: { limit: 200 } }, tokens.supplier),
      );
      expect(recommended.count).toBeGreaterThan(0);
      expect(recommended.data.every((r) => r.materialStage === 'recommend' && r.suppliers[0] === 'S10001')).toBe(true);
    },
  );

  readTest('filter by division, status, code, name and complete-data flag', async () => {
    const all = await allPages(stub, api.fabric.list, {}, tokens.supplier, 50);
    const some = all.rows[3] as {
      divisionId: number;
      status: number;
      materialCode: string | null;
      materialName: string;
    };
    for (const [filter, check] of [
      [{ divisionId: some.divisionId }, (r: typeof some) => r.divisionId === some.divisionId],
      [{ status: 5 }, (r: typeof some) => r.status === 5],
      [
        { materialName: some.materialName.slice(0, 2) },
        (r: typeof some) => r.materialName.includes(some.materialName.slice(0, 2)),
      ],
      [{ materialCode: 'LT' }, (r: typeof some) => (r.materialCode ?? '').includes('LT')],
      [{ fileHasComplete: '1' }, (r: typeof some & { fileHasComplete: number }) => r.fileHasComplete === 1],
    ] as const) {
      const { rows, count } = await allPages(stub, api.fabric.list, filter, tokens.supplier, 50);
      expect(count, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(
        rows.every((r) => (check as (r: unknown) => boolean)(r)),
        JSON.stringify(filter),
      ).toBe(true);
    }
  });

  readTest('recommend/getSelectMaterialFabricSize counts what the recommended list selects', async () => {
    for (const body of [{}, { status: 2 }, { divisionId: 2 }]) {
      const size = dataOf(api.recommend.size, await send(stub, api.recommend.size, { body }, tokens.supplier));
      const list = dataOf(api.recommend.list, await send(stub, api.recommend.list, { body }, tokens.supplier));
      expect(size).toBe(list.count);
    }
  });
});

describe('detail/{id}', () => {
  storedMaterials('answers the material with its children, names and files', async () => {
    const row = await db().material.findFirstOrThrow({
      where: { supplierCode: 'S10001', checkFileId: { not: null }, colorTotal: 0, shoeFactoryTotal: '0' },
    });
    const d = await detail(row.id);
    expect(d).toMatchObject({
      id: row.id,
      materialCode: row.materialCode,
      divisionId: row.divisionId,
      status: row.status,
    });
    expect(d.divisionName).toBeTruthy();
    expect(d.imgs[0]?.id).toBe(row.coverImgId);
    expect(d.checkFiles).toEqual([{ id: row.checkFileId, fileName: d.checkFileName }]);
    expect(d.subPriceList).toEqual(d.subList);
    expect(d.subList.length).toBeGreaterThan(0);
    expect(d.colors[0]).toMatchObject({
      colorCode: expect.any(String),
      colorName: expect.any(String),
      colorRgb: expect.stringMatching(/^#/),
    });
    expect(d.shoesFactories[0]).toMatchObject({
      supplierCode: expect.stringMatching(/^F2/),
      shortName: expect.stringMatching(/鞋业$/),
    });
  });

  storedMaterials('refuses another supplier’s material (403) and an unknown id', async () => {
    const other = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10023' } });
    expect((await send(stub, api.fabric.detail, { params: { id: other.id } }, tokens.supplier)).body).toEqual(
      failure(M.notOwned, Status.forbidden),
    );
    expect((await send(stub, api.fabric.detail, { params: { id: 999999 } }, tokens.supplier)).body).toEqual(
      refused(M.notFound),
    );
    expect((await detail(other.id, tokens.hongda)).id).toBe(other.id);
  });
});

describe('saveOrUpdate', () => {
  storedMaterials('暂存 checks only the name and gives the code: category code and digits', async () => {
    const divisionId = await divisionIdOf('SY');
    const draft = await saved({ materialName: '半成品（测试）', divisionId, status: 1 });
    expect(draft).toMatchObject({ status: 1, materialCode: expect.stringMatching(/^SY\d{6}$/) });
    const stored = await db().material.findUniqueOrThrow({ where: { id: draft.id } });
    expect(stored).toMatchObject({
      status: 1,
      supplierCode: 'S10001',
      materialName: '半成品(测试)',
      createdBy: 'supplier',
    });
    expect((await save({ materialName: ' ', divisionId, status: 1 })).body).toEqual(refused(M.draftNeedsName));
  });

  writeTest(
    '提交 runs the whole rule set, answers its first message, ignores the code sent and keeps the children',
    async () => {
      const body = await validBody('LT', { materialCode: 'XX999999' });
      expect((await save({ ...body, thicknesses: [] })).body).toEqual(refused(M.thicknessRequired));
      const { id, materialCode, status } = await saved(body);
      expect(status).toBe(2);
      expect(materialCode).toMatch(/^LT\d{6}$/);
      const d = await detail(id);
      expect(d.thicknesses).toEqual(body.thicknesses);
      expect(d.elements).toEqual(body.elements);
      expect(d.subList.length).toBe((body.subList ?? []).length);
      expect(d.seasons).toEqual(body.seasons);
      expect(d.materialStage).toBe('normal');
      expect((await history(id)).map((h) => h.status)).toEqual([2]);
    },
  );

  storedMaterials('the recommended form saves with status 2 and stage recommend; FG is not offered there', async () => {
    const body = await validBody('SY', { materialStage: MaterialStage.recommend, isCompleteData: 1 });
    const { id, status } = await saved(body);
    expect(status).toBe(2);
    expect((await db().material.findUniqueOrThrow({ where: { id } })).materialStage).toBe('recommend');
    const fg = await validBody('FG', { materialStage: MaterialStage.recommend, isCompleteData: 1 });
    expect((await save(fg)).body).toEqual(refused(M.categoryNotOffered));
    const normal = (await saved(await validBody('SY'))).id;
    await review(normal, { status: 3, editType: 7 });
    const back = await validBody('SY', { id: normal, materialStage: MaterialStage.recommend, isCompleteData: 1 });
    expect((await save(back)).body).toEqual(refused(M.notRecommended));
  });

  storedMaterials('refuses a division the forms do not show and a section of another division', async () => {
    const hidden = await db().materialCategory.findFirstOrThrow({ where: { name: '虚拟材料-加工方式' } });
    expect((await save({ materialName: '加工', divisionId: hidden.id, status: 1 })).body).toEqual(
      refused(unknownDivision),
    );
    const body = await validBody('SY', { sectionId: await sectionIdOf('TU') });
    expect((await save(body)).body).toEqual(refused(sectionMismatch));
  });

  storedMaterials('refuses another supplier’s material and the viewer', async () => {
    const id = await materialIn('SY', { status: 5, auditRemark: '价格偏高' });
    const body = { ...(await validBody('SY')), id };
    expect((await save(body, tokens.hongda)).body).toEqual(failure(M.notOwned, Status.forbidden));
    expect((await save(body, tokens.viewer)).body).toEqual(failure(StatusMessage.forbidden, Status.forbidden));
  });

  describe('the lifecycle', () => {
    storedMaterials(
      'a rejected material is submitted again (2); a submitted one is under review; status 3 and 5 have no 暂存',
      async () => {
        const rejected = await materialIn('SY', { status: 5, auditRemark: '价格偏高' });
        expect((await save({ ...(await validBody('SY')), id: rejected, status: 1 })).body).toEqual(refused(M.noDraft));
        expect((await saved({ ...(await validBody('SY')), id: rejected })).status).toBe(2);
        expect((await db().material.findUniqueOrThrow({ where: { id: rejected } })).auditRemark).toBeNull();
        expect((await save({ ...(await validBody('SY')), id: rejected })).body).toEqual(refused(M.noSubmit));
        const approved = await materialIn('SY', { status: 3, editType: 7 });
        expect((await save({ ...(await validBody('SY')), id: approved, status: 1 })).body).toEqual(refused(M.noDraft));
      },
    );

    storedMaterials('a draft becomes submitted; the category stays once saved', async () => {
      const { id } = await saved({ ...(await validBody('TX')), status: 1 });
      expect((await save({ ...(await validBody('SY')), id })).body).toEqual(refused(M.divisionLocked));
      expect((await saved({ ...(await validBody('TX')), id })).status).toBe(2);
    });

    storedMaterials('completing data turns an approved or rejected record into 3 with isCompleteData 1', async () => {
      const id = await materialIn('TX', { status: 5, auditRemark: '资料不全' });
      const done = await saved({ ...(await validBody('TX')), id, status: 3, isCompleteData: 1 });
      expect(done.status).toBe(3);
      expect(await db().material.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 3, isCompleteData: 1 });
      const draft = (await saved({ ...(await validBody('TX')), status: 1 })).id;
      expect((await save({ ...(await validBody('TX')), id: draft, status: 3, isCompleteData: 1 })).body).toEqual(
        refused(M.noCompleteData),
      );
    });

    storedMaterials.each([
      [2, 'thicknesses', ['1.4'], M.thicknessLocked],
      [4, 'thicknesses', ['1.4'], M.thicknessLocked],
      [6, 'thicknesses', ['1.4'], M.thicknessLocked],
      [1, 'widths', ['58"'], M.widthLocked],
      [4, 'widths', ['58"'], M.widthLocked],
      [5, 'widths', ['58"'], M.widthLocked],
      [1, 'grains', ['WL-SY-002'], M.grainLocked],
      [2, 'grains', ['WL-SY-002'], M.grainLocked],
      [3, 'grains', ['WL-SY-002'], M.grainLocked],
      [7, 'materialName', '改名', M.approvedLocked],
    ] as const)(
      'an approved record with editType %i refuses a change of %s',
      async (editType, field, value, message) => {
        const id = await materialIn('SY', { status: 3, editType });
        expect((await save({ ...(await validBody('SY')), id, [field]: value })).body).toEqual(refused(message));
      },
    );

    storedMaterials('editType unlocks what it names: thickness (1), width (2), grain (4)', async () => {
      const id = await materialIn('SY', { status: 3, editType: 7 });
      const body = await validBody('SY');
      const grains = ['WL-SY-001', 'WL-SY-002'];
      const subList = [
        { thickness: '1.4', thicknessPrice: 22, standardPrice: 22 },
        { width: '58"', widthPrice: 11, weight: '320', standardPrice: 11 },
        ...grains.map((grain) => ({ grain, linePrice: 3, standardPrice: 3 })),
      ];
      const res = await saved({ ...body, id, thicknesses: ['1.4'], widths: ['58"'], grains, subList });
      expect(res.status).toBe(2);
      expect((await detail(id)).thicknesses).toEqual(['1.4']);
    });
  });

  storedMaterials('a copy saves as a new record with newFlag 1, without code, cover or check file', async () => {
    const source = await materialIn('LT', { status: 3, editType: 0 });
    const d = await detail(source);
    const copy = copyMaterial({ ...d });
    const res = await saved({ ...copy, status: 2 });
    expect(res.id).not.toBe(source);
    expect(res.materialCode).not.toBe(d.materialCode);
    const stored = await db().material.findUniqueOrThrow({ where: { id: res.id } });
    expect(stored).toMatchObject({ newFlag: '1', status: 2, coverImgId: null, checkFileId: null });
  });

  storedMaterials('转正: a recommended material saved on the fabric form becomes stage normal, status 2', async () => {
    const { id } = await saved(await validBody('SY', { materialStage: MaterialStage.recommend, isCompleteData: 1 }));
    await review(id, { status: 3 });
    const res = await saved({ ...(await validBody('SY')), id, materialStage: MaterialStage.normal });
    expect(res.status).toBe(2);
    expect((await db().material.findUniqueOrThrow({ where: { id } })).materialStage).toBe('normal');
  });
});

describe('the actions', () => {
  storedMaterials('delete: drafts only; recommended ones unless approved; never another supplier’s', async () => {
    const draft = (await saved({ materialName: '待删除', divisionId: await divisionIdOf('QT'), status: 1 })).id;
    const approved = await materialIn('QT', { status: 3 });
    expect((await send(stub, api.fabric.delete, { body: { ids: [approved] } }, tokens.supplier)).body).toEqual(
      refused(M.noDelete),
    );
    const rec = (await saved(await validBody('SY', { materialStage: 'recommend', isCompleteData: 1 }))).id;
    await review(rec, { status: 3 });
    expect((await send(stub, api.fabric.delete, { body: { ids: [rec] } }, tokens.supplier)).body).toEqual(
      refused(M.noRecommendDelete),
    );
    const other = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10023', status: 1 } });
    expect((await send(stub, api.fabric.delete, { body: { ids: [other.id] } }, tokens.supplier)).body).toEqual(
      failure(M.notOwned, Status.forbidden),
    );
    expect((await send(stub, api.fabric.delete, { body: { ids: [draft] } }, tokens.viewer)).status).toBe(403);
    expect(
      dataOf(api.fabric.delete, await send(stub, api.fabric.delete, { body: { ids: [draft] } }, tokens.supplier)),
    ).toBe(true);
    expect(await db().material.findUnique({ where: { id: draft } })).toBeNull();
    expect(await db().materialApproval.count({ where: { materialId: draft } })).toBe(0);
  });

  storedMaterials(
    'applyRegularization: a submitted or approved recommended material becomes a shoe upper fabric (2)',
    async () => {
      const rec = (await saved(await validBody('TX', { materialStage: 'recommend', isCompleteData: 1 }))).id;
      await review(rec, { status: 3 });
      const call = (id: number, as = tokens.supplier) =>
        send(stub, api.fabric.applyRegularization, { params: { id } }, as);
      expect((await call(rec, tokens.viewer)).status).toBe(403);
      expect(dataOf(api.fabric.applyRegularization, await call(rec))).toBe(true);
      expect(await db().material.findUniqueOrThrow({ where: { id: rec } })).toMatchObject({
        materialStage: 'normal',
        status: 2,
      });
      expect((await call(rec)).body).toEqual(refused(M.notRecommended));
      const rejected = (await saved(await validBody('TX', { materialStage: 'recommend', isCompleteData: 1 }))).id;
      await review(rejected, { status: 5, auditRemark: '资料不全' });
      expect((await call(rejected)).body).toEqual(refused(M.noRegularize));
      const normal = await materialIn('TX', { status: 3 });
      expect((await call(normal)).body).toEqual(refused(M.notRecommended));
      expect((await history(rec)).map((h) => h.status)).toEqual([2, 2]);
    },
  );

  storedMaterials('stopMaterialFabric: approved only, once', async () => {
    const id = await materialIn('TP', { status: 3 });
    const call = (ids: number[], as = tokens.supplier) =>
      send(stub, api.fabric.stopMaterialFabric, { body: { ids } }, as);
    expect((await call([id], tokens.viewer)).status).toBe(403);
    // Record ids are integers, as for every batch action: a text id is a malformed body, not a material.
    const text = await send(stub, api.fabric.stopMaterialFabric, { body: { ids: [String(id)] } }, tokens.supplier);
    expect(text.body).toEqual(failure('ids.0: 无效输入：期望 数字，实际接收 string'));
    expect((await db().material.findUniqueOrThrow({ where: { id } })).frozenTime).toBeNull();
    expect(dataOf(api.fabric.stopMaterialFabric, await call([id]))).toBe(true);
    expect(await db().material.findUniqueOrThrow({ where: { id } })).toMatchObject({ hasFrozen: 1 });
    expect((await call([id])).body).toEqual(refused(M.alreadyStopped));
    const submitted = await materialIn('TP', { status: 2 });
    expect((await call([submitted])).body).toEqual(refused(M.noStop));
  });

  storedMaterials('pushFabrics: approved and running only', async () => {
    const id = await materialIn('LC', { status: 3 });
    const call = (ids: number[], as = tokens.supplier) => send(stub, api.fabric.pushFabrics, { body: { ids } }, as);
    expect((await call([id], tokens.viewer)).status).toBe(403);
    expect(dataOf(api.fabric.pushFabrics, await call([id]))).toBe(true);
    expect((await db().material.findUniqueOrThrow({ where: { id } })).pushTime).not.toBeNull();
    const rejected = await materialIn('LC', { status: 5, auditRemark: '价格偏高' });
    expect((await call([rejected])).body).toEqual(refused(M.noPush));
  });

  storedMaterials(
    'applicationOverruled: a rejected material objects and is reviewed again (2), with the reason in its history',
    async () => {
      const id = await materialIn('PM', { status: 5, auditRemark: '价格偏高' });
      const call = (body: object, as = tokens.supplier) => send(stub, api.fabric.applicationOverruled, { body }, as);
      const reason = '原料成本已上涨，请复核';
      expect((await call({ id, applicationOverruled: reason }, tokens.viewer)).status).toBe(403);
      expect(dataOf(api.fabric.applicationOverruled, await call({ id, applicationOverruled: reason }))).toBe(true);
      expect(await db().material.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: 2,
        applicationOverruled: reason,
      });
      expect((await history(id)).at(-1)).toMatchObject({ status: 2, auditRemark: reason, auditor: 'supplier' });
      expect((await call({ id, applicationOverruled: reason })).body).toEqual(refused(M.noReapply));
    },
  );

  storedMaterials('queryMaterialApprove: the seeded history, oldest first; another supplier’s is refused', async () => {
    const rejected = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10001', status: 5 } });
    const rows = await history(rejected.id);
    expect(rows.map((r) => r.status)).toEqual([2, 5]);
    expect(rows[1]).toMatchObject({ auditRemark: rejected.auditRemark, auditor: expect.stringMatching(/审核|采购/) });
    const other = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10023' } });
    expect(
      (await send(stub, api.fabric.queryMaterialApprove, { params: { id: other.id } }, tokens.supplier)).body,
    ).toEqual(failure(M.notOwned, Status.forbidden));
  });
});

describe('querySimilarImg', () => {
  const search = (file: Buffer, name = 'cover.jpg', as = tokens.supplier) =>
    stub.http.post(api.fabric.querySimilarImg.path).set('token', as).attach('file', file, { filename: name });

  /** A seeded cover re-uploaded: cropped 2% on each side, enlarged, recompressed. */
  const nearDuplicate = async (materialId: number) => {
    const m = await db().material.findUniqueOrThrow({ where: { id: materialId } });
    const file = await db().storedFile.findUniqueOrThrow({ where: { id: m.coverImgId! } });
    const bytes = readFileSync(join(fixtureImagesDir, file.storagePath.replace('files/fixtures/', '')));
    const crop = 3;
    return sharp(bytes)
      .extract({ left: crop, top: crop, width: 160 - 2 * crop, height: 160 - 2 * crop })
      .resize(420, 420)
      .jpeg({ quality: 60 })
      .toBuffer();
  };

  storedMaterials('finds the material whose cover a resized, recompressed, slightly cropped copy shows', async () => {
    const m = await db().material.findFirstOrThrow({
      where: { supplierCode: 'S10001', status: 3, coverImgId: { not: null } },
    });
    const res = dataOf(api.fabric.querySimilarImg, await search(await nearDuplicate(m.id)));
    expect(res.count).toBe(res.data.length);
    expect(res.data[0]).toEqual({
      id: m.id,
      materialCode: m.materialCode,
      materialName: m.materialName,
      supplierShortnames: '华彩鞋材',
      coverImgId: m.coverImgId,
    });
  });

  storedMaterials('finds other suppliers’ submitted materials, not their drafts', async () => {
    const theirs = await db().material.findFirstOrThrow({
      where: { supplierCode: 'S10023', status: { not: 1 }, coverImgId: { not: null } },
    });
    const found = dataOf(api.fabric.querySimilarImg, await search(await nearDuplicate(theirs.id)));
    expect(found.data.map((d) => d.id)).toContain(theirs.id);
    const draft = await db().material.findFirstOrThrow({
      where: { supplierCode: 'S10023', status: 1, coverImgId: { not: null } },
    });
    const hidden = dataOf(api.fabric.querySimilarImg, await search(await nearDuplicate(draft.id)));
    expect(hidden.data.map((d) => d.id)).not.toContain(draft.id);
  });

  storedMaterials('finds a seeded near-duplicate pair together', async () => {
    const hashes = await db().materialImageHash.findMany({ where: { fileId: { endsWith: '-cover' } } });
    const pair = hashes.flatMap((a) =>
      hashes
        .filter((b) => a.fileId < b.fileId && hammingDistance(a.hash, b.hash) <= similarityThreshold)
        .map((b) => [a, b]),
    );
    expect(pair.length).toBeGreaterThanOrEqual(6);
  });

  readTest('finds nothing for an unrelated picture', async () => {
    const stripes = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#fff"/>' +
          Array.from({ length: 10 }, (_, i) => `<rect x="${i * 20}" width="10" height="200" fill="#123"/>`).join('') +
          '</svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    expect(dataOf(api.fabric.querySimilarImg, await search(stripes))).toEqual({ count: 0, data: [] });
  });

  storedMaterials(
    'hashes a material image at upload, so the next search finds the material saved with it',
    async () => {
      const picture = await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#e0d8c0"/><circle cx="80" cy="90" r="60" fill="#202020"/><rect x="170" y="160" width="110" height="120" fill="#404040"/></svg>',
        ),
      )
        .jpeg()
        .toBuffer();
      const up = dataOf(
        api.files.upload,
        await upload(stub, tokens.supplier, { businessType: 'materialFabric', file: picture, name: 'cover.jpg' }),
      );
      expect(await db().materialImageHash.findUnique({ where: { fileId: up.id } })).not.toBeNull();
      const { id } = await saved(await validBody('SY', { coverImgId: up.id }));
      const res = dataOf(
        api.fabric.querySimilarImg,
        await search(await sharp(picture).resize(150).jpeg({ quality: 50 }).toBuffer()),
      );
      expect(res.data.map((d) => d.id)).toContain(id);
    },
  );

  storedMaterials(
    'finds a material by its other image and by its 3D VR images, uploaded one by one or unpacked from a zip',
    async () => {
      // Three pictures that differ from each other (28-38 bits apart) and keep their hash when shrunk (0-8 bits).
      const svg = (shapes: string) =>
        sharp(
          Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#e0d8c0"/>${shapes}</svg>`,
          ),
        )
          .jpeg()
          .toBuffer();
      const other = await svg(
        '<circle cx="220" cy="70" r="55" fill="#202020"/><rect x="20" y="150" width="140" height="120" fill="#505050"/>',
      );
      const vr = await svg(
        '<rect x="30" y="30" width="90" height="240" fill="#303030"/><circle cx="230" cy="220" r="50" fill="#606060"/>',
      );
      const zipped = await svg(
        '<circle cx="90" cy="230" r="60" fill="#282828"/><rect x="160" y="20" width="120" height="110" fill="#585858"/>',
      );
      const up = async (businessType: string, file: Buffer, name: string) =>
        dataOf(api.files.upload, await upload(stub, tokens.supplier, { businessType, file, name })).id;
      const otherId = await up('materialFabricPicture', other, 'other.jpg');
      const vrId = await up('materialFabric3DVR', vr, 'vr.jpg');
      const zipId = await up('materialFabric3DVRFile', makeZip([{ name: 'zipped.jpg', data: zipped }]), 'vr.zip');
      const [unpacked] = dataOf(
        api.files.queryTemp3DImgs,
        await send(stub, api.files.queryTemp3DImgs, { params: { id: zipId } }, tokens.supplier),
      );
      const { id } = await saved(
        await validBody('SY', { otherImgIds: [otherId], vrFileId: zipId, vrImgIds: [vrId, unpacked!.id] }),
      );
      for (const image of [other, vr, zipped]) {
        const look = await sharp(image).resize(150).jpeg({ quality: 50 }).toBuffer();
        expect(dataOf(api.fabric.querySimilarImg, await search(look)).data.map((d) => d.id)).toContain(id);
      }
    },
  );

  readTest('refuses a file that is not an image, and no file', async () => {
    expect((await search(Buffer.from('%PDF-1.4 not an image'), 'a.pdf')).body).toMatchObject({ status: 400 });
    const none = await stub.http.post(api.fabric.querySimilarImg.path).set('token', tokens.supplier).field('x', '1');
    expect(none.body).toMatchObject({ status: 400 });
  });

  readTest('answers 400 with the pixel limit’s message for an image over it, read from its header', async () => {
    // 12000×12000 black: 144 million pixels in about 140 KB.
    const res = await search(blackPng(12_000, 12_000), 'huge.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: Status.badRequest, message: UploadMessages.imagePixels, data: null });
  });
});

describe('the form’s lookups', () => {
  readTest('materialCategory: the shoe divisions with their sections, without 虚拟材料-加工方式', async () => {
    const tree = dataOf(
      api.fabric.materialCategory,
      await send(stub, api.fabric.materialCategory, { body: { dataPermission: 'shoe,1' } }, tokens.supplier),
    );
    expect(tree.map((d) => d.materialCode)).toEqual([...categoryCodes]);
    expect(tree[0]!.childrens.map((s) => s.name)).toContain('二榔皮');
    const none = dataOf(
      api.fabric.materialCategory,
      await send(stub, api.fabric.materialCategory, { body: { dataPermission: 'bag,1' } }, tokens.supplier),
    );
    expect(none).toEqual([]);
  });

  readTest('materialTag: tags of every division and of the one asked', async () => {
    const tags = dataOf(
      api.fabric.materialTag,
      await send(stub, api.fabric.materialTag, { body: { divisionId: 1 } }, tokens.supplier),
    );
    expect(tags.every((t) => t.divisionId === null || t.divisionId === 1)).toBe(true);
    expect(tags.some((t) => t.divisionId === 1)).toBe(true);
  });

  readTest('supplierNormalElement: the division’s elements and those the supplier uses', async () => {
    const rows = dataOf(
      api.fabric.supplierNormalElement,
      await send(
        stub,
        api.fabric.supplierNormalElement,
        { body: { divisionId: 9, suppliers: ['S10001'] } },
        tokens.supplier,
      ),
    );
    expect(rows.map((r) => r.elementName)).toEqual(expect.arrayContaining(['PU', 'EVA']));
  });

  readTest('queryMeshFabric: approved, running TX fabrics by name', async () => {
    const rows = dataOf(
      api.fabric.queryMeshFabric,
      await send(stub, api.fabric.queryMeshFabric, { body: {} }, tokens.supplier),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.materialCode.startsWith('TX'))).toBe(true);
    const name = rows[0]!.materialName;
    const hit = dataOf(
      api.fabric.queryMeshFabric,
      await send(stub, api.fabric.queryMeshFabric, { body: { materialName: name } }, tokens.supplier),
    );
    expect(hit.every((r) => r.materialName.includes(name))).toBe(true);
  });

  readTest('the effect picker keeps the record’s own effects when editing, not when adding (spec 000 §5)', async () => {
    const query = async (saveOrUpdateFlag: 'add' | 'edit') =>
      dataOf(
        api.lookups.fabricEffectQuery,
        await send(
          stub,
          api.lookups.fabricEffectQuery,
          { body: { divisionId: 2, saveOrUpdateFlag, effects: [15] } },
          tokens.supplier,
        ),
      ).map((e) => e.id);
    expect(await query('add')).not.toContain(15);
    expect(await query('edit')).toContain(15);
  });

  const treatments = async () =>
    dataOf(
      api.fabric.querySpecialTreatment,
      await send(stub, api.fabric.querySpecialTreatment, { query: { divisionId: 9 } }, tokens.supplier),
    );

  readTest('querySpecialTreatment: the cushion treatments, the dictionary 缓震处理 the menus answer', async () => {
    const menus = dataOf(api.account.menus, await send(stub, api.account.menus, {}, tokens.supplier));
    const dictionary = menus.dictionary.find((d) => d.code === 'cushion_treatment')!;
    expect(dictionary.name).toBe('缓震处理');
    expect(await treatments()).toEqual(dictionary.details.map((d) => d.dname));
    expect(await treatments()).toContain('气垫');
  });

  internalTest.because('changes the stored dictionary')(
    'querySpecialTreatment follows the stored cushion treatments',
    async () => {
      await db().dictionaryDetail.updateMany({
        where: { dictCode: 'cushion_treatment', dcode: '凝胶' },
        data: { dname: '凝胶缓震' },
      });
      await db().dictionaryDetail.create({
        data: { dictCode: 'cushion_treatment', dcode: '蜂窝', dname: '蜂窝缓震', sort: 0 },
      });
      const rows = await treatments();
      expect(rows[0]).toBe('蜂窝缓震');
      expect(rows).toContain('凝胶缓震');
      expect(rows).not.toContain('凝胶');
    },
  );

  storedMaterials('getFileStream: a material’s check file', async () => {
    const row = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10001', checkFileId: { not: null } } });
    const res = await stub.http
      .get(api.fabric.fileStream.path.replace(':id', row.checkFileId!))
      .set('token', tokens.supplier);
    expect(res.status).toBe(200);
  });
});

internalTest.because('checks the stub’s modules, not a target')(
  'every fabric and recommend call is implemented',
  async () => {
    const { implementations } = await import('../src/modules');
    const ids = new Set(implementations.map((i) => i.call.id));
    for (const call of [...Object.values(api.fabric), ...Object.values(api.recommend)])
      expect(ids.has(call.id), call.id).toBe(true);
  },
);

describe('covers in 发现相似图片', () => {
  storedMaterials("lets another supplier read a submitted material's cover, never a draft's", async () => {
    const [submitted, draft] = await Promise.all(
      [2, 1].map((status) =>
        db().material.findFirstOrThrow({ where: { supplierCode: 'S10001', status, coverImgId: { not: null } } }),
      ),
    );
    const thumbnail = (id: string) =>
      send(stub, api.files.getAbridgeImg, { params: { id } }, tokens.hongda).buffer(true);
    expect((await thumbnail(submitted!.coverImgId!)).headers['content-type']).toMatch(/^image\//);
    expect((await thumbnail(draft!.coverImgId!)).body).toMatchObject({ status: 400 });
  });
});
