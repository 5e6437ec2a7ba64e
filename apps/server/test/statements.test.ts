import Database from 'better-sqlite3';
import { afterAll, describe, expect } from 'vitest';
import { reusingStatements } from '../src/db/statements';
import { internalTest } from './helper';

const statements = internalTest.because('checks the stub’s statement cache on a database file');

/** The connection Prisma's adapter sees: each SQL text prepared once, the arguments given to every run. */
describe('reusingStatements', () => {
  const raw = new Database(':memory:');
  afterAll(() => raw.close());
  raw.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  let prepared = 0;
  const prepare = raw.prepare.bind(raw);
  raw.prepare = ((sql: string) => {
    prepared++;
    return prepare(sql);
  }) as typeof raw.prepare;
  const db = reusingStatements(raw, 2);
  // As the adapter asks: prepare(sql).bind(args), then run / reader / columns / raw().all().
  const query = (sql: string, args: unknown[]) => {
    const statement = db.prepare(sql).bind(args);
    return statement.reader
      ? { columns: statement.columns().map((c) => c.name), rows: statement.raw().all() }
      : statement.run();
  };

  statements('prepares a statement once and runs it with each call’s own arguments', () => {
    const before = prepared;
    query('INSERT INTO t (name) VALUES (?)', ['甲']);
    query('INSERT INTO t (name) VALUES (?)', ['乙']);
    expect(query('SELECT id, name FROM t WHERE name = ?', ['乙'])).toEqual({
      columns: ['id', 'name'],
      rows: [[2, '乙']],
    });
    expect(query('SELECT id, name FROM t WHERE name = ?', ['甲'])).toEqual({
      columns: ['id', 'name'],
      rows: [[1, '甲']],
    });
    expect(prepared - before).toBe(2);
  });

  statements('keeps at most `max` statements, the least recently used dropped first', () => {
    const before = prepared;
    query('SELECT 1', []);
    query('SELECT 2', []);
    query('SELECT 1', []);
    query('SELECT 3', []); // drops SELECT 2
    query('SELECT 1', []);
    query('SELECT 2', []);
    expect(prepared - before).toBe(4);
  });

  statements('leaves the rest of the connection as it is', () => {
    db.prepare('BEGIN').run();
    query('INSERT INTO t (name) VALUES (?)', ['丙']);
    db.prepare('ROLLBACK').run();
    expect(raw.prepare('SELECT count(*) FROM t').pluck().get()).toBe(2);
    expect(db.inTransaction).toBe(false);
    expect(db.name).toBe(':memory:');
  });
});
