import { renameSync, rmSync, statSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Db, openDatabase } from '../db/client';
import { scratchDir } from './scratch';

/**
 * Databases per client (docs/dev-kit.md "Scenarios"): a request with the header `x-stub-scenario: <name>` works on
 * that scenario's own copy of the fixtures, made from the pristine snapshot the first time the name is used. Two QA
 * suites in two scenarios never see each other's writes.
 */
export const scenarioHeader = 'x-stub-scenario';
export const maxScenarios = 20;

interface Scenario {
  db: Db;
  file: string;
  createTime: string;
  requests: number;
}

export class Scenarios {
  private readonly open = new Map<string, Promise<Scenario>>();
  /** The next scenario's copy of the pristine snapshot, being made or ready. */
  private spare?: Promise<string>;

  /** `pristine`: the file of the fixtures as seeded, once its copy is complete. */
  constructor(private readonly pristine: () => Promise<string>) {}

  /** The scenario's database, made on first use; null when there are already `maxScenarios`. */
  async use(name: string): Promise<Db | null> {
    let scenario = this.open.get(name);
    if (!scenario) {
      if (this.open.size >= maxScenarios) return null;
      scenario = this.create(name);
      this.open.set(name, scenario);
      scenario.catch(() => this.open.delete(name));
    }
    const s = await scenario;
    s.requests++;
    return s.db;
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
      return { db, file, createTime: new Date().toISOString(), requests: 0 };
    } catch (error) {
      rmSync(dirname(file), { recursive: true, force: true });
      throw error;
    }
  }

  async list() {
    const all = await Promise.all([...this.open].map(async ([name, s]) => ({ name, ...(await s) })));
    return all.map(({ name, createTime, requests }) => ({ name, createTime, requests }));
  }

  /** Forgets a scenario and its writes; its next request starts again from the fixtures. */
  async drop(name: string): Promise<boolean> {
    const scenario = this.open.get(name);
    if (!scenario) return false;
    this.open.delete(name);
    const s = await scenario;
    await s.db.$disconnect();
    // Its folder holds the file, its WAL and the stamp of its clean close.
    rmSync(dirname(s.file), { recursive: true, force: true });
    return true;
  }

  async close() {
    await Promise.all([...this.open.keys()].map((name) => this.drop(name)));
    const spare = await this.spare?.catch(() => undefined);
    this.spare = undefined;
    if (spare) rmSync(dirname(spare), { recursive: true, force: true });
  }
}
