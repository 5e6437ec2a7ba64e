import type { Prisma, PrismaClient } from '../generated/prisma/client';
import type { FixtureRow, ModelName } from './fixtures';

/** What the stub asks of a model it names at run time (a fixture table, a paged resource): plain records in and out. */
export interface ModelDelegate {
  count(args?: { where?: unknown }): Promise<number>;
  findMany(args: {
    where?: unknown;
    orderBy?: unknown;
    skip?: number;
    take?: number;
    select?: Record<string, true>;
  }): Promise<unknown[]>;
  createMany(args: { data: FixtureRow[] }): Promise<unknown>;
  upsert(args: { where: FixtureRow; create: FixtureRow; update: FixtureRow }): Promise<unknown>;
}

/**
 * The delegate of a model named at run time (`grain` → `db.grain`). Prisma types each delegate for its own model's
 * arguments only, and the union of every model's delegate has no callable method, so the look-up by name is asserted
 * here, once: Prisma itself validates the arguments it is given.
 */
export const delegateOf = (db: PrismaClient | Prisma.TransactionClient, model: ModelName): ModelDelegate =>
  (db as unknown as Record<ModelName, ModelDelegate>)[model];
