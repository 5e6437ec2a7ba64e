import { AsyncLocalStorage } from 'node:async_hooks';
import { renameSync, rmSync, statSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../db/client';
import { openDatabase } from '../stub-database';
import { Clock, realNow } from './clock';
import { FaultRules } from './faults';
import { scratchDir } from './scratch';
import { Snapshots } from './snapshots';

/**
 * Databases per client (docs/dev-kit.md "Scenarios"): a request with the header `x-stub-scenario: <name>` works on
 * that scenario's own copy of the fixtures, with its own faults, clock, snapshots and reset. Two QA suites in two
 * scenarios never see each other's writes, faults or time.
 */
export const scenarioHeader = 'x-stub-scenario';
export const scenarioLimits = { count: 20 };

/** What a client can set, per database: the main database has one (`name` null), each scenario its own. */
export interface StubScope {
  /** The scenario's name; null for the stub's main database. */
  name: string | null;
  db: Db;
  clock: Clock;
  faults: FaultRules;
  snapshots: Snapshots;
}

export interface Scenario extends StubScope {
  name: string;
  file: string;
  createTime: string;
  /** Real epoch ms of the last request that used it (an idle scenario expires). */
  lastUsed: number;
  requests: number;
  /** Requests in it that have not ended: it does not expire under them. */
  inFlight: number;
  /**
   * Kept: made by `POST /__stub/scenarios` or a control call, or signed in to. A scenario made by a sign-in that
   * failed is dropped as soon as that request ends, so anonymous requests cannot fill the slots.
   */
  claimed: boolean;
}

/** The scope of the request at hand; none outside a scenario's request (the main database's scope applies). */
export const scenarioScope = new AsyncLocalStorage<Scenario>();

/** A scenario that cannot be made (too many): answered 400 with the message. */
export class ScenarioRefused extends Error {}

export class Scenarios {
  private readonly open = new Map<string, Promise<Scenario>>();
  /** The next scenario's copy of the pristine snapshot, being made or ready. */
  private spare?: Promise<string>;
  private readonly sweeper: NodeJS.Timeout;

  /**
   * `pristine`: the file of the fixtures as seeded, once its copy is complete. `idleMs`: a scenario no request used
   * for that long is dropped (checked every minute, and before a new one is refused for want of a slot).
   */
  constructor(
    private readonly pristine: () => Promise<string>,
    private readonly idleMs: number,
  ) {
    this.sweeper = setInterval(() => void this.expireIdle(), Math.min(idleMs, 60_000));
    this.sweeper.unref();
  }

  /** The scenario named so, if it exists (being made counts). */
  find(name: string): Promise<Scenario> | undefined {
    return this.open.get(name);
  }

  /** The scenario, made when missing; `claimed` keeps it (an explicit or signed-in client). */
  async use(name: string, { claim }: { claim: boolean }): Promise<Scenario> {
    let pending = this.open.get(name);
    if (!pending) {
      if (this.open.size >= scenarioLimits.count) await this.expireIdle();
      if (this.open.size >= scenarioLimits.count)
        throw new ScenarioRefused(
          `at most ${scenarioLimits.count} scenarios: drop one (DELETE /__stub/scenarios/<name>) or wait until one has been idle for ${Math.round(this.idleMs / 60_000)} minutes`,
        );
      pending = this.create(name);
      this.open.set(name, pending);
      pending.catch(() => this.open.delete(name));
    }
    const s = await pending;
    if (claim) s.claimed = true;
    s.lastUsed = realNow();
    return s;
  }

  /** A new copy of the pristine snapshot, in a folder of its own (dev-kit/scratch.ts). */
  private async copyOfPristine(): Promise<string> {
    const pristine = await this.pristine();
    const file = join(scratchDir('stub-scenario-', statSync(pristine).size), 'spare.db');
    try {
      await copyFile(pristine, file);
      return file;
    } catch (error) {
      rmSync(dirname(file), { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * A scenario starts from a copy of the pristine snapshot made ahead: after the first one, the next scenario's copy
   * is made while this one opens and answers, so a new scenario seldom waits for 135 MB to be copied.
   */
  private async create(name: string): Promise<Scenario> {
    // Taken at once: a scenario created meanwhile makes its own copy.
    const taken = this.spare ?? this.copyOfPristine();
    this.spare = undefined;
    const spare = await taken.catch(() => this.copyOfPristine());
    this.spare ??= this.copyOfPristine();
    this.spare.catch(() => {});
    const file = join(dirname(spare), `${name}.db`);
    try {
      renameSync(spare, file);
      // A copy of the pristine snapshot, the stub's own database (checked, or closed cleanly, when it opened): no
      // quick_check again.
      const db = await openDatabase(`file:${file}`, { check: false });
      const snapshots = new Snapshots(file, () => db);
      await snapshots.adopt(await this.pristine());
      return {
        name,
        db,
        file,
        clock: new Clock(),
        faults: new FaultRules(),
        snapshots,
        createTime: new Date().toISOString(),
        lastUsed: realNow(),
        requests: 0,
        inFlight: 0,
        claimed: false,
      };
    } catch (error) {
      rmSync(dirname(file), { recursive: true, force: true });
      throw error;
    }
  }

  async list() {
    const all = await Promise.all([...this.open.values()].map((s) => s.catch(() => undefined)));
    return all.flatMap((s) =>
      s
        ? [
            {
              name: s.name,
              createTime: s.createTime,
              lastUseTime: new Date(s.lastUsed).toISOString(),
              requests: s.requests,
              faults: s.faults.list().length,
              clock: s.clock.state(),
              snapshots: s.snapshots.names().map((n) => n.name),
            },
          ]
        : [],
    );
  }

  /** Drops scenarios no request used for `idleMs` (none with a request still running). */
  async expireIdle() {
    const now = realNow();
    const all = await Promise.all([...this.open.values()].map((s) => s.catch(() => undefined)));
    for (const s of all)
      if (s && s.inFlight === 0 && now - s.lastUsed >= this.idleMs && this.open.get(s.name)) await this.drop(s.name);
  }

  /** Forgets a scenario: its writes, faults, clock and snapshots; its next request starts again from the fixtures. */
  async drop(name: string): Promise<boolean> {
    const scenario = this.open.get(name);
    if (!scenario) return false;
    this.open.delete(name);
    const s = await scenario;
    s.clock.reset();
    s.faults.clear();
    await s.snapshots.close();
    await s.db.$disconnect();
    // Its folder holds the file, its WAL and the stamp of its clean close.
    rmSync(dirname(s.file), { recursive: true, force: true });
    return true;
  }

  async close() {
    clearInterval(this.sweeper);
    await Promise.all([...this.open.keys()].map((name) => this.drop(name)));
    const spare = await this.spare?.catch(() => undefined);
    this.spare = undefined;
    if (spare) rmSync(dirname(spare), { recursive: true, force: true });
  }
}
