import { AsyncLocalStorage } from 'node:async_hooks';
import type { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type Database from 'better-sqlite3';
import { reusingStatements } from './statements';

/**
 * How many writes a database has taken through the stub's connection to it: the version of its rows that an answer
 * kept in memory belongs to (docs/decisions/0025-read-answers.md). `id` tells the stub's databases apart (the main
 * one, each scenario's).
 */
export interface WriteCount {
  readonly id: number;
  n: number;
}

/** What the stub keeps of a client's connection. */
interface Tracked {
  count: WriteCount;
  /** The better-sqlite3 connection under the client, once connected (the adapter holds exactly one). */
  connection?: Database.Database;
}
const tracked = Symbol('tracked');
let lastId = 0;

const trackedOf = (db: object): Tracked | undefined => (db as { [tracked]?: Tracked })[tracked];

/**
 * The write count of a client opened by `openDatabase`, or undefined (a client made elsewhere is never cached). Read
 * through `app.db`, it is the count of the request's database (db/current.ts).
 */
export const writeCountOf = (db: object): WriteCount | undefined => trackedOf(db)?.count;

/**
 * The better-sqlite3 connection under a client opened by `openDatabase`, for work that must run on the connection the
 * stub's writes go through, with nothing in between (TEMP objects are seen by their own connection only; a synchronous
 * run of statements cannot be interleaved): the snapshots' change log and restore (dev-kit/snapshots.ts). A write made
 * on it directly is not counted: call `countWrite` after it.
 */
export const connectionOf = async (db: PrismaClientLike): Promise<Database.Database> => {
  await db.$connect();
  const connection = trackedOf(db)?.connection;
  if (!connection) throw new Error('the database was not opened by openDatabase');
  return connection;
};
type PrismaClientLike = object & { $connect(): Promise<void> };

/**
 * The better-sqlite3 connection under a client opened by `openDatabase`, connecting it first if it is not yet, or
 * undefined for any other client. Synchronous once connected: the list reads (db/reads.ts) ask it on every call.
 */
export const connectionNow = (db: object): Database.Database | Promise<Database.Database> | undefined => {
  const state = trackedOf(db);
  if (!state) return undefined;
  return state.connection ?? connectionOf(db as PrismaClientLike);
};

/** Counts a write made on the connection itself (`connectionOf`), so no answer read before it is served after. */
export const countWrite = (db: object) => {
  const count = writeCountOf(db);
  if (count) count.n++;
};

/**
 * The read-only call (`readOnly` in the contract) running in this async context, if any: the binder runs such a
 * handler inside `readOnlyCall.run(call.id, …)`, and a statement that can change a row is refused there, so a call
 * declared read-only cannot write whatever its input (docs/dev-kit.md "Read-only calls").
 */
export const readOnlyCall = new AsyncLocalStorage<string>();

/** Thrown, before it runs, at a write a read-only call attempts. */
export class ReadOnlyViolation extends Error {}

export const refuseInReadOnlyCall = (sql: string) => {
  const callId = readOnlyCall.getStore();
  if (callId)
    throw new ReadOnlyViolation(`${callId} is declared read-only but attempted a write: ${sql.slice(0, 120)}`);
};

/** A statement that cannot change a row: a query (`WITH` included, unless it carries a write). */
const reads = (sql: string) =>
  /^\s*SELECT\b/i.test(sql) || /^\s*WITH\b(?![\s\S]*\b(INSERT|UPDATE|DELETE|REPLACE)\b)/i.test(sql);

type Queryable = object & { queryRaw?: unknown; executeRaw?: unknown };

/** `target` with its statements counted: every statement but a read, every script, every commit and rollback. */
const counted = <T extends Queryable>(target: T, count: WriteCount): T =>
  new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      const method = value.bind(object) as (...args: unknown[]) => Promise<unknown>;
      switch (property) {
        case 'queryRaw':
          return async (query: { sql: string }) => {
            if (!reads(query.sql)) refuseInReadOnlyCall(query.sql);
            try {
              return await method(query);
            } finally {
              if (!reads(query.sql)) count.n++;
            }
          };
        case 'executeRaw':
        case 'executeScript':
          return async (...args: unknown[]) => {
            const [query] = args as [{ sql?: string } | string];
            refuseInReadOnlyCall(typeof query === 'string' ? query : (query?.sql ?? ''));
            try {
              return await method(...args);
            } finally {
              count.n++;
            }
          };
        case 'commit':
        case 'rollback':
          return async (...args: unknown[]) => {
            try {
              return await method(...args);
            } finally {
              count.n++;
            }
          };
        case 'startTransaction':
          return async (...args: unknown[]) => counted((await method(...args)) as Queryable, count);
        default:
          return method;
      }
    },
  });

/**
 * Prisma's SQLite adapter as the stub uses it: its connection's writes counted in a new `WriteCount`, its statements
 * prepared once (db/statements.ts) and its connection known (`connectionOf`); `register` ties them to the client.
 */
export const stubAdapter = (factory: PrismaBetterSqlite3) => {
  const state: Tracked = { count: { id: ++lastId, n: 0 } };
  const adapter = new Proxy(factory, {
    get(object, property) {
      const value = Reflect.get(object, property, object);
      if (property !== 'connect' || typeof value !== 'function')
        return typeof value === 'function' ? value.bind(object) : value;
      return async () => {
        const connected = (await value.call(object)) as Queryable & { client: Database.Database };
        state.connection = connected.client;
        connected.client = reusingStatements(connected.client);
        return counted(connected, state.count);
      };
    },
  });
  // Configurable: read through a scenario's proxy (db/current.ts), the main client's property answers the scenario's
  // value, which a proxy may only do for a property its target does not fix for good.
  return {
    adapter,
    register: (db: object) => Object.defineProperty(db, tracked, { value: state, configurable: true }),
  };
};
