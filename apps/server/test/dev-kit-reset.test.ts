import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, PurchaseStatus } from '@portal/contract';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { connectionOf } from '../src/db/adapter';
import type { Db } from '../src/db/client';
import { isCountTable } from '../src/db/count-tables';
import { scratchDir, sweepScratch } from '../src/dev-kit/scratch';
import { keptAndCounted } from './count-tables';
import { dataOf, demo, internalTest, login, send, startStub, type Target } from './helper';

const changeLog = internalTest.because('compares the database’s rows before and after a restore');

/**
 * Reset and snapshots put back exactly the rows they hold (docs/decisions/0027-reset-and-checks.md): only the rows
 * the change log names are rewritten, so every kind of write must reach the log (cascades included).
 */
describe('reset proportional to the changes', () => {
  let stub: Target;
  let db: Db;
  let file: string;

  /**
   * Every table's rows with their rowids, and the autoincrement counters, read on a connection of its own; a count
   * table's rows by their groups (db/count-tables.ts: a group's row is made again when its count comes back from 0).
   */
  const dump = () => {
    const reader = new Database(file, { readonly: true });
    try {
      const tables = reader
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_stat%' ORDER BY name")
        .pluck()
        .all() as string[];
      for (const { table, kept, counted } of keptAndCounted(reader)) expect(kept, `${table}Count`).toEqual(counted);
      return Object.fromEntries(
        tables.map((t) => [
          t,
          isCountTable(t, tables)
            ? reader.prepare(`SELECT * FROM "${t}" ORDER BY 1, 2, 3, 4`).all()
            : reader.prepare(`SELECT rowid AS "(rowid)", * FROM "${t}" ORDER BY rowid`).all(),
        ]),
      );
    } finally {
      reader.close();
    }
  };
  const control = (path: string, body?: object) => {
    // A POST to the control surface carries JSON (dev-kit/guard.ts).
    return stub.http.post(`/__stub${path}`).send(body ?? {});
  };
  /** An insert into an autoincrement table: the id it gets. */
  const newOutbox = async () =>
    (await db.outbox.create({ data: { accountId: 1, channel: 'sms', to: '13800000000', text: '验证码 123456' } })).id;

  /** Writes of every kind: inserts, updates (a text key changed, cascading), deletes (cascading), raw SQL. */
  const writeALot = async (tag: string) => {
    await login(stub, demo.supplier);
    await newOutbox();
    await db.supplier.create({ data: { code: `S9${tag}`, name: `测试供应商${tag}`, shortName: tag, typeCode: '1' } });
    await db.supplier.update({ where: { code: 'S10023' }, data: { name: `宏达${tag}` } });
    const dictionaries = await db.dictionary.findMany({ orderBy: { code: 'asc' }, take: 2 });
    const [first, second] = dictionaries;
    if (!first || !second) throw new Error('the fixtures have fewer than two dictionaries');
    // A text primary key changed: the details follow by ON UPDATE CASCADE.
    await db.dictionary.update({ where: { code: first.code }, data: { code: `${first.code}_${tag}` } });
    // A delete cascading into the details.
    await db.dictionary.delete({ where: { code: second.code } });
    await db.$executeRawUnsafe(`UPDATE Color SET colorName = colorName || '${tag}' WHERE rowid % 7 = 0`);
    await db.session.deleteMany({ where: { account: { loginAccount: demo.viewer.loginAccount } } });
    // Counted rows, which their count tables follow (docs/decisions/0043-counts-kept-by-triggers.md): an order due on
    // a day no other is, another closed, a third deleted with its lines; a material's status.
    const [closed, deleted] = await db.purchaseOrder.findMany({ where: { dueDate: { not: null } }, take: 2 });
    if (!closed || !deleted) throw new Error('the fixtures have fewer than two open orders');
    await db.purchaseOrder.create({
      data: {
        purchaseNo: `PO-RESET-${tag}`,
        supplierCode: 'S10001',
        materialCode: 'M-RESET',
        materialName: '重置',
        quantity: 1,
        unit: '码',
        status: PurchaseStatus.new,
        dueDate: new Date(Date.now() + 400 * 86_400_000),
      },
    });
    await db.purchaseOrder.update({ where: { id: closed.id }, data: { status: PurchaseStatus.closed, dueDate: null } });
    await db.purchaseOrder.delete({ where: { id: deleted.id } });
    const material = await db.material.findFirstOrThrow({ where: { status: 3 } });
    await db.material.update({ where: { id: material.id }, data: { status: 5 } });
  };

  beforeAll(async () => {
    stub = await startStub();
    db = stub.app!.db;
    file = (await connectionOf(db)).name;
  });
  afterAll(() => stub.close());

  changeLog('puts back exactly the pristine rows, and the next id is the one a fresh start gives', async () => {
    const pristine = dump();
    const firstId = await newOutbox();
    await writeALot('a');
    expect(dump()).not.toEqual(pristine);

    const res = await control('/reset');
    expect(res.body).toMatchObject({ status: 200, data: { ms: expect.any(Number) } });
    expect(dump()).toEqual(pristine);
    expect(await newOutbox()).toBe(firstId);
    await control('/reset');
    expect(dump()).toEqual(pristine);
  });

  changeLog(
    'the reminders’ page after a reset is the pristine one (their kept order follows the restore)',
    async () => {
      const reminders = async () =>
        dataOf(
          api.purchase.list,
          await send(
            stub,
            api.purchase.list,
            { body: { pageCode: 'todo', page: 1, limit: 100 } },
            await login(stub, demo.supplier),
          ),
        );
      const pristine = await reminders();
      await writeALot('r');
      // Read after the writes, so the ids kept are theirs: the restore must make the page read them again.
      const written = await reminders();
      expect(written).not.toEqual(pristine);
      await control('/reset');
      expect(await reminders()).toEqual(pristine);
      // That sign-in put back too, for the tests after this one.
      await control('/reset');
    },
  );

  changeLog('waits for an interactive transaction to end, then puts back its writes too', async () => {
    const pristine = dump();
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.$transaction(async (tx) => {
      await tx.supplier.update({ where: { code: 'S10023' }, data: { name: '事务中' } });
      entered();
      await held;
    });
    await inside;
    const reset = stub.app!.inject({ method: 'POST', url: '/__stub/reset', payload: {} });
    // Turns of the event loop for the reset to reach the connection (a reset inside the transaction would fail to
    // begin its own, or be undone by the commit).
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    expect((await reset).json()).toMatchObject({ status: 200 });
    expect(dump()).toEqual(pristine);
  });

  changeLog('restores a named snapshot taken after writes, then pristine', async () => {
    const pristine = dump();
    await writeALot('b');
    expect((await control('/snapshots', { name: 'mid' })).body.status).toBe(200);
    const mid = dump();
    await writeALot('c');
    await db.supplier.delete({ where: { code: 'S9b' } });

    expect((await control('/snapshots/mid/restore')).body.status).toBe(200);
    expect(dump()).toEqual(mid);
    // Restored again after more writes: the log still covers what differs.
    await db.supplier.update({ where: { code: 'S9b' }, data: { name: '又改了' } });
    await control('/snapshots/mid/restore');
    expect(dump()).toEqual(mid);

    expect((await control('/reset')).body.status).toBe(200);
    expect(dump()).toEqual(pristine);
    await stub.http.delete('/__stub/snapshots/mid');
  });
});

describe('scratch folders', () => {
  changeLog('removes the copies of a stub that is gone and keeps its own', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const left = mkdtempSync(join(tmpdir(), `stub-scratch-${gone}-snapshot-`));
    const mine = scratchDir('snapshot-', 1);
    try {
      sweepScratch();
      expect(existsSync(left)).toBe(false);
      expect(existsSync(mine)).toBe(true);
    } finally {
      rmSync(mine, { recursive: true, force: true });
    }
  });
});
