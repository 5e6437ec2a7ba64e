import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { repoRoot } from '../env';
import { ensureDir } from '../kit/ensure-dir';
import { formatDateTime } from '../lib/format';

/**
 * A new database is a copy of a seeded template (docs/decisions/0023-cold-start.md): migrating and seeding through
 * Prisma takes seconds, copying a file milliseconds. A template is made once per key, the hash of everything that
 * decides its content (migrations, schema, fixtures, the stub's and the contract's sources), so an edit to any of
 * them makes a new one. It holds the fixtures only: SEED_SCALE's large data set is generated on the copy
 * (db/client.ts). It is seeded with the clock frozen at `templateEpoch`, far from any real date; a copy moves every
 * date near that epoch by the time since, so `now-3d` in a fixture is three days before the copy's start, as a fresh
 * seed would have it, while absolute fixture dates stay as they are.
 */
export const templateEpoch = Date.UTC(2200, 0, 1);

/** Where templates are kept: a cache, never committed, rebuilt when missing. */
export const templateDir = resolve(repoRoot, 'node_modules/.cache/stub-databases');

const inputs = ['prisma/migrations', 'prisma/schema.prisma', 'fixtures', 'apps/server/src', 'packages/contract/src'];
/** The generated client follows schema.prisma; fixture images are not in the database. */
const counts = (path: string) =>
  !path.includes('/generated/') && (!path.startsWith('fixtures/') || path.endsWith('.json'));

const filesUnder = (path: string): string[] => {
  const full = resolve(repoRoot, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
};

/** The template's key, or undefined where the sources are absent (a copied bundle alone): no template then. */
export const templateKey = (): string | undefined => {
  if (!existsSync(resolve(repoRoot, 'apps/server/src'))) return undefined;
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder).filter(counts).sort())
    hash.update(`${file}\n`).update(readFileSync(resolve(repoRoot, file)));
  return hash.digest('hex').slice(0, 16);
};

/** Runs `work` with `new Date()` and `Date.now()` standing at `at`; the real `Date` is back afterwards. */
const withClockAt = async <T>(at: number, work: () => Promise<T>): Promise<T> => {
  const RealDate = globalThis.Date;
  const Frozen = function (this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(at).toString();
    return args.length === 0 ? new RealDate(at) : new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
  } as unknown as DateConstructor;
  Object.setPrototypeOf(Frozen, RealDate);
  Object.defineProperty(Frozen, 'prototype', { value: RealDate.prototype });
  Object.defineProperty(Frozen, 'now', { value: () => at });
  globalThis.Date = Frozen;
  try {
    return await work();
  } finally {
    globalThis.Date = RealDate;
  }
};

/** Dates written while the clock stood at the epoch: years 2100–2299, as ISO text or as China-time text. */
const nearEpoch = "GLOB '2[12][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'";

const isoText = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|\+00:00)$/;
const chinaText = /^\d{4}-\d\d-\d\d( \d\d:\d\d:\d\d)?$/;

/**
 * `value` moved by `ms`, in its own format: ISO (a DateTime column, as Prisma's adapter writes it) or the China-time
 * text `YYYY-MM-DD[ HH:mm:ss]` some columns keep (a date alone was the epoch's day, 08:00 there). Anything else stays.
 */
const shifted = (value: unknown, ms: number): unknown => {
  if (typeof value !== 'string') return value;
  if (isoText.test(value))
    return new Date(Date.parse(value) + ms).toISOString().replace('Z', value.endsWith('Z') ? 'Z' : '+00:00');
  if (!chinaText.test(value)) return value;
  const wallClock = value.length === 10 ? `${value}T08:00:00` : value.replace(' ', 'T');
  return formatDateTime(new Date(Date.parse(`${wallClock}+08:00`) + ms))?.slice(0, value.length) ?? value;
};

/** Moves every date the template was seeded with by `ms`, in place, in one transaction. */
const shiftDates = (file: string, ms: number) => {
  const db = new Database(file);
  try {
    db.function('stub_shift_date', { deterministic: true }, (value: unknown) => shifted(value, ms));
    const seconds = `${ms < 0 ? '-' : '+'}${(Math.abs(ms) / 1000).toFixed(3)}`;
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'",
      )
      .pluck()
      .all() as string[];
    db.transaction(() => {
      for (const table of tables) {
        const quoted = `"${table.replaceAll('"', '""')}"`;
        const columns = (db.pragma(`table_info(${quoted})`) as { name: string; type: string }[]).filter((c) =>
          ['DATETIME', 'TEXT'].includes(c.type.toUpperCase()),
        );
        for (const { name } of columns) {
          const column = `"${name.replaceAll('"', '""')}"`;
          // Prisma's ISO text is moved by SQLite itself (exact to the millisecond, no call into JS per row: the
          // large data set has a million such values); the other formats by `shifted`.
          db.exec(
            `UPDATE ${quoted} SET ${column} = CASE WHEN ${column} GLOB '*T*+00:00'
               THEN strftime('%Y-%m-%dT%H:%M:%f+00:00', ${column}, '${seconds} seconds')
               ELSE stub_shift_date(${column}) END
             WHERE ${column} ${nearEpoch}`,
          );
        }
      }
    })();
  } finally {
    db.close();
  }
};

/** A template file some running process is still building (`<name>.<pid>.building`). */
const isBuilding = (name: string): boolean => {
  const pid = Number(/\.(\d+)\.building/.exec(name)?.[1]);
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The template's file under the current key, made first with `create` (migrate and seed a file with the fixtures)
 * when there is none; undefined where no template can be kept (no sources, a cache that cannot be written).
 */
export const ensureTemplate = async (create: (file: string) => Promise<void>): Promise<string | undefined> => {
  const key = templateKey();
  if (!key) return undefined;
  const template = join(templateDir, `seeded-${key}.db`);
  if (existsSync(template)) return template;
  try {
    ensureDir(templateDir, 'the template directory');
  } catch {
    return undefined;
  }
  // Built under a name of its own and renamed: a process that starts meanwhile never copies half a template.
  const building = `${template}.${process.pid}.building`;
  try {
    await withClockAt(templateEpoch, () => create(building));
    renameSync(building, template);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(building + suffix, { force: true });
  }
  // Templates under another key are stale, and so is one a stopped process was building.
  for (const old of readdirSync(templateDir))
    if (!old.startsWith(`seeded-${key}`) && !isBuilding(old)) rmSync(join(templateDir, old), { force: true });
  return template;
};

/**
 * Puts a seeded database at `file` (which does not exist yet): a copy of the template (`ensureTemplate`). False where
 * no template can be kept: the caller seeds `file` itself.
 */
export const copyTemplate = async (file: string, create: (file: string) => Promise<void>): Promise<boolean> => {
  const template = await ensureTemplate(create);
  if (!template) return false;
  try {
    copyFileSync(template, file);
  } catch {
    // Removed meanwhile by a process that made a newer one: this start seeds in place.
    rmSync(file, { force: true });
    return false;
  }
  shiftDates(file, Date.now() - templateEpoch);
  return true;
};
