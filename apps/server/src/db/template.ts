import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { filesUnder, hashFiles, sourcesHash } from '../../scripts/sources-hash.mjs';
import { repoRoot } from '../env';
import { ensureDir } from '../kit/ensure-dir';
import { clockedDate } from '../lib/clocked-date';
import { formatDateTime } from '../lib/format';
import { isCountTable } from './count-tables';

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

/** What decides a template's content besides the code: the migrations, the schema and the fixtures' JSON. */
const dataInputs = ['prisma/migrations', 'prisma/schema.prisma', 'fixtures'];
/** Fixture images are not in the database. */
const counts = (path: string) => !path.startsWith('fixtures/') || path.endsWith('.json');

/** Set by scripts/build.mjs in the compiled server: the hash of the sources it was built from. */
declare const STUB_SOURCES_HASH: string | undefined;

/**
 * The template's key, or undefined where the code's hash is unknown (sources absent and not compiled): no template
 * then. The compiled server knows the hash of its own sources, so a start reads only the data files.
 */
export const templateKey = (): string | undefined => {
  const code = typeof STUB_SOURCES_HASH === 'string' ? STUB_SOURCES_HASH : sourcesHash(repoRoot);
  if (!code) return undefined;
  const dataFiles = filesUnder(repoRoot, dataInputs).filter(counts);
  return createHash('sha256').update(`${code}\n`).update(hashFiles(repoRoot, dataFiles)).digest('hex').slice(0, 16);
};

/** Runs `work` with `new Date()` and `Date.now()` standing at `at`; the real `Date` is back afterwards. */
const withClockAt = async <T>(at: number, work: () => Promise<T>): Promise<T> => {
  const RealDate = globalThis.Date;
  globalThis.Date = clockedDate(() => at, RealDate);
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

/**
 * Moves every date the template was seeded with by `ms`, in place, in one transaction. With `seededRows` (a table's
 * largest rowid in the seeded template), only those rows are looked at: a scale template's generated rows come after
 * them and hold no date near the epoch, and 100,000 of them need not be read.
 */
const shiftDates = (file: string, ms: number, seededRows?: Map<string, number>) => {
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
      // A count table's day follows its table's dates: the triggers move it as the dates are moved.
      for (const table of tables.filter((t) => !isCountTable(t, tables))) {
        const lastSeeded = seededRows ? (seededRows.get(table) ?? 0) : undefined;
        if (lastSeeded === 0) continue;
        const quoted = `"${table.replaceAll('"', '""')}"`;
        const seededOnly = lastSeeded === undefined ? '' : `rowid <= ${lastSeeded} AND `;
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
             WHERE ${seededOnly}${column} ${nearEpoch}`,
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
 * Each table's largest rowid (tables without rows left out); undefined where the file cannot be opened (the copy then
 * looks at every row). Opened for writing though it only reads: the last connection to close removes the WAL and
 * shared-memory files a read-only one would leave beside the template.
 */
const lastRowids = (file: string): Map<string, number> | undefined => {
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true });
  } catch {
    return undefined;
  }
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    const last = new Map<string, number>();
    for (const table of tables) {
      const max = db
        .prepare(`SELECT max(rowid) FROM "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number | null;
      if (max) last.set(table, max);
    }
    return last;
  } finally {
    db.close();
  }
};

const dayMs = 86_400_000;

/** SEED_SCALE's large data set: its factor and what generates it on a file, dated around `now`. */
export interface ScaleData {
  factor: number;
  generate: (file: string, now: number) => void;
}

/**
 * The seeded template with `scale`'s large data set generated on it, made once per key, factor and UTC day: the
 * generated dates lie around the day's start (00:00 UTC), not the start of each copy, so the copy moves only the
 * seeded rows' dates (a few hundred) and none of the million generated ones. The next day's first start makes a new
 * one and removes the old. Undefined where it cannot be written (the caller generates on its copy then).
 */
const ensureScaleTemplate = (template: string, { factor, generate }: ScaleData): string | undefined => {
  const day = Math.floor(Date.now() / dayMs) * dayMs;
  const prefix = template.replace(/\.db$/, '-scale');
  const scaled = `${prefix}${factor}-${new Date(day).toISOString().slice(0, 10)}.db`;
  if (existsSync(scaled)) return scaled;
  const building = `${scaled}.${process.pid}.building`;
  try {
    copyFileSync(template, building);
    generate(building, day);
    renameSync(building, scaled);
  } catch {
    return undefined;
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(building + suffix, { force: true });
  }
  for (const old of readdirSync(templateDir)) {
    const path = join(templateDir, old);
    if (path.startsWith(prefix) && path !== scaled && !isBuilding(old)) rmSync(path, { force: true });
  }
  return scaled;
};

/**
 * Puts a seeded database at `file` (which does not exist yet): a copy of the template (`ensureTemplate`), or with
 * `scale` of the scale template made from it (`ensureScaleTemplate`). False where no template can be kept: the caller
 * seeds `file` itself. True with `scale` means the large data set is there too.
 */
export const copyTemplate = async (
  file: string,
  create: (file: string) => Promise<void>,
  scale?: ScaleData,
): Promise<boolean> => {
  const template = await ensureTemplate(create);
  if (!template) return false;
  const scaled = scale && ensureScaleTemplate(template, scale);
  try {
    copyFileSync(scaled ?? template, file);
  } catch {
    // Removed meanwhile by a process that made a newer one: this start seeds in place.
    rmSync(file, { force: true });
    return false;
  }
  shiftDates(file, Date.now() - templateEpoch, scaled ? lastRowids(template) : undefined);
  if (scale && !scaled) scale.generate(file, Date.now());
  return true;
};
