import { api, CommentMessages as CM, DemandMessages as M, Status, StatusMessage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const total = async (as = token) =>
  dataOf(api.demand.totalNoReadNum, await send(stub, api.demand.totalNoReadNum, {}, as));
const detail = async (id: number, as = token) =>
  dataOf(api.demand.detail, await send(stub, api.demand.detail, { body: { id } }, as));
const openDemand = (supplierCode = 'S10001') =>
  db().materialDemand.findFirstOrThrow({ where: { supplierCode, status: 1 }, orderBy: { id: 'asc' } });
const unreadDemand = () =>
  db().materialDemand.findFirstOrThrow({
    where: { supplierCode: 'S10001', replies: { some: { fromBrand: 1, isRead: 0 } } },
    orderBy: { id: 'asc' },
  });
const ownMaterial = () => db().material.findFirstOrThrow({ where: { supplierCode: 'S10001' }, orderBy: { id: 'asc' } });
const reply = (body: Record<string, unknown>, as = token) => send(stub, api.demand.saveOrUpdateReply, { body }, as);

describe('material/list, getTotalNoReadNum', () => {
  it('lists the caller’s requests; the unread counts add up to the total', async () => {
    const { count, rows } = await allPages(stub, api.demand.list, {}, token);
    expect(count).toBe(await db().materialDemand.count({ where: { supplierCode: 'S10001' } }));
    const sum = rows.reduce((n, r) => n + (r.noReadNum as number), 0);
    expect(sum).toBeGreaterThan(0);
    expect(await total()).toBe(sum);
    const unread = await allPages(stub, api.demand.list, { unread: 1 }, token);
    expect(unread.rows.every((r) => (r.noReadNum as number) > 0)).toBe(true);
    expect(unread.count).toBe(rows.filter((r) => (r.noReadNum as number) > 0).length);
  });

  it('filters by status and title', async () => {
    const ended = await allPages(stub, api.demand.list, { status: 2 }, token);
    expect(ended.count).toBeGreaterThan(0);
    expect(ended.rows.every((r) => r.status === 2)).toBe(true);
    const some = await openDemand();
    const byTitle = await allPages(stub, api.demand.list, { title: some.title }, token);
    expect(byTitle.rows.every((r) => r.title === some.title)).toBe(true);
  });

  it('hongda sees its own requests and counts only', async () => {
    const page = dataOf(
      api.demand.list,
      await send(stub, api.demand.list, { body: { page: 1, limit: 50 } }, hongdaToken),
    );
    const own = await db().materialDemand.findMany({ where: { supplierCode: 'S10023' }, select: { id: true } });
    expect(page.data.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort());
  });
});

describe('material/getRequestDetail, setAllReplyRead', () => {
  it('shows the request with its replies, oldest first', async () => {
    const demand = await unreadDemand();
    const d = await detail(demand.id);
    expect(d.requestNo).toBe(demand.requestNo);
    expect(d.replies.length).toBe(d.replyNum);
    expect(d.replies.filter((r) => r.fromBrand === 1 && r.isRead === 0)).toHaveLength(d.noReadNum);
  });

  it('all read: the request’s unread replies and their messages, and the total falls by as many', async () => {
    const demand = await unreadDemand();
    const before = await total();
    const { noReadNum } = await detail(demand.id);
    dataOf(
      api.demand.setAllReplyRead,
      await send(stub, api.demand.setAllReplyRead, { params: { id: demand.id } }, token),
    );
    expect(await total()).toBe(before - noReadNum);
    expect((await detail(demand.id)).noReadNum).toBe(0);
    const messages = await db().supplierMessage.count({
      where: { businessType: 'demandReply', businessId: String(demand.id), isRead: 0 },
    });
    expect(messages).toBe(0);
  });

  it('another supplier’s request is 403', async () => {
    const theirs = await openDemand('S10023');
    const res = await send(stub, api.demand.detail, { body: { id: theirs.id } }, token);
    expect(res.body).toEqual(failure(Status.forbidden, M.notOwned));
    const read = await send(stub, api.demand.setAllReplyRead, { params: { id: theirs.id } }, token);
    expect(read.body).toEqual(failure(Status.forbidden, M.notOwned));
    const r = await reply({ requestId: theirs.id, content: '试图回复' });
    expect(r.body).toEqual(failure(Status.forbidden, M.notOwned));
  });

  it('an unknown request is 材料需求不存在！', async () => {
    expect((await send(stub, api.demand.detail, { body: { id: 99999 } }, token)).body).toEqual(
      failure(Status.badRequest, M.notFound),
    );
  });
});

describe('material/saveOrUpdateReply, deleteReply', () => {
  it('replies with a material from the caller’s catalogue, changes and deletes the reply', async () => {
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
    dataOf(api.demand.deleteReply, await send(stub, api.demand.deleteReply, { body: { id } }, token));
    expect(await db().demandReply.findUnique({ where: { id } })).toBeNull();
  });

  it.each([
    [{ content: '' }, `content: ${M.contentRequired}`],
    [{ content: '长'.repeat(501) }, `content: ${M.contentMax}`],
    [{ content: '好', materialIds: Array.from({ length: 11 }, (_, i) => i + 1) }, `materialIds: ${M.materialCount}`],
  ])('refuses %j with its message', async (change, message) => {
    const demand = await openDemand();
    expect((await reply({ requestId: demand.id, ...change })).body).toEqual(failure(Status.badRequest, message));
  });

  it('refuses another supplier’s material, an ended request, and others’ replies', async () => {
    const demand = await openDemand();
    const theirs = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10023' } });
    expect((await reply({ requestId: demand.id, content: '好', materialIds: [theirs.id] })).body).toEqual(
      failure(Status.badRequest, M.materialUnknown),
    );
    const ended = await db().materialDemand.findFirstOrThrow({ where: { supplierCode: 'S10001', status: 2 } });
    expect((await reply({ requestId: ended.id, content: '好' })).body).toEqual(failure(Status.badRequest, M.ended));
    const brand = await db().demandReply.findFirstOrThrow({
      where: { fromBrand: 1, request: { supplierCode: 'S10001' } },
    });
    expect((await send(stub, api.demand.deleteReply, { body: { id: brand.id } }, token)).body).toEqual(
      failure(Status.badRequest, M.replyNotMine),
    );
    const hongdas = await db().demandReply.findFirstOrThrow({
      where: { fromBrand: 0, request: { supplierCode: 'S10023' } },
    });
    expect((await send(stub, api.demand.deleteReply, { body: { id: hongdas.id } }, token)).body).toEqual(
      failure(Status.forbidden, M.notOwned),
    );
  });
});

describe('message/list, read', () => {
  it('reading a reply’s message reads the reply: the badge falls at once', async () => {
    const unread = dataOf(
      api.message.list,
      await send(stub, api.message.list, { body: { page: 1, limit: 50, isRead: 0 } }, token),
    );
    expect(unread.data.every((m) => m.isRead === 0)).toBe(true);
    const first = unread.data.find((m) => m.businessType === 'demandReply')!;
    const before = await total();
    dataOf(api.message.read, await send(stub, api.message.read, { body: { ids: [first.id] } }, token));
    expect(await total()).toBe(before - 1);
    const after = dataOf(
      api.message.list,
      await send(stub, api.message.list, { body: { page: 1, limit: 50, isRead: '0' } }, token),
    );
    expect(after.count).toBe(unread.count - 1);
  });

  it('lists only the caller’s messages and ignores others’ ids', async () => {
    const theirs = await db().supplierMessage.findFirstOrThrow({ where: { supplierCode: 'S10023', isRead: 0 } });
    dataOf(api.message.read, await send(stub, api.message.read, { body: { ids: [theirs.id] } }, token));
    expect((await db().supplierMessage.findUniqueOrThrow({ where: { id: theirs.id } })).isRead).toBe(0);
    const page = dataOf(api.message.list, await send(stub, api.message.list, { body: { page: 1, limit: 100 } }, token));
    expect(page.count).toBe(await db().supplierMessage.count({ where: { supplierCode: 'S10001' } }));
  });
});

describe('comment/commentList, saveMaterialComment, deleteMaterialComment', () => {
  const list = async (materialId: number, as = token) =>
    dataOf(api.comment.list, await send(stub, api.comment.list, { body: { materialId } }, as));

  it('comments and answers on the caller’s material; deletes only its own', async () => {
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
        token,
      ),
    );
    const after = await list(brandComment.materialId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((c) => c.id === id)).toMatchObject({ parentId: brandComment.id, mine: 1, fromBrand: 0 });
    const refused = await send(stub, api.comment.delete, { body: { id: brandComment.id } }, token);
    expect(refused.body).toEqual(failure(Status.badRequest, CM.notMine));
    dataOf(api.comment.delete, await send(stub, api.comment.delete, { body: { id } }, token));
    expect(await list(brandComment.materialId)).toHaveLength(before.length);
  });

  it('refuses an empty comment, another supplier’s material and a parent of another material', async () => {
    const material = await ownMaterial();
    const empty = await send(stub, api.comment.save, { body: { materialId: material.id, content: ' ' } }, token);
    expect(empty.body).toEqual(failure(Status.badRequest, `content: ${CM.contentRequired}`));
    const theirs = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10023' } });
    expect((await send(stub, api.comment.list, { body: { materialId: theirs.id } }, token)).body).toEqual(
      failure(Status.badRequest, CM.materialNotFound),
    );
    const other = await db().materialComment.findFirstOrThrow({
      where: { supplierCode: 'S10001', materialId: { not: material.id } },
    });
    const res = await send(
      stub,
      api.comment.save,
      { body: { materialId: material.id, parentId: other.id, content: '好' } },
      token,
    );
    expect(res.body).toEqual(failure(Status.badRequest, CM.parentNotFound));
  });
});

describe('the viewer reads but never writes', () => {
  it('may read the list and the total', async () => {
    expect((await send(stub, api.demand.list, { body: { page: 1, limit: 5 } }, viewerToken)).body.status).toBe(200);
    expect(typeof (await total(viewerToken))).toBe('number');
  });
  it.each([
    ['saveOrUpdateReply', api.demand.saveOrUpdateReply, { requestId: 1, content: '好' }],
    ['deleteReply', api.demand.deleteReply, { id: 1 }],
    ['saveMaterialComment', api.comment.save, { materialId: 1, content: '好' }],
    ['deleteMaterialComment', api.comment.delete, { id: 1 }],
  ])('%s is 没有权限', async (_name, call, body) => {
    expect((await send(stub, call, { body }, viewerToken)).body).toEqual(
      failure(Status.forbidden, StatusMessage.forbidden),
    );
  });
});
