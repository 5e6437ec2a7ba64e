import { type ChildProcess, execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumPath } from './browser';

const repoRoot = resolve(import.meta.dirname, '../..');

/** What the browser tests and the benchmarks run against: the real stub and the built portal. */
export interface Stack {
  /** The portal (`vite preview` of the build), which proxies /basic to the stub. */
  baseUrl: string;
  stubUrl: string;
  /** Lets the export jobs held so far run (with `holdExports`; later ones are held again). */
  releaseExports: () => Promise<void>;
  /** Ends both processes, then removes the database and the stored files. */
  stop: () => Promise<void>;
}

export interface StackOptions {
  /** Build the portal first (default). Off to reuse apps/web/dist from an earlier build. */
  build?: boolean;
  /**
   * Hold every export job of the stub (its record stays 生成中) until `releaseExports` is called: the dev kit's
   * `PUT /__stub/exports/hold` (docs/dev-kit.md "Exports held").
   */
  holdExports?: boolean;
}

/**
 * `count` distinct free loopback ports: every listener stays open until all have their port, so two calls cannot be
 * handed the same one (a stub and a portal on one port made the portal proxy /basic to itself).
 */
const freePorts = async (count: number) => {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((done) => {
          const s = createServer().listen(0, '127.0.0.1', () => done(s));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  return ports;
};

/** How long the stub and the portal may take to answer after their start, on a busy 2-core machine. */
const startTimeoutMs = 180_000;

/** Any answer but a server error: the portal is up. */
const answers = async (r: Response) => r.status < 500;
/** The stub's own health envelope, not whatever else holds the port: the stub is up. */
const stubHealthy = async (r: Response) =>
  r.ok && ((await r.json().catch(() => null)) as { data?: { database?: string } } | null)?.data?.database === 'ok';

/**
 * Polls `url` until `ready` says the answer is the process's own (the process's state); fails at once if the process
 * ends first.
 */
const waitFor = async (url: string, child: ChildProcess, what: string, ready = answers) => {
  const until = Date.now() + startTimeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited with ${child.exitCode ?? child.signalCode}`);
    const ok = await fetch(url).then(ready, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer at ${url} within ${startTimeoutMs / 1000} s`);
};

/**
 * Sends SIGTERM and resolves once the process has ended (at once if it already has). One that is still
 * there after a generous grace period is killed, so a stuck process cannot hold up the test run's end.
 */
const end = (child: ChildProcess): Promise<void> =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });

/** Debian's Chromium; installed when missing and we may (root, apt). */
export const ensureChromium = () => {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium not found at ${chromiumPath}: apt-get install chromium`);
  console.log('e2e: installing Chromium and CJK fonts from Debian');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', {
    stdio: 'inherit',
  });
};

/**
 * Builds the portal, starts the stub on a fresh temporary database and storage folder and `vite
 * preview` in front of it, each on a free loopback port, and waits until both answer. `stop` ends
 * both and removes the database and the stored files (never ./storage).
 */
export const startStack = async ({ build = true, holdExports = false }: StackOptions = {}): Promise<Stack> => {
  ensureChromium();
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const [stubPort, webPort] = (await freePorts(2)) as [number, number];
  const stubUrl = `http://127.0.0.1:${stubPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const env = {
    ...process.env,
    PORT: String(stubPort),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dir, 'e2e.db')}`,
    STORAGE_DIR: join(dir, 'storage'),
    LOG_LEVEL: 'warn',
    STUB_URL: stubUrl,
    WEB_PORT: String(webPort),
    WEB_HOST: '127.0.0.1',
    VITE_API_BASE_URL: '',
    // The preview forwards the control surface only when asked (the badge's tests read it through the portal).
    STUB_CONTROL_PROXY: 'on',
  };
  const webDir = join(repoRoot, 'apps/web');
  // Vite's own entry, run by this Node: no npx, whose npm would warn about every pnpm setting in the
  // environment ("Unknown env config …"), and no process group to end.
  const vite = join(webDir, 'node_modules/vite/bin/vite.js');
  // NODE_ENV=production whatever the runner set (vitest sets test): the browser gets React's production build, as
  // users do, and the benchmarks measure it.
  if (build)
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: webDir,
      env: { ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
  const stub = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'apps/server'),
    env,
    stdio: 'inherit',
  });
  const web = spawn(process.execPath, [vite, 'preview', '--logLevel', 'warn'], { cwd: webDir, env, stdio: 'inherit' });

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= Promise.all([end(stub), end(web)]).then(() => rmSync(dir, { recursive: true, force: true }));
    return stopped;
  };

  const exportsControl = async (method: 'PUT' | 'POST', path: string) => {
    const res = await fetch(`${stubUrl}/__stub/exports/${path}`, { method, headers: { 'x-stub-control': '1' } });
    if (!res.ok) throw new Error(`${method} /__stub/exports/${path}: ${res.status} ${await res.text()}`);
  };
  try {
    await waitFor(`${stubUrl}/health`, stub, 'the stub', stubHealthy);
    await waitFor(baseUrl, web, 'the portal');
    if (holdExports) await exportsControl('PUT', 'hold');
  } catch (error) {
    await stop();
    throw error;
  }
  const releaseExports = async () => {
    if (!holdExports) throw new Error('releaseExports needs startStack({ holdExports: true })');
    await exportsControl('POST', 'release');
  };
  return { baseUrl, stubUrl, releaseExports, stop };
};
