/**
 * `pnpm test:remote [vitest arguments]` (part of `pnpm check`): the contract suite as QA runs it against a running
 * stub, and the proof that its read-only mode changes nothing (README "Contract tests against a running server").
 *
 * 1. Starts the stub as its own process (`scripts/start.mjs`, as `pnpm stub` does) on a fresh database and storage
 *    folder in a temporary folder, and signs in the demo accounts the suite uses (their sessions are the only rows
 *    written before the first checksum).
 * 2. Takes a checksum of every table (each row as SQLite quotes its values, so 1, 1.0, '1' and x'01' differ) and a
 *    listing of the storage folder (path, size, SHA-256), runs the whole suite read-only against the stub with those
 *    tokens (`CONTRACT_BASE_URL`, `CONTRACT_TOKEN_*`, no `CONTRACT_ALLOW_WRITES`), then checks that every table is
 *    identical and that no file appeared, changed or went. Thumbnails (`thumbs/`) are a derived cache the first read
 *    of an image makes (docs/dev-kit.md "Read-only calls") and are left out of the listing.
 * 3. Resets the stub (`POST /__stub/reset`) and runs the whole suite with `CONTRACT_ALLOW_WRITES=1` (one file at a
 *    time, each from a reset: vitest.config.ts, test/helper.ts).
 *
 * Fails (exit 1) when either run fails, or the read-only run changed a row or a file. Arguments go to both vitest
 * runs (`pnpm test:remote test/grain.test.ts`). The stub is stopped and the folder removed at the end and on Ctrl-C;
 * a kill -9 of this script leaves the stub running and the folder in the system's temporary folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { signIn, tokenVariable } from '../test/global-setup';
import { signedInAccounts, type Tokens } from '../test/target';

const serverDir = resolve(import.meta.dirname, '..');
const vitestArgs = process.argv.slice(2);

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** Starts the stub and resolves once `GET /health` answers 200. */
const startStub = async (databaseFile: string, storageDir: string) => {
  const port = await freePort();
  const child = spawn(process.execPath, [join(serverDir, 'scripts/start.mjs')], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${databaseFile}`,
      STORAGE_DIR: storageDir,
      STUB_CONTROL: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stub exited during start-up (${child.exitCode})`);
    const healthy = await fetch(`${base}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
};

const stopStub = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/** Every table's rows, each as SQLite quotes its values, keyed by rowid (a table without one: by position). */
type Tables = Map<string, Map<string, string>>;

const tablesOf = (file: string): Tables => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = new Map<string, Map<string, string>>();
    const names = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
      sql: string | null;
    }[];
    for (const { name, sql } of names) {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      const columns = (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(name) as string[]).map(
        (c) => `quote("${c.replaceAll('"', '""')}")`,
      );
      const hasRowid = !/WITHOUT\s+ROWID\s*$/i.test(sql ?? '');
      const statement = db
        .prepare(
          hasRowid
            ? `SELECT rowid, ${columns.join(" || ',' || ")} FROM ${quoted} ORDER BY rowid`
            : `SELECT ${columns.join(" || ',' || ")} FROM ${quoted} ORDER BY 1`,
        )
        .raw();
      const rows = new Map<string, string>();
      let position = 0;
      for (const row of statement.iterate() as Iterable<unknown[]>)
        hasRowid ? rows.set(String(row[0]), String(row[1])) : rows.set(String(position++), String(row[0]));
      tables.set(name, rows);
    }
    return tables;
  } finally {
    db.close();
  }
};

const digest = (rows: Map<string, string>) => {
  const hash = createHash('sha256');
  for (const [rowid, values] of rows) hash.update(`${rowid}\t${values}\n`);
  return hash.digest('hex');
};

/** What differs between two checksums of the tables: a line per table, with the first rowids that differ. */
const tableChanges = (before: Tables, after: Tables): string[] => {
  const changes: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(name);
    const b = after.get(name);
    if (!a || !b) {
      changes.push(`${name}: table ${a ? 'dropped' : 'created'}`);
      continue;
    }
    if (a.size === b.size && digest(a) === digest(b)) continue;
    const added = [...b.keys()].filter((k) => !a.has(k));
    const removed = [...a.keys()].filter((k) => !b.has(k));
    const changed = [...a.keys()].filter((k) => b.has(k) && a.get(k) !== b.get(k));
    const first = (kind: string, keys: string[]) =>
      keys.length
        ? [`${keys.length} ${kind} (rowid ${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''})`]
        : [];
    changes.push(
      `${name}: ${[...first('added', added), ...first('removed', removed), ...first('changed', changed)].join(', ')}`,
    );
  }
  return changes;
};

