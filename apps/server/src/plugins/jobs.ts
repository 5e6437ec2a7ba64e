import { AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';

/** A background job; `signal` aborts when the app closes before it is done (it should stop soon after). */
export type Job = (signal: AbortSignal) => Promise<void>;

export interface JobQueueOptions {
  /** Jobs running at once, all groups together. */
  concurrency?: number;
  /** Jobs of one group running at once. */
  perGroup?: number;
  onError?: (error: unknown) => void;
}

/** A place in a group's queue, taken before the job exists (kit/export.ts takes it before its insert). */
export interface JobTicket {
  enqueue: (job: Job) => void;
  cancel: () => void;
}

interface Running {
  group: string;
  controller: AbortController;
}

/**
 * Background work of one app (export files), run after the answer has gone, so a 10,000-row export never holds a
 * request (docs/decisions/0031-fair-export-queue.md). Jobs belong to a group (the supplier): at most `perGroup` of a
 * group and `concurrency` in all run at once, and the groups take turns (round-robin), so one supplier's flood never
 * holds another's export for longer than one job. `reserve` admits a job only while its group has fewer than a
 * limit queued. `drain` waits for everything queued (tests); `stop` is the close: nothing new starts, running jobs
 * get a grace, then their signal aborts; what has not run stays in its durable record (kit/export.ts) and is queued
 * again on the next start. `hold` / `release` let a test see a record while it is still generating; `holdQueued`
 * (the dev kit's `/__stub/exports/hold`) holds every job queued from then on, each until the next `release`.
 */
export class JobQueue {
  private readonly waiting = new Map<string, Job[]>();
  /** Groups with waiting jobs, in the order they get their next turn. */
  private readonly turns: string[] = [];
  private readonly running = new Set<Running>();
  private readonly reserved = new Map<string, number>();
  private readonly concurrency: number;
  private readonly perGroup: number;
  private readonly onError: (error: unknown) => void;
  private held = false;
  private holdingQueued = false;
  private stopped = false;
  private idle: { promise: Promise<void>; resolve: () => void } | undefined;
  /** Called once no job runs (the close's wait). */
  private readonly onNoneRunning = new Set<() => void>();

  constructor({ concurrency = 2, perGroup = 1, onError = () => {} }: JobQueueOptions = {}) {
    this.concurrency = concurrency;
    this.perGroup = perGroup;
    this.onError = onError;
  }

  enqueue(job: Job, group = ''): void {
    // The job runs in the context it was queued from (a scenario's database, docs/dev-kit.md), whichever job
    // happens to start it.
    const queue = this.waiting.get(group);
    if (queue) queue.push(AsyncResource.bind(job));
    else {
      this.waiting.set(group, [AsyncResource.bind(job)]);
      this.turns.push(group);
    }
    if (this.holdingQueued) this.held = true;
    setImmediate(() => this.pump());
  }

  /**
   * A place for one more job of `group` while it has fewer than `limit` queued, running or reserved; null when it
   * is full. Synchronous, so concurrent requests cannot all take the last place.
   */
  reserve(group: string, limit: number): JobTicket | null {
    if (this.pending(group) >= limit) return null;
    this.reserved.set(group, (this.reserved.get(group) ?? 0) + 1);
    let open = true;
    const close = () => {
      if (!open) return false;
      open = false;
      const left = (this.reserved.get(group) ?? 1) - 1;
      if (left > 0) this.reserved.set(group, left);
      else this.reserved.delete(group);
      return true;
    };
    return {
      enqueue: (job) => {
        if (close()) this.enqueue(job, group);
      },
      cancel: () => void close(),
    };
  }

  /** Jobs of `group` waiting, running or reserved. */
  pending(group: string): number {
    let count = (this.waiting.get(group)?.length ?? 0) + (this.reserved.get(group) ?? 0);
    for (const r of this.running) if (r.group === group) count++;
    return count;
  }

  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    this.pump();
  }

  /** On: every job queued from now on is held until the next `release`. Off: nothing is held any more. */
  holdQueued(on: boolean): void {
    this.holdingQueued = on;
    if (on) this.hold();
    else this.release();
  }

  /** What the dev kit's export control tells: whether queued jobs are held, how many wait (not started), run. */
  get holdState(): { held: boolean; waiting: number; running: number } {
    return { held: this.holdingQueued, waiting: this.size - this.running.size, running: this.running.size };
  }

  /** Drops what is waiting, as a crash would (tests): the durable records stay for the next start. */
  abandon(): void {
    this.waiting.clear();
    this.turns.length = 0;
  }

  get size(): number {
    let waiting = 0;
    for (const queue of this.waiting.values()) waiting += queue.length;
    return waiting + this.running.size;
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

  /**
   * The close: nothing more starts; the running jobs get `graceMs` to finish, then their signal aborts and they get
   * `graceMs` more to notice. Resolves once none runs, or after that in any case (a job that ignores its signal is
   * left to the process's exit; its record is resumed on the next start). Waiting jobs stay unrun.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    const settled = () => this.whenIdleOrAfter(graceMs);
    if (this.running.size > 0) await settled();
    if (this.running.size === 0) return;
    for (const r of this.running) r.controller.abort(new Error('the app is closing'));
    await settled();
  }

  /** Resolves when no job runs, or after `ms`. */
  private whenIdleOrAfter(ms: number): Promise<void> {
    if (this.running.size === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.onNoneRunning.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.onNoneRunning.add(done);
    });
  }

  /** Starts jobs while there is room: the first group in turn with a job and room of its own goes, then to the back. */
  private pump(): void {
    while (!this.held && !this.stopped && this.running.size < this.concurrency) {
      const index = this.turns.findIndex((group) => this.runningIn(group) < this.perGroup);
      if (index < 0) return;
      const group = this.turns[index]!;
      this.turns.splice(index, 1);
      const queue = this.waiting.get(group)!;
      const job = queue.shift()!;
      if (queue.length > 0) this.turns.push(group);
      else this.waiting.delete(group);
      this.start(job, group);
    }
  }

  private runningIn(group: string): number {
    let count = 0;
    for (const r of this.running) if (r.group === group) count++;
    return count;
  }

  private start(job: Job, group: string): void {
    const entry: Running = { group, controller: new AbortController() };
    this.running.add(entry);
    job(entry.controller.signal)
      .catch(this.onError)
      .finally(() => {
        this.running.delete(entry);
        if (this.running.size === 0) for (const done of [...this.onNoneRunning]) done();
        if (this.size === 0 && this.idle) {
          this.idle.resolve();
          this.idle = undefined;
        }
        this.pump();
      });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work (export files); stopped on close, before the database closes. */
    jobs: JobQueue;
  }
}

/** How long the close lets running jobs finish before it aborts them (and again for them to notice). */
export const closeGraceMs = 1500;

/**
 * `app.jobs`: two jobs at a time, one per supplier, the suppliers in turn. On close, running jobs get a short grace,
 * then stop; queued ones stay in their records. Export jobs left queued or running are queued again when the app
 * is ready (app.ts, `resumeExportJobs`).
 */
export const jobsPlugin = fp(
  async (app) => {
    app.decorate('jobs', new JobQueue({ onError: (error) => app.log.error({ err: error }, 'background job failed') }));
    app.addHook('onClose', async () => app.jobs.stop(closeGraceMs));
  },
  { name: 'jobs', dependencies: ['database'] },
);
