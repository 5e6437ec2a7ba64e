import { beforeAll, describe, expect } from 'vitest';
import { writeCountOf } from '../src/db/adapter';
import { readRows } from '../src/db/reads';
import { useDatabaseFile } from './database-file';
import { internalTest } from './helper';

const reads = internalTest.because('reads a database file on the stub’s own connection');

/**
 * db/reads.ts: the list reads run on the stub's connection itself, without Prisma's query path, and answer what
 * `$queryRawUnsafe` answers (docs/dev-kit.md "List speed").
 */
describe('readRows', () => {
  const file = useDatabaseFile('stub-reads-');
  beforeAll(async () => {
    const account = await file.db.account.findFirstOrThrow();
    await file.db.downloadRecord.createMany({
      data: [true, false].map((failed, i) => ({
        key: `reads-${i}`,
        fileName: 'x.xlsx',
        source: 'test',
        supplierCode: account.supplierCode,
        accountId: account.id,
        failed,
      })),
    });
  });

  reads.each([
    ['dates, JSON and numbers', 'SELECT * FROM PurchaseLine ORDER BY id LIMIT 5'],
    ['booleans and missing dates', 'SELECT * FROM DownloadRecord ORDER BY key'],
    ['JSON arrays of text and nullable numbers', 'SELECT * FROM Material ORDER BY id LIMIT 5'],
    ['a parameter of each kind', 'SELECT * FROM PurchaseOrder WHERE createTime < ? AND status IN (?, ?) ORDER BY id'],
  ])('reads what $queryRawUnsafe reads: %s', async (_name, sql) => {
    const params = sql.includes('?') ? [new Date(), 0, 1] : [];
    const rows = await readRows(file.db, sql, ...params);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(await file.db.$queryRawUnsafe(sql, ...params));
  });

  reads('reads integers as numbers where Prisma answers a BigInt', async () => {
    expect(await readRows(file.db, 'SELECT count(*) AS n FROM PurchaseOrder')).toEqual([
      { n: Number((await file.db.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM PurchaseOrder'))[0]!.n) },
    ]);
  });

  reads('makes each column a property, whatever its name, and a name given twice keeps its last value', async () => {
    const sql = `SELECT 1 AS "__proto__", 2 AS "constructor", 3 AS "a""b\\c", 4 AS "x", 5 AS "x", '' AS "", 6 AS "列"`;
    const [row] = await readRows<Record<string, unknown>>(file.db, sql);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.entries(row!)).toEqual([
      ['__proto__', 1],
      ['constructor', 2],
      ['a"b\\c', 3],
      ['x', 5],
      ['', ''],
      ['列', 6],
    ]);
  });

  reads('runs only statements that cannot write, so every write still moves the write count', async () => {
    const before = writeCountOf(file.db)!.n;
    const outbox = await file.db.outbox.count();
    await expect(readRows(file.db, 'DELETE FROM Outbox')).rejects.toThrow('reads only');
    await expect(readRows(file.db, "UPDATE Supplier SET name = 'x' RETURNING code")).rejects.toThrow('reads only');
    await readRows(file.db, 'SELECT * FROM Outbox');
    expect(await file.db.outbox.count()).toBe(outbox);
    expect(writeCountOf(file.db)!.n).toBe(before);
  });
});
