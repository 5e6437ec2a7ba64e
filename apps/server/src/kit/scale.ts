import type Database from 'better-sqlite3';

/**
 * A large data set on demand (`SEED_SCALE`, docs/dev-kit.md "Scale"): after the fixtures, each domain module's
 * `scale` generator adds rows in proportion to the factor (1 = the documented volumes: 100,000 materials, 100,000
 * purchase-order lines, 10,000 colours). Deterministic: the same factor gives the same rows. Rows go straight to
 * SQLite through one prepared statement per table inside one transaction, which is what makes 100,000 rows take
 * well under a second. A generator names its model's table as Prisma maps it (`@@map`) and writes its fields.
 */
export interface ScaleContext {
  factor: number;
  /** A seeded pseudo-random number in [0, 1). */
  random: () => number;
  /** One of `items`, chosen by `random`. */
  pick: <T>(items: readonly T[]) => T;
  /** Inserts `count` rows built by `row(i)` into `table` (columns from the first row). */
  insert: (table: string, count: number, row: (i: number) => Record<string, unknown>) => void;
}

export type ScaleGenerator = (ctx: ScaleContext) => void;

/** mulberry32: small, fast and good enough for demo data. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Values as Prisma's SQLite adapter stores them: dates as ISO text with an offset, JSON as text. */
const sqlValue = (v: unknown) =>
  v instanceof Date
    ? v.toISOString().replace('Z', '+00:00')
    : typeof v === 'boolean'
      ? Number(v)
      : v !== null && typeof v === 'object'
        ? JSON.stringify(v)
        : v;

export const runScaleGenerators = (raw: Database.Database, factor: number, generators: ScaleGenerator[]) => {
  const random = seeded(20261122);
  const ctx: ScaleContext = {
    factor,
    random,
    pick: (items) => items[Math.floor(random() * items.length)]!,
    insert: (table, count, row) => {
      if (count <= 0) return;
      const first = row(0);
      const columns = Object.keys(first);
      const statement = raw.prepare(
        `INSERT OR IGNORE INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      for (let i = 0; i < count; i++) {
        const r = i === 0 ? first : row(i);
        statement.run(columns.map((c) => sqlValue(r[c])));
      }
    },
  };
  raw.transaction(() => {
    for (const generate of generators) generate(ctx);
  })();
};
