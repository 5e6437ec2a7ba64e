import { fork, type Serializable } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Work on a hostile file, in a process of its own with hard limits (docs/decisions/0029-spreadsheet-imports.md, the
 * spreadsheet reader; docs/decisions/0042-file-links-and-pdf-uploads.md, the PDF check): nothing the file does runs on the
 * stub's event loop or in its heap, and a process's memory is returned whole when it ends. A process, not a worker
 * thread: a worker's `resourceLimits` give way to a `--max-old-space-size` the stub itself runs with (V8's flag is
 * process-wide), a process's own flag does not. NODE_OPTIONS is not passed on, so nothing of the stub's overrides it.
 */
export interface ProcessLimits {
  /** The process's V8 heap (`--max-old-space-size`). */
  heapMb: number;
  /** Past this the process is stopped and the answer is `timeout`. */
  timeMs: number;
  /**
   * Its resident memory, heap or not (typed arrays, buffers live outside V8's heap): watched from here through
   * /proc every 20 ms where there is one; past it the process is stopped and the answer is `memory`.
   */
  rssMb?: number;
  /** `--expose-gc`, for a worker that watches its own heap. */
  exposeGc?: boolean;
}

export type BoundedOutcome<T> = { kind: 'answer'; value: T } | { kind: 'timeout' } | { kind: 'memory' };

/** The workers: `kit/<name>.ts` from the sources (tsx, vitest), `dist/<name>.mjs` beside the server bundle. */
export type WorkerName = 'sheet-worker' | 'pdf-worker';

const start = (worker: WorkerName, limits: ProcessLimits) => {
  const source = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(source ? `./${worker}.ts` : `./${worker}.mjs`, import.meta.url));
  return fork(entry, [], {
    execArgv: [
      `--max-old-space-size=${limits.heapMb}`,
      ...(limits.exposeGc ? ['--expose-gc'] : []),
      ...(source ? [`--import=${import.meta.resolve('tsx')}`] : []),
    ],
    env: { ...process.env, NODE_OPTIONS: '' },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
};

/** Resident memory of a process in MB, from /proc (null where there is none). */
const residentMb = async (pid: number): Promise<number | null> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status && /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : null;
};
const rssPollMs = 20;

/**
 * Sends `message` to a fresh `worker` process and resolves with its one answer, or with `timeout` / `memory` when it
 * is stopped at a limit (V8 aborting the process at its heap limit is `memory` too). Any other end without an answer
 * rejects.
 */
export const runBounded = <T>(worker: WorkerName, message: Serializable, limits: ProcessLimits) =>
  new Promise<BoundedOutcome<T>>((resolve, reject) => {
    const child = start(worker, limits);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      finish();
    };
    const timer = setTimeout(() => settle(() => resolve({ kind: 'timeout' })), limits.timeMs);
    const watch =
      limits.rssMb === undefined || child.pid === undefined
        ? undefined
        : setInterval(() => {
            void residentMb(child.pid!).then((mb) => {
              if (mb !== null && mb > limits.rssMb!) settle(() => resolve({ kind: 'memory' }));
            });
          }, rssPollMs);
    child.once('message', (value: T) => settle(() => resolve({ kind: 'answer', value })));
    child.once('error', (error) => settle(() => reject(error)));
    // 'close' comes after every message the process sent.
    child.once('close', (code, signal) =>
      settle(() =>
        signal === 'SIGABRT' || stderr.includes('heap out of memory')
          ? resolve({ kind: 'memory' })
          : reject(
              new Error(`the ${worker} process ended without an answer (${signal ?? code}): ${stderr.slice(-500)}`),
            ),
      ),
    );
    child.send(message);
  });

/**
 * The worker's side: answers the one message it gets with `work`'s result, then ends; it also ends when the stub goes
 * away (its IPC channel closes).
 */
export const answerOnce = <I, O>(work: (input: I) => Promise<O>) => {
  process.once('disconnect', () => process.exit(0));
  process.once('message', async (input: I) => {
    const result = await work(input);
    process.send!(result, () => process.exit(0));
  });
};
