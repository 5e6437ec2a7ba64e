import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { connectionOf, countWrite } from '../db/adapter';
import type { Db } from '../db/client';
import { isCountTable } from '../db/count-tables';
import { hasRoomFor, scratchDir } from './scratch';

/**
 * Named copies of the stub's database (docs/dev-kit.md "Reset and snapshots", docs/decisions/0027-reset-and-checks.md).
 * `pristine` is taken once when the stub is ready: the fixtures as seeded. A snapshot is a page-for-page copy of the
 * file (`take`), so every row keeps its rowid. From `pristine` on, TEMP triggers on the stub's own connection log the
 * rowid of every row inserted, updated or deleted (cascades included); restoring a snapshot puts back only the logged
 * rows, from the copy, in one transaction on that connection: the cost follows what changed, not the database's size.
 */
/** Names of snapshots and scenarios. */
export const snapshotName = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const pristine = 'pristine';

/**
 * Named snapshots are copies of a whole database (135 MB each on SEED_SCALE=1): at most this many per database (the
 * main one, each scenario), and this many in the stub, and only where the scratch space has room for one more.
 */
export const snapshotLimits = { perDatabase: 5, inStub: 20 };

/** A snapshot that cannot be taken: too many, or no room (answered 400 with the message). */
export class SnapshotRefused extends Error {}

/** Named snapshots of every database of the stub, against `snapshotLimits.inStub`. */
let namedInStub = 0;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The TEMP table of changed rows (per connection, gone with it). */
const changes = 'stub_changes';
const attached = 'stub_snapshot';

interface Table {
  name: string;
  /** The columns a row is put back with: `rowid` first unless the primary key is the rowid itself. */
  columns: string;
}

/**
 * The tables a restore puts back: every table but SQLite's own, the migration record and the count tables (db/count-
 * tables.ts), whose rows follow their table's: its triggers move them as the restore deletes and puts back the
 * changed rows, which leaves them as the snapshot has them (put back as well, they would be counted twice).
 */
const tablesOf = (db: Database.Database): Table[] => {
  const names = db
    .prepare(
      "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'",
    )
    .pluck()
    .all() as string[];
  return names
    .filter((name) => !isCountTable(name, names))
    .map((name) => {
      const info = db.pragma(`main.table_info(${quote(name)})`) as { name: string; type: string; pk: number }[];
      const keys = info.filter((c) => c.pk > 0);
      const rowidAlias = keys.length === 1 && keys[0]?.type.toUpperCase() === 'INTEGER';
      const columns = info.map((c) => quote(c.name));
      return { name, columns: (rowidAlias ? columns : ['rowid', ...columns]).join(', ') };
    });
};

export class Snapshots {
  private readonly taken = new Map<
    string,
    {
      file: string;
      createTime: string;
      copied: Promise<void> /** another database's file, not ours to remove */;
      shared?: boolean;
    }
  >();
  /** The stub's own connection, with the change log, once `pristine` is taken. */
  private connection?: Database.Database;
  private tables = new Map<string, Table>();
  /** Whether the database has autoincrement counters (`sqlite_sequence`), put back whole. */
  private hasSequence = false;

  /** `file`: the stub's database file; `db`: the client the stub's writes go through. */
  constructor(
    private readonly file: string,
    private readonly db: () => Db,
  ) {}

  names() {
    return [...this.taken].map(([name, s]) => ({ name, createTime: s.createTime }));
  }

  /** The file of a snapshot taken, once it is copied (a scenario starts as a copy of `pristine`). */
  async fileOf(name: string): Promise<string> {
    const snapshot = this.taken.get(name);
    if (!snapshot) throw new Error(`no snapshot named ${name}`);
    await snapshot.copied;
    return snapshot.file;
  }

