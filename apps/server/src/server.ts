/**
 * The stub's process: `npm run dev` (scripts/watch.mjs), `pnpm stub`, docker, the browser tests. Before it
 * loads the app it checks what the set-up makes (the generated Prisma client, a usable environment) and
 * says in one line what to run instead of a stack trace. Ctrl-C or SIGTERM close it quietly (exit 0).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Env, readEnv, repoRoot } from './env';

const setUp = 'run `npm run bootstrap` in the repository root first (`npm run dev` does it too)';

/** The one line a start that cannot go on prints. */
function fail(reason: string): never {
  console.error(`stub: ${reason}`);
  process.exit(1);
}

/** A failure that set-up fixes (no generated client, no native SQLite binding), else undefined. */
const setUpProblem = (error: unknown): string | undefined => {
  const message = error instanceof Error ? error.message : String(error);
  if (/generated[\\/]prisma/.test(message)) return `the Prisma client is missing or incomplete: ${setUp}`;
  if (/bindings file|better_sqlite3\.node/.test(message)) return `better-sqlite3 is not built: ${setUp}`;
  const missing = /Cannot find (?:package|module) '([^']+)'/.exec(message)?.[1];
  if (missing && !missing.startsWith('.') && !missing.startsWith('/'))
    return `the dependency ${missing} is not installed: ${setUp}`;
  return undefined;
};

// From the sources only: the compiled server (dist/server.cjs) carries the client inside.
if (import.meta.url.endsWith('.ts') && !existsSync(new URL('./generated/prisma/client.ts', import.meta.url)))
  fail(`the Prisma client has not been generated (apps/server/src/generated): ${setUp}`);

let env: Env;
try {
  env = readEnv();
} catch (error) {
  const issues = (error instanceof Error ? error.message : String(error))
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .join('; ');
  fail(
    existsSync(resolve(repoRoot, '.env'))
      ? `the environment is invalid (${issues}): fix .env, see .env.example`
      : `there is no .env and the environment is incomplete (${issues}): ${setUp}, it creates .env`,
  );
}

// Loaded only now: the app imports the generated client and the dependencies the checks are about.
const start = async () => {
  const [{ buildApp }, { logging }] = await Promise.all([import('./app'), import('./logging')]);
  return buildApp({ env, ...logging(env) });
};
/** The first line of an error's message: what a start failure prints, never a stack. */
const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

// No top-level await: the compiled server is a CommonJS file (scripts/build.mjs).
const run = async () => {
  const app = await start().catch((error: unknown) => {
    fail(setUpProblem(error) ?? `cannot start: ${firstLine(error)}`);
  });

  // The first signal closes the app (answers in flight finish, exports drain, the database closes); a
  // second one, while that is under way, ends the process at once. Either way quietly, with 0.
  let closing = false;
  const stop = () => {
    if (closing) process.exit(0);
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'closing the stub failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started with an IPC channel by the dev watcher (scripts/watch.mjs): the stub ends with its watcher, so a watcher
  // that is killed leaves no stub behind holding the port.
  process.once('disconnect', stop);

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      fail(
        `${env.HOST}:${env.PORT} is already in use (is another stub running?); set PORT in .env to use another port`,
      );
    fail(`cannot listen on ${env.HOST}:${env.PORT}: ${firstLine(error)}`);
  }
};
void run();
