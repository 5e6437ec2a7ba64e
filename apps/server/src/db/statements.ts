import type Database from 'better-sqlite3';

interface Prepared {
  statement: Database.Statement;
  columns?: Database.ColumnDefinition[];
}

/**
 * The connection as Prisma's adapter sees it, with each SQL text prepared once (the least recently used of more than
 * `max` dropped): the adapter prepares every statement again for every query, which cost about a tenth of a list's
 * time, and reads each statement's columns once. Everything else reaches the connection itself.
 */
export const reusingStatements = (db: Database.Database, max = 500): Database.Database => {
  const cache = new Map<string, Prepared>();
  const preparedFor = (sql: string) => {
    let prepared = cache.get(sql);
    if (prepared) cache.delete(sql);
    else prepared = { statement: db.prepare(sql) };
    cache.set(sql, prepared);
    if (cache.size > max) cache.delete(cache.keys().next().value as string);
    return prepared;
  };
  // What the adapter asks of a statement: `prepare(sql).bind(args)`, then `reader`, `run()`, `columns()` and
  // `raw().all()`; and `prepare('BEGIN').run()`. A better-sqlite3 statement can be bound only once, so the arguments
  // are given to each run instead. Its columns are read once too (~60 µs for a material's 71; the stub never changes
  // the schema while it runs).
  const prepare = (sql: string) => {
    const prepared = preparedFor(sql);
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
