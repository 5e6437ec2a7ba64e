import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { allAtoms, viewAtoms } from '@portal/contract';
import Database from 'better-sqlite3';
import type { PrismaClient as Db } from '../generated/prisma/client';
import { runScaleGenerators, type ScaleGenerator } from '../kit/scale';
import { hashPassword } from '../lib/password';
import { delegateOf } from './delegate';
import { type FixtureRow, type FixtureTable, fixture, fixturesDir, withDates } from './fixtures';

export { fixtureDate, fixturesDir } from './fixtures';

const read = (name: string): FixtureRow[] =>
  JSON.parse(readFileSync(resolve(fixturesDir, `${name}.json`), 'utf8')) as FixtureRow[];

/**
 * roles.json may say '*' (every atom), 'view' (every view atom) or `{ "except": [...] }` (every atom but those: the
 * demo supplier without the supervisor's). An unknown atom in `except` is a mistake in the fixture, not a no-op.
 */
const resolveAtoms = (atoms: unknown): string[] => {
  if (atoms === '*') return allAtoms;
  if (atoms === 'view') return viewAtoms;
  if (atoms && typeof atoms === 'object' && 'except' in atoms) {
    const except = (atoms as { except: string[] }).except;
    const known = new Set<string>(allAtoms);
    const unknown = except.filter((atom) => !known.has(atom));
    if (unknown.length > 0) throw new Error(`roles.json: unknown atoms in except: ${unknown.join(', ')}`);
    return allAtoms.filter((atom) => !except.includes(atom));
  }
  return atoms as string[];
};

/**
 * What a new database is seeded with: the fixture tables in order and the SEED_SCALE generators. The database layer
 * knows no domain; the stub's composition (src/stub-database.ts) hands it the modules' tables and generators.
 */
export interface Seeding {
  tables: FixtureTable[];
  scale: ScaleGenerator[];
}

/** The tables every domain builds on, in dependency order; the domains' own tables follow (`Seeding.tables`). */
export const coreTables: FixtureTable[] = [
  fixture('suppliers', 'supplier', (r) => ({ code: r.code })),
  fixture('roles', 'role', undefined, (r) => ({ ...r, atoms: resolveAtoms(r.atoms) })),
  fixture('accounts', 'account', undefined, async ({ password, ...r }) => ({
    ...withDates(r),
    passwordHash: await hashPassword(String(password)),
  })),
  fixture('menus', 'menu'),
  fixture('dictionaries', 'dictionary', (r) => ({ code: r.code })),
  fixture('dictionaryDetails', 'dictionaryDetail', (r) => ({
    dictCode_dcode: { dictCode: r.dictCode, dcode: r.dcode },
  })),
];

/**
 * Loads fixtures/ into the database. Idempotent: every row is upserted by its key, so running
 * it again restores the fixture values without duplicating anything.
 */
export const seed = async (db: Db, tables: FixtureTable[]): Promise<void> => {
  // Hash passwords (slow on purpose) before the transaction opens.
  const prepared = await Promise.all(
    tables.map(async ({ file, model, key, toRecord = withDates }) => ({
      model,
      rows: await Promise.all(read(file).map(async (r) => ({ where: key(r), record: await toRecord(r) }))),
    })),
  );
  await db.$transaction(async (tx) => {
    for (const { model, rows } of prepared) {
      const delegate = delegateOf(tx, model);
      if (!delegate) throw new Error(`unknown model ${model}`);
      // An empty table (a new database) takes the rows in one statement; otherwise upsert row by row.
      if ((await delegate.count()) === 0) await delegate.createMany({ data: rows.map((r) => r.record) });
      else for (const { where, record } of rows) await delegate.upsert({ where, create: record, update: record });
    }
  });
};

/** SEED_SCALE: each module's generator adds its large data set to the database file (kit/scale.ts). */
export const seedScale = (file: string, factor: number, generators: ScaleGenerator[], now = Date.now()) => {
  const raw = new Database(file);
  try {
    runScaleGenerators(raw, factor, generators, now);
  } finally {
    raw.close();
  }
};
