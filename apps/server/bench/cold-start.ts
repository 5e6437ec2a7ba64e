/**
 * Cold start as a user runs it: process start to the first successful login, each case a median of `runs`
 * (docs/decisions/0023-cold-start.md). The compiled server (dist/server.mjs, what `pnpm stub` runs once built) on an
 * existing database and on an empty location, `pnpm stub` itself as a developer types it, and both cases again on
 * the large data set (SEED_SCALE=1).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { median, type StartMode, startStubProcess, stopStubProcess } from './stub-process';

export interface ColdStarts {
  existing: number[];
  empty: number[];
  pnpm: number[];
  largeExisting: number[];
  largeEmpty: number[];
}

/** Through `pnpm stub` on an existing database; compiled, on an empty location, with and without SEED_SCALE=1. */
export const coldStartTargets = { pnpmMs: 700, emptyMs: 1000, largeEmptyMs: 1500 };

export const measureColdStarts = async (dir: string, runs = 3): Promise<ColdStarts> => {
  const storage = join(dir, 'storage');
  const large = { SEED_SCALE: '1' };
  const once = async (file: string, mode: StartMode = 'compiled', extraEnv: Record<string, string> = {}) => {
    const stub = await startStubProcess(`file:${join(dir, file)}`, storage, mode, extraEnv);
    await stopStubProcess(stub.child);
    return stub.coldStartMs;
  };
  /** A start on an empty location; its database is removed afterwards (the large one is large). */
  const onEmpty = async (file: string, extraEnv: Record<string, string> = {}) => {
    const ms = await once(file, 'compiled', extraEnv);
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dir, file + suffix), { force: true });
    return ms;
  };
  // Not counted: these first starts make the seeded templates where the sources changed since they were last made
  // (the first start after an edit pays for it once).
  await once('cold.db');
  await once('cold-large.db', 'compiled', large);
  const result: ColdStarts = { existing: [], empty: [], pnpm: [], largeExisting: [], largeEmpty: [] };
  for (let i = 0; i < runs; i++) {
    result.empty.push(await onEmpty(`empty-${i}.db`));
    result.existing.push(await once('cold.db'));
    result.pnpm.push(await once('cold.db', 'pnpm'));
    result.largeEmpty.push(await onEmpty(`empty-large-${i}.db`, large));
    result.largeExisting.push(await once('cold-large.db', 'compiled', large));
  }
  return result;
};

const figure = (runs: number[]) => `${Math.round(median(runs))} ms (${runs.map(Math.round).join(', ')})`;

export const coldStartLines = (c: ColdStarts): string[] => [
  `cold start to the first login, median of ${c.existing.length}:`,
  `  existing database ${figure(c.existing)}; empty location ${figure(c.empty)}`,
  `  through \`pnpm stub\` as a developer types it, existing database ${figure(c.pnpm)}`,
  `  SEED_SCALE=1: existing database ${figure(c.largeExisting)}; empty location ${figure(c.largeEmpty)}`,
];

/** The target part of the closing line. */
export const coldStartVerdict = (c: ColdStarts): string => {
  const verdict = (runs: number[], ms: number) => `≤ ${ms} ms ${median(runs) <= ms ? 'met' : 'MISSED'}`;
  return `cold start through pnpm stub ${verdict(c.pnpm, coldStartTargets.pnpmMs)}, empty location ${verdict(c.empty, coldStartTargets.emptyMs)}, empty with SEED_SCALE=1 ${verdict(c.largeEmpty, coldStartTargets.largeEmptyMs)}`;
};
