/**
 * Cold start as a user runs it: process start to the first successful login, each case a median of `runs`, as wall
 * time and as the CPU time the stub's processes used by then (on a machine other work shares, wall times swing with
 * the load, CPU times much less; docs/decisions/0023-cold-start.md). Each case (an existing database, the same without
 * the bundle's code cache, an empty location, both on the large data set, SEED_SCALE=1) through `pnpm stub` as a
 * developer types it, which the targets judge, and as the compiled server started directly (dist/server.cjs through
 * scripts/run-bundle.mjs, what `pnpm stub` runs once built): the difference is pnpm's own start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, bundlePath } from '../scripts/build.mjs';
import { codeCachePath } from '../scripts/run-bundle.mjs';
import { median, type StartMode, startStubProcess, stopStubProcess } from './stub-process';

/** One start: wall time and CPU time to the first login. */
export interface ColdStart {
  ms: number;
  cpuMs: number;
}

/** The cases, each started as the compiled server (`node scripts/run-bundle.mjs dist/server.cjs`) and through `pnpm stub`. */
const cases = {
  existing: { label: 'existing database', empty: false, env: {} },
  // The first start after each build (an edit under `npm run dev`, a pull): the bundle's code cache is not made yet.
  uncached: { label: 'existing database, no code cache', empty: false, env: {} },
  empty: { label: 'empty location', empty: true, env: {} },
  largeExisting: { label: 'SEED_SCALE=1, existing database', empty: false, env: { SEED_SCALE: '1' } },
  largeEmpty: { label: 'SEED_SCALE=1, empty location', empty: true, env: { SEED_SCALE: '1' } },
} as const;
type Case = keyof typeof cases;
const modes = ['compiled', 'pnpm'] as const satisfies StartMode[];

export type ColdStarts = Record<Case, Record<(typeof modes)[number], ColdStart[]>>;

/** Through `pnpm stub`, as a developer types it (docs/decisions/0023-cold-start.md). */
export const coldStartTargets: Partial<Record<Case, number>> = { existing: 700, empty: 1000, largeEmpty: 1500 };

export const measureColdStarts = async (dir: string, runs = 3): Promise<ColdStarts> => {
  const storage = join(dir, 'storage');
  const once = async (name: Case, mode: StartMode, run: number) => {
    const { empty, env } = cases[name];
    // Without a code cache: the first case's database, the cache removed (the run writes it again as it ends).
    const file = join(dir, empty ? `${name}-${mode}-${run}.db` : `${name === 'uncached' ? 'existing' : name}.db`);
    if (name === 'uncached') rmSync(codeCachePath(bundlePath), { force: true });
    const stub = await startStubProcess(`file:${file}`, storage, mode, env);
    await stopStubProcess(stub.child);
    // An empty location's database goes (the large one is large).
    if (empty) for (const suffix of ['', '-wal', '-shm', '-closed']) rmSync(file + suffix, { force: true });
    return { ms: stub.coldStartMs, cpuMs: stub.coldStartCpuMs };
  };
  // Not counted: these first starts make the seeded templates where the sources changed since they were last made
  // (the first start after an edit pays for it once) and the existing databases.
  await once('existing', 'compiled', -1);
  await once('largeExisting', 'compiled', -1);
  const result = Object.fromEntries(
    Object.keys(cases).map((name) => [name, { compiled: [], pnpm: [] }]),
  ) as unknown as ColdStarts;
  for (let run = 0; run < runs; run++)
    for (const name of Object.keys(cases) as Case[])
      for (const mode of modes) result[name][mode].push(await once(name, mode, run));
  return result;
};

const medians = (starts: ColdStart[]) => ({
  ms: median(starts.map((s) => s.ms)),
  cpuMs: median(starts.map((s) => s.cpuMs)),
});
const figure = (starts: ColdStart[]) => {
  const { ms, cpuMs } = medians(starts);
  return `${Math.round(ms)} ms, CPU ${Math.round(cpuMs)} ms (${starts.map((s) => Math.round(s.ms)).join(', ')})`;
};

export const coldStartLines = (c: ColdStarts): string[] => [
  `cold start to the first login, median of ${c.existing.pnpm.length} (wall time, CPU time of the stub's processes):`,
  ...(Object.keys(cases) as Case[]).map(
    (name) =>
      `  ${cases[name].label}: \`pnpm stub\` ${figure(c[name].pnpm)}; the compiled server ${figure(c[name].compiled)}`,
  ),
  `  pnpm's own start (\`pnpm stub\` less the compiled server, existing database): ${Math.round(medians(c.existing.pnpm).ms - medians(c.existing.compiled).ms)} ms, CPU ${Math.round(medians(c.existing.pnpm).cpuMs - medians(c.existing.compiled).cpuMs)} ms`,
];

/** The target part of the closing line. */
export const coldStartVerdict = (c: ColdStarts): string =>
  `cold start through pnpm stub: ${(Object.entries(coldStartTargets) as [Case, number][])
    .map(([name, ms]) => `${cases[name].label} ≤ ${ms} ms ${medians(c[name].pnpm).ms <= ms ? 'met' : 'MISSED'}`)
    .join(', ')}`;

// `pnpm --filter @portal/server bench:cold`: the cold starts alone (`pnpm bench` measures them first).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = mkdtempSync(join(tmpdir(), 'stub-cold-'));
  try {
    await buildServer();
    const cold = await measureColdStarts(dir, Number(process.env.BENCH_COLD_RUNS ?? 3));
    console.log(`${coldStartLines(cold).join('\n')}\ntargets: ${coldStartVerdict(cold)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
