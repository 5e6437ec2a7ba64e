/**
 * Property-based fuzzing of every declared call (docs/decisions/0012-input-limits-and-framework-errors.md), in
 * process with `app.inject`: inputs generated from the contract's own zod schemas, mixed with hostile strings,
 * numbers, encodings, bodies and path parameters. Every answer must be the envelope (a file call may answer a
 * file), with no 5xx but 500 未实现 (and 500 系统异常! of the upload calls, spec 001 §8), and the app must stay up.
 *
 * `pnpm fuzz` runs 200,000 requests (FUZZ_REQUESTS, FUZZ_SEED to change); test/fuzz.test.ts runs ~10,000 in CI.
 */
import { randomBytes } from 'node:crypto';
import { type Call, catalogue, Status, StatusMessage } from '@portal/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

const hostileStrings = [
  '',
  ' ',
  '%',
  '%zz',
  '%E0%A4%A',
  '_%',
  '\u0000',
  '\ud800',
  '\u202e',
  '😀'.repeat(3),
  '../../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE "Account"; --',
  '<script>alert(1)</script>',
  `\${7*7}{{7*7}}`,
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e999',
  '0x10',
  'null',
  'true',
  '2026-02-30 25:61:61',
  'x'.repeat(2001),
  '纹'.repeat(50_000),
];
const hostileNumbers = [0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE];

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(
    null,
    true,
    false,
    {},
    [],
    [[[[]]]],
    { __proto__: { admin: true } },
    { constructor: { prototype: 1 } },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.integer(), { maxLength: 1002, minLength: 1001 }),
  fc.anything({ maxDepth: 3, maxKeys: 4 }),
);

/** An arbitrary of values the schema accepts or nearly accepts, with hostile values mixed in at every level. */
export const arbitraryOf = (schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 6) return hostile;
  const def = schema._zod.def as unknown as Def;
  const inner = (s: unknown) => arbitraryOf(s as Schema, depth + 1);
  let arb: fc.Arbitrary<unknown>;
  switch (def.type) {
    case 'string':
      arb = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.uuid());
      break;
    case 'number':
    case 'int':
      arb = fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double({ noNaN: true }), fc.nat(20).map(String));
      break;
    case 'bigint':
      arb = fc.bigInt().map(String);
      break;
    case 'boolean':
      arb = fc.boolean();
      break;
    case 'enum':
      arb = fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      break;
    case 'literal':
      arb = fc.constantFrom(...(def.values as unknown[]));
      break;
    case 'null':
      arb = fc.constant(null);
      break;
    case 'array':
      arb = fc.array(inner(def.element), { maxLength: 4 });
      break;
    case 'tuple':
      arb = fc.tuple(...(def.items as Schema[]).map(inner));
      break;
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, inner(s)]));
      arb = fc.oneof(fc.record(fields), fc.record(fields, { requiredKeys: [] }));
      break;
    }
    case 'record':
      arb = fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 4 });
      break;
    case 'optional':
      arb = fc.option(inner(def.innerType), { nil: undefined });
      break;
    case 'nullable':
      arb = fc.option(inner(def.innerType), { nil: null });
      break;
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      arb = fc.option(inner(def.innerType), { nil: undefined });
      break;
    case 'pipe':
      arb = inner(def.in);
      break;
    case 'union':
      arb = fc.oneof(...(def.options as Schema[]).map(inner));
      break;
    case 'intersection':
      arb = inner(def.left);
      break;
    case 'lazy':
      arb = inner((def.getter as () => Schema)());
      break;
    default:
      arb = hostile;
  }
  return fc.oneof({ weight: 12, arbitrary: arb }, { weight: 1, arbitrary: hostile });
};

/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 it would be (`%ED%A0%80`). */
const enc = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'X')).replaceAll('X', '%ED%A0%80');
  }
};

const asText = (v: unknown): string =>
  typeof v === 'string' ? v : v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** One path segment: the value encoded, raw, or a hostile encoding. */
