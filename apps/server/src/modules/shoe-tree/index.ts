import {
  api,
  availablePairs,
  MaintainStatus,
  type MaintainStatusValue,
  type ShoeTreeFilters,
  ShoeTreeStatus,
} from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { fixture, fixtureDate } from '../../db/fixtures';
import type { Prisma } from '../../generated/prisma/client';
import { fileRefs } from '../../kit/file-refs';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { formatDateTime } from '../../lib/format';
import { fileHandlers } from './files';
import {
  ownShoeTree,
  shoeTreeOrder,
  shoeTreeSort,
  shoeTreeWhere,
  sizesOf,
  strings,
  toShoeTrees,
  toSize,
} from './records';
import { maintainShoeTree, maintainSizes, scrapShoeTree } from './stock';

/** 鞋楦管理: the caller's lasts, latest change first; its export writes the same rows. */
export const shoeTrees = pagedResource({
  model: 'shoeTree',
  list: api.shoeTree.supplierList,
  where: (f, { auth }) => shoeTreeWhere(auth.supplierCode, f),
  order: shoeTreeOrder,
  sort: shoeTreeSort,
  rows: (records, { db }) => toShoeTrees(db, records),
  export: {
    call: api.shoeTree.export,
    title: '鞋楦',
    columns: [
      { header: '鞋楦编码', value: (r) => r.shoeTreeCode },
      { header: '楦体号', value: (r) => r.bodyNo },
      { header: '鞋楦类型', value: (r) => r.shoeTreeTypeName },
      { header: '季度', width: 20, value: (r) => r.seasons.join('、') },
      { header: '鞋厂', width: 28, value: (r) => r.shoeFactoryName },
      { header: '楦厂', width: 28, value: (r) => r.shoeTreeFactoryName },
      { header: '尺码段', value: (r) => r.sizeRange },
      { header: '总双数', width: 10, value: (r) => r.quantity },
      { header: '可用双数', width: 10, value: (r) => r.availableQuantity },
      { header: '报废双数', width: 10, value: (r) => r.scrapQuantity },
      { header: '借出双数', width: 10, value: (r) => r.borrowQuantity },
      { header: '状态', width: 10, value: (r) => ShoeTreeStatus.texts[r.status] },
      { header: '维护状态', width: 10, value: (r) => MaintainStatus.texts[r.maintainStatus] },
      { header: '修改时间', width: 20, value: (r) => r.modifyTime },
    ],
  },
});

/** 鞋楦信息维护: the lasts not scrapped, those waiting for maintenance first. */
const maintainWhere = (supplierCode: string, f: ShoeTreeFilters & { maintainStatus?: MaintainStatusValue }) => ({
  AND: [
    shoeTreeWhere(supplierCode, f),
    { status: { not: ShoeTreeStatus.scrapped } },
    f.maintainStatus === undefined ? {} : { maintainStatus: f.maintainStatus },
  ],
});
const maintained = pagedResource({
  model: 'shoeTree',
  list: api.shoeTree.maintainList,
  where: (f, { auth }) => maintainWhere(auth.supplierCode, f),
  order: [{ maintainStatus: 'asc' }, ...shoeTreeOrder],
  sort: shoeTreeSort,
  rows: (records, { db }) => toShoeTrees(db, records),
  count: api.shoeTree.maintainedCount,
});

/** Styles made on the caller's lasts and their fabrics. */
const shoesFabrics = pagedResource({
  model: 'shoesFabric',
  list: api.shoeTree.shoesFabricList,
  where: (f, { auth }) => ({
    supplierCode: auth.supplierCode,
    ...(f.shoeTreeCode && { shoeTreeCode: f.shoeTreeCode }),
    ...(f.keyword && {
      OR: [
        { styleNo: { contains: f.keyword } },
        { styleName: { contains: f.keyword } },
        { materialCode: { contains: f.keyword } },
        { materialName: { contains: f.keyword } },
      ],
    }),
  }),
  order: [{ seasonCode: 'desc' }, { styleNo: 'asc' }, { id: 'asc' }],
  rows: (records) => records,
});

