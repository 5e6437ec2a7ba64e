import {
  api,
  ScanApplyMessages as M,
  ScanApplyStatus as S,
  type ScanApplySave,
  Status,
  StatusMessage,
  scanApplyStatuses,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, upload } from './file-fixtures';
import { dataOf, demo, login, send, signedInStub, type Target } from './helper';
import { allPages } from './paged-lists';

let stub: Target;
let token: string;
let viewerToken: string;
let hongdaToken: string;
beforeAll(async () => {
  ({ stub, token, viewerToken } = await signedInStub());
  hongdaToken = await login(stub, demo.hongda);
});
afterAll(() => stub.close());

const failure = (status: number, message: string) => ({ status, message, data: null });
const db = () => stub.app!.db;
/** A material of S10001 (the `supplier` account) and one of S10023 (`hongda`). */
const ownMaterial = () => db().material.findFirstOrThrow({ where: { supplierCode: 'S10001' }, orderBy: { id: 'asc' } });
const otherMaterial = () => db().material.findFirstOrThrow({ where: { supplierCode: 'S10023' } });
const anyOf = async (supplierCode: string, status: number) =>
  db().scanApply.findFirstOrThrow({ where: { supplierCode, status }, orderBy: { id: 'asc' } });

const save = (body: ScanApplySave | Record<string, unknown>, as = token) =>
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
  it('lists only the caller’s applications, and the count of every status tab agrees with the list', async () => {
    let total = 0;
    for (const status of scanApplyStatuses) {
      const size = dataOf(
        api.scanApply.listSize,
        await send(stub, api.scanApply.listSize, { body: { status } }, token),
      );
      const { count, rows } = await allPages(stub, api.scanApply.list, { status }, token);
      expect(size).toBe(count);
      expect(rows).toHaveLength(count);
      expect(rows.every((r) => r.status === status && r.supplierCode === 'S10001')).toBe(true);
      expect(count, `fixtures hold status ${status}`).toBeGreaterThan(0);
      total += count;
    }
    const all = dataOf(api.scanApply.listSize, await send(stub, api.scanApply.listSize, { body: {} }, token));
    expect(all).toBe(total);
  });

  it('filters by material name and number, and sorts by applyNo', async () => {
    const sample = await anyOf('S10001', S.submitted);
    const page = dataOf(
      api.scanApply.list,
      await send(stub, api.scanApply.list, { body: { applyNo: sample.applyNo, page: 1, limit: 10 } }, token),
    );
    expect(page.data.map((r) => r.id)).toEqual([sample.id]);
    const sorted = dataOf(
      api.scanApply.list,
      await send(
        stub,
        api.scanApply.list,
        { body: { sortField: 'applyNo', sortOrder: 'asc', page: 1, limit: 5 } },
        token,
      ),
    );
    const nos = sorted.data.map((r) => r.applyNo);
    expect(nos).toEqual([...nos].sort());
  });

  it('hongda sees its own only', async () => {
    const page = dataOf(
      api.scanApply.list,
      await send(stub, api.scanApply.list, { body: { page: 1, limit: 50 } }, hongdaToken),
    );
    expect(page.count).toBeGreaterThan(0);
    expect(page.data.every((r) => r.supplierCode === 'S10023')).toBe(true);
  });
});

describe('scanApply pickers', () => {
  it('scanSupplierList offers the caller’s own supplier', async () => {
    const options = dataOf(api.scanApply.suppliers, await send(stub, api.scanApply.suppliers, { body: {} }, token));
    expect(options.map((o) => o.supplierCode)).toEqual(['S10001']);
    const none = dataOf(
      api.scanApply.suppliers,
      await send(stub, api.scanApply.suppliers, { body: { keyword: '鸿达' } }, token),
    );
    expect(none).toEqual([]);
  });

  it('scanMaterialList offers the caller’s materials, searchable', async () => {
    const material = await ownMaterial();
    const options = dataOf(
      api.scanApply.materials,
      await send(stub, api.scanApply.materials, { body: { keyword: material.materialCode! } }, token),
    );
    expect(options.map((o) => o.id)).toContain(material.id);
    const all = dataOf(api.scanApply.materials, await send(stub, api.scanApply.materials, { body: {} }, token));
    const owners = await db().material.findMany({ where: { id: { in: all.map((o) => o.id) } } });
    expect(owners.every((m) => m.supplierCode === 'S10001')).toBe(true);
  });
});

