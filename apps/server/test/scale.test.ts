import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { applyMigrations } from '../src/db/migrate';
import { runScaleGenerators } from '../src/kit/scale';
import { modules } from '../src/modules';

/** SEED_SCALE (docs/dev-kit.md "Scale"): the generators' rows, the same for the same factor. */
describe('SEED_SCALE', () => {
  const generate = (factor: number) => {
    const raw = new Database(':memory:');
    applyMigrations(raw);
    runScaleGenerators(
      raw,
      factor,
      modules.flatMap((m) => (m.scale ? [m.scale] : [])),
    );
    return raw;
  };

  it('adds rows in proportion to the factor, deterministically', () => {
    const [a, b] = [generate(0.05), generate(0.05)];
    try {
      expect(a.prepare('SELECT count(*) FROM Color').pluck().get()).toBe(500);
      const sample = 'SELECT * FROM Color ORDER BY colorCode LIMIT 5';
      const rows = a.prepare(sample).all() as { colorCode: string; colorRgb: string }[];
      expect(rows.map((r) => r.colorCode)).toEqual(['SC000001', 'SC000002', 'SC000003', 'SC000004', 'SC000005']);
      expect(rows.every((r) => /^#[0-9a-f]{6}$/.test(r.colorRgb))).toBe(true);
      expect(b.prepare(sample).all()).toEqual(rows);
    } finally {
      a.close();
      b.close();
    }
  });
});
