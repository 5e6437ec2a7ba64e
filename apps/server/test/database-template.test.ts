import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect } from 'vitest';
import { isCountTable } from '../src/db/count-tables';
import { templateDir, templateEpoch, templateKey } from '../src/db/template';
import { makeTemplate, openDatabase } from '../src/stub-database';
import { keptAndCounted } from './count-tables';
import { useScratchDir } from './database-file';
import { internalTest } from './helper';

const databaseFiles = internalTest.because('checks the stub’s database template, not a target');

/**
 * A new database is a copy of a seeded template with its dates moved to the copy's start (src/db/template.ts): it
 * must hold what seeding in place gives, dates included.
 */
const dir = useScratchDir('stub-template-');
const copied = () => dir.at('copied.db');
const seeded = () => dir.at('seeded.db');

beforeAll(async () => {
  for (const [file, template] of [
    [copied(), true],
    [seeded(), false],
  ] as const) {
    const db = await openDatabase(`file:${file}`, { template });
    await db.$disconnect();
  }
}, 120_000);

type Row = Record<string, unknown>;
/**
 * Every table's rows, but the count tables' (db/count-tables.ts): those are checked against counting their tables'
 * rows in each file, since the days they group by may fall apart around midnight between two files.
 */
const read = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    for (const { table, kept, counted } of keptAndCounted(db)) expect(kept, `${file}: ${table}Count`).toEqual(counted);
    const names = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    const tables = names.filter((t) => !isCountTable(t, names));
    return Object.fromEntries(
      tables.map((t) => {
        const columns = db.pragma(`table_info("${t}")`) as { name: string; type: string }[];
        return [t, { columns, rows: db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all() as Row[] }];
      }),
    );
  } finally {
    db.close();
  }
};

/** A date as ms, whatever its format (ISO, or China-time text with or without the time). */
const ms = (v: string) =>
  Date.parse(/T/.test(v) ? v : v.length === 10 ? `${v}T00:00:00+08:00` : `${v.replace(' ', 'T')}+08:00`);
const dateLike = /^\d{4}-\d\d-\d\d([ T]|$)/;

/**
 * `a` holds the rows `b` holds, dates `apart` ms apart at most (a day more for a date without its time, around
 * midnight) and none left near the template's epoch.
 */
const expectSameRows = (a: ReturnType<typeof read>, b: ReturnType<typeof read>, apart: number) => {
  expect(Object.keys(a)).toEqual(Object.keys(b));
  const epochYear = new Date(templateEpoch).getUTCFullYear();
  for (const [table, { columns, rows }] of Object.entries(a)) {
    const other = b[table]!.rows;
    expect(rows.length, table).toBe(other.length);
    rows.forEach((row, i) => {
      for (const { name } of columns) {
        const [x, y] = [row[name], other[i]![name]];
        if (name === 'passwordHash') continue; // a random salt each time
        if (typeof x === 'string' && typeof y === 'string' && dateLike.test(x) && dateLike.test(y)) {
          expect(Number(x.slice(0, 4)), `${table}.${name}`).not.toBe(epochYear);
          expect(Math.abs(ms(x) - ms(y)), `${table}.${name}: ${x} / ${y}`).toBeLessThanOrEqual(apart + 86_400_000);
          if (x.length > 10) expect(Math.abs(ms(x) - ms(y)), `${table}.${name}: ${x} / ${y}`).toBeLessThan(apart);
        } else expect(x, `${table}.${name}`).toEqual(y);
      }
    });
  }
};

describe('a new database', () => {
  databaseFiles('is copied from a template kept under its key', () => {
    const key = templateKey();
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(existsSync(join(templateDir, `seeded-${key}.db`))).toBe(true);
  });

  databaseFiles(
    'is what the image-build step (`db:template`) makes or finds: the file a new database is copied from',
    async () => {
      const template = await makeTemplate();
      expect(template).toBe(join(templateDir, `seeded-${templateKey()}.db`));
      expect(existsSync(template!)).toBe(true);
    },
  );

  databaseFiles('holds the rows seeding in place gives, its dates moved from the template’s epoch to now', () => {
    // Seeded a moment apart.
    expectSameRows(read(copied()), read(seeded()), 600_000);
  });
});

describe('a new database with SEED_SCALE', () => {
  const factor = 0.01;
  const names = ['scale-1.db', 'scale-2.db', 'scale-in-place.db'];

  databaseFiles(
    'is a copy of a scale template made once a day: the large data set as generating it in place gives, dated from the day’s start',
    async () => {
      const files = names.map((f) => dir.at(f));
      for (const [i, file] of files.entries()) {
        const db = await openDatabase(`file:${file}`, { scale: factor, template: i < 2 });
        await db.$disconnect();
      }
      const scaleTemplates = readdirSync(templateDir).filter((f) =>
        new RegExp(`^seeded-${templateKey()}-scale${factor}-\\d{4}-\\d\\d-\\d\\d\\.db$`).test(f),
      );
      expect(scaleTemplates).toHaveLength(1);
      const [first, second, inPlace] = files.map(read) as [
        ReturnType<typeof read>,
        ReturnType<typeof read>,
        ReturnType<typeof read>,
      ];
      // The large data set is there: more purchase-order lines than the fixtures have.
      const table = Object.keys(first).find((t) => first[t]!.rows.length > read(copied())[t]!.rows.length);
      expect(table).toBeDefined();
      // Two copies of the same template, a moment apart.
      expectSameRows(first, second, 600_000);
      // Generated in place around now, in the template around the day's start (dates, and the numbers made of
      // them, up to a day apart): the same rows in each table.
      for (const [name, { rows }] of Object.entries(inPlace)) expect(first[name]?.rows.length, name).toBe(rows.length);
    },
    120_000,
  );
});