const segment = (schema: Schema | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: arbitraryOf(schema).map((v) => enc(asText(v)) || '1') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%zz',
        '%E0%A4%A',
        '%00',
        '..%2F..%2Fetc',
        '%2e%2e',
        'a'.repeat(600),
        '1;2',
        ' ',
        '%25',
      ),
    },
  );

const queryString = (value: unknown): string => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${enc(asText(value))}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) parts.push(`${enc(k)}=${enc(asText(item))}`);
  }
  return parts.join('&');
};

export interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Requests for one call, over its declared params, query and body. */
export const requestsOf = (call: Call, token: string): fc.Arbitrary<FuzzRequest> => {
  const names = [...call.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const shape = (call.params?.shape ?? {}) as Record<string, Schema>;
  const params = fc.tuple(...names.map((n) => segment(shape[n])));
  const tokenArb = fc.oneof(
    { weight: 8, arbitrary: fc.constant(token) },
    { weight: 1, arbitrary: fc.constantFrom('', 'f'.repeat(64), `${token}x`, 'a\u00e9b') },
  );
  const bodyArb = fc.oneof(
    {
      weight: 6,
      arbitrary: arbitraryOf(call.body).map((v) => ({ type: 'application/json', payload: JSON.stringify(v ?? {}) })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { type: 'application/json', payload: '{"a":' },
        { type: 'application/json', payload: '' },
        { type: 'application/json', payload: '"text"' },
        { type: 'application/json', payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}' },
        { type: 'text/plain', payload: 'hello' },
        { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=%zz' },
        {
          type: 'multipart/form-data; boundary=X',
          payload: '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--X--\r\n',
        },
        { type: 'multipart/form-data; boundary=X', payload: '--X\r\nbroken' },
        { type: 'application/json', payload: `{"k":"${'x'.repeat(1_100_000)}"}` },
      ),
    },
  );
  return fc
    .record({ segments: params, query: arbitraryOf(call.query), body: bodyArb, token: tokenArb })
    .map(({ segments, query, body, token: t }) => {
      let i = 0;
      const path = call.path.replace(/:([A-Za-z0-9_]+)/g, () => segments[i++] ?? '1');
      const qs = call.query || call.method === 'GET' ? queryString(query) : '';
      const headers: Record<string, string> = {};
      if (t) headers.token = t;
      if (call.method === 'GET') return { method: call.method, url: qs ? `${path}?${qs}` : path, headers };
      headers['content-type'] = body.type;
      return { method: call.method, url: qs ? `${path}?${qs}` : path, headers, payload: body.payload };
    });
};

export interface FuzzFailure {
  call: string;
  request: FuzzRequest;
  statusCode: number;
  answer: string;
  why: string;
}

/** What is wrong with an answer, or undefined. */
export const judge = (call: Call, statusCode: number, contentType: string, body: string): string | undefined => {
  if (call.file && statusCode === 200 && !contentType.includes('application/json')) return undefined;
  if (!contentType.includes('application/json')) return `not JSON (${contentType})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'unparseable JSON';
  }
  const e = parsed as { status?: unknown; message?: unknown; data?: unknown };
  if (
    !e ||
    typeof e !== 'object' ||
    typeof e.status !== 'number' ||
    typeof e.message !== 'string' ||
    !('data' in e) ||
    Object.keys(e).length !== 3
  )
    return 'not the envelope';
  if (statusCode >= 500 || e.status >= 500) {
    if (e.message === StatusMessage.notImplemented) return undefined;
    if (call.multipart && call.domain === 'files' && e.message === '系统异常!') return undefined;
    return `5xx: ${e.status} ${e.message}`;
  }
  return undefined;
};

export interface FuzzOptions {
  app: FastifyInstance;
  /** Signs in again (a fuzzed logout or password change may end the session). */
  signIn: () => Promise<string>;
  runsPerCall: number;
  seed: number;
  calls?: readonly Call[];
  onCall?: (call: Call, sent: number) => void;
}

/**
 * A session for a seeded account, written straight to the database: fuzzing (and the core tests) do not depend on
 * login, its throttling, or a password a fuzzed change-password may have replaced.
 */
export const issueSession = async (app: FastifyInstance, loginAccount = 'supplier'): Promise<string> => {
  const account = await app.db.account.findUniqueOrThrow({ where: { loginAccount } });
  const token = randomBytes(32).toString('hex');
  await app.db.session.create({ data: { token, accountId: account.id, expiresAt: new Date(Date.now() + 3600_000) } });
  return token;
};

/** Fuzzes every call; resolves with the requests sent and the failures found. */
export const fuzzCatalogue = async ({ app, signIn, runsPerCall, seed, calls = catalogue, onCall }: FuzzOptions) => {
  let token = await signIn();
  let sent = 0;
  const failures: FuzzFailure[] = [];
  /** Answers by envelope status (`file` for a file answer): shows the fuzz reaches past validation. */
  const statuses: Record<string, number> = {};
  for (const [index, call] of calls.entries()) {
    await fc.assert(
      fc.asyncProperty(requestsOf(call, token), async (request) => {
        const res = await app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined && { payload: request.payload }),
        });
        sent++;
        const status = res.headers['content-type']?.toString().includes('json')
          ? String((res.json() as { status?: unknown })?.status)
          : 'file';
        statuses[status] = (statuses[status] ?? 0) + 1;
        const why = judge(call, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
        if (why && failures.length < 200)
          failures.push({
            call: call.id,
            request: { ...request, payload: request.payload?.slice(0, 300) },
            statusCode: res.statusCode,
            answer: res.body.slice(0, 300),
            why,
          });
        return true;
      }),
      { numRuns: runsPerCall, seed: seed + index, endOnFailure: true },
    );
    // The session may have been ended by the call (logout, password change): sign in again when it was.
    const check = await app.inject({ method: 'GET', url: '/basic/api/user/currentUser', headers: { token } });
    if (check.json<{ status: number }>().status !== Status.ok) token = await signIn();
    onCall?.(call, sent);
  }
  const health = await app.inject({ method: 'GET', url: '/health' });
  if (health.statusCode !== 200)
    failures.push({
      call: 'health',
      request: { method: 'GET', url: '/health', headers: {} },
      statusCode: health.statusCode,
      answer: health.body,
      why: 'the app is not up',
    });
  return { sent, failures, statuses };
};

/** `pnpm fuzz`: a fresh copy of the database, the app in process, FUZZ_REQUESTS requests (200,000 by default). */
const main = async () => {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const [{ buildApp }, { readEnv }, { openDatabase }] = await Promise.all([
    import('../src/app'),
    import('../src/env'),
    import('../src/stub-database'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'stub-fuzz-'));
  const env = {
    ...readEnv({ ...process.env, LOG_LEVEL: 'silent' }),
    STORAGE_DIR: join(dir, 'storage'),
    DATABASE_URL: `file:${join(dir, 'stub.db')}`,
  };
  const db = await openDatabase(env.DATABASE_URL);
  const app = await buildApp({ env, db });
  await app.ready();
  const total = Number(process.env.FUZZ_REQUESTS ?? 200_000);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
  const started = Date.now();
  const signIn = () => issueSession(app);
  const { sent, failures, statuses } = await fuzzCatalogue({
    app,
    signIn,
    seed,
    runsPerCall: Math.ceil(total / catalogue.length),
    onCall: (_call, n) => process.stdout.write(`\r${n} requests`),
  });
  console.log(
    `\nfuzz: seed ${seed}, ${sent} requests in ${Math.round((Date.now() - started) / 1000)} s, ${failures.length} failures, answers ${JSON.stringify(statuses)}`,
  );
  for (const f of failures) console.log(JSON.stringify(f));
  await app.close();
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
  process.exit(failures.length === 0 ? 0 : 1);
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*[\\/]/, '/'))) await main();
