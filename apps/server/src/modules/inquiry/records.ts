import {
  InquiryItemStatus,
  type InquiryNotice,
  type InquiryPrice,
  type InquiryPriceFilters,
  InquiryStatus,
  inquiryBeforeDeadline,
  inquiryItemLifecycle,
  inquiryLifecycle,
  InquiryMessages as M,
  Status,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { InquiryItem as ItemRecord, InquiryNotice as NoticeRecord, Prisma } from '../../generated/prisma/client';
import { ApiFailure, assertAllowed, assertRules, fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import type { Auth } from '../../plugins/auth';

/** Inquiry notices and their materials as the calls show them, and the checks every write shares. */
type Client = Db | Prisma.TransactionClient;

/** Materials with a price (closed ones are not quoted). */
const isQuoted = (i: Pick<ItemRecord, 'price' | 'status'>) => i.price !== null && i.status !== InquiryItemStatus.closed;

export const toNotice = (n: NoticeRecord & { items: Pick<ItemRecord, 'price' | 'status'>[] }): InquiryNotice => ({
  id: n.id,
  inquiryNo: n.inquiryNo,
  title: n.title,
  supplierCode: n.supplierCode,
  season: n.season,
  contact: n.contact,
  materialCount: n.items.length,
  quotedCount: n.items.filter(isQuoted).length,
  deadline: formatDateTime(n.deadline),
  status: n.status,
  isRead: n.isRead === 1 ? 1 : 0,
  quoteTime: formatDateTime(n.quoteTime),
  createTime: formatDateTime(n.createTime),
});

type NoticeHead = Pick<NoticeRecord, 'inquiryNo' | 'title' | 'deadline'>;

export const toItem = (i: ItemRecord, notice: NoticeHead): InquiryPrice => ({
  id: i.id,
  inquiryId: i.inquiryId,
  inquiryNo: notice.inquiryNo,
  inquiryTitle: notice.title,
  materialCode: i.materialCode,
  materialName: i.materialName,
  spec: i.spec,
  unit: i.unit,
  quantity: i.quantity,
  price: i.price,
  currency: i.currency,
  remark: i.remark,
  isSole: i.isSole === 1 ? 1 : 0,
  status: i.status,
  closeReason: i.closeReason,
  deadline: formatDateTime(notice.deadline),
  modifyTime: formatDateTime(i.modifyTime),
});

/** Items of a page or export batch with their notice's number, title and deadline. */
export const toItems = async (db: Client, records: ItemRecord[]): Promise<InquiryPrice[]> => {
  const notices = await db.inquiryNotice.findMany({
    where: { id: { in: [...new Set(records.map((r) => r.inquiryId))] } },
    select: { id: true, inquiryNo: true, title: true, deadline: true },
  });
  const byId = new Map(notices.map((n) => [n.id, n]));
  return records.flatMap((r) => {
    const notice = byId.get(r.inquiryId);
    return notice ? [toItem(r, notice)] : [];
  });
};

export const itemWhere = (supplierCode: string, f: InquiryPriceFilters): Prisma.InquiryItemWhereInput => ({
  supplierCode,
  ...(f.inquiryId !== undefined && { inquiryId: f.inquiryId }),
  ...(f.inquiryNo && { notice: { inquiryNo: { contains: f.inquiryNo } } }),
  ...(f.materialCode && { materialCode: { contains: f.materialCode } }),
  ...(f.materialName && { materialName: { contains: f.materialName } }),
  ...(f.status !== undefined && { status: f.status }),
});

export const itemOrder: Prisma.InquiryItemOrderByWithRelationInput[] = [{ inquiryId: 'desc' }, { id: 'asc' }];

/** The notice an id names, if it is the caller's: unknown → 400, another supplier's → 403. */
export const ownNotice = async (db: Client, auth: Auth, id: number): Promise<NoticeRecord> => {
  const notice = await db.inquiryNotice.findUnique({ where: { id } });
  if (!notice) throw fail(M.notFound);
  if (notice.supplierCode !== auth.supplierCode) throw new ApiFailure(Status.forbidden, M.notOwned);
  return notice;
};

/** The items ids name, with their notices, if every one is the caller's. */
export const ownItems = async (db: Client, auth: Auth, ids: readonly number[]) => {
  const unique = [...new Set(ids)];
  const items = await db.inquiryItem.findMany({ where: { id: { in: unique } }, include: { notice: true } });
  if (items.length !== unique.length) throw fail(M.itemNotFound);
  if (items.some((i) => i.supplierCode !== auth.supplierCode)) throw new ApiFailure(Status.forbidden, M.itemNotOwned);
  return items;
};

/** The notice's lifecycle allows the action and, for the supplier's own actions, its deadline has not passed. */
export const checkNotice = (
  notice: Pick<NoticeRecord, 'status' | 'deadline'>,
  action: Parameters<typeof inquiryLifecycle.refusal>[0],
  now = Date.now(),
) => {
  assertAllowed(inquiryLifecycle, action, notice.status);
  if (action !== 'approve' && action !== 'reject')
    assertRules({ deadline: formatDateTime(notice.deadline), now }, [inquiryBeforeDeadline]);
};

/** Pricing or closing items: their notice still takes quotes and they are not closed. */
export const checkItems = (
  items: (Pick<ItemRecord, 'status'> & { notice: Pick<NoticeRecord, 'status' | 'deadline'> })[],
  action: 'fill' | 'close',
) => {
  for (const item of items) {
    checkNotice(item.notice, 'quote');
    assertAllowed(inquiryItemLifecycle, action, item.status);
  }
};

export const bellStatus = InquiryStatus.toQuote;
