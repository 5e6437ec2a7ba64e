import {
  api,
  CommentMessages as CM,
  DemandMessages as M,
  type MaterialDemand,
  Status,
  StatusMessage,
} from '@portal/contract';
import { describe, expect } from 'vitest';
import { dataOf, failure, internalTest, readTest, send, useContractStub, writeTest } from './helper';
import { allPages } from './paged-lists';

const { stub, tokens, db } = useContractStub();

const comments = internalTest.because('finds commented materials in the stub’s database');
const total = async (as = tokens.supplier) =>
  dataOf(api.demand.totalNoReadNum, await send(stub, api.demand.totalNoReadNum, {}, as));
const detail = async (id: number, as = tokens.supplier) =>
  dataOf(api.demand.detail, await send(stub, api.demand.detail, { body: { id } }, as));
/** The caller's requests a filter selects, lowest id first. */
const demands = async (filters: object, as = tokens.supplier) =>
  ((await allPages(stub, api.demand.list, filters, as)).rows as MaterialDemand[]).sort((a, b) => a.id - b.id);
const firstOf = async (filters: object, as = tokens.supplier) => {
  const [first] = await demands(filters, as);
  if (!first) throw new Error(`no request for ${JSON.stringify(filters)}`);
  return first;
};
const openDemand = (as = tokens.supplier) => firstOf({ status: 1 }, as);
/** A request with replies of the brand the supplier has not read. */
const unreadDemand = () => firstOf({ unread: 1 });
const materialOf = async (as = tokens.supplier) => {
  const [material] = dataOf(api.fabric.list, await send(stub, api.fabric.list, { body: { limit: 1 } }, as)).data;
  return material!;
};
const ownMaterial = () => materialOf();
/** A reply the supplier behind `as` wrote, on one of its requests. */
const supplierReplyOf = async (as: string) => {
  for (const r of await demands({}, as)) {
    const mine = (await detail(r.id, as)).replies.find((reply) => reply.fromBrand === 0);
    if (mine) return mine;
  }
  throw new Error('no reply of the supplier');
};
const reply = (body: Record<string, unknown>, as = tokens.supplier) =>
  send(stub, api.demand.saveOrUpdateReply, { body }, as);

describe('material/list, getTotalNoReadNum', () => {
  readTest('lists the caller’s requests; the unread counts add up to the total', async () => {
    const { count, rows } = await allPages(stub, api.demand.list, {}, tokens.supplier);
    expect(rows).toHaveLength(count);
    const sum = rows.reduce((n, r) => n + (r.noReadNum as number), 0);
    expect(sum).toBeGreaterThan(0);
    expect(await total()).toBe(sum);
    const unread = await allPages(stub, api.demand.list, { unread: 1 }, tokens.supplier);
    expect(unread.rows.every((r) => (r.noReadNum as number) > 0)).toBe(true);
    expect(unread.count).toBe(rows.filter((r) => (r.noReadNum as number) > 0).length);
  });

  readTest('filters by status and title', async () => {
    const ended = await allPages(stub, api.demand.list, { status: 2 }, tokens.supplier);
    expect(ended.count).toBeGreaterThan(0);
    expect(ended.rows.every((r) => r.status === 2)).toBe(true);
    const some = await openDemand();
    const byTitle = await allPages(stub, api.demand.list, { title: some.title }, tokens.supplier);
    expect(byTitle.rows.every((r) => r.title === some.title)).toBe(true);
  });

  readTest('hongda sees its own requests and counts only', async () => {
    const theirs = await demands({}, tokens.hongda);
    const ours = new Set((await demands({})).map((r) => r.id));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((r) => ours.has(r.id))).toEqual([]);
    expect(await total(tokens.hongda)).toBe(theirs.reduce((n, r) => n + r.noReadNum, 0));
  });
});

