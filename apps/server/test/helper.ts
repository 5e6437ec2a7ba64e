import { appendFileSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Call, type CallSpec, encryptPassword, fillPath } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { recordAnswer } from '../src/dev-kit/drift';
import { type Env, readEnv } from '../src/env';

/**
 * Contract tests run in-process on a fresh copy of a seeded database, or, with
 * CONTRACT_BASE_URL set, against a running stub or a real host (read-only unless
 * CONTRACT_ALLOW_WRITES=1). See README "Contract tests against a running server".
 */
export const remoteUrl = process.env.CONTRACT_BASE_URL;
export const inProcess = !remoteUrl;
export const writesAllowed = inProcess || process.env.CONTRACT_ALLOW_WRITES === '1';

const baseEnv = (): Env => readEnv({ ...process.env, LOG_LEVEL: 'silent' });
export const env = baseEnv();

export const demo = {
  supplier: { loginAccount: 'supplier', password: 'Supplier@2026' },
  viewer: { loginAccount: 'viewer', password: 'Viewer@2026' },
  newcomer: { loginAccount: 'newcomer', password: 'Newcomer@2026' },
  /** Another supplier (S10023): ownership checks and session isolation. */
  hongda: { loginAccount: 'hongda', password: 'Hongda@2026' },
} as const;

let template: string | undefined;
const tempDirs: string[] = [];
afterAll(() => {
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
});

/** A migrated and seeded database file, made once per test file and copied for each app. */
const freshDatabaseUrl = async (): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), 'stub-test-'));
  tempDirs.push(dir);
  if (!template) {
    template = join(dir, 'template.db');
    const db = await openDatabase(`file:${template}`);
    await db.$executeRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
    await db.$disconnect();
  }
  const file = join(dir, 'stub.db');
  copyFileSync(template, file);
  return `file:${file}`;
};

export interface Target {
  http: ReturnType<typeof request>;
  app?: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * The stub under test. `configure` may add test-only routes before the app is ready; `options` are more of
 * buildApp's (a logger that records what the app logs).
 */
export const startStub = async (
  overrides: Partial<Env> = {},
  configure?: (app: FastifyInstance) => void,
  options: Pick<AppOptions, 'logger'> = {},
): Promise<Target> => {
  if (remoteUrl) return { http: request(remoteUrl), close: async () => {} };
  const storage = mkdtempSync(join(tmpdir(), 'stub-storage-'));
  tempDirs.push(storage);
  const app = await buildApp({
    env: {
      ...env,
      STORAGE_DIR: storage,
      ...overrides,
      DATABASE_URL: overrides.DATABASE_URL ?? (await freshDatabaseUrl()),
    },
    ...options,
  });
  configure?.(app);
  await app.ready();
  return { http: request(app.server), app, close: () => app.close() };
};

/** `pnpm contract:check` (scripts/contract-check.ts): every answer `send` receives is appended to this file. */
const answersFile = process.env.CONTRACT_REPORT;

/** Sends a declared call: path params filled, GET input as query, POST input as JSON body. */
export const send = (
  target: Target,
  call: CallSpec,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {},
  token?: string,
) => {
  const url = fillPath(call.path, input.params);
  const req = call.method === 'GET' ? target.http.get(url).query(input.query ?? {}) : target.http.post(url);
  if (token) req.set('token', token);
  if (answersFile)
    req.on('response', (res: { status: number; headers: Record<string, string>; body: unknown }) =>
      appendFileSync(
        answersFile,
        `${JSON.stringify(recordAnswer(call as Call, res.status, res.headers['content-type'] ?? '', res.body))}\n`,
      ),
    );
  return call.method === 'GET' ? req : req.send((input.body ?? {}) as object);
};

export const login = async (target: Target, who: { loginAccount: string; password: string }): Promise<string> => {
  const { api } = await import('@portal/contract');
  const res = await send(target, api.account.login, {
    body: { loginAccount: who.loginAccount, password: encryptPassword(who.password, env.PASSWORD_AES_KEY) },
  });
  if (res.body.status !== 200) throw new Error(`login ${who.loginAccount} failed: ${res.body.message}`);
  return res.body.data.token as string;
};

/** Asserts a success envelope and returns its data parsed by the call's own schema. */
export const dataOf = <C extends Call>(call: C, res: { status: number; body: unknown }) => {
  const body = res.body as { status: number; message: string; data: unknown };
  if (body.status !== 200) throw new Error(`${call.id}: ${body.status} ${body.message}`);
  return call.data.parse(body.data) as ReturnType<C['data']['parse']>;
};

/** A stub for a whole test file, with `supplier` and `viewer` signed in. */
export const signedInStub = async (...args: Parameters<typeof startStub>) => {
  const stub = await startStub(...args);
  const [token, viewerToken] = await Promise.all([login(stub, demo.supplier), login(stub, demo.viewer)]);
  return { stub, token, viewerToken };
};
