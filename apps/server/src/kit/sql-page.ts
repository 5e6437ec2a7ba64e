import type { Db } from '../db/client';
import { readRows, sqlValue } from '../db/reads';

/**
 * A list page in one SQL statement (docs/dev-kit.md "List speed"): the `where` and `orderBy` a paged resource gives
 * Prisma, written as SQLite's SQL, the count and the page's rows read together. Prisma's generated queries cost about
 * 0.2 ms each in its query interpreter before SQLite does anything; a list that asks count and page that way spends
 * most of its time there. The translation covers the filters the lists use (equality, `in`, `not`, ranges,
 * `contains`, `startsWith`, `endsWith`, AND/OR/NOT); anything else (a relation, a JSON filter) answers `undefined`
 * and the list asks Prisma as before, so the same `where` always selects the same rows.
 */

interface Sql {
  text: string;
  params: unknown[];
}
class Untranslatable extends Error {}

interface ModelShape {
  table: string;
  scalars: Set<string>;
}
type RuntimeDataModel = {
  models: Record<string, { dbName: string | null; fields: { name: string; kind: string }[] }>;
};
const shapes = new Map<string, ModelShape>();
/** The model's table (`@@map`) and scalar fields, from the client's own data model. */
const shapeOf = (db: Db, model: string): ModelShape => {
  const name = model[0]!.toUpperCase() + model.slice(1);
  let shape = shapes.get(name);
  if (!shape) {
    // The generated client's own description of its models (a Prisma without it leaves every list to Prisma).
    const m = (db as unknown as { _runtimeDataModel?: RuntimeDataModel })._runtimeDataModel?.models[name];
    if (!m) throw new Untranslatable(model);
    shape = {
      table: m.dbName ?? name,
      scalars: new Set(m.fields.filter((f) => f.kind === 'scalar').map((f) => f.name)),
    };
    shapes.set(name, shape);
  }
  return shape;
};

/** A value compared as Prisma's SQLite adapter stores it (`sqlValue`); an object other than a date is a JSON filter. */
const stored = (v: unknown) => {
  if (v !== null && typeof v === 'object' && !(v instanceof Date)) throw new Untranslatable(typeof v);
  if (typeof v === 'function' || typeof v === 'symbol' || v === undefined) throw new Untranslatable(typeof v);
  return sqlValue(v);
};
/** The text of a LIKE pattern: as Prisma's SQLite queries, `%` and `_` in it stay wildcards (list ⇄ export agree). */
const likeText = (v: unknown) => {
  if (typeof v !== 'string') throw new Untranslatable('like');
  return v;
};
const all = (parts: Sql[], joiner: 'AND' | 'OR', empty: string): Sql =>
  parts.length === 0
    ? { text: empty, params: [] }
    : { text: `(${parts.map((p) => p.text).join(` ${joiner} `)})`, params: parts.flatMap((p) => p.params) };

const fieldFilter = (column: string, filter: unknown): Sql => {
  if (filter === null) return { text: `${column} IS NULL`, params: [] };
  if (typeof filter !== 'object' || filter instanceof Date) return { text: `${column} = ?`, params: [stored(filter)] };
  const parts: Sql[] = [];
  for (const [op, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    const compare = (sign: string) => parts.push({ text: `${column} ${sign} ?`, params: [stored(value)] });
    const like = (pattern: (v: string) => string) =>
      parts.push({ text: `${column} LIKE ?`, params: [pattern(likeText(value))] });
    switch (op) {
      case 'equals':
        parts.push(fieldFilter(column, value));
        break;
      case 'in':
      case 'notIn': {
        const list = (value as unknown[]).map(stored);
        const no = op === 'notIn' ? 'NOT ' : '';
        parts.push(
          list.length
            ? { text: `${column} ${no}IN (${list.map(() => '?').join(', ')})`, params: list }
            : { text: op === 'in' ? '0' : '1', params: [] },
        );
        break;
      }
      case 'not':
        parts.push(
          value === null
            ? { text: `${column} IS NOT NULL`, params: [] }
            : typeof value === 'object' && !(value instanceof Date)
              ? (({ text, params }) => ({ text: `NOT ${text}`, params }))(fieldFilter(column, value))
              : { text: `${column} <> ?`, params: [stored(value)] },
        );
        break;
      case 'lt':
        compare('<');
        break;
      case 'lte':
        compare('<=');
        break;
      case 'gt':
        compare('>');
        break;
      case 'gte':
        compare('>=');
        break;
      case 'contains':
        like((v) => `%${v}%`);
        break;
      case 'startsWith':
        like((v) => `${v}%`);
        break;
      case 'endsWith':
        like((v) => `%${v}`);
        break;
      default:
        throw new Untranslatable(op);
    }
  }
  return all(parts, 'AND', '1');
};

const whereSql = (shape: ModelShape, where: unknown): Sql => {
  if (where === undefined || where === null) return { text: '1', params: [] };
  if (typeof where !== 'object') throw new Untranslatable('where');
  const parts: Sql[] = [];
  const list = (v: unknown) => (Array.isArray(v) ? v : [v]).map((w) => whereSql(shape, w));
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    if (key === 'AND') parts.push(all(list(value), 'AND', '1'));
    else if (key === 'OR') parts.push(all(list(value), 'OR', '0'));
    else if (key === 'NOT') {
      const negated = list(value).map(({ text, params }) => ({ text: `NOT ${text}`, params }));
      parts.push(all(negated, 'AND', '1'));
    } else if (shape.scalars.has(key)) parts.push(fieldFilter(`"${key}"`, value));
    else throw new Untranslatable(key);
  }
  return all(parts, 'AND', '1');
};

