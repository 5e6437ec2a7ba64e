import {
  availablePairs,
  ShoeTreeMessages as M,
  MaintainStatus,
  type ShoeTree,
  type ShoeTreeFilters,
  type ShoeTreeOperationValue,
  type ShoeTreeSize,
  ShoeTreeStatus,
  type ShoeTreeStatusValue,
  Status,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { readRows } from '../../db/reads';
import type { Prisma, ShoeTree as ShoeTreeRow, ShoeTreeSize as SizeRow } from '../../generated/prisma/client';
import { ApiFailure, fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { type Auth, operatorOf } from '../../plugins/auth';

/** Lasts as the calls show them, what their lists select, and the one place records are written. */

type Tx = Prisma.TransactionClient | Db;

export const strings = (json: Prisma.JsonValue): string[] =>
  Array.isArray(json) ? json.filter((v): v is string => typeof v === 'string') : [];

/** A stored status the set does not know reads as in use (the answer names only the four). */
const statusOf = (status: string): ShoeTreeStatusValue => ShoeTreeStatus.of(status) ?? ShoeTreeStatus.inUse;

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

/** The names and sizes a batch of lasts shows, in one query (a list page asks it on every call). */
const shoeTreeNames = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : readRows<{
        id: number;
        shoeFactoryName: string | null;
        lastFactoryName: string | null;
        typeName: string | null;
        sizes: string;
      }>(
        db,
        `SELECT t.id,
          (SELECT name FROM Supplier WHERE code = t.shoeFactoryCode) AS shoeFactoryName,
          (SELECT name FROM ShoeTreeFactory WHERE code = t.shoeTreeFactoryCode) AS lastFactoryName,
          (SELECT dname FROM DictionaryDetail WHERE dictCode = 'shoe_tree_type' AND dcode = t.shoeTreeType) AS typeName,
          (SELECT json_group_array(size) FROM (SELECT size FROM ShoeTreeSize WHERE shoeTreeId = t.id ORDER BY sort, id))
            AS sizes
        FROM ShoeTree t WHERE t.id IN (${ids.map(() => '?').join(', ')})`,
        ...ids,
      );

/** Names of the factories and types of a batch of lasts, and their size ranges. */
export const toShoeTrees = async (db: Db, rows: ShoeTreeRow[]): Promise<ShoeTree[]> => {
  const found = new Map(
    (
      await shoeTreeNames(
        db,
        rows.map((r) => r.id),
      )
    ).map((n) => [Number(n.id), n]),
  );
  return rows.map((r) => {
    const names = found.get(r.id);
    return {
      id: r.id,
      shoeTreeCode: r.shoeTreeCode,
      bodyNo: r.bodyNo,
      shoeTreeType: r.shoeTreeType,
      shoeTreeTypeName: r.shoeTreeType ? (names?.typeName ?? null) : null,
      shoeFactoryCode: r.shoeFactoryCode,
      shoeFactoryName: r.shoeFactoryCode ? (names?.shoeFactoryName ?? null) : null,
      shoeTreeFactoryCode: r.shoeTreeFactoryCode,
      shoeTreeFactoryName: r.shoeTreeFactoryCode ? (names?.lastFactoryName ?? null) : null,
      seasonCode: r.seasonCode,
      seasons: [...(r.seasonCode ? [r.seasonCode] : []), ...strings(r.historySeasons)],
      sizeRange: sizeRange((JSON.parse(names?.sizes ?? '[]') as string[]).map((size) => ({ size }))),
      quantity: r.quantity,
      availableQuantity: r.availableQuantity,
      scrapQuantity: r.scrapQuantity,
      borrowQuantity: r.borrowQuantity,
      status: statusOf(r.status),
      maintainStatus: MaintainStatus.of(r.maintainStatus) ?? MaintainStatus.done,
      maintainTime: formatDateTime(r.maintainTime),
      coverImgId: r.coverImgId,
      createTime: formatDateTime(r.createTime),
      modifyTime: formatDateTime(r.modifyTime),
    };
  });
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
