import { z } from 'zod';
import type { Db } from '../db/client';
import { countTableOf } from '../db/count-tables';
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
  /** The DateTime columns. */
  dates: Set<string>;
  /** The count table the triggers keep for it (db/count-tables.ts), if any. */
  counted?: CountShape;
}
/** A count table: the columns it groups by (the table's own), its day columns by the date column they follow. */
interface CountShape {
  table: string;
  groups: Set<string>;
  days: Map<string, string>;
}
/** The generated client's description of its models (Prisma's `_runtimeDataModel`, not typed). */
const runtimeDataModel = z.object({
  models: z.record(
    z.string(),
    z.object({
      dbName: z.string().nullable(),
      fields: z.array(z.object({ name: z.string(), kind: z.string(), type: z.string() })),
    }),
  ),
});
type RuntimeDataModel = z.infer<typeof runtimeDataModel>;
const shapes = new Map<string, ModelShape>();
/** The model's table (`@@map`), scalar fields and count table, from the client's own data model. */
const shapeOf = (db: Db, model: string): ModelShape => {
  const name = model[0]!.toUpperCase() + model.slice(1);
  let shape = shapes.get(name);
  if (!shape) {
    // The generated client's own description of its models (a Prisma without it leaves every list to Prisma).
    const described = runtimeDataModel.safeParse('_runtimeDataModel' in db ? db._runtimeDataModel : undefined);
    const models = described.success ? described.data.models : {};
    const m = models[name];
    if (!m) throw new Untranslatable(model);
    const scalars = m.fields.filter((f) => f.kind === 'scalar');
    const table = m.dbName ?? name;
    shape = {
      table,
      scalars: new Set(scalars.map((f) => f.name)),
      dates: new Set(scalars.filter((f) => f.type === 'DateTime').map((f) => f.name)),
    };
    shape.counted = countShapeOf(models, shape);
    shapes.set(name, shape);
  }
  return shape;
};

/**
 * The count table of `shape`'s table as the schema declares it: besides `n`, a field named as one of the table's
 * columns groups by that column, a field `<column>Day` by the UTC day of the DateTime column (docs/decisions/0043-
 * counts-kept-by-triggers.md).
 */
