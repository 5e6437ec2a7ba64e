import { AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';

/**
 * Background work of one app (export files): run one at a time after the answer has gone, so a
 * 10,000-row export never holds a request. `drain` waits for everything queued (the app's onClose);
 * `hold` / `release` let a test see a record while it is still generating. The jobs themselves are durable
 * (an export's download record, kit/export.ts): what a crash drops from this queue is queued again on start.
 */
export class JobQueue {
  private readonly waiting: (() => Promise<void>)[] = [];
  private running = 0;
  private held = false;
  private idle: { promise: Promise<void>; resolve: () => void } | undefined;

  constructor(
    private readonly concurrency = 1,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  enqueue(job: () => Promise<void>): void {
    // The job runs in the context it was queued from (a scenario's database, docs/dev-kit.md), whichever job
    // happens to start it.
    this.waiting.push(AsyncResource.bind(job));
    setImmediate(() => this.pump());
  }

  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    this.pump();
  }

  /** Drops what is waiting, as a crash would (tests): the durable records stay for the next start. */
  abandon(): void {
    this.waiting.length = 0;
  }

  get size(): number {
    return this.waiting.length + this.running;
  }

  /** Resolves when nothing is queued or running (held jobs are released first). */
  drain(): Promise<void> {
    this.release();
    if (this.size === 0) return Promise.resolve();
    if (!this.idle) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      this.idle = { promise, resolve };
    }
    return this.idle.promise;
  }

  private pump(): void {
    while (!this.held && this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running++;
      job()
        .catch(this.onError)
        .finally(() => {
          this.running--;
          if (this.size === 0 && this.idle) {
            this.idle.resolve();
            this.idle = undefined;
          }
          this.pump();
        });
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work (export files); drained on close, before the database closes. */
    jobs: JobQueue;
  }
}

/**
 * `app.jobs`: one job at a time; whatever is queued finishes when the app closes. Export jobs a crash left queued
 * or running are queued again when the app is ready (app.ts, `resumeExportJobs`).
 */
export const jobsPlugin = fp(
  async (app) => {
    app.decorate('jobs', new JobQueue(1, (error) => app.log.error({ err: error }, 'background job failed')));
    app.addHook('onClose', async () => app.jobs.drain());
  },
  { name: 'jobs', dependencies: ['database'] },
);
