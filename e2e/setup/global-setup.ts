import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../support/browser';

const repoRoot = resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    stubUrl: string;
  }
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
const ensureChromium = () => {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium not found at ${chromiumPath}: apt-get install chromium`);
  console.log('e2e: installing Chromium and CJK fonts from Debian');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', {
    stdio: 'inherit',
  });
};

export default async function setup(project: TestProject) {
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
    LOG_LEVEL: 'warn',
    STUB_URL: stubUrl,
    WEB_PORT: String(webPort),
    WEB_HOST: '127.0.0.1',
    VITE_API_BASE_URL: '',
  };
  const webDir = join(repoRoot, 'apps/web');
  execSync('npx vite build --logLevel warn', { cwd: webDir, env, stdio: 'inherit' });
  const children = [
    spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(repoRoot, 'apps/server'),
      env,
      stdio: 'inherit',
    }),
    spawn('npx', ['vite', 'preview', '--logLevel', 'warn'], { cwd: webDir, env, stdio: 'inherit', detached: true }),
  ];
  const [stub, web] = children as [ChildProcess, ChildProcess];
  await waitFor(`${stubUrl}/health`, stub, 'the stub');
  await waitFor(baseUrl, web, 'the portal');
  project.provide('baseUrl', baseUrl);
  project.provide('stubUrl', stubUrl);

  return () => {
    stub.kill('SIGTERM');
    // vite preview runs under npx: end the whole process group.
    if (web.pid) process.kill(-web.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
}