/** Every file under the storage folder but the thumbnail cache: relative path → size and SHA-256. */
const listing = (root: string) => {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path);
      if (rel === 'thumbs' || rel.startsWith('thumbs/')) continue;
      if (entry.isDirectory()) walk(path);
      else
        files.set(
          rel,
          `${statSync(path).size} ${createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16)}`,
        );
    }
  };
  walk(root);
  return files;
};

const fileChanges = (before: Map<string, string>, after: Map<string, string>) => [
  ...[...after.keys()].filter((f) => !before.has(f)).map((f) => `added ${f}`),
  ...[...before.keys()].filter((f) => !after.has(f)).map((f) => `removed ${f}`),
  ...[...after.keys()].filter((f) => before.has(f) && before.get(f) !== after.get(f)).map((f) => `changed ${f}`),
];

const runSuite = (env: NodeJS.ProcessEnv) =>
  new Promise<number>((done) => {
    const vitest = spawn(process.execPath, [join(serverDir, 'node_modules/vitest/vitest.mjs'), 'run', ...vitestArgs], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    vitest.once('exit', (code) => done(code ?? 1));
  });

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const main = async () => {
  const work = mkdtempSync(join(tmpdir(), 'contract-remote-'));
  const databaseFile = join(work, 'stub.db');
  const storageDir = join(work, 'storage');
  const started = performance.now();
  const { child, base } = await startStub(databaseFile, storageDir);
  const stop = async () => {
    await stopStub(child);
    rmSync(work, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  const results: string[] = [];
  let failed = false;
  try {
    const tokens = {} as Tokens;
    for (const who of signedInAccounts) tokens[who] = await signIn(base, who);
    const tokenEnv = Object.fromEntries(signedInAccounts.map((who) => [tokenVariable(who), tokens[who]]));
    results.push(`stub started and signed in: ${seconds(started)}`);

    const tablesBefore = tablesOf(databaseFile);
    const filesBefore = listing(storageDir);
    const readStart = performance.now();
    const readCode = await runSuite({ CONTRACT_BASE_URL: base, CONTRACT_ALLOW_WRITES: '', ...tokenEnv });
    const changedTables = tableChanges(tablesBefore, tablesOf(databaseFile));
    const changedFiles = fileChanges(filesBefore, listing(storageDir));
    const rows = [...tablesBefore.values()].reduce((n, t) => n + t.size, 0);
    const list = (changes: string[]) => changes.map((c) => `\n      ${c}`).join('');
    results.push(
      `read-only run: ${readCode === 0 ? 'passed' : 'FAILED'} in ${seconds(readStart)}`,
      `  tables: ${tablesBefore.size} (${rows} rows), ${changedTables.length ? `CHANGED:${list(changedTables)}` : 'every one identical'}`,
      `  stored files: ${filesBefore.size} (thumbs/ left out), ${changedFiles.length ? `CHANGED:${list(changedFiles)}` : 'none added, changed or removed'}`,
    );
    failed ||= readCode !== 0 || changedTables.length > 0 || changedFiles.length > 0;

    const reset = await fetch(`${base}/__stub/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!reset.ok) throw new Error(`POST /__stub/reset answered ${reset.status}`);
    const writeStart = performance.now();
    const writeCode = await runSuite({ CONTRACT_BASE_URL: base, CONTRACT_ALLOW_WRITES: '1' });
    results.push(`write run: ${writeCode === 0 ? 'passed' : 'FAILED'} in ${seconds(writeStart)}`);
    failed ||= writeCode !== 0;
  } finally {
    await stop();
  }
  console.log(`\ncontract suite against a running stub (${seconds(started)} in all):\n  ${results.join('\n  ')}`);
  process.exit(failed ? 1 : 0);
};

await main();
