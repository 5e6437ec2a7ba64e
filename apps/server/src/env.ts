import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: everything relative (database file, fixtures, migrations) hangs off it. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** file:<path>, relative paths from the repository root. */
  DATABASE_URL: z.string().startsWith('file:').default('file:./data/stub.db'),
  PASSWORD_AES_KEY: z.string().length(16, 'PASSWORD_AES_KEY must be 16 characters'),
  /** mirror: HTTP status follows the envelope's status; always-200: HTTP 200 for every answer. */
  HTTP_STATUS_MODE: z.enum(['mirror', 'always-200']).default('mirror'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Env = z.infer<typeof schema>;

// A `.env` at the repository root fills what the process environment does not set.
const dotenv = resolve(repoRoot, '.env');
if (existsSync(dotenv)) process.loadEnvFile(dotenv);

/** The only place that reads process.env. */
export const readEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment (see .env.example):\n${lines.join('\n')}`);
  }
  return parsed.data;
};

/** Absolute path of a file: URL, relative to the repository root. */
export const databaseFile = (url: string): string => resolve(repoRoot, url.slice('file:'.length));
