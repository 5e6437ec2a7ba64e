import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath } from './browser';

const repoRoot = resolve(import.meta.dirname, '../..');

/** What the browser tests and the benchmarks run against: the real stub and the built portal. */
export interface Stack {
  /** The portal (`vite preview` of the build), which proxies /basic to the stub. */
  baseUrl: string;
  stubUrl: string;
  stop: () => void;
}

export interface StackOptions {
  /** Build the portal first (default). Off to reuse apps/web/dist from an earlier build. */
  build?: boolean;
  /** Each export job of the stub waits this long before writing its file (support/slow-exports.ts). */
  exportDelayMs?: number;
}

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

const waitFor = async (url: string, child: ChildProcess, what: string) => {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer at ${url}`);
};

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
export const startStack = async ({ build = true, exportDelayMs }: StackOptions = {}): Promise<Stack> => {
  ensureChromium();
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const [stubPort, webPort] = [await freePort(), await freePort()];
  const stubUrl = `http://127.0.0.1:${stubPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const env = {
    ...process.env,
    PORT: String(stubPort),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dir, 'e2e.db')}`,
    STORAGE_DIR: join(dir, 'storage'),
    E2E_EXPORT_DELAY_MS: String(exportDelayMs ?? 0),
    LOG_LEVEL: 'warn',
    STUB_URL: stubUrl,
    WEB_PORT: String(webPort),
    WEB_HOST: '127.0.0.1',
    VITE_API_BASE_URL: '',
  };
  const webDir = join(repoRoot, 'apps/web');
  if (build) execSync('npx vite build --logLevel warn', { cwd: webDir, env, stdio: 'inherit' });
  const preload = exportDelayMs ? ['--import', pathToFileURL(join(import.meta.dirname, 'slow-exports.ts')).href] : [];
  const stub = spawn(process.execPath, ['--import', 'tsx', ...preload, 'src/server.ts'], {
    cwd: join(repoRoot, 'apps/server'),
    env,
    stdio: 'inherit',
  });
  const web = spawn('npx', ['vite', 'preview', '--logLevel', 'warn'], {
    cwd: webDir,
    env,
    stdio: 'inherit',
    detached: true,
  });

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stub.kill('SIGTERM');
    // vite preview runs under npx: end the whole process group.
    if (web.pid) {
      try {
        process.kill(-web.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitFor(`${stubUrl}/health`, stub, 'the stub');
    await waitFor(baseUrl, web, 'the portal');
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stubUrl, stop };
};