  /**
   * The change log on the stub's connection: a TEMP table of (table, rowid) and, per table, TEMP triggers after
   * insert, update and delete. Triggers fire for rows a foreign key's cascade deletes or updates too.
   */
  private logChanges(connection: Database.Database, tables: Table[]) {
    this.tables = new Map(tables.map((t) => [t.name, t]));
    const script = [
      `CREATE TEMP TABLE IF NOT EXISTS ${changes} (tbl TEXT NOT NULL, rid INTEGER NOT NULL, PRIMARY KEY (tbl, rid)) WITHOUT ROWID;`,
    ];
    for (const { name } of this.tables.values()) {
      // Not `INSERT OR IGNORE`: a cascade's statement imposes its own conflict handling on the triggers it fires.
      const log = (row: string) =>
        `INSERT INTO ${changes} SELECT ${literal(name)}, ${row}.rowid WHERE NOT EXISTS (SELECT 1 FROM ${changes} WHERE tbl = ${literal(name)} AND rid = ${row}.rowid);`;
      const trigger = (event: string) => quote(`stub_log_${name}_${event}`);
      script.push(
        `CREATE TEMP TRIGGER IF NOT EXISTS ${trigger('insert')} AFTER INSERT ON main.${quote(name)} BEGIN ${log('NEW')} END;`,
        `CREATE TEMP TRIGGER IF NOT EXISTS ${trigger('update')} AFTER UPDATE ON main.${quote(name)} BEGIN ${log('OLD')} ${log('NEW')} END;`,
        `CREATE TEMP TRIGGER IF NOT EXISTS ${trigger('delete')} AFTER DELETE ON main.${quote(name)} BEGIN ${log('OLD')} END;`,
      );
    }
    connection.exec(script.join('\n'));
  }

  /**
   * A scenario's snapshots (docs/dev-kit.md "Scenarios"): its database is a fresh copy of another's `pristine` file,
   * which becomes its own `pristine` without a second copy; the change log starts on its connection now, before any
   * request reaches it, so a reset puts back what the scenario changed and nothing else.
   */
  async adopt(pristineFile: string) {
    const connection = await connectionOf(this.db());
    this.logChanges(connection, tablesOf(connection));
    this.hasSequence =
      connection.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get() !== undefined;
    this.connection = connection;
    this.taken.set(pristine, {
      file: pristineFile,
      createTime: new Date().toISOString(),
      copied: Promise.resolve(),
      shared: true,
    });
  }

