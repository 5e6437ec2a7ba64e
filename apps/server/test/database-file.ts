import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client';
import { openDatabase } from '../src/stub-database';

/**
 * A new database with the fixtures, as a start makes it, in a folder of its own for one test file's tests (opened
 * before them; closed and removed after them): `db` is its client once the tests run.
 */
export const useDatabaseFile = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = { db: undefined as unknown as Db };
  beforeAll(async () => {
    file.db = await openDatabase(`file:${join(dir, 'stub.db')}`);
  });
  afterAll(async () => {
    await file.db?.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  });
  return file;
};
