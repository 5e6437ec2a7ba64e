import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

/**
 * The database a request works on. Normally the stub's one database; a request that names a scenario
 * (docs/dev-kit.md "Scenarios") runs inside `databaseScope.run(scenarioDb, …)` and everything it does, through
 * `app.db` or `ctx.db`, reaches that scenario's database instead.
 */
export const databaseScope = new AsyncLocalStorage<Db>();

/** The Prisma client the current request works on. */
export const currentDb = (db: Db): Db => databaseScope.getStore() ?? db;

/**
 * `db` as the app hands it out: each property read is taken from the current request's database, so handlers,
 * plugins and plain routes need not know about scenarios.
 */
export const scopedDb = (db: Db): Db =>
  new Proxy(db, {
    get(target, property) {
      const current = databaseScope.getStore() ?? target;
      const value = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
