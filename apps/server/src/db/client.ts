import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import Database from 'better-sqlite3';
import { databaseFile } from '../env';
import { PrismaClient } from '../generated/prisma/client';
import { applyMigrations } from './migrate';
import { seed } from './seed';

export type Db = PrismaClient;

/**
 * Opens the database at `url`, creating, migrating and seeding it when it is new.
 * WAL mode: readers (the portal's lists) never wait for the writer.
 */
export const openDatabase = async (url: string): Promise<Db> => {
  const file = databaseFile(url);
  mkdirSync(dirname(file), { recursive: true });
  const raw = new Database(file);
  try {
    raw.pragma('journal_mode = WAL');
    raw.pragma('foreign_keys = ON');
    applyMigrations(raw);
  } finally {
    raw.close();
  }
  const db = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: `file:${file}` }) });
  await db.$executeRawUnsafe('PRAGMA foreign_keys = ON');
  if ((await db.account.count()) === 0) await seed(db);
  return db;
};
