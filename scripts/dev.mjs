#!/usr/bin/env node
// `npm run dev` after the set-up: the stub in watch mode (apps/server/scripts/watch.mjs: the compiled server, rebuilt
// and restarted on a change) and, once the stub answers its health check, the portal's dev server, through
// concurrently, with [stub] / [web] in front of each line.
//
// concurrently is used through its core (createConcurrently) for one reason: Ctrl-C. The terminal sends SIGINT to
// every process of its foreground group, and concurrently passes the signal on again, so a watcher saw two and
// each shell layer reported a failure. Here each command starts in a process group of
// its own: the terminal's Ctrl-C reaches only this script, concurrently's KillOnSignal passes it to each command's
// group once (as the terminal would have), and a command stopped that way counts as a success, so the script ends quietly with 0. Leaving out LogExit
// keeps the "exited with code" lines away.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConcurrently, KillOnSignal, KillOthers, LogError, Logger, LogOutput } from 'concurrently';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const node = JSON.stringify(process.execPath);
const watchStub = JSON.stringify(resolve(root, 'apps/server/scripts/watch.mjs'));
const vite = JSON.stringify(resolve(root, 'apps/web/node_modules/vite/bin/vite.js'));
const waitForStub = JSON.stringify(resolve(root, 'scripts/wait-for-stub.mjs'));

const logger = new Logger({ prefixFormat: 'name' });
const abortController = new AbortController();
const inOwnGroup = (command, options) => spawn('/bin/sh', ['-c', command], { ...options, detached: true });
/** A signal to a command's whole process group, once: what the terminal itself would have done. */
const toGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has ended already.
  }
};

const { result } = createConcurrently(
  [
    {
      name: 'stub',
      prefixColor: 'blue',
      cwd: resolve(root, 'apps/server'),
      command: `exec ${node} ${watchStub}`,
    },
    {
      name: 'web',
      prefixColor: 'green',
      cwd: resolve(root, 'apps/web'),
      // A login during the stub's start-up would meet a refused connection (网络环境异常): the portal waits for it.
      command: `${node} ${waitForStub} && exec ${node} ${vite}`,
    },
  ],
  {
    logger,
    outputStream: process.stdout,
    spawn: inOwnGroup,
    kill: toGroup,
    abortSignal: abortController.signal,
    controllers: [
      new LogError({ logger }),
      new LogOutput({ logger }),
      new KillOnSignal({ process, abortController }),
      // One of them ended on its own (the stub could not start, a port was taken): end the other too.
      new KillOthers({ logger, conditions: ['failure'], abortController }),
    ],
  },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
