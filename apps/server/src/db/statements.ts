import type Database from 'better-sqlite3';

/** A statement prepared once on its connection, and what its readers work out once about it. */
export interface Prepared {
  statement: Database.Statement;
  /** Its columns, as Prisma's adapter asks them. */
  columns?: Database.ColumnDefinition[];
  /** What makes a direct read's row of its values (db/reads.ts). */
  row?: (values: unknown[]) => Record<string, unknown>;
}

/**
 * A cache of statements prepared once per connection and SQL text, the least recently used of more than `max`
 * dropped: `reusingStatements` keeps one for what Prisma's adapter runs, db/reads.ts one for what the stub reads
 * directly (its statements read integers as numbers, the adapter's as BigInt).
 */
export const statementCache = (max = 500) => {
  const caches = new WeakMap<Database.Database, Map<string, Prepared>>();
  return (db: Database.Database, sql: string): Prepared => {
    const cache = caches.get(db) ?? new Map<string, Prepared>();
    caches.set(db, cache);
    let prepared = cache.get(sql);
    if (prepared) cache.delete(sql);
    else prepared = { statement: db.prepare(sql) };
    cache.set(sql, prepared);
    if (cache.size > max) cache.delete(cache.keys().next().value as string);
    return prepared;
  };
};

/**
 * The connection as Prisma's adapter sees it, with each SQL text prepared once (`statementCache`): the adapter prepares
 * every statement again for every query, which cost about a tenth of a list's time, and reads each statement's
 * columns once. Everything else reaches the connection itself.
 */
export const reusingStatements = (db: Database.Database, max = 500): Database.Database => {
  // What the adapter asks of a statement: `prepare(sql).bind(args)`, then `reader`, `run()`, `columns()` and
  // `raw().all()`; and `prepare('BEGIN').run()`. A better-sqlite3 statement can be bound only once, so the arguments
  // are given to each run instead. Its columns are read once too (~60 µs for a material's 71; the stub never changes
  // the schema while it runs).
  const preparedOn = statementCache(max);
  const prepare = (sql: string) => {
    const prepared = preparedOn(db, sql);
    const { statement } = prepared;
    return {
      run: () => statement.run(),
      bind: (args: unknown[]) => ({
        reader: statement.reader,
        run: () => statement.run(args),
        columns: () => {
          prepared.columns ??= statement.columns();
          return prepared.columns;
        },
        raw: () => ({ all: () => statement.raw(true).all(args) }),
      }),
    };
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};