const countShapeOf = (models: RuntimeDataModel['models'], shape: ModelShape): CountShape | undefined => {
  const entry = Object.entries(models).find(([name, m]) => (m.dbName ?? name) === countTableOf(shape.table));
  if (!entry) return undefined;
  const [name, m] = entry;
  const counted: CountShape = { table: m.dbName ?? name, groups: new Set(), days: new Map() };
  for (const { name: field, kind } of m.fields) {
    if (kind !== 'scalar' || field === 'n') continue;
    const dated = field.endsWith('Day') ? field.slice(0, -'Day'.length) : undefined;
    if (shape.scalars.has(field)) counted.groups.add(field);
    else if (dated && shape.dates.has(dated)) counted.days.set(dated, field);
    else throw new Error(`${counted.table}.${field} is neither a column of ${shape.table} nor a day of one`);
  }
  return counted;
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

const whereSql = (shape: Pick<ModelShape, 'scalars'>, where: unknown): Sql => {
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

/** The top-level conditions of a where: the members of its ANDs (nested ones too), each other key on its own. */
const conjuncts = (where: unknown): Record<string, unknown>[] => {
  if (where === undefined || where === null) return [];
  if (typeof where !== 'object') throw new Untranslatable('where');
  return Object.entries(where).flatMap(([key, value]) =>
    value === undefined
      ? []
      : key === 'AND'
        ? (Array.isArray(value) ? value : [value]).flatMap(conjuncts)
        : [{ [key]: value }],
  );
};
/** The columns a condition names. */
const columnsOf = (where: unknown): string[] =>
  typeof where !== 'object' || where === null
    ? []
    : Object.entries(where).flatMap(([key, value]) =>
        ['AND', 'OR', 'NOT'].includes(key) ? (Array.isArray(value) ? value : [value]).flatMap(columnsOf) : [key],
      );

type Bound = 'lt' | 'lte' | 'gt' | 'gte';
const bounds = new Set<string>(['lt', 'lte', 'gt', 'gte']);
/** A date range (`{ gte, lte }`…): its bounds, or undefined for any other filter. */
const rangeOf = (filter: unknown): [Bound, unknown][] | undefined => {
  if (typeof filter !== 'object' || filter === null || filter instanceof Date) return undefined;
  const parts = Object.entries(filter).filter(([, v]) => v !== undefined);
  return parts.length > 0 && parts.every(([op]) => bounds.has(op)) ? (parts as [Bound, unknown][]) : undefined;
};
/** The UTC day of a stored date (`YYYY-MM-DD`), and the day after it. */
const dayOf = (value: unknown) => {
  const text = stored(value);
  if (typeof text !== 'string' || !/^\d{4}-\d\d-\d\dT/.test(text)) throw new Untranslatable('day');
  return text.slice(0, 10);
};
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * How many rows `where` selects, as a scalar SQL expression. With a count table (db/count-tables.ts) and a where that
 * is a conjunction of conditions on its group columns and date ranges on its day columns, the sum of the count rows
 * whose days lie strictly inside the ranges, plus the rows counted one by one on the ranges' boundary days; otherwise
 * `count(*)` over the table, which walks every index entry the filter selects.
 */
const countSql = (shape: ModelShape, where: unknown, filter: Sql): Sql => {
  const plain = { text: `(SELECT count(*) FROM "${shape.table}" WHERE ${filter.text})`, params: filter.params };
  const counted = shape.counted;
  if (!counted) return plain;
  const grouped: unknown[] = [];
  const ranges: [string, Bound, unknown][] = [];
  for (const condition of conjuncts(where)) {
    const columns = columnsOf(condition);
    const [column] = columns;
    const range = column && columns.length === 1 ? rangeOf(condition[column]) : undefined;
    if (columns.every((c) => counted.groups.has(c))) grouped.push(condition);
    else if (column && range && counted.days.has(column))
      ranges.push(...range.map(([op, v]): [string, Bound, unknown] => [column, op, v]));
    else return plain;
  }
  const groups = whereSql({ scalars: counted.groups }, { AND: grouped });
  if (ranges.length === 0)
    return {
      text: `(SELECT coalesce(sum("n"), 0) FROM "${counted.table}" WHERE ${groups.text})`,
      params: groups.params,
    };
  const inside: Sql[] = [];
  const edges: Sql[] = [];
  for (const [column, op, value] of ranges) {
    const day = dayOf(value);
    const dayColumn = `"${counted.days.get(column)}"`;
    inside.push({ text: `${dayColumn} <> '' AND ${dayColumn} ${op.startsWith('l') ? '<' : '>'} ?`, params: [day] });
    edges.push({ text: `("${column}" >= ? AND "${column}" < ?)`, params: [day, dayAfter(day)] });
  }
  const days = all(inside, 'AND', '1');
  const edge = all(edges, 'OR', '0');
  return {
    text: `((SELECT coalesce(sum("n"), 0) FROM "${counted.table}" WHERE ${groups.text} AND ${days.text})
      + (SELECT count(*) FROM "${shape.table}" WHERE ${filter.text} AND ${edge.text}))`,
    params: [...groups.params, ...days.params, ...filter.params, ...edge.params],
  };
};

/** The table, columns, filter, count and order of a query, or `undefined` when it is beyond the translation. */
const translate = (db: Db, model: string, where: unknown, order: readonly unknown[], select?: readonly string[]) => {
  try {
    const shape = shapeOf(db, model);
    const sorted = orderSql(shape, order);
    const filter = whereSql(shape, where);
    for (const column of select ?? []) if (!shape.scalars.has(column)) throw new Untranslatable(column);
    return {
      table: `"${shape.table}"`,
      columns: select ? select.map((c) => `"${c}"`).join(', ') : '*',
      filter,
      count: countSql(shape, where, filter),
      orderBy: sorted ? ` ORDER BY ${sorted}` : '',
    };
  } catch (error) {
    if (error instanceof Untranslatable) return undefined;
    throw error;
  }
};

/**
 * The count and one page of `model`'s records that `where` selects in `order` (their `select` columns, or all),
 * or `undefined` when the filter or order is beyond the translation. One statement: the count is a sub-select (from
 * the count table where there is one: `countSql`), and the page's rows are found through the index (row ids first,
 * then only the page's rows read), so a deep page costs what its index entries cost.
 */
export const sqlPage = async (
  db: Db,
  model: string,
  where: unknown,
  order: readonly unknown[],
  { skip, take }: { skip: number; take: number },
  select?: readonly string[],
): Promise<{ count: number; records: unknown[] } | undefined> => {
  const query = translate(db, model, where, order, select);
  if (!query) return undefined;
  const { table, columns, filter, count, orderBy } = query;
  const rows = await readRows(
    db,
    `SELECT ${count.text} AS "__count", ${columns} FROM ${table}
     WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${filter.text}${orderBy} LIMIT ? OFFSET ?)${orderBy}`,
    ...count.params,
    ...filter.params,
    take,
    skip,
  );
  if (rows.length === 0) {
    if (skip === 0) return { count: 0, records: [] };
    const [counted] = await readRows<{ n: number }>(db, `SELECT ${count.text} AS n`, ...count.params);
    return { count: counted?.n ?? 0, records: [] };
  }
  const total = rows[0]!.__count as number;
  for (const row of rows) delete row.__count;
  return { count: total, records: rows };
};

/** How many of `model`'s records `where` selects, as `sqlPage` counts them; `undefined` as there. */
export const sqlCount = async (db: Db, model: string, where: unknown): Promise<number | undefined> => {
  const query = translate(db, model, where, []);
  if (!query) return undefined;
  const [counted] = await readRows<{ n: number }>(db, `SELECT ${query.count.text} AS n`, ...query.count.params);
  return counted?.n ?? 0;
};

/**
 * Every record of `model` that `where` selects, in `order` (the first `take` of them when given), as `sqlPage` reads
 * them; `undefined` as there.
 */
export const sqlRows = async (
  db: Db,
  model: string,
  where: unknown,
  order: readonly unknown[],
  select?: readonly string[],
  take?: number,
) => {
  const query = translate(db, model, where, order, select);
  if (!query) return undefined;
  return readRows(
    db,
    `SELECT ${query.columns} FROM ${query.table} WHERE ${query.filter.text}${query.orderBy}${take === undefined ? '' : ' LIMIT ?'}`,
    ...query.filter.params,
    ...(take === undefined ? [] : [take]),
  );
};
