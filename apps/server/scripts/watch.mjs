/**
 * The stub in watch mode (`npm run dev`, `pnpm --filter @portal/server dev`): the compiled server, dist/server.cjs,
 * started as a Node process of its own, rebuilt (scripts/build.mjs) and restarted when a source of the stub or the
 * contract changes. This process only watches and builds: the stub is one Node process, as `pnpm stub` and the image
 * run it, with no TypeScript loader in it (docs/decisions/0023-cold-start.md), through scripts/run-bundle.mjs (V8's code
 * cache, stack traces naming the TypeScript sources).
 *
 * - A build that fails (esbuild prints why) leaves the running stub as it is, until the next change builds.
 * - A stub that ends on its own (a port in use, an unusable database) is started again at the next change.
 * - The stub runs in a process group of its own and gets exactly one SIGTERM from here, when it is replaced or when
 *   this process is stopped (Ctrl-C, SIGTERM), so it closes as it does at any stop (answers in flight, exports, the
 *   database). It also ends when this process goes without a word (its IPC channel closes; src/server.ts).
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildServer, bundlePath, isStale, sources } from './build.mjs';

/** Runs the bundle with its code cache and stack traces naming the TypeScript sources. */
const runner = fileURLToPath(new URL('./run-bundle.mjs', import.meta.url));

/** Changes within this long of each other are one change (an editor's save, a branch switch). */
const settleMs = 100;

let stub;
let stopping = false;

const start = () => {
  const child = spawn(process.execPath, [runner, bundlePath], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (stub === child) stub = undefined;
    if (!stopping && !child.replaced)
      console.log(`watch: the stub ended (${signal ?? `exit ${code}`}); it starts again at the next change`);
  });
  stub = child;
};

/** Stops the running stub, if any, and resolves once it has ended. */
const stop = () =>
  new Promise((done) => {
    const child = stub;
    if (!child) return done();
    child.replaced = true;
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/** Builds; false (esbuild has printed why) when the sources do not compile. */
const build = () =>
  buildServer().then(
    () => true,
    () => false,
  );

let building = false;
let again = false;
const rebuild = async () => {
  if (building) {
    again = true;
    return;
  }
  building = true;
  try {
    if (await build()) {
      console.log('watch: sources changed, restarting the stub');
      await stop();
      if (!stopping) start();
    } else console.log('watch: the build failed; the stub runs the last build until the sources compile');
  } finally {
    building = false;
    if (again && !stopping) {
      again = false;
      void rebuild();
    }
  }
};

let timer;
const watchers = sources.map((dir) =>
  watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, settleMs);
  }),
);

const quit = async () => {
  if (stopping) return;
  stopping = true;
  clearTimeout(timer);
  for (const watcher of watchers) watcher.close();
  await stop();
  process.exit(0);
};
process.on('SIGINT', quit);
process.on('SIGTERM', quit);

if (!isStale() || (await build())) start();
else console.log('watch: the build failed; the stub starts once the sources compile');
