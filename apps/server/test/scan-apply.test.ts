import {
  api,
  ScanApplyMessages as M,
  ScanApplyStatus as S,
  type ScanApply,
  type ScanApplySave,
  Status,
  StatusMessage,
} from '@portal/contract';
import { describe, expect } from 'vitest';
import { makeImage, upload } from './file-fixtures';
import { dataOf, failure, internalTest, readTest, send, useContractStub, writeTest } from './helper';
import { allPages } from './paged-lists';

const { stub, tokens, db } = useContractStub();

const storedApplications = internalTest.because('reads or changes the stored applications and materials');
/** A material of S10001 (the `supplier` account) and one of S10023 (`hongda`). */
const materialOf = async (as: string) => {
  const [material] = dataOf(api.fabric.list, await send(stub, api.fabric.list, { body: { limit: 1 } }, as)).data;
  if (!material) throw new Error('no material');
  return material;
};
const ownMaterial = () => materialOf(tokens.supplier);
const otherMaterial = () => materialOf(tokens.hongda);
/** The first application (lowest id) of S10001 (`supplier`) or S10023 (`hongda`) in a status. */
const anyOf = async (supplierCode: 'S10001' | 'S10023', status: number) => {
  const as = supplierCode === 'S10023' ? tokens.hongda : tokens.supplier;
  const { rows } = await allPages(stub, api.scanApply.list, { status }, as, 50);
  const [first] = (rows as ScanApply[]).sort((a, b) => a.id - b.id);
  if (!first) throw new Error(`no application of ${supplierCode} in status ${status}`);
  return first;
};

const save = (body: ScanApplySave | Record<string, unknown>, as = tokens.supplier) =>
  send(stub, api.scanApply.saveOrUpdate, { body }, as);
const created = async (submit = true) => {
  const material = await ownMaterial();
  return dataOf(
    api.scanApply.saveOrUpdate,
    await save({ materialId: material.id, sampleQuantity: 2, remark: '请扫描正面', submit }),
  );
};
const sendSample = { expressCompany: '顺丰速运', expressNo: 'SF1234567890', sendDate: '2026-01-05' };

describe('scanApply/list and getListSize', () => {
  readTest('lists only the caller’s applications, and the count of every status tab agrees with the list', async () => {
    let total = 0;
    for (const status of S.values) {
      const size = dataOf(
        api.scanApply.listSize,
        await send(stub, api.scanApply.listSize, { body: { status } }, tokens.supplier),
      );
      const { count, rows } = await allPages(stub, api.scanApply.list, { status }, tokens.supplier);
      expect(size).toBe(count);
      expect(rows).toHaveLength(count);
      expect(rows.every((r) => r.status === status && r.supplierCode === 'S10001')).toBe(true);
      expect(count, `fixtures hold status ${status}`).toBeGreaterThan(0);
      total += count;
    }
    const all = dataOf(api.scanApply.listSize, await send(stub, api.scanApply.listSize, { body: {} }, tokens.supplier));
    expect(all).toBe(total);
  });

  readTest('filters by material name and number, and sorts by applyNo', async () => {
    const sample = await anyOf('S10001', S.submitted);
    const page = dataOf(
      api.scanApply.list,
      await send(stub, api.scanApply.list, { body: { applyNo: sample.applyNo, page: 1, limit: 10 } }, tokens.supplier),
    );
    expect(page.data.map((r) => r.id)).toEqual([sample.id]);
    const sorted = dataOf(
      api.scanApply.list,
      await send(
        stub,
        api.scanApply.list,
        { body: { sortField: 'applyNo', sortOrder: 'asc', page: 1, limit: 5 } },
        tokens.supplier,
      ),
    );
    const nos = sorted.data.map((r) => r.applyNo);
    expect(nos).toEqual([...nos].sort());
  });

  readTest('hongda sees its own only', async () => {
    const page = dataOf(
      api.scanApply.list,
      await send(stub, api.scanApply.list, { body: { page: 1, limit: 50 } }, tokens.hongda),
    );
    expect(page.count).toBeGreaterThan(0);
    expect(page.data.every((r) => r.supplierCode === 'S10023')).toBe(true);
  });
});

