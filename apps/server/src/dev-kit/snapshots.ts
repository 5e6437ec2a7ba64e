import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Named copies of the stub's database (docs/dev-kit.md "Reset and snapshots"). `pristine` is taken once when the
 * stub is ready: the fixtures as seeded. A snapshot is a copy of the file (`take`); restoring one replaces every table's
 * rows from it inside one transaction, on a connection of its own (foreign keys off there): the stub's Prisma connection stays open and, in
 * WAL mode, reads the restored rows at once.
 */
/** Names of snapshots and scenarios. */
export const snapshotName = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const pristine = 'pristine';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export class Snapshots {
  private readonly dir = mkdtempSync(join(tmpdir(), 'stub-snapshots-'));
  private readonly taken = new Map<string, { file: string; createTime: string }>();

  /** `file`: the stub's database file. */
  constructor(private readonly file: string) {}

  private connect<T>(use: (db: Database.Database) => T): T {
    const db = new Database(this.file);
    try {
      db.pragma('busy_timeout = 10000');
      return use(db);
    } finally {
      db.close();
    }
  }

  names() {
    return [...this.taken].map(([name, s]) => ({ name, createTime: s.createTime }));
  }

  /** The file of a snapshot taken (a scenario starts as a copy of `pristine`). */
  fileOf(name: string): string {
    const snapshot = this.taken.get(name);
    if (!snapshot) throw new Error(`no snapshot named ${name}`);
    return snapshot.file;
  }

  /**
   * Copies the database file itself when the WAL could be folded into it (a read transaction then keeps any
   * checkpoint from writing to it during the copy): ~0.1 s for SEED_SCALE=1's 135 MB where `VACUUM INTO`, the
   * fallback while another connection holds the WAL, takes ~3 s (docs/decisions/0023-cold-start.md).
   */
  take(name: string) {
    const file = join(this.dir, `${name}.db`);
    rmSync(file, { force: true });
    this.connect((db) => {
      const [checkpoint] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number }[];
      if (checkpoint?.busy === 0 && checkpoint.log === 0) {
        db.exec('BEGIN');
        try {
          db.prepare('SELECT count(*) FROM sqlite_master').get();
          // The WAL is still empty, so this read sees the file alone: it is the database as of now.
          if (!existsSync(`${this.file}-wal`) || statSync(`${this.file}-wal`).size === 0) {
            copyFileSync(this.file, file);
            return;
          }
        } finally {
          db.exec('COMMIT');
        }
      }
      db.exec(`VACUUM INTO ${literal(file)}`);
    });
    this.taken.set(name, { file, createTime: new Date().toISOString() });
  }

  /** Puts every table back as the snapshot has it; false when there is no such snapshot. */
  restore(name: string): boolean {
    const snapshot = this.taken.get(name);
    if (!snapshot) return false;
    this.connect((db) => {
      db.exec(`ATTACH DATABASE ${literal(snapshot.file)} AS snap`);
      const tables = db
        .prepare(
          "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'",
        )
        .pluck()
        .all() as string[];
      const hasSequence = db.prepare("SELECT 1 FROM main.sqlite_master WHERE name = 'sqlite_sequence'").get();
      // The snapshot is consistent in itself: with foreign keys off on this connection, no delete cascades into
      // or is refused by rows already put back, whatever the table order.
      db.pragma('foreign_keys = OFF');
      db.transaction(() => {
        for (const t of [...tables, ...(hasSequence ? ['sqlite_sequence'] : [])]) {
          db.exec(`DELETE FROM main.${quote(t)}`);
          db.exec(`INSERT INTO main.${quote(t)} SELECT * FROM snap.${quote(t)}`);
        }
      }).immediate();
    });
    return true;
  }

  drop(name: string): boolean {
    const snapshot = this.taken.get(name);
    if (!snapshot || name === pristine) return false;
    rmSync(snapshot.file, { force: true });
    return this.taken.delete(name);
  }

  close() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
