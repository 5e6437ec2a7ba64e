import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { needsCheck, stampCleanClose, stampFile } from '../src/db/clean-close';
import { openDatabase } from '../src/stub-database';
import { useScratchDir } from './database-file';
import { internalTest } from './helper';

const databaseFile = internalTest.because('checks the stub’s start on its database file, not a target');

/** Cold start: the quick check is skipped only for a file the stub closed cleanly and nothing touched since. */
describe('the check at start', () => {
  const dir = useScratchDir('stub-clean-close-');

  /** A database opened and closed by the stub. */
  const closedCleanly = async (name: string) => {
    const file = dir.at(name);
    const db = await openDatabase(`file:${file}`);
    await db.account.count();
    await db.$disconnect();
    return file;
  };
  /** The last page (table data no start-up query reads) overwritten: only an integrity check sees it. */
  const damage = (file: string) => {
    const bytes = readFileSync(file);
    bytes.fill(0xa5, bytes.length - bytes.readUInt16BE(16) + 8);
    writeFileSync(file, bytes);
  };

  databaseFile('is skipped after a clean close, once: the stamp is used up', async () => {
    const file = await closedCleanly('clean.db');
    expect(existsSync(stampFile(file))).toBe(true);
    expect(needsCheck(file)).toBe(false);
    expect(existsSync(stampFile(file))).toBe(false);
    expect(needsCheck(file)).toBe(true);
  });

  databaseFile('is skipped when opening a cleanly closed file, which a stamp made over damage shows', async () => {
    const file = await closedCleanly('stamped-damage.db');
    damage(file);
    // As if the stub had closed the damaged file cleanly: the check is skipped and the file opens.
    await stampCleanClose(file);
    const db = await openDatabase(`file:${file}`);
    expect(existsSync(stampFile(file))).toBe(false);
    await db.$disconnect();
  });

  databaseFile('runs when the file changed after the close: the damage is refused with the usual message', async () => {
    const file = await closedCleanly('damaged.db');
    damage(file);
    expect(existsSync(stampFile(file))).toBe(true);
    await expect(openDatabase(`file:${file}`)).rejects.toThrow(
      /^the database .*damaged\.db is unusable \(PRAGMA quick_check says/,
    );
  });

  databaseFile('runs after a stop without a close (no stamp) and while a WAL is left beside the file', async () => {
    const file = dir.at('killed.db');
    const db = await openDatabase(`file:${file}`);
    await db.supplier.update({ where: { code: 'S10023' }, data: { name: '宏达' } });
    // Still open, as a killed process leaves it: a WAL and no stamp.
    expect(existsSync(stampFile(file))).toBe(false);
    expect(needsCheck(file)).toBe(true);
    await stampCleanClose(file);
    expect(existsSync(stampFile(file))).toBe(false);
    await db.$disconnect();
    expect(needsCheck(file)).toBe(false);
  });
});
