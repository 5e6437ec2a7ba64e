import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect } from 'vitest';
import { buildApp } from '../src/app';
import { readEnv } from '../src/env';
import { openDatabase } from '../src/stub-database';
import { useScratchDir } from './database-file';
import { env, internalTest } from './helper';

const configuration = internalTest.because('checks the stub’s configuration and start-up, not a target');

const dir = useScratchDir('stub-config-');

/** Runs src/server.ts with the given environment; resolves with its exit code and stderr. */
const startServer = (extra: Record<string, string>): Promise<{ code: number | null; stderr: string }> =>
  new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../src/server.ts')], {
      env: { ...process.env, LOG_LEVEL: 'silent', PORT: '0', ...extra },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c) => {
      stderr += String(c);
    });
    child.on('exit', (code) => done({ code, stderr }));
  });

describe('PASSWORD_AES_KEY', () => {
  configuration('must be 16 bytes, not 16 characters', () => {
    expect(() => readEnv({ ...process.env, PASSWORD_AES_KEY: '密'.repeat(16) })).toThrow(/16 bytes/);
    expect(() => readEnv({ ...process.env, PASSWORD_AES_KEY: 'é'.repeat(16) })).toThrow(/16 bytes/);
    expect(readEnv({ ...process.env, PASSWORD_AES_KEY: 'abcdefgh12345678' }).PASSWORD_AES_KEY).toHaveLength(16);
  });
});

describe('the database at start', () => {
  configuration('refuses a corrupted file in one line (PRAGMA quick_check)', async () => {
    const file = dir.at('corrupt.db');
    writeFileSync(file, Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(8192, 0x5a)]));
    const error = await openDatabase(`file:${file}`).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/^the database .*corrupt\.db is unusable/);
    expect(error?.message).not.toContain('\n');
  });

  configuration('refuses a file whose pages are damaged though its header is intact', async () => {
    const file = dir.at('damaged.db');
    const db = await openDatabase(`file:${file}`);
    await db.$executeRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
    await db.$disconnect();
    const bytes = readFileSync(file);
    const pageSize = bytes.readUInt16BE(16);
    // The last page (table data no start-up query reads) overwritten: only an integrity check sees it.
    bytes.fill(0xa5, bytes.length - pageSize + 8);
    writeFileSync(file, bytes);
    await expect(openDatabase(`file:${file}`)).rejects.toThrow(/is unusable \(PRAGMA quick_check says/);
  });

  configuration('fails fast when its directory cannot be created (no endless mkdir under /proc)', async () => {
    await expect(openDatabase('file:/proc/stub-nope/data/stub.db')).rejects.toThrow(/cannot be created/);
  });

  configuration('STORAGE_DIR that cannot be created fails fast too', async () => {
    const db = await openDatabase(`file:${dir.at('ok.db')}`);
    try {
      await expect(buildApp({ env: { ...env, STORAGE_DIR: '/proc/stub-nope/storage' }, db })).rejects.toThrow(
        /STORAGE_DIR .* cannot be created/,
      );
    } finally {
      await db.$disconnect();
    }
  });

  configuration('the process prints one line and exits 1', async () => {
    const { code, stderr } = await startServer({ DATABASE_URL: 'file:/proc/stub-nope/stub.db' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^stub: cannot start: the database directory .* cannot be created/);
  });
});
