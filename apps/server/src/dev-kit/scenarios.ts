import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../db/client';

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
  private readonly dir = mkdtempSync(join(tmpdir(), 'stub-scenarios-'));
  private readonly open = new Map<string, Promise<Scenario>>();

  /** `pristine`: the file of the fixtures as seeded. */
  constructor(private readonly pristine: () => string) {}

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

  private async create(name: string): Promise<Scenario> {
    const file = join(this.dir, `${name}.db`);
    copyFileSync(this.pristine(), file);
    return { db: await openDatabase(`file:${file}`), file, createTime: new Date().toISOString(), requests: 0 };
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
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${s.file}${suffix}`, { force: true });
    return true;
  }

  async close() {
    await Promise.all([...this.open.keys()].map((name) => this.drop(name)));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
