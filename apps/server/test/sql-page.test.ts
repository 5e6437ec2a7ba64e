import { describe, expect } from 'vitest';
import type { Prisma } from '../src/generated/prisma/client';
import { sqlPage, sqlRows } from '../src/kit/sql-page';
import { useDatabaseFile } from './database-file';
import { internalTest } from './helper';

const onFile = internalTest.because('compares SQL statements with Prisma on a database file');

/**
 * kit/sql-page.ts writes a list's Prisma `where` and `orderBy` as SQL: for every filter shape it translates, it
 * selects exactly the rows, in exactly the order, that Prisma does; what it cannot translate it leaves to Prisma.
 */
describe('sqlPage', () => {
  const file = useDatabaseFile('stub-sql-page-');

  const order: Prisma.PurchaseOrderOrderByWithRelationInput[] = [{ createTime: 'desc' }, { id: 'desc' }];
  const wheres: [string, Prisma.PurchaseOrderWhereInput][] = [
    ['nothing', {}],
    ['equality', { supplierCode: 'S10001', status: 2 }],
    ['in, and an empty in', { status: { in: [0, 1] } }],
    ['an empty in selects nothing', { status: { in: [] } }],
    ['notIn', { status: { notIn: [3, 4] } }],
    ['not a value leaves nulls out, as Prisma does', { closeReason: { not: '订单取消' } }],
    ['null and not null', { OR: [{ dueDate: null }, { closeTime: { not: null } }] }],
    ['date ranges', { createTime: { gte: new Date(Date.now() - 30 * 86_400_000), lt: new Date() } }],
    ['contains is a LIKE', { materialName: { contains: '革' } }],
    ['a percent sign is a wildcard, as in Prisma’s query', { materialName: { contains: '%' } }],
    ['startsWith and endsWith', { OR: [{ purchaseNo: { startsWith: 'PO2026' } }, { purchaseNo: { endsWith: '1' } }] }],
    ['NOT', { NOT: { supplierCode: 'S10001' } }],
    ['nested AND / OR with empty members', { AND: [{}, { OR: [{ status: 0 }, { status: 4 }] }, { AND: [] }] }],
  ];

  onFile.each(wheres)('selects what Prisma selects: %s', async (_name, where) => {
    const page = { skip: 3, take: 7 };
    const [count, records] = await Promise.all([
      file.db.purchaseOrder.count({ where }),
      file.db.purchaseOrder.findMany({ where, orderBy: order, ...page }),
    ]);
    expect(await sqlPage(file.db, 'purchaseOrder', where, order, page)).toEqual({ count, records });
    expect(await sqlRows(file.db, 'purchaseOrder', where, order)).toEqual(
      await file.db.purchaseOrder.findMany({ where, orderBy: order }),
    );
  });

  onFile('reads only the columns asked for, as Prisma’s select does', async () => {
    const where = { supplierCode: 'S10001', materialStage: 'normal' };
    const materialOrder = [{ modifyTime: 'desc' as const }, { id: 'desc' as const }];
    const columns = ['id', 'materialName', 'modifyTime', 'thicknesses', 'hasFrozen'] as const;
    const select = Object.fromEntries(columns.map((c) => [c, true]));
    const page = { skip: 2, take: 5 };
    const [count, records] = await Promise.all([
      file.db.material.count({ where }),
      file.db.material.findMany({ where, orderBy: materialOrder, select, ...page }),
    ]);
    expect(records).toHaveLength(5);
    expect(await sqlPage(file.db, 'material', where, materialOrder, page, columns)).toEqual({ count, records });
    expect(await sqlRows(file.db, 'material', where, materialOrder, columns)).toEqual(
      await file.db.material.findMany({ where, orderBy: materialOrder, select }),
    );
    expect(await sqlPage(file.db, 'material', where, materialOrder, page, ['id', 'noSuchColumn'])).toBeUndefined();
  });

  onFile('counts a page past the end', async () => {
    const where = { supplierCode: 'S10001' };
    const count = await file.db.purchaseOrder.count({ where });
    expect(await sqlPage(file.db, 'purchaseOrder', where, order, { skip: count + 10, take: 10 })).toEqual({
      count,
      records: [],
    });
  });

  onFile('leaves relation and JSON filters, and relation orders, to Prisma', async () => {
    const page = { skip: 0, take: 10 };
    expect(await sqlPage(file.db, 'purchaseOrder', { lines: { some: { status: 0 } } }, order, page)).toBeUndefined();
    expect(
      await sqlPage(file.db, 'shoeTree', { historySeasons: { string_contains: '2026' } }, [], page),
    ).toBeUndefined();
    expect(await sqlPage(file.db, 'purchaseLine', {}, [{ order: { createTime: 'desc' } }], page)).toBeUndefined();
  });
});