const orderSql = (shape: ModelShape, order: readonly unknown[]): string =>
  order
    .flatMap((entry) =>
      Object.entries(entry as object).map(([key, how]) => {
        if (!shape.scalars.has(key)) throw new Untranslatable(key);
        const { sort, nulls } = (typeof how === 'string' ? { sort: how } : how) as { sort: string; nulls?: string };
        if (sort !== 'asc' && sort !== 'desc') throw new Untranslatable(sort);
        const placed = nulls === 'first' || nulls === 'last' ? ` NULLS ${nulls.toUpperCase()}` : '';
        return `"${key}" ${sort.toUpperCase()}${placed}`;
      }),
    )
    .join(', ');

/** The table, filter and order of a query, or `undefined` when it is beyond the translation. */
const translate = (db: Db, model: string, where: unknown, order: readonly unknown[]) => {
  try {
    const shape = shapeOf(db, model);
    const sorted = orderSql(shape, order);
    return { table: `"${shape.table}"`, filter: whereSql(shape, where), orderBy: sorted ? ` ORDER BY ${sorted}` : '' };
  } catch (error) {
    if (error instanceof Untranslatable) return undefined;
    throw error;
  }
};

/**
 * The count and one page of `model`'s records that `where` selects in `order`, or `undefined` when the filter or
 * order is beyond the translation. One statement: the count is a sub-select, and the page's rows are found through
 * the index (row ids first, then only the page's rows read), so a deep page costs what its index entries cost.
 */
export const sqlPage = async (
  db: Db,
  model: string,
  where: unknown,
  order: readonly unknown[],
  { skip, take }: { skip: number; take: number },
): Promise<{ count: number; records: unknown[] } | undefined> => {
  const query = translate(db, model, where, order);
  if (!query) return undefined;
  const { table, filter, orderBy } = query;
  const rows = await readRows(
    db,
    `SELECT (SELECT count(*) FROM ${table} WHERE ${filter.text}) AS "__count", * FROM ${table}
     WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${filter.text}${orderBy} LIMIT ? OFFSET ?)${orderBy}`,
    ...filter.params,
    ...filter.params,
    take,
    skip,
  );
  if (rows.length === 0) {
    if (skip === 0) return { count: 0, records: [] };
    const [counted] = await readRows<{ n: number }>(
      db,
      `SELECT count(*) AS n FROM ${table} WHERE ${filter.text}`,
      ...filter.params,
    );
    return { count: counted?.n ?? 0, records: [] };
  }
  const count = rows[0]!.__count as number;
  for (const row of rows) delete row.__count;
  return { count, records: rows };
};

/** Every record of `model` that `where` selects, in `order`, as `sqlPage` reads them; `undefined` as there. */
export const sqlRows = async (db: Db, model: string, where: unknown, order: readonly unknown[]) => {
  const query = translate(db, model, where, order);
  if (!query) return undefined;
  return readRows(
    db,
    `SELECT * FROM ${query.table} WHERE ${query.filter.text}${query.orderBy}`,
    ...query.filter.params,
  );
};
