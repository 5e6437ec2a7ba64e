import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type Database from 'better-sqlite3';
import { repoRoot } from '../env';

export const migrationsDir = resolve(repoRoot, 'prisma/migrations');

/**
 * Applies prisma/migrations in order and records them in `_prisma_migrations` with Prisma's
 * sha256 checksum, so `prisma migrate deploy` on a machine with the native engine accepts the
 * same database. Returns the names applied.
 */
export const applyMigrations = (db: Database.Database): string[] => {
  db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" TEXT PRIMARY KEY NOT NULL,
    "checksum" TEXT NOT NULL,
    "finished_at" DATETIME,
    "migration_name" TEXT NOT NULL,
    "logs" TEXT,
    "rolled_back_at" DATETIME,
    "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0
  )`);
  const applied = new Map(
    (
      db.prepare('SELECT migration_name, checksum FROM _prisma_migrations WHERE rolled_back_at IS NULL').all() as {
        migration_name: string;
        checksum: string;
      }[]
    ).map((r) => [r.migration_name, r.checksum]),
  );
  const names = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const done: string[] = [];
  for (const name of names) {
    const sql = readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const known = applied.get(name);
    if (known !== undefined) {
      if (known !== checksum) throw new Error(`migration ${name} was edited after it was applied`);
      continue;
    }
    db.transaction(() => {
      db.exec(sql);
      db.prepare(
        `INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, applied_steps_count)
         VALUES (?, ?, current_timestamp, ?, 1)`,
      ).run(randomUUID(), checksum, name);
    })();
    done.push(name);
  }
  return done;
};
