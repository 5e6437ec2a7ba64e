import {
  availablePairs,
  ShoeTreeMessages as M,
  MaintainStatus,
  type ShoeTree,
  type ShoeTreeFilters,
  type ShoeTreeOperationValue,
  type ShoeTreeSize,
  type ShoeTreeStatusValue,
  Status,
  shoeTreeStatuses,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { Prisma, ShoeTree as ShoeTreeRow, ShoeTreeSize as SizeRow } from '../../generated/prisma/client';
import { ApiFailure, fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import type { Auth } from '../../plugins/auth';

/** Lasts as the calls show them, what their lists select, and the one place records are written. */

type Tx = Prisma.TransactionClient | Db;

export const strings = (json: Prisma.JsonValue): string[] =>
  Array.isArray(json) ? json.filter((v): v is string => typeof v === 'string') : [];

const statusOf = (status: string): ShoeTreeStatusValue =>
  (shoeTreeStatuses as readonly string[]).includes(status) ? (status as ShoeTreeStatusValue) : '1';

/** The filters of both lists (and the export): the caller's lasts only. */
export const shoeTreeWhere = (supplierCode: string, f: ShoeTreeFilters): Prisma.ShoeTreeWhereInput => ({
  supplierCode,
  ...(f.shoeTreeCode && { shoeTreeCode: { contains: f.shoeTreeCode.trim() } }),
  ...(f.bodyNo && { bodyNo: { contains: f.bodyNo.trim() } }),
  ...(f.shoeTreeType && { shoeTreeType: f.shoeTreeType }),
  ...(f.shoeFactoryCode && { shoeFactoryCode: f.shoeFactoryCode }),
  ...(f.shoeTreeFactoryCode && { shoeTreeFactoryCode: f.shoeTreeFactoryCode }),
  ...(f.seasonCode && {
    OR: [{ seasonCode: f.seasonCode }, { historySeasons: { string_contains: `"${f.seasonCode}"` } }],
  }),
  ...(f.status && { status: f.status }),
});

/** Latest change first. */
export const shoeTreeOrder: Prisma.ShoeTreeOrderByWithRelationInput[] = [{ modifyTime: 'desc' }, { id: 'desc' }];

export const shoeTreeSort = {
  shoeTreeCode: 'shoeTreeCode',
  seasonCode: 'seasonCode',
  availableQuantity: 'availableQuantity',
  modifyTime: 'modifyTime',
} as const;

const sizeRange = (sizes: readonly { size: string }[]) =>
  sizes.length === 0 ? null : sizes.length === 1 ? sizes[0]!.size : `${sizes[0]!.size}-${sizes.at(-1)!.size}`;

/** Names of the factories and types of a batch of lasts, and their size ranges: three queries per batch. */
export const toShoeTrees = async (db: Db, rows: ShoeTreeRow[]): Promise<ShoeTree[]> => {
  const codes = (pick: (r: ShoeTreeRow) => string | null) => [...new Set(rows.map(pick).filter((c) => c !== null))];
  const [shoeFactories, lastFactories, types, sizes] = await Promise.all([
    db.supplier.findMany({ where: { code: { in: codes((r) => r.shoeFactoryCode) } } }),
    db.shoeTreeFactory.findMany({ where: { code: { in: codes((r) => r.shoeTreeFactoryCode) } } }),
    db.dictionaryDetail.findMany({ where: { dictCode: 'shoe_tree_type' } }),
    db.shoeTreeSize.findMany({
      where: { shoeTreeId: { in: rows.map((r) => r.id) } },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      select: { shoeTreeId: true, size: true },
    }),
  ]);
  const shoeName = new Map(shoeFactories.map((f) => [f.code, f.name]));
  const lastName = new Map(lastFactories.map((f) => [f.code, f.name]));
  const typeName = new Map(types.map((t) => [t.dcode, t.dname]));
  const sizesOf = new Map<number, { size: string }[]>();
  for (const s of sizes) sizesOf.set(s.shoeTreeId, [...(sizesOf.get(s.shoeTreeId) ?? []), s]);
  return rows.map((r) => ({
    id: r.id,
    shoeTreeCode: r.shoeTreeCode,
    bodyNo: r.bodyNo,
    shoeTreeType: r.shoeTreeType,
    shoeTreeTypeName: r.shoeTreeType ? (typeName.get(r.shoeTreeType) ?? null) : null,
    shoeFactoryCode: r.shoeFactoryCode,
    shoeFactoryName: r.shoeFactoryCode ? (shoeName.get(r.shoeFactoryCode) ?? null) : null,
    shoeTreeFactoryCode: r.shoeTreeFactoryCode,
    shoeTreeFactoryName: r.shoeTreeFactoryCode ? (lastName.get(r.shoeTreeFactoryCode) ?? null) : null,
    seasonCode: r.seasonCode,
    seasons: [...(r.seasonCode ? [r.seasonCode] : []), ...strings(r.historySeasons)],
    sizeRange: sizeRange(sizesOf.get(r.id) ?? []),
    quantity: r.quantity,
    availableQuantity: r.availableQuantity,
    scrapQuantity: r.scrapQuantity,
    borrowQuantity: r.borrowQuantity,
    status: statusOf(r.status),
    maintainStatus: r.maintainStatus === MaintainStatus.waiting ? 0 : 1,
    maintainTime: formatDateTime(r.maintainTime),
    coverImgId: r.coverImgId,
    createTime: formatDateTime(r.createTime) ?? '',
    modifyTime: formatDateTime(r.modifyTime) ?? '',
  }));
};

/** The last an id names, if it is the caller's: unknown is 鞋楦不存在!, another supplier's is 403. */
export const ownShoeTree = async (db: Tx, auth: Pick<Auth, 'supplierCode'>, id: number): Promise<ShoeTreeRow> => {
  const row = await db.shoeTree.findUnique({ where: { id } });
  if (!row) throw fail(M.notFound);
  if (row.supplierCode !== auth.supplierCode) throw new ApiFailure(Status.forbidden, M.notOwned);
  return row;
};

export const shoeTreeState = (row: ShoeTreeRow) => ({ status: statusOf(row.status) });

export const toSize = (s: SizeRow): ShoeTreeSize => ({
  size: s.size,
  quantity: s.quantity,
  scrapQuantity: s.scrapQuantity,
  borrowQuantity: s.borrowQuantity,
  availableQuantity: availablePairs(s),
});

export const sizesOf = (db: Tx, shoeTreeId: number) =>
  db.shoeTreeSize.findMany({ where: { shoeTreeId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });

/** The last's totals from its sizes, written with every size change. */
export const totalsOf = (sizes: readonly SizeRow[]) => ({
  quantity: sizes.reduce((n, s) => n + s.quantity, 0),
  scrapQuantity: sizes.reduce((n, s) => n + s.scrapQuantity, 0),
  borrowQuantity: sizes.reduce((n, s) => n + s.borrowQuantity, 0),
  availableQuantity: sizes.reduce((n, s) => n + availablePairs(s), 0),
});

/** Who did it, as the records name them. */
export const operatorOf = (auth: Auth) => auth.user.personName || auth.loginAccount;

/** Writes one lifecycle record: every change of a last leaves one. */
export const writeRecord = (
  db: Tx,
  auth: Auth,
  shoeTreeId: number,
  operateType: ShoeTreeOperationValue,
  parts: { remark?: string | null; sizes?: { size: string; quantity: number }[]; imgIds?: string[] } = {},
) =>
  db.shoeTreeRecord.create({
    data: {
      shoeTreeId,
      operateType,
      operateRemark: parts.remark || null,
      sizes: parts.sizes ?? [],
      imgIds: parts.imgIds ?? [],
      operator: operatorOf(auth),
    },
  });
