import type Database from 'better-sqlite3';
import { connectionNow } from './adapter';
import { statementCache } from './statements';

/** A value as Prisma's SQLite adapter stores it: dates as ISO text with an offset, booleans as 0/1, JSON as text. */
export const sqlValue = (v: unknown) =>
  v instanceof Date
    ? v.toISOString().replace('Z', '+00:00')
    : typeof v === 'boolean'
      ? Number(v)
      : v !== null && typeof v === 'object'
        ? JSON.stringify(v)
        : v;

const asDate = (v: unknown) =>
  v === null ? null : new Date(typeof v === 'bigint' ? Number(v) : (v as string | number));
const asJson = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
const asBoolean = (v: unknown) => (v === null ? null : Boolean(v));
/** A column typed by its declared type, as Prisma's adapter types a raw query's columns; the others as SQLite has them. */
const typing: Record<string, (v: unknown) => unknown> = {
  DATETIME: asDate,
  TIMESTAMP: asDate,
  JSONB: asJson,
  BOOLEAN: asBoolean,
};

/**
 * What makes a row object of a statement's values (read as arrays, `raw`), each column typed (`typing`): one object
 * literal, compiled once per statement. better-sqlite3's own row objects are built a property at a time, which cost
 * a list's ten rows of 21 columns about 30 µs of the 100 their read took, and 200 rows about 45%. Names are quoted
 * as JSON strings, so any column name is a key; a name given twice keeps its last value, as better-sqlite3's rows do.
 */
const rowMaker = (columns: Database.ColumnDefinition[]) => {
  const types = columns.map((c) => typing[c.type?.toUpperCase() ?? '']);
  const fields = columns.map((c, i) => {
    // A plain `"__proto__":` would set the prototype: as a computed key it is a property, as everywhere else.
    const key = c.name === '__proto__' ? '["__proto__"]' : JSON.stringify(c.name);
    return `${key}: ${types[i] ? `types[${i}](values[${i}])` : `values[${i}]`}`;
  });
  const make = new Function('types', `return (values) => ({ ${fields.join(', ')} });`);
  return make(types) as (values: unknown[]) => Record<string, unknown>;
};

/**
 * The rows of a read statement, run on the stub's connection itself (docs/dev-kit.md "List speed"): what
 * `$queryRawUnsafe` answers (a DateTime column as a Date, a Json column parsed, a Boolean as a boolean; a computed
 * integer, such as a count, as a number rather than a BigInt), without Prisma's query path, which costs about 0.1 ms a statement before
 * SQLite does anything. The statement is prepared once per connection (db/statements.ts). Only statements that
 * cannot write run here, so the write count (db/adapter.ts) still sees every write; `db` is a client `openDatabase`
 * made (through `app.db`, the request's database; a transaction's client reads on the same connection).
 */
const preparedOn = statementCache();

export const readRows = async <T = Record<string, unknown>>(db: object, sql: string, ...params: unknown[]) => {
  const connection = await connectionNow(db);
  if (!connection) throw new Error('readRows reads a database opened by openDatabase');
  return readRowsOn<T>(connection, sql, ...params);
};

/**
 * `readRows` on a connection already in hand, synchronously: nothing else runs on the connection between a check
 * made just before it and its rows (modules/purchase/reminders.ts reads its page right after its change count).
 */
export const readRowsOn = <T = Record<string, unknown>>(
  connection: Database.Database,
  sql: string,
  ...params: unknown[]
) => {
  const prepared = preparedOn(connection, sql);
  const { statement } = prepared;
  if (!statement.reader || !statement.readonly) throw new Error(`readRows runs reads only: ${sql.slice(0, 120)}`);
  // Once per statement: integers as numbers (the adapter's connection reads them as BigInt), rows as arrays made
  // objects by its row maker.
  prepared.row ??= rowMaker(statement.safeIntegers(false).raw(true).columns());
  const values = statement.all(params.map(sqlValue)) as unknown[][];
  return values.map(prepared.row) as T[];
};
