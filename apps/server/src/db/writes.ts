import { connectionOf, countWrite, refuseInReadOnlyCall } from './adapter';
import { sqlValue } from './reads';
import { statementCache } from './statements';

/** What a write run on the connection itself may do: read a row, run a statement (docs/dev-kit.md "List speed"). */
export interface ConnectionWrite {
  /** The first row `sql` reads (SQLite's values: dates as text, integers as numbers), or undefined. */
  get: <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => T | undefined;
  /** Runs `sql`; how many rows it changed. */
  run: (sql: string, ...params: unknown[]) => number;
}

const preparedOn = statementCache();

/**
 * Runs `write` on the stub's connection in one synchronous transaction, without Prisma's query path (its transaction,
 * query compiler and interpreter took about 2 ms of CPU for a read-check-update write on a loaded machine, this
 * path about 0.25 ms): the statements are prepared once per connection, the parameters stored as Prisma stores them (`sqlValue`).
 * Nothing else runs inside it: a Prisma interactive transaction holding the connection is waited for first, and the
 * run itself cannot be interleaved. A throw rolls everything back. The write is counted (db/adapter.ts), so no answer
 * read before it is served after it, and refused in a read-only call; the snapshots' change log sees it like any
 * other (its triggers live on this connection). `db` is a client `openDatabase` made (through `app.db`, the request's
 * database).
 */
export const writeOnConnection = async <T>(
  db: object & { $connect(): Promise<void>; $transaction(run: () => Promise<unknown>): Promise<unknown> },
  write: (on: ConnectionWrite) => T,
): Promise<T> => {
  const connection = await connectionOf(db);
  while (connection.inTransaction) await db.$transaction(async () => {});
  const statement = (sql: string) => {
    refuseInReadOnlyCall(sql);
    // Integers as numbers (the adapter's connection reads them as BigInt).
    return preparedOn(connection, sql).statement.safeIntegers(false);
  };
  const on: ConnectionWrite = {
    get: <R>(sql: string, ...params: unknown[]) => statement(sql).get(params.map(sqlValue)) as R | undefined,
    run: (sql, ...params) => statement(sql).run(params.map(sqlValue)).changes,
  };
  try {
    return connection.transaction(() => write(on))();
  } finally {
    countWrite(db);
  }
};
