/** `pnpm db:reset`: deletes the database file and recreates it from migrations and fixtures. */
import { rmSync } from 'node:fs';
import { stampFile } from '../src/db/clean-close';
import { databaseFile, readEnv } from '../src/env';
import { openDatabase } from '../src/stub-database';

const env = readEnv();
const file = databaseFile(env.DATABASE_URL);
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
rmSync(stampFile(file), { force: true });
const db = await openDatabase(env.DATABASE_URL, { scale: env.SEED_SCALE });
console.log(`database recreated at ${file}: ${await db.account.count()} accounts, ${await db.color.count()} colours`);
await db.$disconnect();