  /**
   * Fixes the snapshot in time and starts copying it; resolves when no later write can reach it (`fileOf` waits for
   * the copy). The database file itself is copied when the WAL could be folded into it: a read transaction on a
   * connection of its own then keeps every checkpoint from writing to the file until the copy is done, while the stub
   * goes on answering (writes wait in the WAL), so the start does not wait for SEED_SCALE=1's 135 MB. While another
   * connection holds the WAL, the pages as that read transaction sees them are written out instead (`serialize`).
   * Either way a copy page for page, so every row keeps its rowid (what `restore` matches rows by; `VACUUM INTO`
   * would renumber). Taking `pristine` installs the change log in the same synchronous run: no write falls between.
   */
  async take(name: string) {
    const connection = name === pristine ? await connectionOf(this.db()) : undefined;
    const previous = this.taken.get(name);
    const bytes = statSync(this.file).size;
    if (name !== pristine && !previous) {
      const named = this.taken.size - (this.taken.has(pristine) ? 1 : 0);
      if (named >= snapshotLimits.perDatabase)
        throw new SnapshotRefused(`at most ${snapshotLimits.perDatabase} snapshots of a database: drop one first`);
      if (namedInStub >= snapshotLimits.inStub)
        throw new SnapshotRefused(`at most ${snapshotLimits.inStub} snapshots in the stub: drop one first`);
    }
    if (!hasRoomFor(bytes))
      throw new SnapshotRefused(`no room for another copy of the database (${Math.ceil(bytes / 2 ** 20)} MB)`);
    if (previous) await this.forget(previous);
    else if (name !== pristine) namedInStub++;
    const file = join(scratchDir('stub-snapshot-', bytes), `${name}.db`);
    const reader = new Database(this.file);
    let copied: Promise<void>;
    try {
      reader.pragma('busy_timeout = 10000');
      const [checkpoint] = reader.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number }[];
      reader.exec('BEGIN');
      reader.prepare('SELECT count(*) FROM sqlite_master').get();
      if (connection) {
        this.logChanges(connection, tablesOf(reader));
        this.hasSequence =
          reader.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get() !== undefined;
        this.connection = connection;
      }
      // An empty WAL: this read sees the file alone, and the file is the database as of now.
      const walEmpty = !existsSync(`${this.file}-wal`) || statSync(`${this.file}-wal`).size === 0;
      if (checkpoint?.busy === 0 && checkpoint.log === 0 && walEmpty) copied = copyFile(this.file, file);
      else {
        writeFileSync(file, reader.serialize());
        copied = Promise.resolve();
      }
    } catch (error) {
      reader.close();
      rmSync(dirname(file), { recursive: true, force: true });
      throw error;
    }
    const done = copied.finally(() => reader.close());
    // Nobody may be waiting yet; a failed copy is reported to whoever asks for the snapshot.
    done.catch(() => {});
    this.taken.set(name, { file, createTime: new Date().toISOString(), copied: done });
  }

  /**
   * Puts back, as the snapshot has them, the rows the log names (every row inserted, updated or deleted since
   * `pristine`, a superset of the rows that differ from any later snapshot) and the autoincrement counters; false
   * when there is no such snapshot. It runs on the stub's connection in one synchronous transaction, so no other
   * request's statement falls inside it, with foreign keys off (the snapshot is consistent in itself, and no delete
   * may cascade into rows the log does not name). The log is emptied only when `pristine` is put back.
   */
  async restore(name: string): Promise<boolean> {
    const snapshot = this.taken.get(name);
    const connection = this.connection;
    if (!snapshot || !connection) return false;
    const file = await this.fileOf(name);
    // A Prisma interactive transaction holds the connection between its statements: wait for it to end.
    while (connection.inTransaction) await this.db().$transaction(async () => {});
    connection.exec(`ATTACH DATABASE ${literal(file)} AS ${attached}`);
    try {
      // Outside a transaction, where SQLite takes it; `exec`, not the adapter's statements.
      connection.exec('PRAGMA foreign_keys = OFF');
      connection.exec('BEGIN IMMEDIATE');
      try {
        const logged = connection.prepare(`SELECT DISTINCT tbl FROM ${changes}`).pluck().all() as string[];
        for (const table of logged) {
          const t = this.tables.get(table);
          if (!t) continue;
          const rows = `rowid IN (SELECT rid FROM ${changes} WHERE tbl = ${literal(table)})`;
          connection.exec(`DELETE FROM main.${quote(table)} WHERE ${rows}`);
          connection.exec(
            `INSERT INTO main.${quote(table)} (${t.columns}) SELECT ${t.columns} FROM ${attached}.${quote(table)} WHERE ${rows}`,
          );
        }
        if (this.hasSequence) {
          connection.exec('DELETE FROM main.sqlite_sequence');
          connection.exec(`INSERT INTO main.sqlite_sequence SELECT * FROM ${attached}.sqlite_sequence`);
        }
        if (name === pristine) connection.exec(`DELETE FROM ${changes}`);
        connection.exec('COMMIT');
        // Written behind the adapter's back: no answer read before the restore is served after it.
        countWrite(this.db());
      } catch (error) {
        connection.exec('ROLLBACK');
        throw error;
      }
    } finally {
      connection.exec('PRAGMA foreign_keys = ON');
      connection.exec(`DETACH DATABASE ${attached}`);
    }
    return true;
  }

  /** Removes a snapshot's copy once it is no longer being written (a shared `pristine` stays with its owner). */
  private async forget(snapshot: { file: string; copied: Promise<void>; shared?: boolean }) {
    await snapshot.copied.catch(() => {});
    if (!snapshot.shared) rmSync(dirname(snapshot.file), { recursive: true, force: true });
  }

  async drop(name: string): Promise<boolean> {
    const snapshot = this.taken.get(name);
    if (!snapshot || name === pristine) return false;
    this.taken.delete(name);
    namedInStub--;
    await this.forget(snapshot);
    return true;
  }

  async close() {
    namedInStub -= this.taken.size - (this.taken.has(pristine) ? 1 : 0);
    await Promise.all([...this.taken.values()].map((s) => this.forget(s)));
    this.taken.clear();
  }
}
