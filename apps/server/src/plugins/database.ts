import fp from 'fastify-plugin';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prisma client over the stub's SQLite file. */
    db: Db;
  }
}

export interface DatabaseOptions {
  db: Db;
  /** Disconnect when the app closes (the app opened it); a database handed in by a test stays open. */
  owned: boolean;
}

/**
 * `app.db`. Register it first: `onClose` hooks run last-registered first, so the database closes after
 * everything that still writes to it (the background jobs).
 */
export const databasePlugin = fp<DatabaseOptions>(
  async (app, { db, owned }) => {
    app.decorate('db', db);
    if (owned) app.addHook('onClose', async () => db.$disconnect());
  },
  { name: 'database' },
);