describe('material/getRequestDetail, setAllReplyRead', () => {
  readTest('shows the request with its replies, oldest first', async () => {
    const demand = await unreadDemand();
    const d = await detail(demand.id);
    expect(d.requestNo).toBe(demand.requestNo);
    expect(d.replies.length).toBe(d.replyNum);
    expect(d.replies.filter((r) => r.fromBrand === 1 && r.isRead === 0)).toHaveLength(d.noReadNum);
  });

  writeTest('all read: the request’s unread replies and their messages, and the total falls by as many', async () => {
    const demand = await unreadDemand();
    const before = await total();
    const { noReadNum } = await detail(demand.id);
    dataOf(
      api.demand.setAllReplyRead,
      await send(stub, api.demand.setAllReplyRead, { params: { id: demand.id } }, tokens.supplier),
    );
    expect(await total()).toBe(before - noReadNum);
    expect((await detail(demand.id)).noReadNum).toBe(0);
    const unread = await allPages(stub, api.message.list, { isRead: 0 }, tokens.supplier);
    expect(unread.rows.filter((m) => m.businessType === 'demandReply' && m.businessId === String(demand.id))).toEqual(
      [],
    );
  });

  writeTest('another supplier’s request is 403', async () => {
    const theirs = await openDemand(tokens.hongda);
    const res = await send(stub, api.demand.detail, { body: { id: theirs.id } }, tokens.supplier);
    expect(res.body).toEqual(failure(M.notOwned, Status.forbidden));
    const read = await send(stub, api.demand.setAllReplyRead, { params: { id: theirs.id } }, tokens.supplier);
    expect(read.body).toEqual(failure(M.notOwned, Status.forbidden));
    const r = await reply({ requestId: theirs.id, content: '试图回复' });
    expect(r.body).toEqual(failure(M.notOwned, Status.forbidden));
  });

  readTest('an unknown request is 材料需求不存在！', async () => {
    expect((await send(stub, api.demand.detail, { body: { id: 99999 } }, tokens.supplier)).body).toEqual(
      failure(M.notFound),
    );
  });
});

describe('material/saveOrUpdateReply, deleteReply', () => {
  writeTest('replies with a material from the caller’s catalogue, changes and deletes the reply', async () => {
    const demand = await openDemand();
    const material = await ownMaterial();
    const { id } = dataOf(
      api.demand.saveOrUpdateReply,
      await reply({ requestId: demand.id, content: '推荐这款材料', materialIds: [material.id] }),
    );
    let shown = (await detail(demand.id)).replies.find((r) => r.id === id)!;
    expect(shown).toMatchObject({
      content: '推荐这款材料',
      fromBrand: 0,
      mine: 1,
      materials: [{ id: material.id, materialCode: material.materialCode, materialName: material.materialName }],
    });
    dataOf(api.demand.saveOrUpdateReply, await reply({ id, requestId: demand.id, content: '改为不带材料' }));
    shown = (await detail(demand.id)).replies.find((r) => r.id === id)!;
    expect([shown.content, shown.materials]).toEqual(['改为不带材料', []]);
    dataOf(api.demand.deleteReply, await send(stub, api.demand.deleteReply, { body: { id } }, tokens.supplier));
    expect((await detail(demand.id)).replies.map((r) => r.id)).not.toContain(id);
  });

  writeTest.each([
    [{ content: '' }, `content: ${M.contentRequired}`],
    [{ content: '长'.repeat(501) }, `content: ${M.contentMax}`],
    [{ content: '好', materialIds: Array.from({ length: 11 }, (_, i) => i + 1) }, `materialIds: ${M.materialCount}`],
  ])('refuses %j with its message', async (change, message) => {
    const demand = await openDemand();
    expect((await reply({ requestId: demand.id, ...change })).body).toEqual(failure(message));
  });

  writeTest('refuses another supplier’s material, an ended request, and others’ replies', async () => {
    const demand = await openDemand();
    const theirs = await materialOf(tokens.hongda);
    expect((await reply({ requestId: demand.id, content: '好', materialIds: [theirs.id] })).body).toEqual(
      failure(M.materialUnknown),
    );
    const ended = await firstOf({ status: 2 });
    expect((await reply({ requestId: ended.id, content: '好' })).body).toEqual(failure(M.ended));
    const brand = (await detail((await unreadDemand()).id)).replies.find((r) => r.fromBrand === 1)!;
    expect((await send(stub, api.demand.deleteReply, { body: { id: brand.id } }, tokens.supplier)).body).toEqual(
      failure(M.replyNotMine),
    );
    const hongdas = await supplierReplyOf(tokens.hongda);
    expect((await send(stub, api.demand.deleteReply, { body: { id: hongdas.id } }, tokens.supplier)).body).toEqual(
      failure(M.notOwned, Status.forbidden),
    );
  });
});

