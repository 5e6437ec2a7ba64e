import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { allAtoms, viewAtoms } from '@portal/contract';
import { repoRoot } from '../env';
import { hashPassword } from '../lib/password';
import type { Db } from './client';

export const fixturesDir = resolve(repoRoot, 'fixtures');

type Row = Record<string, unknown>;
const read = (name: string): Row[] => JSON.parse(readFileSync(resolve(fixturesDir, `${name}.json`), 'utf8')) as Row[];

/**
 * Fixture dates are ISO strings, or `now+3d` / `now-2d` relative to the seed, so that demo data
 * stays current (delivery reminders, open inquiries). Prisma wants Date objects.
 */
export const fixtureDate = (text: string, now = Date.now()): Date => {
  const relative = /^now([+-]\d+)d$/.exec(text);
  return relative ? new Date(now + Number(relative[1]) * 86_400_000) : new Date(text);
};
const dates = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      /(Time|Date|deadline)$/.test(k) && typeof v === 'string' ? fixtureDate(v) : v,
    ]),
  );

/** roles.json may say '*' (every atom) or 'view' (every view atom). */
const resolveAtoms = (atoms: unknown): string[] =>
  atoms === '*' ? allAtoms : atoms === 'view' ? viewAtoms : (atoms as string[]);

interface Delegate {
  count(): Promise<number>;
  createMany(args: { data: Row[] }): Promise<unknown>;
  upsert(args: { where: Row; create: Row; update: Row }): Promise<unknown>;
}
const byId = (r: Row) => ({ id: r.id });

/** Fixture file, model, unique key, and how a row becomes a record. In dependency order. */
const tables: [file: string, model: string, key: (r: Row) => Row, toRecord?: (r: Row) => Row | Promise<Row>][] = [
  ['suppliers', 'supplier', (r) => ({ code: r.code })],
  ['roles', 'role', byId, (r) => ({ ...r, atoms: resolveAtoms(r.atoms) })],
  [
    'accounts',
    'account',
    byId,
    async ({ password, ...r }) => ({ ...dates(r), passwordHash: await hashPassword(String(password)) }),
  ],
  ['menus', 'menu', byId],
  ['dictionaries', 'dictionary', (r) => ({ code: r.code })],
  ['dictionaryDetails', 'dictionaryDetail', (r) => ({ dictCode_dcode: { dictCode: r.dictCode, dcode: r.dcode } })],
  ['materialCategories', 'materialCategory', byId],
  ['fabricLines', 'fabricLine', (r) => ({ lineCode: r.lineCode })],
  ['fabricEffects', 'fabricEffect', byId],
  ['colors', 'color', (r) => ({ colorCode: r.colorCode })],
  ['materialTags', 'materialTag', byId],
  ['risks', 'risk', byId],
  ['elements', 'element', byId],
  ['purchaseOrders', 'purchaseOrder', (r) => ({ purchaseNo: r.purchaseNo })],
  ['inquiryNotices', 'inquiryNotice', (r) => ({ inquiryNo: r.inquiryNo })],
  ['innovationMaterials', 'innovationMaterial', byId],
  [
    'borrows',
    'borrow',
    (r) => ({
      supplierCode_shoeTreeCode_borrowTime: {
        supplierCode: r.supplierCode,
        shoeTreeCode: r.shoeTreeCode,
        borrowTime: fixtureDate(String(r.borrowTime)),
      },
    }),
  ],
];

/**
 * Loads fixtures/ into the database. Idempotent: every row is upserted by its key, so running
 * it again restores the fixture values without duplicating anything.
 */
export const seed = async (db: Db): Promise<void> => {
  // Hash passwords (slow on purpose) before the transaction opens.
  const prepared = await Promise.all(
    tables.map(async ([file, model, key, toRecord = dates]) => ({
      model,
      rows: await Promise.all(read(file).map(async (r) => ({ where: key(r), record: await toRecord(r) }))),
    })),
  );
  await db.$transaction(async (tx) => {
    for (const { model, rows } of prepared) {
      const delegate = (tx as unknown as Record<string, Delegate>)[model];
      if (!delegate) throw new Error(`unknown model ${model}`);
      // An empty table (a new database) takes the rows in one statement; otherwise upsert row by row.
      if ((await delegate.count()) === 0) await delegate.createMany({ data: rows.map((r) => r.record) });
      else for (const { where, record } of rows) await delegate.upsert({ where, create: record, update: record });
    }
  });
};
