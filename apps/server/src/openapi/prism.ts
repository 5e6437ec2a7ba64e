import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Stoplight Prism as a proxy in front of the stub, for `pnpm test:prism` and `pnpm openapi:check`. */

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (name: string) => join(serverDir, 'node_modules/.bin', name);

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

export interface RunningPrism {
  url: string;
  process: ChildProcess;
  /** What Prism printed. */
  log: string[];
  /** Resolves with the exit code if Prism exits before `stop`. */
  exited: Promise<number | null>;
  stop: () => void;
}

/**
 * Starts `prism proxy <document> <upstream>` and resolves once it answers. With `errors`, a request or an answer that
 * breaks the document is answered by Prism with a problem; without, Prism passes everything on and reports the
 * violations in the `sl-violations` header.
 */
export const startPrism = async (documentPath: string, upstream: string, errors: boolean): Promise<RunningPrism> => {
  const port = await freePort();
  const args = [
    'proxy',
    documentPath,
    upstream,
    ...(errors ? ['--errors'] : []),
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
  ];
  const prism = spawn(bin('prism'), [...args, '-v', 'warn'], {
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  prism.stdout.on('data', (c: Buffer) => log.push(c.toString()));
  prism.stderr.on('data', (c: Buffer) => log.push(c.toString()));
  let stopped = false;
  const exited = new Promise<number | null>((done) => prism.once('exit', (code) => !stopped && done(code)));
  const url = `http://127.0.0.1:${port}`;
  // Prism answers once it has read the document; until then the port refuses connections.
  const listening = (async () => {
    for (;;) {
      const up = await fetch(`${url}/`).then(
        () => true,
        () => false,
      );
      if (up) return;
      if (prism.exitCode !== null) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const early = await Promise.race([listening.then(() => undefined), exited]);
  if (early !== undefined || prism.exitCode !== null)
    throw new Error(`Prism exited with ${prism.exitCode}:\n${log.join('')}`);
  return {
    url,
    process: prism,
    log,
    exited,
    stop: () => {
      stopped = true;
      prism.kill();
    },
  };
};