describe('message/list, read', () => {
  writeTest('reading a reply’s message reads the reply: the badge falls at once', async () => {
    const unread = dataOf(
      api.message.list,
      await send(stub, api.message.list, { body: { page: 1, limit: 50, isRead: 0 } }, tokens.supplier),
    );
    expect(unread.data.every((m) => m.isRead === 0)).toBe(true);
    const first = unread.data.find((m) => m.businessType === 'demandReply')!;
    const before = await total();
    dataOf(api.message.read, await send(stub, api.message.read, { body: { ids: [first.id] } }, tokens.supplier));
    expect(await total()).toBe(before - 1);
    const after = dataOf(
      api.message.list,
      await send(stub, api.message.list, { body: { page: 1, limit: 50, isRead: '0' } }, tokens.supplier),
    );
    expect(after.count).toBe(unread.count - 1);
  });

  writeTest('lists only the caller’s messages and ignores others’ ids', async () => {
    const unreadOfHongda = async () => (await allPages(stub, api.message.list, { isRead: 0 }, tokens.hongda)).rows;
    const [theirs] = await unreadOfHongda();
    dataOf(api.message.read, await send(stub, api.message.read, { body: { ids: [theirs!.id] } }, tokens.supplier));
    expect((await unreadOfHongda()).map((m) => m.id)).toContain(theirs!.id);
    const ours = await allPages(stub, api.message.list, {}, tokens.supplier);
    expect(ours.rows.length).toBeGreaterThan(0);
    expect(ours.rows.map((m) => m.id)).not.toContain(theirs!.id);
  });
});

describe('comment/commentList, saveMaterialComment, deleteMaterialComment', () => {
  const list = async (materialId: number, as = tokens.supplier) =>
    dataOf(api.comment.list, await send(stub, api.comment.list, { body: { materialId } }, as));

  comments('comments and answers on the caller’s material; deletes only its own', async () => {
    const brandComment = await db().materialComment.findFirstOrThrow({
      where: { supplierCode: 'S10001', commenterAccount: null },
    });
    const before = await list(brandComment.materialId);
    const { id } = dataOf(
      api.comment.save,
      await send(
        stub,
        api.comment.save,
        { body: { materialId: brandComment.materialId, parentId: brandComment.id, content: '已按要求调整' } },
        tokens.supplier,
      ),
    );
    const after = await list(brandComment.materialId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((c) => c.id === id)).toMatchObject({ parentId: brandComment.id, mine: 1, fromBrand: 0 });
    const refused = await send(stub, api.comment.delete, { body: { id: brandComment.id } }, tokens.supplier);
    expect(refused.body).toEqual(failure(CM.notMine));
    dataOf(api.comment.delete, await send(stub, api.comment.delete, { body: { id } }, tokens.supplier));
    expect(await list(brandComment.materialId)).toHaveLength(before.length);
  });

  comments('refuses an empty comment, another supplier’s material and a parent of another material', async () => {
    const material = await ownMaterial();
    const empty = await send(
      stub,
      api.comment.save,
      { body: { materialId: material.id, content: ' ' } },
      tokens.supplier,
    );
    expect(empty.body).toEqual(failure(`content: ${CM.contentRequired}`));
    const theirs = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10023' } });
    expect((await send(stub, api.comment.list, { body: { materialId: theirs.id } }, tokens.supplier)).body).toEqual(
      failure(CM.materialNotFound),
    );
    const other = await db().materialComment.findFirstOrThrow({
      where: { supplierCode: 'S10001', materialId: { not: material.id } },
    });
    const res = await send(
      stub,
      api.comment.save,
      { body: { materialId: material.id, parentId: other.id, content: '好' } },
      tokens.supplier,
    );
    expect(res.body).toEqual(failure(CM.parentNotFound));
  });
});

describe('the viewer reads but never writes', () => {
  readTest('may read the list and the total', async () => {
    expect((await send(stub, api.demand.list, { body: { page: 1, limit: 5 } }, tokens.viewer)).body.status).toBe(200);
    expect(typeof (await total(tokens.viewer))).toBe('number');
  });
  writeTest.each([
    ['saveOrUpdateReply', api.demand.saveOrUpdateReply, { requestId: 1, content: '好' }],
    ['deleteReply', api.demand.deleteReply, { id: 1 }],
    ['saveMaterialComment', api.comment.save, { materialId: 1, content: '好' }],
    ['deleteMaterialComment', api.comment.delete, { id: 1 }],
  ])('%s is 没有权限', async (_name, call, body) => {
    expect((await send(stub, call, { body }, tokens.viewer)).body).toEqual(
      failure(StatusMessage.forbidden, Status.forbidden),
    );
  });
});
