import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client';
import { openDatabase } from '../src/stub-database';

/**
 * A scratch folder for one test file's tests: made when a test (or a hook before it) first asks for its `path`, and
 * removed after the tests of the scope it was asked in. Made on demand because a run that skips every test of a
 * suite (the read-only and write runs pick tests by kind) runs none of its hooks: a folder made when the file was
 * collected was never removed, and every such run left one in the temp folder.
 */
export const useScratchDir = (prefix: string) => {
  let made: string | undefined;
  afterAll(() => {
    if (made) rmSync(made, { recursive: true, force: true });
    made = undefined;
  });
  const path = () => {
    made ??= mkdtempSync(join(tmpdir(), prefix));
    return made;
  };
  return { path, at: (name: string) => join(path(), name) };
};

/**
 * A new database with the fixtures, as a start makes it, in a folder of its own for one test file's tests (opened
 * before them; closed and removed after them): `db` is its client once the tests run.
 */
export const useDatabaseFile = (prefix: string) => {
  const dir = useScratchDir(prefix);
  const file = { db: undefined as unknown as Db };
  beforeAll(async () => {
    file.db = await openDatabase(`file:${dir.at('stub.db')}`);
  });
  afterAll(async () => {
    await file.db?.$disconnect();
  });
  return file;
};
