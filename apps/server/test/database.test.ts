import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Db } from '../src/db/client';
import { migrationsDir } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { fixtureTables, openDatabase } from '../src/stub-database';
import { useScratchDir } from './database-file';
import { internalTest } from './helper';

const databaseFile = internalTest.because('checks a new database file, not a target');

const dir = useScratchDir('stub-db-');
let db: Db;
beforeAll(async () => {
  db = await openDatabase(`file:${dir.at('fresh.db')}`);
});
afterAll(async () => {
  await db.$disconnect();
});

const counts = async () => ({
  accounts: await db.account.count(),
  menus: await db.menu.count(),
  details: await db.dictionaryDetail.count(),
  colors: await db.color.count(),
  borrows: await db.borrow.count(),
  orders: await db.purchaseOrder.count(),
});

describe('a database at an empty location', () => {
  databaseFile('is created in WAL mode', async () => {
    const [mode] = await db.$queryRawUnsafe<{ journal_mode: string }[]>('PRAGMA journal_mode');
    expect(mode?.journal_mode).toBe('wal');
  });

  databaseFile('has every migration applied and recorded with Prisma’s checksum', async () => {
    const rows = await db.$queryRawUnsafe<{ migration_name: string; checksum: string }[]>(
      'SELECT migration_name, checksum FROM _prisma_migrations ORDER BY migration_name',
    );
    const files = readdirSync(migrationsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(rows.map((r) => r.migration_name)).toEqual(files);
    for (const r of rows) {
      const sql = readFileSync(join(migrationsDir, r.migration_name, 'migration.sql'));
      expect(r.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
    }
  });

  databaseFile('is seeded, and seeding again changes nothing', async () => {
    const before = await counts();
    expect(before.accounts).toBe(5);
    expect(before.colors).toBe(320);
    await seed(db, fixtureTables());
    expect(await counts()).toEqual(before);
  });
});
