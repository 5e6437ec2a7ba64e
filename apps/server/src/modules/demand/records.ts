import type { DemandReply, MaterialDemand } from '@portal/contract';
import type { Db } from '../../db/client';
import type {
  DemandReply as DemandReplyRecord,
  MaterialDemand as MaterialDemandRecord,
  Prisma,
} from '../../generated/prisma/client';
import { formatDateTime } from '../../lib/format';
import type { Auth } from '../../plugins/auth';

export const strings = (json: Prisma.JsonValue): string[] =>
  Array.isArray(json) ? json.filter((v): v is string => typeof v === 'string') : [];

type ReplyMaterial = DemandReply['materials'][number];
const materialsOf = (json: Prisma.JsonValue): ReplyMaterial[] =>
  Array.isArray(json)
    ? json.flatMap((v) => {
        const m = v as Partial<ReplyMaterial> | null;
        return m && typeof m.id === 'number' && typeof m.materialName === 'string'
          ? [{ id: m.id, materialCode: m.materialCode ?? null, materialName: m.materialName }]
          : [];
      })
    : [];

/** Unread brand replies: what noReadNum and getTotalNoReadNum count. */
export const unreadReply = { fromBrand: 1, isRead: 0 } as const;

export const toDemand = (r: MaterialDemandRecord, counts: { replyNum: number; noReadNum: number }): MaterialDemand => ({
  id: r.id,
  requestNo: r.requestNo,
  title: r.title,
  content: r.content,
  divisionId: r.divisionId,
  requester: r.requester,
  deadline: formatDateTime(r.deadline)?.slice(0, 10) ?? null,
  status: r.status === 2 ? 2 : 1,
  ...counts,
  createTime: formatDateTime(r.createTime),
});

/** Reply and unread counts of a batch of requests, in two grouped queries. */
export const replyCounts = async (db: Db, ids: number[]) => {
  const [all, unread] = await Promise.all([
    db.demandReply.groupBy({ by: ['requestId'], where: { requestId: { in: ids } }, _count: { _all: true } }),
    db.demandReply.groupBy({
      by: ['requestId'],
      where: { requestId: { in: ids }, ...unreadReply },
      _count: { _all: true },
    }),
  ]);
  const replyNum = new Map(all.map((g) => [g.requestId, g._count._all]));
  const noReadNum = new Map(unread.map((g) => [g.requestId, g._count._all]));
  return (id: number) => ({ replyNum: replyNum.get(id) ?? 0, noReadNum: noReadNum.get(id) ?? 0 });
};

export const toReply = (r: DemandReplyRecord, auth: Auth, files: Map<string, string>): DemandReply => ({
  id: r.id,
  requestId: r.requestId,
  content: r.content,
  materials: materialsOf(r.materials),
  files: strings(r.fileIds).flatMap((id) => (files.has(id) ? [{ id, fileName: files.get(id)! }] : [])),
  fromBrand: r.fromBrand === 1 ? 1 : 0,
  replier: r.replier,
  isRead: r.isRead === 1 ? 1 : 0,
  mine: r.replierAccount === auth.loginAccount ? 1 : 0,
  createTime: formatDateTime(r.createTime),
});
