import { api, DemandMessages as M, Status } from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { fixture } from '../../db/fixtures';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { ApiFailure, fail } from '../../lib/errors';
import { type Auth, operatorOf } from '../../plugins/auth';
import { replyCounts, strings, toDemand, toReply, unreadReply } from './records';

/** The request an id names, if it is addressed to the caller's supplier. */
const ownDemand = async (db: Db, auth: Auth, id: number) => {
  const row = await db.materialDemand.findUnique({ where: { id } });
  if (!row) throw fail(M.notFound);
  if (row.supplierCode !== auth.supplierCode) throw new ApiFailure(Status.forbidden, M.notOwned);
  return row;
};

/** The caller's own reply (another account's, or the brand's, cannot be changed). */
const ownReply = async (db: Db, auth: Auth, id: number) => {
  const reply = await db.demandReply.findUnique({ where: { id }, include: { request: true } });
  if (!reply) throw fail(M.replyNotFound);
  if (reply.request.supplierCode !== auth.supplierCode) throw new ApiFailure(Status.forbidden, M.notOwned);
  if (reply.replierAccount !== auth.loginAccount) throw fail(M.replyNotMine);
  return reply;
};

/** Brand replies of these requests become read, and the messages that announced them. */
const markRead = async (db: Db, where: { requestId?: number; id?: { in: number[] } }) => {
  const replies = await db.demandReply.findMany({ where: { ...where, ...unreadReply }, select: { id: true } });
  const ids = replies.map((r) => r.id);
  await db.$transaction([
    db.demandReply.updateMany({ where: { id: { in: ids } }, data: { isRead: 1 } }),
    db.supplierMessage.updateMany({ where: { replyId: { in: ids } }, data: { isRead: 1 } }),
  ]);
};

/** 材料需求: the requests addressed to the caller's supplier, newest first, with reply and unread counts. */
export const demands = pagedResource({
  model: 'materialDemand',
  list: api.demand.list,
  where: (f, { auth }) => ({
    supplierCode: auth.supplierCode,
    ...(f.requestNo && { requestNo: { contains: f.requestNo } }),
    ...(f.title && { title: { contains: f.title } }),
    ...(f.status !== undefined && { status: f.status }),
    ...(f.unread === 1 && { replies: { some: unreadReply } }),
  }),
  order: [{ createTime: 'desc' }, { id: 'desc' }],
  rows: async (records, { db }) => {
    const counts = await replyCounts(
      db,
      records.map((r) => r.id),
    );
    return records.map((r) => toDemand(r, counts(r.id)));
  },
});

/** Material demand (docs/domains/demand.md): list, detail, replies, unread counts. */
export const demandModule = defineModule('demand', {
  handlers: [
    ...demands.handlers,

    implement(api.demand.detail, async ({ body, db, auth }) => {
      const row = await ownDemand(db, auth, body.id);
      const replies = await db.demandReply.findMany({
        where: { requestId: row.id },
        orderBy: [{ createTime: 'asc' }, { id: 'asc' }],
      });
      const fileIds = [...strings(row.fileIds), ...replies.flatMap((r) => strings(r.fileIds))];
      const files = await db.storedFile.findMany({
        where: { id: { in: fileIds } },
        select: { id: true, fileName: true },
      });
      const names = new Map(files.map((f) => [f.id, f.fileName]));
      const counts = await replyCounts(db, [row.id]);
      return {
        ...toDemand(row, counts(row.id)),
        files: strings(row.fileIds).flatMap((id) => (names.has(id) ? [{ id, fileName: names.get(id)! }] : [])),
        replies: replies.map((r) => toReply(r, auth, names)),
      };
    }),

    implement(api.demand.saveOrUpdateReply, async ({ body, db, auth }) => {
      const existing = body.id === undefined ? null : await ownReply(db, auth, body.id);
      const request = await ownDemand(db, auth, existing?.requestId ?? body.requestId);
      if (request.status === 2) throw fail(M.ended);
      const materialIds = [...new Set(body.materialIds ?? [])];
      const materials = await db.material.findMany({
        where: { id: { in: materialIds }, supplierCode: auth.supplierCode },
        select: { id: true, materialCode: true, materialName: true },
      });
      if (materials.length !== materialIds.length) throw fail(M.materialUnknown);
      const fileIds = body.fileIds ?? [];
      if (fileIds.length > 0) {
        const found = await db.storedFile.count({ where: { id: { in: fileIds }, supplierCode: auth.supplierCode } });
        if (found !== new Set(fileIds).size) throw fail(M.fileCount);
      }
      const byId = new Map(materials.map((m) => [m.id, m]));
      const data = { content: body.content, materials: materialIds.map((id) => byId.get(id)!), fileIds };
      if (existing) {
        await db.demandReply.update({ where: { id: existing.id }, data });
        return { id: existing.id };
      }
      const created = await db.demandReply.create({
        data: {
          ...data,
          requestId: request.id,
          fromBrand: 0,
          replier: operatorOf(auth),
          replierAccount: auth.loginAccount,
          isRead: 1,
        },
      });
      return { id: created.id };
    }),

    implement(api.demand.deleteReply, async ({ body, db, auth }) => {
      const reply = await ownReply(db, auth, body.id);
      await db.demandReply.delete({ where: { id: reply.id } });
      return true;
    }),

    implement(api.demand.setAllReplyRead, async ({ params, db, auth }) => {
      const row = await ownDemand(db, auth, params.id);
      await markRead(db, { requestId: row.id });
      return true;
    }),

    implement(api.demand.totalNoReadNum, ({ db, auth }) =>
      db.demandReply.count({ where: { ...unreadReply, request: { supplierCode: auth.supplierCode } } }),
    ),
  ],
  fixtures: [fixture('materialDemands', 'materialDemand'), fixture('demandReplies', 'demandReply')],
});
