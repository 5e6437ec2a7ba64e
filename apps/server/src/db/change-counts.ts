import type Database from 'better-sqlite3';
import { statementCache } from './statements';

/** The TEMP table of change counts (per connection, gone with it; never in the file or a snapshot). */
const counts = 'temp."stub_change_counts"';
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * How many times `table`'s rows have changed in `columns` on this connection since the stub first asked: every
 * insert, every delete, every update of one of those columns, whoever made it (a handler through Prisma, a write on
 * the connection itself, a snapshot's restore), counted by TEMP triggers in a TEMP table. Something kept in memory
 * about those columns (the reminders' order: modules/purchase/reminders.ts) stays true while the count does.
 *
 * Undefined while a transaction is open on the connection: an uncommitted count can be rolled back and then reached
 * again by other changes, so only a count read outside one names one committed state of the rows. The triggers and
 * their table are made on first use, outside a transaction (a rolled-back one would take them with it); one set of
 * columns per table.
 */
const preparedOn = statementCache(10);

export const changeCount = (connection: Database.Database, table: string, columns: readonly string[]) => {
  if (connection.inTransaction) return undefined;
  const read = () => {
    try {
      const { statement } = preparedOn(connection, `SELECT "n" FROM ${counts} WHERE "tbl" = ?`);
      return statement.pluck().safeIntegers(false).get(table) as number | undefined;
    } catch {
      return undefined;
    }
  };
  const n = read();
  if (n !== undefined) return n;
  // Unqualified: a trigger's statements may not name a schema (a TEMP trigger finds the TEMP table).
  const bump = `UPDATE "stub_change_counts" SET "n" = "n" + 1 WHERE "tbl" = ${literal(table)};`;
  const trigger = (event: string) => quote(`stub_change_count_${table}_${event}`);
  connection.exec(
    [
      `CREATE TEMP TABLE IF NOT EXISTS "stub_change_counts" ("tbl" TEXT PRIMARY KEY, "n" INTEGER NOT NULL);`,
      `INSERT OR IGNORE INTO ${counts} ("tbl", "n") VALUES (${literal(table)}, 0);`,
      `CREATE TEMP TRIGGER IF NOT EXISTS ${trigger('insert')} AFTER INSERT ON main.${quote(table)} BEGIN ${bump} END;`,
      `CREATE TEMP TRIGGER IF NOT EXISTS ${trigger('delete')} AFTER DELETE ON main.${quote(table)} BEGIN ${bump} END;`,
      `CREATE TEMP TRIGGER IF NOT EXISTS ${trigger('update')} AFTER UPDATE OF ${columns.map(quote).join(', ')} ON main.${quote(table)} BEGIN ${bump} END;`,
    ].join('\n'),
  );
  return read();
};
