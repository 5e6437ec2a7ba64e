import { api, encryptPassword } from '@portal/contract';
import { describe, expect } from 'vitest';
import { writeCountOf } from '../src/db/adapter';
import { deliveryWarningCount } from '../src/kit/where';
import { dataOf, demo, env, internalTest, login, send, useContractStub } from './helper';

const answerCache = internalTest.because('watches the process’s answer cache');

/**
 * Read answers (the lists) kept in memory until their database takes a write (docs/decisions/0025-read-answers.md):
 * a kept answer is never one a write made stale, and callers, scenarios and clocks never share one.
 */
describe('read answers', () => {
  const { stub, tokens } = useContractStub();

  const app = () => stub.app!;
  const fabrics = async (t = tokens.supplier, body: object = {}) =>
    dataOf(api.fabric.list, await send(stub, api.fabric.list, { body: { page: 1, limit: 10, ...body } }, t));

  answerCache('answers the same list from memory until the database takes a write', async () => {
    app().readAnswers.clear();
    const list = () => send(stub, api.fabric.list, { body: { page: 1, limit: 10 } }, tokens.supplier);
    const computed = await list();
    expect(app().readAnswers.size).toBe(1);
    const served = await list();
    expect(app().readAnswers.size).toBe(1);
    // The kept answer is the computed one, byte for byte, sent the same way.
    expect(served.text).toBe(computed.text);
    expect(served.headers['content-type']).toBe(computed.headers['content-type']);
    const first = dataOf(api.fabric.list, computed);
    expect(first.data.length).toBeGreaterThan(0);
    expect(dataOf(api.fabric.list, served)).toEqual(first);

    // A write through the stub's connection (here behind any call's back) is in the very next answer.
    const top = first.data[0]!;
    await app().db.material.update({ where: { id: top.id }, data: { materialName: `${top.materialName}（改）` } });
    const after = await fabrics();
    expect(after.data[0]).toMatchObject({ id: top.id, materialName: `${top.materialName}（改）` });
    expect(after.count).toBe(first.count);
  });

  answerCache('counts every statement that can change a row, and no read', async () => {
    const writes = writeCountOf(app().db)!;
    const at = writes.n;
    await app().db.material.findMany({ take: 5 });
    await app().db.material.count();
    await app().db.$queryRawUnsafe('SELECT count(*) FROM Material');
    await app().db.$queryRawUnsafe('WITH m AS (SELECT id FROM Material) SELECT count(*) FROM m');
    expect(writes.n).toBe(at);

    const m = await app().db.material.findFirstOrThrow({ where: { supplierCode: 'S10001' } });
    await app().db.material.update({ where: { id: m.id }, data: { auditRemark: 'a' } });
    expect(writes.n).toBeGreaterThan(at);
    const afterUpdate = writes.n;
    await app()
      .db.$transaction(async (tx) => {
        await tx.material.update({ where: { id: m.id }, data: { auditRemark: 'b' } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // A rollback counts too: a list read inside the transaction saw its rows.
    expect(writes.n).toBeGreaterThan(afterUpdate);
    expect((await app().db.material.findUniqueOrThrow({ where: { id: m.id } })).auditRemark).toBe('a');
  });

  answerCache('never gives one caller the answer of another', async () => {
    const hongda = await login(stub, demo.hongda);
    const mine = await fabrics();
    const theirs = await fabrics(hongda);
    expect(theirs.count).not.toBe(mine.count);
    expect(theirs.data.map((m) => m.id)).not.toEqual(mine.data.map((m) => m.id));
  });

  answerCache("keeps a scenario's answers apart from the main database's", async () => {
    const scenario = (path: string, body: object, t?: string) => {
      const req = stub.http.post(path).set('x-stub-scenario', 'read-answers');
      return (t ? req.set('token', t) : req).send(body);
    };
    const login = await scenario(api.account.login.path, {
      loginAccount: demo.supplier.loginAccount,
      password: encryptPassword(demo.supplier.password, env.PASSWORD_AES_KEY),
    });
    const scenarioToken = login.body.data.token as string;
    const body = { page: 1, limit: 10 };
    /** The scenario's fabric list, checked as a success with rows (a 500 has none to compare). */
    const scenarioFabrics = async () =>
      dataOf(api.fabric.list, await scenario(api.fabric.list.path, body, scenarioToken));
    const before = await scenarioFabrics();
    expect(before.data.length).toBeGreaterThan(0);
    const main = await fabrics();
    const top = main.data[0]!;
    // Another database: the main database's write leaves the scenario's answer as it was, and the other way round.
    await app().db.material.update({ where: { id: top.id }, data: { materialName: '主库改名' } });
    const after = await scenarioFabrics();
    expect(after).toEqual(before);
    expect((await fabrics()).data[0]!.materialName).toBe('主库改名');
    // And a write in the scenario is in its next answer, not in the main database's.
    await (await app().scenarios.find('read-answers'))!.db.material.update({
      where: { id: top.id },
      data: { materialName: '场景改名' },
    });
    expect((await scenarioFabrics()).data[0]!.materialName).toBe('场景改名');
    expect((await fabrics()).data[0]!.materialName).toBe('主库改名');
  });

  answerCache('reads again when the clock moves: the delivery reminders follow it', async () => {
    const todo = async () =>
      dataOf(
        api.purchase.list,
        await send(stub, api.purchase.list, { body: { page: 1, limit: 10, pageCode: 'todo' } }, tokens.supplier),
      ).count;
    const now = await todo();
    expect(now).toBe(await deliveryWarningCount(app().db, 'S10001'));
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    await stub.http.put('/__stub/clock').send({ now: monthAgo, frozen: true });
    try {
      const then = await todo();
      expect(then).toBe(await deliveryWarningCount(app().db, 'S10001'));
      expect(then).toBeLessThan(now);
    } finally {
      await stub.http.delete('/__stub/clock');
    }
    expect(await todo()).toBe(now);
  });
});