/** Factory options: code and names in the lookups' supplier shape; `typeCode` FWP (shoe) or LST (last). */
const keywordWhere = (keyword?: string) =>
  keyword
    ? { OR: [{ code: { contains: keyword } }, { name: { contains: keyword } }, { shortName: { contains: keyword } }] }
    : {};
const shoeFactories = async (db: Db, keyword?: string, codes?: string[]) =>
  (
    await db.supplier.findMany({
      where: { typeCode: 'FWP', ...keywordWhere(keyword), ...(codes && { code: { in: codes } }) },
      orderBy: { code: 'asc' },
    })
  ).map((s) => ({ supplierCode: s.code, shortName: s.shortName, supplierName: s.name, typeCode: s.typeCode }));
const lastFactories = async (db: Db, keyword?: string, codes?: string[]) =>
  (
    await db.shoeTreeFactory.findMany({
      where: { ...keywordWhere(keyword), ...(codes && { code: { in: codes } }) },
      orderBy: { code: 'asc' },
    })
  ).map((f) => ({ supplierCode: f.code, shortName: f.shortName, supplierName: f.name, typeCode: 'LST' }));
/** The factory codes of the caller's lasts (of one last, by code). */
const factoryCodesOf = async (
  db: Db,
  supplierCode: string,
  field: 'shoeFactoryCode' | 'shoeTreeFactoryCode',
  shoeTreeCode?: string,
) => {
  const where: Prisma.ShoeTreeWhereInput = { supplierCode, ...(shoeTreeCode && { shoeTreeCode }) };
  const rows = await db.shoeTree.findMany({ where, select: { shoeFactoryCode: true, shoeTreeFactoryCode: true } });
  return [...new Set(rows.flatMap((r) => r[field] ?? []))];
};

const seedDate = (v: unknown) => (typeof v === 'string' ? fixtureDate(v) : null);

