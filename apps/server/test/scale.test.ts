import { copyFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { runScaleGenerators } from '../src/kit/scale';
import { modules } from '../src/modules';
import { openDatabase } from '../src/stub-database';
import { useScratchDir } from './database-file';
import { internalTest } from './helper';

const generated = internalTest.because('generates a large data set into a database file, not a target');

/**
 * SEED_SCALE (docs/dev-kit.md "Scale"): the generators' rows on top of the fixtures (they build on its categories,
 * suppliers and effects), in proportion to the factor and the same for the same factor.
 */
describe('SEED_SCALE', () => {
  const dir = useScratchDir('stub-scale-');
  const now = Date.parse('2026-11-22T08:00:00Z');
  let a: Database.Database;
  let b: Database.Database;
  const generate = (name: string) => {
    const file = dir.at(name);
    copyFileSync(dir.at('seeded.db'), file);
    const raw = new Database(file);
    runScaleGenerators(
      raw,
      0.05,
      modules.flatMap((m) => (m.scale ? [m.scale] : [])),
      now,
    );
    return raw;
  };
  beforeAll(async () => {
    const db = await openDatabase(`file:${dir.at('seeded.db')}`);
    await db.$executeRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
    await db.$disconnect();
    [a, b] = [generate('a.db'), generate('b.db')];
  });
  afterAll(() => {
    a.close();
    b.close();
  });
  const value = (raw: Database.Database, sql: string) => raw.prepare(sql).pluck().get();
  const column = (raw: Database.Database, sql: string) => raw.prepare(sql).pluck().all();

  generated('adds colours in proportion to the factor, deterministically', () => {
    expect(value(a, "SELECT count(*) FROM Color WHERE colorCode LIKE 'SC%'")).toBe(500);
    const sample = "SELECT * FROM Color WHERE colorCode LIKE 'SC%' ORDER BY colorCode LIMIT 5";
    const rows = a.prepare(sample).all() as { colorCode: string; colorRgb: string }[];
    expect(rows.map((r) => r.colorCode)).toEqual(['SC000001', 'SC000002', 'SC000003', 'SC000004', 'SC000005']);
    expect(rows.every((r) => /^#[0-9a-f]{6}$/.test(r.colorRgb))).toBe(true);
    expect(b.prepare(sample).all()).toEqual(rows);
  });

  generated(
    'adds materials of every division, stage and status, half of them S10001’s, each with its sub-prices',
    () => {
      const generated = 'FROM Material WHERE id > 10000';
      expect(value(a, `SELECT count(*) ${generated}`)).toBe(5000);
      expect(column(a, `SELECT DISTINCT divisionId ${generated} ORDER BY 1`)).toEqual(
        Array.from({ length: 14 }, (_, i) => i + 1),
      );
      expect(column(a, `SELECT DISTINCT status ${generated} ORDER BY 1`)).toEqual([1, 2, 3, 5]);
      expect(column(a, `SELECT DISTINCT materialStage ${generated} ORDER BY 1`)).toEqual(['normal', 'recommend']);
      const own = value(a, `SELECT count(*) ${generated} AND supplierCode = 'S10001'`) as number;
      expect(own).toBeGreaterThan(2000);
      expect(value(a, `SELECT count(*) ${generated} AND supplierCode = 'S10023'`)).toBeGreaterThan(0);
      // Every material has a sub-price for each of its thicknesses (what the list's price is computed from).
      expect(
        value(
          a,
          `SELECT count(*) ${generated} AND json_array_length(thicknesses) <>
          (SELECT count(*) FROM MaterialSubPrice s WHERE s.materialId = Material.id)`,
        ),
      ).toBe(0);
      // A code once submitted: the division's code and the id on six digits, as the stub gives it.
      expect(value(a, `SELECT count(*) ${generated} AND status = 1 AND materialCode IS NOT NULL`)).toBe(0);
      expect(
        value(
          a,
          `SELECT count(*) FROM Material m JOIN MaterialCategory c ON c.id = m.divisionId
          WHERE m.id > 10000 AND m.status <> 1 AND m.materialCode <> c.materialCode || printf('%06d', m.id)`,
        ),
      ).toBe(0);
      const sample = `SELECT * ${generated} ORDER BY id LIMIT 20`;
      expect(b.prepare(sample).all()).toEqual(a.prepare(sample).all());
    },
  );

  generated('adds purchase orders with 2.5 lines each in every status; open ones carry their due date', () => {
    const orders = 'FROM PurchaseOrder WHERE id > 10000';
    expect(value(a, `SELECT count(*) ${orders}`)).toBe(2000);
    expect(value(a, 'SELECT count(*) FROM PurchaseLine WHERE purchaseId > 10000')).toBe(5000);
    expect(column(a, `SELECT DISTINCT status ${orders} ORDER BY 1`)).toEqual([0, 1, 2, 3, 4]);
    expect(value(a, `SELECT count(*) ${orders} AND (status IN (0, 1, 2)) <> (dueDate IS NOT NULL)`)).toBe(0);
    // An order's quantity is the sum of its lines'.
    expect(
      value(
        a,
        `SELECT count(*) ${orders} AND quantity <> (SELECT sum(quantity) FROM PurchaseLine l WHERE l.purchaseId = PurchaseOrder.id)`,
      ),
    ).toBe(0);
    expect(value(a, `SELECT count(*) ${orders} AND supplierCode = 'S10001'`)).toBeGreaterThan(800);
    const sample = `SELECT * ${orders} ORDER BY id LIMIT 20`;
    expect(b.prepare(sample).all()).toEqual(a.prepare(sample).all());
  });
});
