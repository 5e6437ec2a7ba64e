import type { FastifyInstance } from 'fastify';

/** How long after the stub starts listening its start-up maintenance runs. */
export const afterStartMs = 1000;

/**
 * Runs `work` a moment after the stub starts listening: maintenance a start need not wait for (the purge of expired
 * sessions and codes, the exports a previous run left), kept off the path to the first answer, where each of its
 * queries would cost a Prisma query-plan compile (docs/decisions/0023-cold-start.md). An app that never listens (the
 * in-process tests) never runs it; the close cancels it.
 */
export const afterStart = (app: FastifyInstance, work: () => Promise<void>) => {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    timer = setTimeout(() => void work(), afterStartMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
};
