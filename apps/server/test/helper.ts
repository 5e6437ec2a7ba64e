import { AsyncLocalStorage } from 'node:async_hooks';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  api,
  type Call,
  type CallSpec,
  catalogue,
  encryptPassword,
  fillPath,
  Status,
  StatusMessage,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, inject, it, type TestAPI, type TestContext } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import type { Env } from '../src/env';
import { openDatabase } from '../src/stub-database';
import {
  demo,
  env,
  inProcess,
  recordAnswer,
  remoteUrl,
  signedInAccounts,
  type TargetFacts,
  type Tokens,
  writesAllowed,
} from './target';

/**
 * The contract suite's one helper (README "Contract tests against a running server", docs/dev-kit.md "What QA can
 * rely on from the contract suite").
 *
 * In process (the default) every test builds the stub on a fresh copy of the seeded database. With CONTRACT_BASE_URL
 * the same tests go to a running stub or a real host: read-only unless CONTRACT_ALLOW_WRITES=1.
 *
 * Every test is declared with what it does to its target, and only through this file's declarers (a check in
 * repository.test.ts refuses `it`/`test` from vitest in a test file):
 * - `readTest`: sends only calls the contract declares `readOnly`. `send` (and any request through a target) refuses
 *   anything else while one runs, in process too, so a read test cannot write, whatever mode it runs in.
 * - `writeTest`: may change data; runs in process and with CONTRACT_ALLOW_WRITES=1.
 * - `internalTest`: needs the stub's process (its database, job queue, configuration or a second app): in process only.
 * `.onStub` marks a test that also needs the stub's control surface (`/__stub`: outbox, reset, faults, clock);
 * against a host without it the test is skipped. A skipped test carries its reason, which the run's summary lists
 * (test/skip-reporter.ts).
 */
export {
  demo,
  env,
  inProcess,
  recordAnswer,
  remoteUrl,
  type SignedInAccount,
  signedInAccounts,
  type TargetFacts,
  type Tokens,
  writesAllowed,
} from './target';

declare module 'vitest' {
  interface ProvidedContext {
    contractTarget: TargetFacts;
  }
  interface TaskMeta {
    /** How the test is declared (readTest, writeTest, internalTest). */
    contractKind?: TestKind;
    /** Why the test does not run against this target (listed by test/skip-reporter.ts). */
    skipReason?: string;
  }
}

const facts = (): TargetFacts => (inProcess ? { control: true, tokens: null } : inject('contractTarget'));

// ---------------------------------------------------------------------------------------------------------------
// Declared tests

export type TestKind = 'read' | 'write' | 'internal';

/** The kind of the test running now (undefined in hooks), across its awaits. */
const running = new AsyncLocalStorage<TestKind>();

export const skipReasons = {
  write: 'changes data on the target (runs with CONTRACT_ALLOW_WRITES=1)',
  internal: 'in process only',
  control: 'needs the stub’s control surface (/__stub), which the target does not answer',
} as const;

const skipReasonOf = (kind: TestKind, because: string | undefined, onStub: boolean): string | undefined => {
  if (kind === 'internal' && !inProcess)
    return `${skipReasons.internal}: ${because ?? 'needs the stub’s database, job queue or configuration'}`;
  if (kind === 'write' && !writesAllowed) return skipReasons.write;
  if (onStub && !facts().control) return skipReasons.control;
  return undefined;
};

type Awaitable<T> = T | PromiseLike<T>;
type Body = (context: TestContext) => Awaitable<unknown>;

export interface Declarer {
  (name: string, body: Body, timeout?: number): void;
  /** vitest's `it.each`: one test per case, each declared the same way. */
  each: TestAPI['each'];
  /** The same declaration, also needing the stub's control surface (`/__stub`). */
  onStub: Declarer;
  /** The same declaration with the reason it needs the process (listed when it is skipped). */
  because: (reason: string) => Declarer;
}

