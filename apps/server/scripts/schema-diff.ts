/**
 * Migration SQL from the Prisma schema without the native schema engine (which cannot be
 * downloaded here): the wasm build of the engine diffs the migrations folder against
 * schema.prisma. See docs/decisions/0001-migrations-without-engine.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { bindMigrationAwareSqlAdapterFactory, type SqlDriverAdapter } from '@prisma/driver-adapter-utils';
import { repoRoot } from '../src/env';

export const schemaPath = resolve(repoRoot, 'prisma/schema.prisma');
export const migrationsDir = resolve(repoRoot, 'prisma/migrations');

interface DiffResult {
  exitCode: number;
  stdout: string | null;
}
interface Engine {
  diff(params: unknown): Promise<DiffResult>;
}

// The server's tsconfig has no DOM lib; this is the part of the WebAssembly global used here.
const { WebAssembly: Wasm } = globalThis as unknown as {
  WebAssembly: {
    Module: new (bytes: Uint8Array) => object;
    Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  };
};

/**
 * The engine replays each migration file through executeRaw, which better-sqlite3 refuses for
 * more than one statement; such SQL goes through executeScript instead.
 */
const scriptTolerant = (factory: PrismaBetterSqlite3): PrismaBetterSqlite3 => {
  const wrap = async (connecting: Promise<SqlDriverAdapter>): Promise<SqlDriverAdapter> => {
    const adapter = await connecting;
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      try {
        return await executeRaw(query);
      } catch (error) {
        if (query.args.length > 0) throw error;
        await adapter.executeScript(query.sql);
        return 0;
      }
    };
    return adapter;
  };
  return Object.assign(Object.create(factory), {
    connect: () => wrap(factory.connect()),
    connectToShadowDb: () => wrap(factory.connectToShadowDb()),
  });
};

const loadEngine = async (): Promise<Engine> => {
  const require = createRequire(import.meta.url);
  const pkgDir = dirname(require.resolve('@prisma/schema-engine-wasm'));
  // Node 20 cannot import .wasm as an ES module: instantiate it by hand and hand it to the glue.
  const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const module = new Wasm.Module(readFileSync(join(pkgDir, 'schema_engine_bg.wasm')));
  const instance = new Wasm.Instance(module, { './schema_engine_bg.js': glue });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  const schema = readFileSync(schemaPath, 'utf8');
  const adapter = bindMigrationAwareSqlAdapterFactory(scriptTolerant(new PrismaBetterSqlite3({ url: ':memory:' })));
  return glue.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, () => {}, adapter);
};

const migrationsTarget = () => {
  const dirs = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = join(migrationsDir, 'migration_lock.toml');
  return {
    tag: 'migrations',
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok', value: readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8') },
      },
    })),
  };
};

/** The SQL that would bring the migrations up to schema.prisma; empty when they agree. */
export const pendingMigrationSql = async (): Promise<string> => {
  const engine = await loadEngine();
  const result = await engine.diff({
    from: migrationsTarget(),
    to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: readFileSync(schemaPath, 'utf8') }] },
    script: true,
    exitCode: true,
    filters: { externalTables: [], externalEnums: [] },
  });
  const sql = result.stdout ?? '';
  return result.exitCode === 2 ? sql : '';
};
