import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, vi } from 'vitest';
import { loginOnce, startStubProcess, stopStubProcess } from '../bench/stub-process';
import { buildServer } from '../scripts/build.mjs';
import { codeCachePath } from '../scripts/run-bundle.mjs';
import { internalTest } from './helper';

const serverDir = resolve(import.meta.dirname, '..');

const compiled = internalTest.because('builds the compiled server, not a target');

/**
 * Packages only some calls need: imports (exceljs, and yauzl, which reads the workbook's zip), PDFs (pdfkit, fontkit), images (sharp), /docs (Swagger UI and
 * its static files). The compiled server imports them when such a call comes, never before it answers
 * (docs/decisions/0023-cold-start.md).
 */
const onDemand = [
  'exceljs',
  'yauzl',
  'pdfkit',
  'fontkit',
  'sharp',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@fastify/static',
];

describe('the compiled server (dist/server.cjs)', () => {
  compiled('imports no package that only some calls need at start', async () => {
    const { metafile } = await buildServer({ write: false });
    const inputs = Object.keys(metafile.outputs['apps/server/dist/server.cjs']!.inputs);
    // The packages every start loads are inside the bundle (scripts/build.mjs), each with its own files.
    const bundledPackages = inputs.map(
      (input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(input)?.[1],
    );
    expect(bundledPackages).toEqual(
      expect.arrayContaining(['fastify', 'zod', '@prisma/client', 'find-my-way', 'pino']),
    );
    // What the stub's and the contract's sources import from packages, and how: a static import loads with the module.
    const sources = inputs.filter((input) => !input.includes('node_modules/'));
    const imports = sources.flatMap((source) => metafile.inputs[source]!.imports).filter((i) => i.external);
    const packageOf = (path: string) =>
      path
        .split('/')
        .slice(0, path.startsWith('@') ? 2 : 1)
        .join('/');
    const atStart = imports.filter((i) => i.kind === 'import-statement').map((i) => packageOf(i.path));
    const lazily = imports.filter((i) => i.kind === 'dynamic-import').map((i) => packageOf(i.path));
    expect(atStart).toContain('better-sqlite3');
    expect(atStart.filter((name) => onDemand.includes(name))).toEqual([]);
    expect(lazily).toEqual(expect.arrayContaining(['exceljs', 'yauzl', 'pdfkit', 'sharp', '@fastify/swagger-ui']));
  });

  compiled('points only at Node and the production dependencies, what an image installs', async () => {
    const { metafile } = await buildServer({ write: false });
    const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // Every package the bundle leaves to require, whoever asks for it (its own sources or a bundled package):
    // a dev dependency among them fails the image's build (scripts/image.mjs loads each), or a container at run time.
    const required = metafile.outputs['apps/server/dist/server.cjs']!.imports.filter(
      (i) => i.external && !isBuiltin(i.path),
    ).map((i) =>
      i.path
        .split('/')
        .slice(0, i.path.startsWith('@') ? 2 : 1)
        .join('/'),
    );
    expect(required.length).toBeGreaterThan(0);
    expect([...new Set(required.filter((name) => !(name in dependencies)))]).toEqual([]);
  });
});

describe('a bundle run by scripts/run-bundle.mjs', () => {
  compiled(
    'compiles from the code cache of the same text only, and names the TypeScript sources in a trace',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'run-bundle-'));
      try {
        // A bundle as scripts/build.mjs makes one (CommonJS, its source map beside it) that throws from its second file.
        writeFileSync(
          join(dir, 'thrower.ts'),
          'export const fail = (why: string): never => {\n  throw new Error(why);\n};\n',
        );
        writeFileSync(
          join(dir, 'entry.ts'),
          "import { fail } from './thrower';\n\nexport const said = 'first';\nexport const trace = () => {\n  try {\n    fail(said);\n  } catch (error) {\n    return (error as Error).stack;\n  }\n};\n",
        );
        const { build } = await import('esbuild');
        const bundle = join(dir, 'bundle.cjs');
        await build({
          entryPoints: [join(dir, 'entry.ts')],
          outfile: bundle,
          bundle: true,
          format: 'cjs',
          platform: 'node',
          sourcemap: true,
          logLevel: 'silent',
        });
        const run = () =>
          JSON.parse(
            execFileSync(process.execPath, [
              '--input-type=module',
              '-e',
              `const { runBundle } = await import(${JSON.stringify(join(serverDir, 'scripts/run-bundle.mjs'))});
             const { exports, cache } = runBundle(${JSON.stringify(bundle)});
             console.log(JSON.stringify({ cache, said: exports.said, trace: exports.trace() }));`,
            ]).toString(),
          ) as { cache: string; said: string; trace: string };

        const first = run();
        expect(first).toMatchObject({ cache: 'missing', said: 'first' });
        // The frames of the bundle name the TypeScript files, at the throw's line and the call's.
        expect(first.trace).toMatch(
          /^Error: first\n {4}at fail \(.*thrower\.ts:2:9\)\n {4}at Object\.trace \(.*entry\.ts:6:5\)/,
        );
        expect(first.trace).not.toContain('bundle.cjs');
        expect(existsSync(codeCachePath(bundle))).toBe(true);
        expect(run()).toMatchObject({ cache: 'accepted', said: 'first' });

        // Another text of the same length (V8's own check compares lengths only): the cache is not used, and replaced.
        writeFileSync(bundle, readFileSync(bundle, 'utf8').replace('"first"', '"other"'));
        expect(run()).toMatchObject({ cache: 'missing', said: 'other' });
        expect(run()).toMatchObject({ cache: 'accepted', said: 'other' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

/** The processes `pid` started that run the compiled server, from /proc. */
const compiledServersOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .filter((child) => {
      try {
        return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('dist/server.cjs');
      } catch {
        return false;
      }
    });
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the stub in watch mode (scripts/watch.mjs, `npm run dev`)', () => {
  compiled('runs the compiled server, restarts it when a source changes, and stops it when it stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stub-watch-'));
    const watcher = await startStubProcess(`file:${join(dir, 'watch.db')}`, join(dir, 'storage'), 'watch');
    try {
      const [first] = compiledServersOf(watcher.child.pid!);
      expect(first).toBeGreaterThan(0);
      // A source touched (its content as it was): the watcher builds and replaces the stub, which answers again.
      const now = new Date();
      utimesSync(join(serverDir, 'src/server.ts'), now, now);
      const second = await vi.waitFor(
        async () => {
          const [replaced] = compiledServersOf(watcher.child.pid!);
          expect(replaced).not.toBe(first);
          expect(replaced).toBeGreaterThan(0);
          expect(await loginOnce(watcher.base).catch(() => undefined)).toBeDefined();
          return replaced!;
        },
        { timeout: 50_000, interval: 20 },
      );
      expect(isRunning(first!)).toBe(false);
      await stopStubProcess(watcher.child);
      expect(watcher.child.exitCode).toBe(0);
      expect(isRunning(second)).toBe(false);
    } finally {
      if (watcher.child.exitCode === null) await stopStubProcess(watcher.child);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
