import { MaterialStage, PurchaseStatus } from '@portal/contract';
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect } from 'vitest';
import { connectionOf } from '../src/db/adapter';
import type { Db } from '../src/db/client';
import type { Prisma } from '../src/generated/prisma/client';
import { sqlCount } from '../src/kit/sql-page';
import { deliveryWarningWhere } from '../src/kit/where';
import { keptAndCounted } from './count-tables';
import { useDatabaseFile } from './database-file';
import { internalTest } from './helper';

const counts = internalTest.because('writes rows and reads the counts the triggers keep on a database file');

/**
 * Counts kept by triggers (docs/decisions/0043-counts-kept-by-triggers.md): the count tables follow every write to the
 * counted rows, and a list or count call reads them where its filter allows, with the same figure as counting rows.
 */
describe('counts kept by triggers', () => {
  const file = useDatabaseFile('stub-list-counts-');
  let db: Db;
  let connection: Database.Database;
  beforeAll(async () => {
    db = file.db;
    connection = await connectionOf(db);
  });

  const expectKeptAsCounted = () => {
    for (const { table, kept, counted } of keptAndCounted(connection)) {
      expect(kept.length, table).toBeGreaterThan(0);
      expect(kept, table).toEqual(counted);
    }
  };
  const day = 86_400_000;
  const order = (n: number, data: Partial<Prisma.PurchaseOrderUncheckedCreateInput> = {}) => ({
    purchaseNo: `PO-COUNT-${n}`,
    supplierCode: 'S10001',
    materialCode: 'M-COUNT',
    materialName: '计数测试',
    quantity: 1,
    unit: '码',
    status: PurchaseStatus.new,
    dueDate: new Date(Date.now() + n * day),
    ...data,
  });

  counts('follow every insert, change and delete of a counted row, in Prisma, raw SQL and transactions', async () => {
    expectKeptAsCounted();
    const created = await db.purchaseOrder.create({ data: order(1) });
    await db.purchaseOrder.createMany({ data: [order(2), order(3, { dueDate: null, status: PurchaseStatus.closed })] });
    expectKeptAsCounted();
    // The status, the due date to another day, within the same day, to none; another supplier; a column not counted.
    await db.purchaseOrder.update({ where: { id: created.id }, data: { status: PurchaseStatus.planned } });
    await db.purchaseOrder.update({ where: { id: created.id }, data: { dueDate: new Date(Date.now() + 40 * day) } });
    const dueDate = (await db.purchaseOrder.findUniqueOrThrow({ where: { id: created.id } })).dueDate as Date;
    const sameDay = new Date(Date.UTC(dueDate.getUTCFullYear(), dueDate.getUTCMonth(), dueDate.getUTCDate(), 23, 59));
    await db.purchaseOrder.update({ where: { id: created.id }, data: { dueDate: sameDay } });
    await db.purchaseOrder.updateMany({
      where: { purchaseNo: { startsWith: 'PO-COUNT-' } },
      data: { supplierCode: 'S10023', materialName: '改名' },
    });
    await db.purchaseOrder.update({
      where: { id: created.id },
      data: { dueDate: null, status: PurchaseStatus.closed },
    });
    expectKeptAsCounted();
    await db.$executeRawUnsafe(`UPDATE PurchaseOrder SET status = 3 WHERE purchaseNo = 'PO-COUNT-2'`);
    await db.purchaseOrder.deleteMany({ where: { purchaseNo: { in: ['PO-COUNT-2', 'PO-COUNT-3'] } } });
    expectKeptAsCounted();
    // A transaction that fails takes its counts back with its rows.
    await expect(
      db.$transaction(async (tx) => {
        await tx.purchaseOrder.create({ data: order(4) });
        await tx.purchaseOrder.delete({ where: { id: created.id } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expectKeptAsCounted();
    await db.purchaseOrder.delete({ where: { id: created.id } });

    const material = await db.material.findFirstOrThrow({ where: { supplierCode: 'S10001' } });
    const { id, materialCode, ...copy } = material;
    const added = await db.material.create({
      data: { ...(copy as Prisma.MaterialUncheckedCreateInput), materialCode: `${materialCode}-COUNT` },
    });
    await db.material.update({ where: { id: added.id }, data: { status: 5, divisionId: material.divisionId + 1 } });
    await db.material.update({ where: { id: added.id }, data: { materialStage: MaterialStage.recommend } });
    await db.material.update({ where: { id: added.id }, data: { materialName: '不计数的列' } });
    expectKeptAsCounted();
    await db.material.delete({ where: { id: added.id } });
    expectKeptAsCounted();
  });

  /** A filter and whether it can be counted from the count table (else every row it selects is walked). */
  const now = Date.now();
  const limit = new Date(now + 7 * day);
  const limitDay = Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth(), limit.getUTCDate());
  const orderWheres: [string, Prisma.PurchaseOrderWhereInput, boolean][] = [
    ['a supplier', { supplierCode: 'S10001' }, true],
    ['a supplier and a status', { supplierCode: 'S10001', status: PurchaseStatus.delivered }, true],
    ['statuses, nested ANDs, NOT', { AND: [{ status: { in: [0, 1, 2] } }, { NOT: { supplierCode: 'S10023' } }] }, true],
    ['an OR of counted columns', { OR: [{ status: 4 }, { supplierCode: 'S10023' }] }, true],
    ['the delivery reminders', deliveryWarningWhere('S10001', now), true],
    ['a due-date range across days', { dueDate: { gte: new Date(now - 3 * day), lt: new Date(now + 9 * day) } }, true],
    // Both ends on one day: no whole day inside, the day's rows counted one by one.
    [
      'a due-date range within a day',
      { dueDate: { gt: new Date(limitDay + 1000), lte: new Date(limitDay + 2000) } },
      false,
    ],
    ['a column it does not count', { supplierCode: 'S10001', materialName: { contains: '革' } }, false],
    ['the due date compared otherwise', { dueDate: null }, false],
    ['a due date in an OR', { OR: [{ dueDate: { lte: limit } }, { status: 4 }] }, false],
  ];
  const materialWheres: [string, Prisma.MaterialWhereInput, boolean][] = [
    ['a supplier’s stage', { supplierCode: 'S10001', materialStage: MaterialStage.normal }, true],
    ['a division and status', { supplierCode: 'S10001', materialStage: 'normal', divisionId: 2, status: 3 }, true],
    ['a section (not counted)', { supplierCode: 'S10001', sectionId: { not: null } }, false],
  ];

  counts('count what Prisma counts, from the count table where the filter is on its columns', async () => {
    // Orders due on the reminders' last day, around the limit to the millisecond, and on the days around it.
    const edges = [-day, 0, limit.getTime() - limitDay - 1, limit.getTime() - limitDay, limit.getTime() - limitDay + 1];
    await db.purchaseOrder.createMany({
      data: [...edges, day - 1, day].map((offset, i) => order(100 + i, { dueDate: new Date(limitDay + offset) })),
    });
    for (const [name, where] of orderWheres)
      expect(await sqlCount(db, 'purchaseOrder', where), name).toBe(await db.purchaseOrder.count({ where }));
    for (const [name, where] of materialWheres)
      expect(await sqlCount(db, 'material', where), name).toBe(await db.material.count({ where }));

    // What reads the count table sees a count row changed behind the triggers' back; what walks the rows does not.
    const before = new Map<string, number | undefined>();
    for (const [name, where] of orderWheres) before.set(name, await sqlCount(db, 'purchaseOrder', where));
    for (const [name, where] of materialWheres) before.set(name, await sqlCount(db, 'material', where));
    connection.exec('UPDATE PurchaseOrderCount SET n = n + 1000; UPDATE MaterialCount SET n = n + 1000');
    try {
      for (const [name, where, kept] of orderWheres) {
        const after = await sqlCount(db, 'purchaseOrder', where);
        expect(after !== before.get(name), name).toBe(kept);
      }
      for (const [name, where, kept] of materialWheres) {
        const after = await sqlCount(db, 'material', where);
        expect(after !== before.get(name), name).toBe(kept);
      }
    } finally {
      connection.exec('UPDATE PurchaseOrderCount SET n = n - 1000; UPDATE MaterialCount SET n = n - 1000');
    }
    expectKeptAsCounted();
  });
});
