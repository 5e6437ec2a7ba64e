/** The stub as its own process on loopback, for the benchmarks (so load and server do not share a core). */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { api, encryptPassword } from '@portal/contract';
import { readEnv } from '../src/env';

const env = readEnv();
const serverDir = resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** Signs in as `supplier`: the token, or undefined while the stub cannot. */
export const loginOnce = async (base: string) => {
  const res = await fetch(base + api.account.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loginAccount: 'supplier',
      password: encryptPassword('Supplier@2026', env.PASSWORD_AES_KEY),
    }),
  });
  const body = (await res.json()) as { status: number; data: { token: string } };
  return body.status === 200 ? body.data.token : undefined;
};

export interface StubProcess {
  child: ChildProcess;
  base: string;
  token: string;
  /** Process start to the first successful login. */
  coldStartMs: number;
  /** CPU time its processes had used by then (groupCpuMs). */
  coldStartCpuMs: number;
}

/**
 * How the stub is started: `compiled` runs dist/server.cjs (build it first: scripts/build.mjs) through
 * scripts/run-bundle.mjs (its code cache), as `pnpm stub` does once built; `pnpm` is `pnpm stub` from the repository root, exactly as a developer types it; `watch` is the stub of
 * `npm run dev` (scripts/watch.mjs: the compiled server, rebuilt and restarted on a change).
 */
export type StartMode = 'compiled' | 'pnpm' | 'watch';

const commands: Record<StartMode, [string, string[], string]> = {
  compiled: [process.execPath, ['scripts/run-bundle.mjs', 'dist/server.cjs'], serverDir],
  pnpm: ['pnpm', ['--silent', 'stub'], resolve(serverDir, '../..')],
  watch: [process.execPath, ['scripts/watch.mjs'], serverDir],
};

/** Starts the stub on a free port (or `extraEnv.PORT`) and waits for the first successful login as `supplier`. */
export const startStubProcess = async (
  databaseUrl: string,
  storageDir: string,
  mode: StartMode = 'compiled',
  extraEnv: Record<string, string> = {},
): Promise<StubProcess> => {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const started = performance.now();
  const [command, args, cwd] = commands[mode];
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group: `pnpm stub` runs the server as a grandchild, which stopping must reach too (the watcher
    // stops its stub itself).
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the stub exited during start-up');
    const token = await loginOnce(base).catch(() => undefined);
    if (token) {
      const coldStartMs = performance.now() - started;
      return { child, base, token, coldStartMs, coldStartCpuMs: groupCpuMs(child.pid!) };
    }
    await new Promise((r) => setTimeout(r, 10));
  }
};

/**
 * Stops the stub and everything it started (its process group), and returns once every process of the group is gone:
 * through `pnpm stub`, pnpm exits at once while the stub's Node still closes its database (and stamps it), which
 * would otherwise see its files removed under it and overlap the next measured start. A process that has exited but
 * is not yet reaped (a zombie, left to init once pnpm is gone) counts as gone.
 */
export const stopStubProcess = async (child: ChildProcess) => {
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  while (groupRunning(child.pid!)) await new Promise((r) => setTimeout(r, 10));
};

/** A process's /proc/<pid>/stat fields after the command name (field 3 onwards), or undefined once it is gone. */
const statFields = (pid: number | string | undefined) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return undefined;
  }
};
/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ). */
const ticksPerSecond = 100;

/** CPU time (user + system, ms) a process has used so far, from /proc; 0 where there is none. */
export const cpuMs = (pid: number | undefined) => {
  const fields = statFields(pid);
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond : 0;
};

/**
 * CPU time (ms) of a process group so far: every process in it, with the children each has waited for (`pnpm stub`
 * is pnpm, a shell and the stub's Node; the stub's import worker).
 */
export const groupCpuMs = (pgid: number) => {
  let ticks = 0;
  for (const fields of groupStats(pgid))
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  return (ticks * 1000) / ticksPerSecond;
};

/** The /proc stat fields (`statFields`) of every process in the group `pgid`. */
const groupStats = (pgid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(statFields)
    .filter((fields): fields is string[] => fields !== undefined && Number(fields[2]) === pgid);

/** Whether a process of the group `pgid` is still running (not exited; a zombie has). */
const groupRunning = (pgid: number) => groupStats(pgid).some((fields) => fields[0] !== 'Z');

/** The resident memory of a process, from /proc (0 once it is gone). */
export const rssBytes = (pid: number): number => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

/** The resident memory of a process and of its child processes (the import reader), from /proc. */
export const treeRssBytes = (pid: number): number => {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {}
  return rssBytes(pid) + children.reduce((sum, child) => sum + treeRssBytes(child), 0);
};

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Polls /health one request at a time until stopped; the worst latency seen (a pending request counts). */
export const pollHealth = (base: string) => {
  let worst = 0;
  let stopped = false;
  let pendingSince: number | null = null;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      pendingSince = started;
      await fetch(`${base}/health`)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      pendingSince = null;
      const took = performance.now() - started;
      worst = Math.max(worst, took);
      if (!stopped) await new Promise((r) => setTimeout(r, Math.max(0, 20 - took)));
    }
  })();
  return () => {
    stopped = true;
    if (pendingSince !== null) worst = Math.max(worst, performance.now() - pendingSince);
    void loop;
    return worst;
  };
};
