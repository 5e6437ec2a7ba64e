import { existsSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import Database from 'better-sqlite3';
import { databaseFile } from '../env';
import { PrismaClient } from '../generated/prisma/client';
import { ensureDir } from '../kit/ensure-dir';
import { stubAdapter } from './adapter';
import { needsCheck, stampCleanClose } from './clean-close';
import { applyMigrations } from './migrate';
import { type Seeding, seed, seedScale } from './seed';
import { copyTemplate, ensureTemplate } from './template';

export type Db = PrismaClient;

/**
 * Checks the file (`check`: a copy of the template just made needs none, and SEED_SCALE=1's costs ~0.8 s), puts it in
 * WAL mode and applies the migrations it lacks (none, usually: a cheap check). Whether it is seeded already (an
 * account exists), asked here in plain SQL: through Prisma the first query of its kind costs a query-plan compile at
 * every start.
 */
const prepare = (file: string, check = true): { seeded: boolean } => {
  let raw: Database.Database | undefined;
  try {
    raw = new Database(file);
    // A damaged file refuses to start rather than answering 500 on whichever call meets the damage.
    const result = check ? raw.pragma('quick_check', { simple: true }) : 'ok';
    if (result !== 'ok') throw new Error(`PRAGMA quick_check says: ${String(result).split('\n')[0]}`);
    raw.pragma('journal_mode = WAL');
    raw.pragma('foreign_keys = ON');
    applyMigrations(raw);
    return { seeded: raw.prepare('SELECT EXISTS (SELECT 1 FROM "Account")').pluck().get() === 1 };
  } catch (error) {
    throw new Error(
      `the database ${file} is unusable (${(error as Error).message}); restore it or delete it to start afresh`,
    );
  } finally {
    raw?.close();
  }
};

const connect = async (file: string): Promise<Db> => {
  // Its writes are counted, so an answer read from it can be kept until it changes (db/adapter.ts).
  const { adapter, register } = stubAdapter(new PrismaBetterSqlite3({ url: `file:${file}` }));
  const db = new PrismaClient({ adapter });
  register(db);
  await db.$executeRawUnsafe('PRAGMA foreign_keys = ON');
  // WAL makes a commit durable at the checkpoint, so NORMAL loses nothing a crash would not; the page cache and
  // memory-mapped reads keep the large data set's indexes in memory (docs/dev-kit.md "List speed").
  await db.$executeRawUnsafe('PRAGMA synchronous = NORMAL');
  await db.$executeRawUnsafe('PRAGMA cache_size = -65536');
  await db.$executeRawUnsafe('PRAGMA mmap_size = 268435456');
  await db.$executeRawUnsafe('PRAGMA temp_store = MEMORY');
  return db;
};

/** Seeds an empty database: the fixtures, then with `scale` the large data set. */
const seedEmpty = async (db: Db, file: string, seeding: Seeding, scale: number) => {
  await seed(db, seeding.tables);
  if (scale > 0) seedScale(file, scale, seeding.scale);
};

/** A new database at `file`, migrated and seeded with the fixtures, closed (what the template is made of). */
const createSeeded = (seeding: Seeding) => async (file: string) => {
  const { seeded } = prepare(file);
  const db = await connect(file);
  try {
    if (!seeded) await seedEmpty(db, file, seeding, 0);
    await db.$executeRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    await db.$disconnect();
  }
};

/** The seeded template's file, made when missing (the Docker image makes it at build: scripts/make-template.ts). */
export const makeTemplate = (seeding: Seeding) => ensureTemplate(createSeeded(seeding));

/**
 * Opens the database at `url`, seeded with `seeding` (the stub's: `openDatabase` in src/stub-database.ts). A new one (no file yet) is a copy of the seeded template (db/template.ts), made
 * once per migrations, fixtures and sources, then given `scale`'s large data set (SEED_SCALE, kit/scale.ts); where
 * no template can be kept, the file is migrated and seeded in place. WAL mode: readers (the portal's lists) never wait for the writer.
 * An existing file is checked (`PRAGMA quick_check`) unless the stub closed it cleanly and nothing touched it since
 * (db/clean-close.ts) or the caller has just copied it from a checked one (`check: false`, a scenario's copy of the
 * pristine snapshot). The client's `$disconnect` leaves the clean-close stamp.
 */
export const openSeededDatabase = async (
  url: string,
  seeding: Seeding,
  {
    scale = 0,
    template = true,
    check = true,
  }: {
    scale?: number;
    /** false: migrated and seeded in place. */
    template?: boolean;
    /** false: the file is a fresh copy of a checked database. */
    check?: boolean;
  } = {},
): Promise<Db> => {
  const file = databaseFile(url);
  ensureDir(dirname(file), 'the database directory');
  let copied = false;
  if (template && !existsSync(file)) {
    // A journal left without its database belongs to no copy.
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
    const large =
      scale > 0
        ? { factor: scale, generate: (at: string, now: number) => seedScale(at, scale, seeding.scale, now) }
        : undefined;
    copied = await copyTemplate(file, createSeeded(seeding), large);
  }
  const { seeded } = prepare(file, needsCheck(file) && check && !copied);
  const db = await connect(file);
  if (!seeded) await seedEmpty(db, file, seeding, scale);
  const disconnect = db.$disconnect.bind(db);
  db.$disconnect = async () => {
    await disconnect();
    await stampCleanClose(file);
  };
  return db;
};