/** Shoe lasts (鞋楦中心 without the season orders): records, sizes, maintenance, scrap, the file manager. */
export const shoeTreeModule = defineModule('shoeTree', {
  handlers: [
    ...shoeTrees.handlers,
    ...maintained.handlers,
    ...shoesFabrics.handlers,
    ...fileHandlers,

    implement(api.shoeTree.detail, async ({ params, db, auth }) => {
      const row = await ownShoeTree(db, auth, params.id);
      const [[last], sizes, fileCount] = await Promise.all([
        toShoeTrees(db, [row]),
        sizesOf(db, row.id),
        db.shoeTreeNode.count({ where: { shoeTreeId: row.id, type: 'file' } }),
      ]);
      return {
        ...last!,
        sizes: sizes.map(toSize),
        imgs: await fileRefs(db, strings(row.imgIds)),
        remark: row.remark,
        fileCount,
      };
    }),

    implement(api.shoeTree.sizes, async ({ params, db, auth }) => {
      await ownShoeTree(db, auth, params.id);
      return (await sizesOf(db, params.id)).map(toSize);
    }),

    implement(api.shoeTree.scrapSize, async ({ body, db, auth }) => {
      await ownShoeTree(db, auth, body.shoeTreeId);
      return (await sizesOf(db, body.shoeTreeId)).filter((s) => availablePairs(s) > 0).map(toSize);
    }),

    implement(api.shoeTree.records, async ({ params, db, auth }) => {
      await ownShoeTree(db, auth, params.id);
      const rows = await db.shoeTreeRecord.findMany({
        where: { shoeTreeId: params.id },
        orderBy: [{ operateTime: 'desc' }, { id: 'desc' }],
      });
      const refs = new Map(
        (
          await fileRefs(
            db,
            rows.flatMap((r) => strings(r.imgIds)),
          )
        ).map((f) => [f.id, f]),
      );
      return rows.map((r) => ({
        id: r.id,
        operateType: r.operateType,
        operateRemark: r.operateRemark,
        sizes: Array.isArray(r.sizes) ? (r.sizes as { size: string; quantity: number }[]) : [],
        imgs: strings(r.imgIds).flatMap((id) => refs.get(id) ?? []),
        operator: r.operator,
        operateTime: formatDateTime(r.operateTime),
      }));
    }),

    implement(api.shoeTree.lifeOperateRemark, async ({ body, db, auth }) => {
      await ownShoeTree(db, auth, body.shoeTreeId);
      const latest = await db.shoeTreeRecord.findFirst({
        where: { shoeTreeId: body.shoeTreeId, ...(body.operateType && { operateType: body.operateType }) },
        orderBy: [{ operateTime: 'desc' }, { id: 'desc' }],
      });
      return latest?.operateRemark ?? null;
    }),

    implement(api.shoeTree.maintainShowTreeImgs, async ({ body, db, auth }) =>
      fileRefs(db, strings((await ownShoeTree(db, auth, body.id)).imgIds)),
    ),

    implement(api.shoeTree.maintainShowTree, ({ body, db, auth }) => maintainShoeTree(db, auth, body)),
    implement(api.shoeTree.maintainSize, ({ body, db, auth }) => maintainSizes(db, auth, body.id, body.sizes)),
    implement(api.shoeTree.scrapRecord, ({ body, db, auth }) => scrapShoeTree(db, auth, body)),

    implement(api.shoeTree.getShoeTreeCode, async ({ body, db, auth }) =>
      (
        await db.shoeTree.findMany({
          where: { supplierCode: auth.supplierCode, ...(body.keyword && { shoeTreeCode: { contains: body.keyword } }) },
          orderBy: { shoeTreeCode: 'asc' },
          take: 20,
          select: { shoeTreeCode: true },
        })
      ).map((r) => r.shoeTreeCode),
    ),

    implement(api.shoeTree.apiShoeFactory, ({ body, db }) => shoeFactories(db, body.keyword)),
    implement(api.shoeTree.shoeTreeFactory, ({ body, db }) => lastFactories(db, body.keyword)),
    implement(api.shoeTree.shoeFactory, async ({ body, db, auth }) =>
      shoeFactories(db, body.keyword, await factoryCodesOf(db, auth.supplierCode, 'shoeFactoryCode')),
    ),
    implement(api.shoeTree.queryShoeFactorys, async ({ body, db, auth }) =>
      shoeFactories(
        db,
        body.keyword,
        await factoryCodesOf(db, auth.supplierCode, 'shoeFactoryCode', body.shoeTreeCode),
      ),
    ),
    implement(api.shoeTree.queryShoeTreeFactorys, async ({ body, db, auth }) =>
      lastFactories(
        db,
        body.keyword,
        await factoryCodesOf(db, auth.supplierCode, 'shoeTreeFactoryCode', body.shoeTreeCode),
      ),
    ),
  ],
  fixtures: [
    fixture('borrows', 'borrow', (r) => ({
      supplierCode_shoeTreeCode_borrowTime: {
        supplierCode: r.supplierCode,
        shoeTreeCode: r.shoeTreeCode,
        borrowTime: seedDate(r.borrowTime),
      },
    })),
    fixture('shoeTreeFactories', 'shoeTreeFactory', (r) => ({ code: r.code })),
    fixture('shoeTreeFiles', 'storedFile'),
    fixture('shoeTrees', 'shoeTree'),
    fixture('shoeTreeSizes', 'shoeTreeSize'),
    fixture('shoeTreeRecords', 'shoeTreeRecord'),
    fixture('shoeTreeNodes', 'shoeTreeNode'),
    fixture('shoesFabrics', 'shoesFabric', (r) => ({
      shoeTreeCode_styleNo_materialCode: {
        shoeTreeCode: r.shoeTreeCode,
        styleNo: r.styleNo,
        materialCode: r.materialCode,
      },
    })),
  ],
});
