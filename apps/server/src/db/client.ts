import { dirname } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import Database from 'better-sqlite3';
import { databaseFile } from '../env';
import { PrismaClient } from '../generated/prisma/client';
import { ensureDir } from '../kit/ensure-dir';
import { applyMigrations } from './migrate';
import { seed, seedScale } from './seed';

export type Db = PrismaClient;

/**
 * Opens the database at `url`, creating, migrating and seeding it when it is new (with `scale`, the large data set
 * too: SEED_SCALE, kit/scale.ts). WAL mode: readers (the portal's lists) never wait for the writer.
 */
export const openDatabase = async (url: string, { scale = 0 }: { scale?: number } = {}): Promise<Db> => {
  const file = databaseFile(url);
  ensureDir(dirname(file), 'the database directory');
  let raw: Database.Database | undefined;
  try {
    raw = new Database(file);
    // A damaged file refuses to start rather than answering 500 on whichever call meets the damage.
    const check = raw.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`PRAGMA quick_check says: ${String(check).split('\n')[0]}`);
    raw.pragma('journal_mode = WAL');
    raw.pragma('foreign_keys = ON');
    applyMigrations(raw);
  } catch (error) {
    throw new Error(
      `the database ${file} is unusable (${(error as Error).message}); restore it or delete it to start afresh`,
    );
  } finally {
    raw?.close();
  }
  const db = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: `file:${file}` }) });
  await db.$executeRawUnsafe('PRAGMA foreign_keys = ON');
  if ((await db.account.count()) === 0) {
    await seed(db);
    if (scale > 0) seedScale(file, scale);
  }
  return db;
};