describe('scanApply pickers', () => {
  readTest('scanSupplierList offers the caller’s own supplier', async () => {
    const options = dataOf(
      api.scanApply.suppliers,
      await send(stub, api.scanApply.suppliers, { body: {} }, tokens.supplier),
    );
    expect(options.map((o) => o.supplierCode)).toEqual(['S10001']);
    const none = dataOf(
      api.scanApply.suppliers,
      await send(stub, api.scanApply.suppliers, { body: { keyword: '鸿达' } }, tokens.supplier),
    );
    expect(none).toEqual([]);
  });

  storedApplications('scanMaterialList offers the caller’s materials, searchable', async () => {
    const material = await ownMaterial();
    const options = dataOf(
      api.scanApply.materials,
      await send(stub, api.scanApply.materials, { body: { keyword: material.materialCode! } }, tokens.supplier),
    );
    expect(options.map((o) => o.id)).toContain(material.id);
    const all = dataOf(
      api.scanApply.materials,
      await send(stub, api.scanApply.materials, { body: {} }, tokens.supplier),
    );
    const owners = await db().material.findMany({ where: { id: { in: all.map((o) => o.id) } } });
    expect(owners.every((m) => m.supplierCode === 'S10001')).toBe(true);
  });
});

describe('scanApply/saveOrUpdate and detail', () => {
  writeTest('adds a submitted application with a number, the material copied', async () => {
    const material = await ownMaterial();
    const { id, applyNo } = await created();
    expect(applyNo).toBe(`SM26${String(id).padStart(6, '0')}`);
    const detail = dataOf(
      api.scanApply.detail,
      await send(stub, api.scanApply.detail, { body: { id } }, tokens.supplier),
    );
    expect(detail).toMatchObject({
      status: S.submitted,
      materialCode: material.materialCode,
      materialName: material.materialName,
      sampleQuantity: 2,
      remark: '请扫描正面',
      createdBy: 'supplier',
      sampleImgs: [],
    });
  });

  storedApplications('暂存 keeps a draft, which may be changed and then submitted', async () => {
    const { id } = await created(false);
    expect((await db().scanApply.findUniqueOrThrow({ where: { id } })).status).toBe(S.draft);
    const material = await ownMaterial();
    dataOf(api.scanApply.saveOrUpdate, await save({ id, materialId: material.id, sampleQuantity: 4, submit: true }));
    const row = await db().scanApply.findUniqueOrThrow({ where: { id } });
    expect([row.status, row.sampleQuantity]).toEqual([S.submitted, 4]);
  });

  writeTest.each([
    ['sampleQuantity', { sampleQuantity: 0 }, M.quantityRange],
    ['sampleQuantity', { sampleQuantity: 100 }, M.quantityRange],
    ['materialId', { materialId: undefined }, M.materialRequired],
    ['expectDate', { expectDate: '2026/01/01' }, M.expectDateFormat],
    ['sampleImgIds', { sampleImgIds: ['1', '2', '3', '4', '5', '6'] }, M.imageCount],
  ])('refuses %s %j with its message', async (field, change, message) => {
    const material = await ownMaterial();
    const res = await save({ materialId: material.id, sampleQuantity: 1, ...change });
    expect(res.body).toEqual(failure(`${field}: ${message}`));
  });

  writeTest('refuses another supplier’s material and foreign image ids', async () => {
    const other = await otherMaterial();
    expect((await save({ materialId: other.id, sampleQuantity: 1 })).body).toEqual(failure(M.materialUnknown));
    const material = await ownMaterial();
    const res = await save({ materialId: material.id, sampleQuantity: 1, sampleImgIds: ['no-such-file'] });
    expect(res.body.status).toBe(Status.badRequest);
  });

  writeTest('keeps uploaded sample images and shows them in the detail', async () => {
    const file = await makeImage(40, 30);
    const res = await upload(stub, tokens.supplier, { businessType: 'scanApplySample', file, name: 'sample.jpg' });
    const imageId = dataOf(api.files.upload, res).id;
    const material = await ownMaterial();
    const { id } = dataOf(
      api.scanApply.saveOrUpdate,
      await save({ materialId: material.id, sampleQuantity: 1, sampleImgIds: [imageId] }),
    );
    const detail = dataOf(
      api.scanApply.detail,
      await send(stub, api.scanApply.detail, { body: { id } }, tokens.supplier),
    );
    expect(detail.sampleImgs.map((f) => f.id)).toEqual([imageId]);
  });

  writeTest('refuses to change an application past 待受理', async () => {
    const accepted = await anyOf('S10001', S.accepted);
    const res = await save({ id: accepted.id, materialId: accepted.materialId, sampleQuantity: 1 });
    expect(res.body).toEqual(failure(M.noSubmit));
    const edit = await send(
      stub,
      api.scanApply.updateScan,
      { body: { id: accepted.id, materialId: accepted.materialId, sampleQuantity: 1 } },
      tokens.supplier,
    );
    expect(edit.body).toEqual(failure(M.noEdit));
  });

  storedApplications('another supplier’s application is invisible and untouchable', async () => {
    const theirs = await anyOf('S10023', S.submitted);
    const detail = await send(stub, api.scanApply.detail, { body: { id: theirs.id } }, tokens.supplier);
    expect(detail.body).toEqual(failure(M.notOwned, Status.forbidden));
    for (const [call, body] of [
      [api.scanApply.checkScan, { id: theirs.id }],
      [api.scanApply.close, { ids: [theirs.id] }],
      [api.scanApply.delete, { ids: [theirs.id] }],
      [api.scanApply.updateScan, { id: theirs.id, ...sendSample }],
    ] as const) {
      const res = await send(stub, call, { body }, tokens.supplier);
      expect(res.body, call.id).toEqual(failure(M.notOwned, Status.forbidden));
    }
    expect((await db().scanApply.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe(S.submitted);
  });

  readTest('an unknown id is 扫描申请不存在！', async () => {
    const res = await send(stub, api.scanApply.detail, { body: { id: 999999 } }, tokens.supplier);
    expect(res.body).toEqual(failure(M.notFound));
  });
});

describe('scanApply lifecycle: 受理, 寄送样品, 关闭, 删除', () => {
  storedApplications('walks one application from 提交 through 受理 to 已寄样', async () => {
    const { id } = await created();
    dataOf(api.scanApply.checkScan, await send(stub, api.scanApply.checkScan, { body: { id } }, tokens.supplier));
    const accepted = await db().scanApply.findUniqueOrThrow({ where: { id } });
    expect(accepted.status).toBe(S.accepted);
    expect(accepted.checkTime).not.toBeNull();
    dataOf(
      api.scanApply.updateScan,
      await send(stub, api.scanApply.updateScan, { body: { id, ...sendSample } }, tokens.supplier),
    );
    const sent = await db().scanApply.findUniqueOrThrow({ where: { id } });
    expect([sent.status, sent.expressCompany, sent.expressNo, sent.sendDate]).toEqual([
      S.sampleSent,
      '顺丰速运',
      'SF1234567890',
      '2026-01-05',
    ]);
    const again = await send(stub, api.scanApply.updateScan, { body: { id, ...sendSample } }, tokens.supplier);
    expect(again.body).toEqual(failure(M.noSendSample));
    const close = await send(stub, api.scanApply.close, { body: { ids: [id] } }, tokens.supplier);
    expect(close.body).toEqual(failure(M.noClose));
  });

  writeTest('寄送样品 may carry sample images, which the detail then shows', async () => {
    const accepted = await anyOf('S10001', S.accepted);
    const res = await upload(stub, tokens.supplier, {
      businessType: 'scanApplySample',
      file: await makeImage(40, 30),
      name: 'sent.jpg',
    });
    const imageId = dataOf(api.files.upload, res).id;
    dataOf(
      api.scanApply.updateScan,
      await send(
        stub,
        api.scanApply.updateScan,
        { body: { id: accepted.id, ...sendSample, sampleImgIds: [imageId] } },
        tokens.supplier,
      ),
    );
    const detail = dataOf(
      api.scanApply.detail,
      await send(stub, api.scanApply.detail, { body: { id: accepted.id } }, tokens.supplier),
    );
    expect([detail.status, detail.sampleImgs.map((f) => f.id)]).toEqual([S.sampleSent, [imageId]]);
  });

  writeTest('受理 only what waits for it', async () => {
    const draft = await anyOf('S10001', S.draft);
    const res = await send(stub, api.scanApply.checkScan, { body: { id: draft.id } }, tokens.supplier);
    expect(res.body).toEqual(failure(M.noCheck));
  });

  writeTest('寄送样品 only once accepted, with a valid logistics number and no future date', async () => {
    const submitted = await anyOf('S10001', S.submitted);
    const early = await send(
      stub,
      api.scanApply.updateScan,
      { body: { id: submitted.id, ...sendSample } },
      tokens.supplier,
    );
    expect(early.body).toEqual(failure(M.noSendSample));
    const accepted = await anyOf('S10001', S.accepted);
    const bad = await send(
      stub,
      api.scanApply.updateScan,
      { body: { id: accepted.id, ...sendSample, expressNo: 'SF-1' } },
      tokens.supplier,
    );
    expect(bad.body.status).toBe(Status.badRequest);
    const future = await send(
      stub,
      api.scanApply.updateScan,
      { body: { id: accepted.id, ...sendSample, sendDate: '2999-01-01' } },
      tokens.supplier,
    );
    expect(future.body).toEqual(failure(M.sendDateFuture));
  });

  storedApplications('修改 a submitted application through updateScan', async () => {
    const { id } = await created();
    const material = await ownMaterial();
    dataOf(
      api.scanApply.updateScan,
      await send(
        stub,
        api.scanApply.updateScan,
        { body: { id, materialId: material.id, sampleQuantity: 7 } },
        tokens.supplier,
      ),
    );
    expect((await db().scanApply.findUniqueOrThrow({ where: { id } })).sampleQuantity).toBe(7);
  });

  storedApplications('关闭 with a reason, all or none', async () => {
    const a = await created();
    const sent = await anyOf('S10001', S.sampleSent);
    const mixed = await send(stub, api.scanApply.close, { body: { ids: [a.id, sent.id] } }, tokens.supplier);
    expect(mixed.body).toEqual(failure(M.noClose));
    expect((await db().scanApply.findUniqueOrThrow({ where: { id: a.id } })).status).toBe(S.submitted);
    dataOf(
      api.scanApply.close,
      await send(stub, api.scanApply.close, { body: { ids: [a.id], closeReason: '重复申请' } }, tokens.supplier),
    );
    const closed = await db().scanApply.findUniqueOrThrow({ where: { id: a.id } });
    expect([closed.status, closed.closeReason]).toEqual([S.closed, '重复申请']);
  });

  storedApplications('删除 drafts only', async () => {
    const submitted = await created();
    const refused = await send(stub, api.scanApply.delete, { body: { ids: [submitted.id] } }, tokens.supplier);
    expect(refused.body).toEqual(failure(M.noDelete));
    const draft = await created(false);
    dataOf(
      api.scanApply.delete,
      await send(stub, api.scanApply.delete, { body: { ids: [draft.id] } }, tokens.supplier),
    );
    expect(await db().scanApply.findUnique({ where: { id: draft.id } })).toBeNull();
  });
});

describe('scanApply: the viewer reads but never writes', () => {
  readTest('may list and open', async () => {
    const page = await send(stub, api.scanApply.list, { body: { page: 1, limit: 5 } }, tokens.viewer);
    expect(page.body.status).toBe(Status.ok);
  });

  writeTest.each([
    ['saveOrUpdate', api.scanApply.saveOrUpdate, { materialId: 1, sampleQuantity: 1 }],
    ['updateScan', api.scanApply.updateScan, { id: 1, ...sendSample }],
    ['checkScan', api.scanApply.checkScan, { id: 1 }],
    ['close', api.scanApply.close, { ids: [1] }],
    ['delete', api.scanApply.delete, { ids: [1] }],
  ])('%s is 没有权限', async (_name, call, body) => {
    const res = await send(stub, call, { body }, tokens.viewer);
    expect(res.body).toEqual(failure(StatusMessage.forbidden, Status.forbidden));
  });
});