describe('scanApply/saveOrUpdate and detail', () => {
  it('adds a submitted application with a number, the material copied', async () => {
    const material = await ownMaterial();
    const { id, applyNo } = await created();
    expect(applyNo).toBe(`SM26${String(id).padStart(6, '0')}`);
    const detail = dataOf(api.scanApply.detail, await send(stub, api.scanApply.detail, { body: { id } }, token));
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

  it('暂存 keeps a draft, which may be changed and then submitted', async () => {
    const { id } = await created(false);
    expect((await db().scanApply.findUniqueOrThrow({ where: { id } })).status).toBe(S.draft);
    const material = await ownMaterial();
    dataOf(api.scanApply.saveOrUpdate, await save({ id, materialId: material.id, sampleQuantity: 4, submit: true }));
    const row = await db().scanApply.findUniqueOrThrow({ where: { id } });
    expect([row.status, row.sampleQuantity]).toEqual([S.submitted, 4]);
  });

  it.each([
    ['sampleQuantity', { sampleQuantity: 0 }, M.quantityRange],
    ['sampleQuantity', { sampleQuantity: 100 }, M.quantityRange],
    ['materialId', { materialId: undefined }, M.materialRequired],
    ['expectDate', { expectDate: '2026/01/01' }, M.expectDateFormat],
    ['sampleImgIds', { sampleImgIds: ['1', '2', '3', '4', '5', '6'] }, M.imageCount],
  ])('refuses %s %j with its message', async (field, change, message) => {
    const material = await ownMaterial();
    const res = await save({ materialId: material.id, sampleQuantity: 1, ...change });
    expect(res.body).toEqual(failure(Status.badRequest, `${field}: ${message}`));
  });

  it('refuses another supplier’s material and foreign image ids', async () => {
    const other = await otherMaterial();
    expect((await save({ materialId: other.id, sampleQuantity: 1 })).body).toEqual(
      failure(Status.badRequest, M.materialUnknown),
    );
    const material = await ownMaterial();
    const res = await save({ materialId: material.id, sampleQuantity: 1, sampleImgIds: ['no-such-file'] });
    expect(res.body.status).toBe(Status.badRequest);
  });

  it('keeps uploaded sample images and shows them in the detail', async () => {
    const file = await makeImage(40, 30);
    const res = await upload(stub, token, { businessType: 'scanApplySample', file, name: 'sample.jpg' });
    const imageId = dataOf(api.files.upload, res).id;
    const material = await ownMaterial();
    const { id } = dataOf(
      api.scanApply.saveOrUpdate,
      await save({ materialId: material.id, sampleQuantity: 1, sampleImgIds: [imageId] }),
    );
    const detail = dataOf(api.scanApply.detail, await send(stub, api.scanApply.detail, { body: { id } }, token));
    expect(detail.sampleImgs.map((f) => f.id)).toEqual([imageId]);
  });

  it('refuses to change an application past 待受理', async () => {
    const accepted = await anyOf('S10001', S.accepted);
    const res = await save({ id: accepted.id, materialId: accepted.materialId, sampleQuantity: 1 });
    expect(res.body).toEqual(failure(Status.badRequest, M.noSubmit));
    const edit = await send(
      stub,
      api.scanApply.updateScan,
      { body: { id: accepted.id, materialId: accepted.materialId, sampleQuantity: 1 } },
      token,
    );
    expect(edit.body).toEqual(failure(Status.badRequest, M.noEdit));
  });

  it('another supplier’s application is invisible and untouchable', async () => {
    const theirs = await anyOf('S10023', S.submitted);
    const detail = await send(stub, api.scanApply.detail, { body: { id: theirs.id } }, token);
    expect(detail.body).toEqual(failure(Status.forbidden, M.notOwned));
    for (const [call, body] of [
      [api.scanApply.checkScan, { id: theirs.id }],
      [api.scanApply.close, { ids: [theirs.id] }],
      [api.scanApply.delete, { ids: [theirs.id] }],
      [api.scanApply.updateScan, { id: theirs.id, ...sendSample }],
    ] as const) {
      const res = await send(stub, call, { body }, token);
      expect(res.body, call.id).toEqual(failure(Status.forbidden, M.notOwned));
    }
    expect((await db().scanApply.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe(S.submitted);
  });

  it('an unknown id is 扫描申请不存在！', async () => {
    const res = await send(stub, api.scanApply.detail, { body: { id: 999999 } }, token);
    expect(res.body).toEqual(failure(Status.badRequest, M.notFound));
  });
});

describe('scanApply lifecycle: 受理, 寄送样品, 关闭, 删除', () => {
  it('walks one application from 提交 through 受理 to 已寄样', async () => {
    const { id } = await created();
    dataOf(api.scanApply.checkScan, await send(stub, api.scanApply.checkScan, { body: { id } }, token));
    const accepted = await db().scanApply.findUniqueOrThrow({ where: { id } });
    expect(accepted.status).toBe(S.accepted);
    expect(accepted.checkTime).not.toBeNull();
    dataOf(
      api.scanApply.updateScan,
      await send(stub, api.scanApply.updateScan, { body: { id, ...sendSample } }, token),
    );
    const sent = await db().scanApply.findUniqueOrThrow({ where: { id } });
    expect([sent.status, sent.expressCompany, sent.expressNo, sent.sendDate]).toEqual([
      S.sampleSent,
      '顺丰速运',
      'SF1234567890',
      '2026-01-05',
    ]);
    const again = await send(stub, api.scanApply.updateScan, { body: { id, ...sendSample } }, token);
    expect(again.body).toEqual(failure(Status.badRequest, M.noSendSample));
    const close = await send(stub, api.scanApply.close, { body: { ids: [id] } }, token);
    expect(close.body).toEqual(failure(Status.badRequest, M.noClose));
  });

  it('寄送样品 may carry sample images, which the detail then shows', async () => {
    const accepted = await anyOf('S10001', S.accepted);
    const res = await upload(stub, token, {
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
        token,
      ),
    );
    const detail = dataOf(
      api.scanApply.detail,
      await send(stub, api.scanApply.detail, { body: { id: accepted.id } }, token),
    );
    expect([detail.status, detail.sampleImgs.map((f) => f.id)]).toEqual([S.sampleSent, [imageId]]);
  });

  it('受理 only what waits for it', async () => {
    const draft = await anyOf('S10001', S.draft);
    const res = await send(stub, api.scanApply.checkScan, { body: { id: draft.id } }, token);
    expect(res.body).toEqual(failure(Status.badRequest, M.noCheck));
  });

  it('寄送样品 only once accepted, with a valid logistics number and no future date', async () => {
    const submitted = await anyOf('S10001', S.submitted);
    const early = await send(stub, api.scanApply.updateScan, { body: { id: submitted.id, ...sendSample } }, token);
    expect(early.body).toEqual(failure(Status.badRequest, M.noSendSample));
    const accepted = await anyOf('S10001', S.accepted);
    const bad = await send(
      stub,
      api.scanApply.updateScan,
      { body: { id: accepted.id, ...sendSample, expressNo: 'SF-1' } },
      token,
    );
    expect(bad.body.status).toBe(Status.badRequest);
    const future = await send(
      stub,
      api.scanApply.updateScan,
      { body: { id: accepted.id, ...sendSample, sendDate: '2999-01-01' } },
      token,
    );
    expect(future.body).toEqual(failure(Status.badRequest, M.sendDateFuture));
  });

  it('修改 a submitted application through updateScan', async () => {
    const { id } = await created();
    const material = await ownMaterial();
    dataOf(
      api.scanApply.updateScan,
      await send(stub, api.scanApply.updateScan, { body: { id, materialId: material.id, sampleQuantity: 7 } }, token),
    );
    expect((await db().scanApply.findUniqueOrThrow({ where: { id } })).sampleQuantity).toBe(7);
  });

  it('关闭 with a reason, all or none', async () => {
    const a = await created();
    const sent = await anyOf('S10001', S.sampleSent);
    const mixed = await send(stub, api.scanApply.close, { body: { ids: [a.id, sent.id] } }, token);
    expect(mixed.body).toEqual(failure(Status.badRequest, M.noClose));
    expect((await db().scanApply.findUniqueOrThrow({ where: { id: a.id } })).status).toBe(S.submitted);
    dataOf(
      api.scanApply.close,
      await send(stub, api.scanApply.close, { body: { ids: [a.id], closeReason: '重复申请' } }, token),
    );
    const closed = await db().scanApply.findUniqueOrThrow({ where: { id: a.id } });
    expect([closed.status, closed.closeReason]).toEqual([S.closed, '重复申请']);
  });

  it('删除 drafts only', async () => {
    const submitted = await created();
    const refused = await send(stub, api.scanApply.delete, { body: { ids: [submitted.id] } }, token);
    expect(refused.body).toEqual(failure(Status.badRequest, M.noDelete));
    const draft = await created(false);
    dataOf(api.scanApply.delete, await send(stub, api.scanApply.delete, { body: { ids: [draft.id] } }, token));
    expect(await db().scanApply.findUnique({ where: { id: draft.id } })).toBeNull();
  });
});

describe('scanApply: the viewer reads but never writes', () => {
  it('may list and open', async () => {
    const page = await send(stub, api.scanApply.list, { body: { page: 1, limit: 5 } }, viewerToken);
    expect(page.body.status).toBe(Status.ok);
  });

  it.each([
    ['saveOrUpdate', api.scanApply.saveOrUpdate, { materialId: 1, sampleQuantity: 1 }],
    ['updateScan', api.scanApply.updateScan, { id: 1, ...sendSample }],
    ['checkScan', api.scanApply.checkScan, { id: 1 }],
    ['close', api.scanApply.close, { ids: [1] }],
    ['delete', api.scanApply.delete, { ids: [1] }],
  ])('%s is 没有权限', async (_name, call, body) => {
    const res = await send(stub, call, { body }, viewerToken);
    expect(res.body).toEqual(failure(Status.forbidden, StatusMessage.forbidden));
  });
});