const declarer = (kind: TestKind, because?: string, onStub = false): Declarer => {
  const options = (timeout?: number) => {
    const skipReason = skipReasonOf(kind, because, onStub);
    return { skip: skipReason !== undefined, timeout, meta: { contractKind: kind, skipReason } };
  };
  const declare = (name: string, body: Body, timeout?: number) =>
    it(name, options(timeout), (context) => running.run(kind, async () => void (await body(context))));
  const each = (cases: readonly unknown[]) => (name: string, body: (...args: unknown[]) => unknown, timeout?: number) =>
    it.each(cases as unknown[])(name, options(timeout), (...args: unknown[]) =>
      running.run(kind, async () => void (await body(...args))),
    );
  return Object.defineProperties(declare, {
    each: { value: each },
    onStub: { get: () => declarer(kind, because, true) },
    because: { value: (reason: string) => declarer(kind, reason, onStub) },
  }) as Declarer;
};

/** Runs `work` as a test declared `kind` would run (the helper's own tests). */
export const runAs = <T>(kind: TestKind, work: () => T): T => running.run(kind, work);

/** A test that sends only read-only calls (the contract's `readOnly`); runs against every target. */
export const readTest = declarer('read');
/** A test that may change data; runs in process and against a target with CONTRACT_ALLOW_WRITES=1. */
export const writeTest = declarer('write');
/** A test that needs the stub's process (database, job queue, configuration, a second app): in process only. */
export const internalTest = declarer('internal');

/** The catalogue's calls by method, with a pattern for their path. */
const callPatterns = catalogue.map((call) => ({
  call,
  pattern: new RegExp(`^${call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+')}$`),
}));
const callAt = (method: string, path: string) =>
  callPatterns.find((p) => p.call.method === method && p.pattern.test(path))?.call;

/**
 * Refuses a request that may change data where the test may not: inside a test declared read (in every mode), and
 * anywhere in a run without writes (a hook). A request changes nothing when it goes to a call the contract declares
 * `readOnly`, or is a GET outside the catalogue (a download link, /health, /docs, the outbox).
 */
export const allowRequest = (method: string, url: string) => {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0]!;
  const call = callAt(method, path);
  if (call ? call.readOnly === true : method === 'GET' || method === 'HEAD') return;
  const what = call ? `${call.id} (${method} ${call.path})` : `${method} ${path}`;
  const kind = running.getStore();
  if (kind === 'read')
    throw new Error(
      `${what} may change data (the contract does not declare it readOnly), but this test is declared readTest: declare it writeTest, or send only read-only calls`,
    );
  if (!writesAllowed)
    throw new Error(`${what} may change data, and this run against ${remoteUrl} does not allow writes`);
};

const methods = new Set(['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options']);
/** A supertest client whose every request passes `allowRequest` first. */
const guardedHttp = (http: ReturnType<typeof request>): ReturnType<typeof request> =>
  new Proxy(http, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || !methods.has(prop) || typeof value !== 'function') return value;
      return (url: string, ...rest: unknown[]) => {
        allowRequest(prop === 'del' ? 'DELETE' : prop.toUpperCase(), url);
        return value.call(target, url, ...rest);
      };
    },
  });

/** The stub's process, for tests declared internal (and hooks): a read or write test must not reach into it. */
const processOf = (app: FastifyInstance | undefined): FastifyInstance | undefined => {
  const kind = running.getStore();
  if (app && (kind === 'read' || kind === 'write'))
    throw new Error(`this test is declared ${kind}Test but reaches into the stub's process: declare it internalTest`);
  return app;
};

// ---------------------------------------------------------------------------------------------------------------
// Targets

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
  /** The app in process (undefined against a URL); only tests declared internal may use it. */
  readonly app?: FastifyInstance;
  /** Resolves once the stub's background jobs (exports) are done: in process; against a URL at once (poll instead). */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

const target = (http: ReturnType<typeof request>, app: FastifyInstance | undefined, close: () => Promise<void>) => {
  const guarded = guardedHttp(http);
  return {
    http: guarded,
    get app() {
      return processOf(app);
    },
    settled: async () => {
      await app?.jobs.drain();
    },
    close,
  } satisfies Target;
};

/**
 * The stub under test. `configure` may add test-only routes before the app is ready; `options` are more of
 * buildApp's (a logger that records what the app logs, the request lines' controller). Against a URL: that target (overrides are the tests' own
 * to skip).
 */
export const startStub = async (
  overrides: Partial<Env> = {},
  configure?: (app: FastifyInstance) => void,
  options: Pick<AppOptions, 'logger' | 'logController'> = {},
): Promise<Target> => {
  if (remoteUrl) return target(request(remoteUrl), undefined, async () => {});
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
  return target(request(app.server), app, () => app.close());
};

