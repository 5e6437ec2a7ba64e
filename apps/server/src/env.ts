import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustedProxyProblem } from './lib/trusted-proxy';

/**
 * The repository root: everything relative (database file, fixtures, migrations) hangs off it. Found by walking up
 * to pnpm-workspace.yaml, so the sources (src/) and the compiled server (dist/) agree.
 */
const findRepoRoot = (from: string): string => {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no pnpm-workspace.yaml above ${from}`);
  }
};
export const repoRoot = findRepoRoot(fileURLToPath(new URL('.', import.meta.url)));

const schema = z.object({
  /** production: JSON log lines (apps/server/src/logging.ts); anything else: readable lines for a developer. */
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** file:<path>, relative paths from the repository root. */
  DATABASE_URL: z.string().startsWith('file:').default('file:./data/stub.db'),
  /** AES-128 needs 16 bytes: 16 ASCII characters (a non-ASCII character takes 2–4 bytes in UTF-8). */
  PASSWORD_AES_KEY: z
    .string()
    .refine(
      (key) => Buffer.byteLength(key, 'utf8') === 16,
      'PASSWORD_AES_KEY must be 16 bytes in UTF-8 (16 ASCII characters)',
    ),
  /** mirror: HTTP status follows the envelope's status; always-200: HTTP 200 for every answer. */
  HTTP_STATUS_MODE: z.enum(['mirror', 'always-200']).default('mirror'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * A new database also gets a large generated data set (docs/dev-kit.md "Scale"): 1 = 10,000 colours and the domains'
   * volumes (materials, order lines); 0: the fixtures only.
   */
  SEED_SCALE: z.coerce.number().min(0).max(10).default(0),
  /**
   * Exports one supplier may have queued or generating at once; past it an export answers 导出任务过多…
   * (docs/decisions/0031-fair-export-queue.md).
   */
  EXPORT_QUEUE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Uploaded files, thumbnails, exports and direct-upload objects; relative paths from the repository root. */
  STORAGE_DIR: z.string().min(1).default('./storage'),
  /** What one supplier may store in all (uploads and unpacked VR images), in bytes. */
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  /**
   * Origin put in front of download links (a download record's filePath). Empty: root-relative paths,
   * resolved by the client against its API base (docs/decisions/0005-files-and-exports.md).
   */
  PUBLIC_BASE_URL: z
    .union([z.literal(''), z.url()])
    .default('')
    .transform((u) => u.replace(/\/$/, '')),
  /** Where getOSS tells the client to post direct uploads: the stub's own storage host by default. */
  OSS_ENDPOINT: z.string().min(1).default('/basic/oss'),
  OSS_ACCESS_KEY_ID: z.string().min(1).default('STUB-OSS-ACCESS-KEY'),
  /**
   * The control surface under /__stub (reset, snapshots, faults, clock, outbox, request log): on by default unless
   * NODE_ENV is production (empty: that default).
   */
  STUB_CONTROL: z.union([z.literal(''), z.enum(['on', 'off'])]).optional(),
  /**
   * When set, every control call (and every request naming a scenario) must carry it in the `x-stub-token` header
   * (docs/dev-kit.md "Who may call it"). Required when the control surface is on and HOST is not a loopback address.
   */
  STUB_CONTROL_TOKEN: z
    .union([z.literal(''), z.string().min(16, 'STUB_CONTROL_TOKEN: at least 16 characters')])
    .default(''),
  /** Host names, besides the loopback ones and HOST, under which the control surface answers (comma-separated). */
  STUB_CONTROL_HOSTS: z.string().default(''),
  /** A scenario no request used for this many minutes is dropped (docs/dev-kit.md "Scenarios"). */
  STUB_SCENARIO_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(7 * 24 * 60)
    .default(30),
  /**
   * on: a list's answer is kept in memory until its database takes a write (docs/decisions/0025-read-answers.md); off:
   * every answer is computed (to compare, or to rule the cache out while debugging).
   */
  READ_ANSWERS: z.enum(['on', 'off']).default('on'),
  /** The CJK font of the component-cost PDF; empty: Debian's fonts-noto-cjk (docs/domains/component-cost.md). */
  CJK_FONT_PATH: z.string().default(''),
  /**
   * Proxy mode (docs/dev-kit.md "Contract drift against a real host"): calls are forwarded to this host, each answer is checked against
   * the contract and its drift logged (GET /__stub/drift). Empty: the stub answers everything itself.
   */
  UPSTREAM_URL: z.union([z.literal(''), z.url()]).default(''),
  /** unimplemented: only calls the stub does not implement go upstream; all: every call (a real host's own tokens). */
  UPSTREAM_MODE: z.enum(['unimplemented', 'all']).default('unimplemented'),
  /** Record mode: each upstream answer is also written under this folder, one JSON file per call and input. */
  RECORD_DIR: z.string().default(''),
  OSS_ACCESS_KEY_SECRET: z.string().min(8).default('stub-oss-secret-for-local-use-only'),
  /**
   * The proxies whose X-Forwarded-For is believed (lib/trusted-proxy.ts): addresses, ranges, `loopback` (the
   * portal's dev and preview proxy) and host names (the compose web service); empty: none.
   */
  TRUSTED_PROXY: z
    .string()
    .default('loopback')
    .superRefine((setting, ctx) => {
      const problem = trustedProxyProblem(setting);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type Env = z.infer<typeof schema>;

/** Whether `host` is an address only this machine reaches. */
export const isLoopback = (host: string) =>
  ['localhost', '::1', '[::1]'].includes(host.toLowerCase()) || /^127\./.test(host);

/** Checks across variables, after each is read. */
const checked = schema.superRefine((env, ctx) => {
  if (controlEnabled(env) && !isLoopback(env.HOST) && !env.STUB_CONTROL_TOKEN)
    ctx.addIssue({
      code: 'custom',
      path: ['STUB_CONTROL_TOKEN'],
      message: `the control surface (STUB_CONTROL) on HOST=${env.HOST}, which other machines reach, needs STUB_CONTROL_TOKEN`,
    });
});

// A `.env` at the repository root fills what the process environment does not set.
const dotenv = resolve(repoRoot, '.env');
if (existsSync(dotenv)) process.loadEnvFile(dotenv);

/** The only place that reads process.env. */
export const readEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const parsed = checked.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment (see .env.example):\n${lines.join('\n')}`);
  }
  return parsed.data;
};

/** Whether the control surface (/__stub) is served. */
export const controlEnabled = (env: Pick<Env, 'STUB_CONTROL' | 'NODE_ENV'>): boolean =>
  env.STUB_CONTROL ? env.STUB_CONTROL === 'on' : env.NODE_ENV !== 'production';

/** Absolute path of STORAGE_DIR. */
export const storageRoot = (env: Pick<Env, 'STORAGE_DIR'>): string => resolve(repoRoot, env.STORAGE_DIR);

/** Absolute path of a file: URL, relative to the repository root. */
export const databaseFile = (url: string): string => resolve(repoRoot, url.slice('file:'.length));
