import type Database from 'better-sqlite3';
import { sqlValue } from '../db/reads';

/**
 * A large data set on demand (`SEED_SCALE`, docs/dev-kit.md "Scale"): after the fixtures, each domain module's
 * `scale` generator adds rows in proportion to the factor (1 = the documented volumes: 100,000 materials, 100,000
 * purchase-order lines, 10,000 colours). Deterministic: the same factor gives the same rows. Rows go straight to
 * SQLite in multi-row INSERTs inside one transaction (a statement per row costs more than SQLite's own work), then
 * ANALYZE. A generator names its model's table as Prisma maps it (`@@map`) and writes its fields.
 */
export interface ScaleContext {
  factor: number;
  /** A seeded pseudo-random number in [0, 1). */
  random: () => number;
  /** One of `items`, chosen by `random`. */
  pick: <T>(items: readonly T[]) => T;
  /** Inserts `count` rows built by `row(i)` into `table` (columns from the first row). */
  insert: (table: string, count: number, row: (i: number) => Record<string, unknown>) => void;
  /** Reads rows already there (the fixtures' categories, suppliers, effects…) to build on. */
  read: <T = Record<string, unknown>>(sql: string) => T[];
  /** The seed's "now" (ms): generated dates lie before or after it, as the fixtures' `now-3d` do. */
  now: number;
}

export type ScaleGenerator = (ctx: ScaleContext) => void;

/** Bound variables per statement (SQLite's limit is 32,766). */
const maxVariables = 8_000;

/** mulberry32: small, fast and good enough for demo data. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export const runScaleGenerators = (
  raw: Database.Database,
  factor: number,
  generators: ScaleGenerator[],
  now = Date.now(),
) => {
  const random = seeded(20261122);
  const ctx: ScaleContext = {
    factor,
    now,
    read: <T>(sql: string) => raw.prepare(sql).all() as T[],
    random,
    pick: (items) => items[Math.floor(random() * items.length)]!,
    insert: (table, count, row) => {
      if (count <= 0) return;
      const first = row(0);
      const columns = Object.keys(first);
      const values = `(${columns.map(() => '?').join(', ')})`;
      const statement = (rows: number) =>
        raw.prepare(
          `INSERT OR IGNORE INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${Array(rows).fill(values).join(', ')}`,
        );
      // Many rows per statement: the per-statement cost, not SQLite's, is what a row-at-a-time loop pays for.
      const perStatement = Math.max(1, Math.floor(maxVariables / columns.length));
      const full = statement(Math.min(perStatement, count));
      let batch: unknown[] = [];
      for (let i = 0; i < count; i++) {
        const r = i === 0 ? first : row(i);
        for (const c of columns) batch.push(sqlValue(r[c]));
        if (batch.length === perStatement * columns.length) {
          full.run(batch);
          batch = [];
        }
      }
      if (batch.length) statement(batch.length / columns.length).run(batch);
    },
  };
  // Index pages stay in memory while the rows arrive in no index's order (the default cache is 2 MB).
  raw.pragma('cache_size = -262144');
  raw.transaction(() => {
    for (const generate of generators) generate(ctx);
  })();
  // The planner's statistics: with them a filtered list reads its filter's index rather than walking the sort's.
  raw.exec('ANALYZE');
};
