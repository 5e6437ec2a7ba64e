import { resolve } from 'node:path';
import { repoRoot } from '../env';
import type { Prisma } from '../generated/prisma/client';

/**
 * The shape of seed data (fixtures/README.md): a domain module lists its tables (`fixture(...)`), the seed
 * (db/seed.ts) loads them after the core tables, in module order.
 */
export const fixturesDir = resolve(repoRoot, 'fixtures');
/** Files the seeded StoredFile rows point at; placed in storage at start (Storage.placeFixtureFiles). */
export const fixtureImagesDir = resolve(fixturesDir, 'images');

export type FixtureRow = Record<string, unknown>;
/** A Prisma delegate name: `grain` for model Grain. */
export type ModelName = Prisma.TypeMap['meta']['modelProps'];

export interface FixtureTable {
  /** fixtures/<file>.json, an array of rows keyed by the model's field names. */
  file: string;
  model: ModelName;
  /** The unique key an existing row is found by: seeding again updates it instead of adding one. */
  key: (row: FixtureRow) => FixtureRow;
  /** How a fixture row becomes a record; by default its dates are parsed (`withDates`). */
  toRecord?: (row: FixtureRow) => FixtureRow | Promise<FixtureRow>;
}

/**
 * Fixture dates are ISO strings, or `now+3d` / `now-2d` relative to the seed, so that demo data
 * stays current (delivery reminders, open inquiries). Prisma wants Date objects.
 */
export const fixtureDate = (text: string, now = Date.now()): Date => {
  const relative = /^now([+-]\d+)d$/.exec(text);
  return relative ? new Date(now + Number(relative[1]) * 86_400_000) : new Date(text);
};

/** Fields named …Time, …Date or deadline that hold text become dates. */
export const withDates = (row: FixtureRow): FixtureRow =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      /(Time|Date|deadline)$/.test(k) && typeof v === 'string' ? fixtureDate(v) : v,
    ]),
  );

export const byId = (row: FixtureRow): FixtureRow => ({ id: row.id });

/** One fixture table: `fixture('grains', 'grain', (r) => ({ lineCode: r.lineCode }))`. */
export const fixture = (
  file: string,
  model: ModelName,
  key: FixtureTable['key'] = byId,
  toRecord?: FixtureTable['toRecord'],
): FixtureTable => ({ file, model, key, toRecord });