// ---------------------------------------------------------------------------------------------------------------
// Calls

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
  if (process.env.CONTRACT_REPORT)
    req.on('response', (res: { status: number; headers: Record<string, string>; body: unknown }) =>
      recordAnswer(call as Call, res),
    );
  return call.method === 'GET' ? req : req.send((input.body ?? {}) as object);
};

/** Signs in (a write: the host stores a session). */
export const login = async (target: Target, who: { loginAccount: string; password: string }): Promise<string> => {
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

/** A refusal's envelope: `{status, message, data: null}` (400 unless given). */
export const failure = (message: string, status: number = Status.badRequest) => ({ status, message, data: null });
/** The 403 envelope. */
export const forbidden = failure(StatusMessage.forbidden, Status.forbidden);
/** The 401 envelope of a missing or unknown token. */
export const tokenRejected = failure(StatusMessage.tokenRejected, Status.unauthorized);

/** A stub for a whole test file, with `supplier` and `viewer` signed in. Prefer `useContractStub()`. */
export const signedInStub = async (...args: Parameters<typeof startStub>) => {
  const stub = await startStub(...args);
  const [token, viewerToken] = await Promise.all([login(stub, demo.supplier), login(stub, demo.viewer)]);
  return { stub, token, viewerToken };
};

/** Puts a stub target back to its fixtures (`POST /__stub/reset`): sessions issued before are gone. */
export const resetTarget = async (stub: Target) => {
  // A POST to the control surface carries JSON (docs/dev-kit.md "Who may call it").
  const res = await stub.http.post('/__stub/reset').send({});
  if (res.body?.status !== Status.ok) throw new Error(`POST /__stub/reset answered ${res.status}: ${res.text}`);
};

type Input = Parameters<typeof send>[2];

export interface ContractStub {
  /** The file's target (the same object for the whole file; usable once the file's `beforeAll` ran). */
  stub: Target;
  /** The demo accounts' tokens (filled before the first test). */
  tokens: Tokens;
  /** Sends a call as `as` (default: `supplier`). */
  call: (call: CallSpec, input?: Input, as?: string) => ReturnType<typeof send>;
  /** Sends a call and returns its success data, parsed by the call's schema (throws on a refusal). */
  ok: <C extends Call>(call: C, input?: Input, as?: string) => Promise<ReturnType<C['data']['parse']>>;
  /** The stub's database: for tests declared internal only. */
  db: () => FastifyInstance['db'];
  /** The stub's app: for tests declared internal only. */
  app: () => FastifyInstance;
}

/**
 * The test file's stub: started (or, against a URL, reached) before the file's tests and closed after them, with
 * `supplier`, `viewer` and `hongda` signed in. In process each file has its own app on a fresh database. Against a
 * stub with writes allowed, the stub is reset first (files run one at a time then, vitest.config.ts), so each file
 * starts from the fixtures; a read-only run uses the tokens signed in once for the run (test/global-setup.ts).
 */
export const useContractStub = (...args: Parameters<typeof startStub>): ContractStub => {
  let started: Target | undefined;
  const current = () => {
    if (!started) throw new Error('the stub is not started yet: use it inside a test or a hook after beforeAll');
    return started;
  };
  const tokens = {} as Tokens;
  beforeAll(async () => {
    started = await startStub(...args);
    const given = facts().tokens;
    if (!writesAllowed && given) Object.assign(tokens, given);
    else {
      if (remoteUrl && facts().control) await resetTarget(started);
      const signed = await Promise.all(signedInAccounts.map((who) => login(current(), demo[who])));
      signedInAccounts.forEach((who, i) => {
        tokens[who] = signed[i]!;
      });
    }
  });
  afterAll(() => started?.close());
  const stub: Target = {
    get http() {
      return current().http;
    },
    get app() {
      return current().app;
    },
    settled: () => current().settled(),
    close: () => current().close(),
  };
  const call = (c: CallSpec, input?: Input, as: string = tokens.supplier) => send(stub, c, input, as);
  const app = () => {
    const inside = stub.app;
    if (!inside) throw new Error('the stub is not in process: declare the test internalTest');
    return inside;
  };
  return {
    stub,
    tokens,
    call,
    ok: async (c, input, as) => dataOf(c, await call(c, input, as)),
    db: () => app().db,
    app,
  };
};
