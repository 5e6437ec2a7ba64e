import { api, encryptPassword, StatusMessage } from '@portal/contract';
import { beforeAll, describe, expect } from 'vitest';
import { demo, env, internalTest, login, send, startStub, useContractStub } from './helper';

const controlSurface = internalTest.because('starts its own stubs to drive the control surface');

/** The control surface under /__stub (docs/dev-kit.md): reset, snapshots, faults, clock, request log. */
describe('stub control', () => {
  const { stub, tokens } = useContractStub();
  let base: string;
  beforeAll(async () => {
    base = await stub.app!.listen({ port: 0, host: '127.0.0.1' });
  });

  const control = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
    const req = stub.http[method](`/__stub${path}`);
    return body ? req.send(body) : req;
  };
  const currentUser = (t = tokens.supplier) => send(stub, api.account.currentUser, {}, t);

  controlSurface('serves its page and its state', async () => {
    const page = await control('get', '');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stub control');
    const state = await control('get', '/state');
    expect(state.body.data).toMatchObject({ faults: [], clock: { set: false }, snapshots: [{ name: 'pristine' }] });
  });

  controlSurface('resets to the fixtures: writes and sessions made since are gone', async () => {
    const db = stub.app!.db;
    const effects = await db.effect.count();
    await db.effect.deleteMany({});
    const fresh = await login(stub, demo.hongda);
    expect((await currentUser(fresh)).body.status).toBe(200);

    const res = await control('post', '/reset');
    expect(res.body.status).toBe(200);
    expect(res.body.data.ms).toEqual(expect.any(Number));
    expect(await db.effect.count()).toBe(effects);
    // The session made after the fixtures is gone; the resolved-session cache does not hide it.
    expect((await currentUser(fresh)).body).toMatchObject({ status: 401, message: StatusMessage.tokenRejected });
    tokens.supplier = await login(stub, demo.supplier);
  });

  controlSurface('takes, restores and drops named snapshots', async () => {
    const db = stub.app!.db;
    await db.grain.updateMany({ data: { lineName: 'before' } });
    expect((await control('post', '/snapshots', { name: 'before-test' })).body.status).toBe(200);
    await db.grain.updateMany({ data: { lineName: 'after' } });
    const restored = await control('post', '/snapshots/before-test/restore');
    expect(restored.body.status).toBe(200);
    expect(await db.grain.count({ where: { lineName: { not: 'before' } } })).toBe(0);
    expect((await control('delete', '/snapshots/before-test')).body.data).toEqual([
      { name: 'pristine', createTime: expect.any(String) },
    ]);
    expect((await control('post', '/snapshots/before-test/restore')).body).toMatchObject({
      status: 400,
      message: 'no snapshot named before-test',
    });
    expect((await control('post', '/snapshots', { name: 'Bad Name!' })).body.status).toBe(400);
    await control('post', '/reset');
    tokens.supplier = await login(stub, demo.supplier);
  });

  controlSurface('answers an envelope fault for a count of requests, then the real answer', async () => {
    const added = await control('post', '/faults', {
      match: api.account.currentUser.id,
      kind: 'envelope',
      status: 500,
      times: 2,
    });
    expect(added.body.data).toMatchObject({ id: expect.any(Number), hits: 0 });
    for (let i = 0; i < 2; i++) {
      const res = await currentUser();
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ status: 500, message: StatusMessage.systemError, data: null });
    }
    expect((await currentUser()).body.status).toBe(200);
    expect((await control('get', '/faults')).body.data).toEqual([]);
  });

  controlSurface('sends the 401 with an empty message, matched by a path glob', async () => {
    await control('post', '/faults', { match: '/basic/supplier/oauth/*', kind: 'envelope', status: 401, message: '' });
    const res = await currentUser();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: '', data: null });
    await control('delete', '/faults');
    expect((await currentUser()).body.status).toBe(200);
  });

  controlSurface('respects always-200 for envelope faults', async () => {
    const other = await startStub({ HTTP_STATUS_MODE: 'always-200' });
    try {
      await other.http.post('/__stub/faults').send({ match: '*', kind: 'envelope', status: 403 });
      const res = await send(other, api.account.currentUser, {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 403, message: StatusMessage.forbidden, data: null });
    } finally {
      await other.close();
    }
  });

  controlSurface('answers a bare HTTP status as a gateway would', async () => {
    await control('post', '/faults', { match: api.account.currentUser.id, kind: 'http', httpStatus: 502, times: 1 });
    const res = await currentUser();
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toContain('text/html');
  });

  controlSurface('adds latency before the real answer, and the request log shows it', async () => {
    await control('post', '/faults', { match: api.account.currentUser.id, kind: 'latency', delayMs: 300, times: 1 });
    const res = await currentUser();
    expect(res.body.status).toBe(200);
    const log = await control('get', '/requests?limit=1');
    expect(log.body.data[0]).toMatchObject({
      callId: api.account.currentUser.id,
      httpStatus: 200,
      status: 200,
      fault: 'latency',
    });
    expect(log.body.data[0].ms).toBeGreaterThanOrEqual(300);
  });

  controlSurface('drops the connection', async () => {
    await control('post', '/faults', { match: api.account.currentUser.id, kind: 'drop', times: 1 });
    await expect(
      fetch(`${base}${api.account.currentUser.path}`, {
        method: 'POST',
        headers: { token: tokens.supplier },
        body: '{}',
      }),
    ).rejects.toThrow();
  });

  controlSurface('cuts the body in half', async () => {
    await control('post', '/faults', { match: api.account.currentUser.id, kind: 'truncate', times: 1 });
    const outcome = await fetch(`${base}${api.account.currentUser.path}`, {
      method: 'POST',
      headers: { token: tokens.supplier, 'content-type': 'application/json' },
      body: '{}',
    }).then(
      (r) =>
        r.json().then(
          () => 'parsed',
          () => 'cut',
        ),
      () => 'cut',
    );
    expect(outcome).toBe('cut');
    expect((await currentUser()).body.status).toBe(200);
  });

  controlSurface('refuses a malformed fault with a message', async () => {
    const res = await control('post', '/faults', { match: 'x', kind: 'envelope' });
    expect(res.body.status).toBe(400);
    expect(res.body.message).toContain('an envelope fault needs a status');
  });

  controlSurface("moves the stub's clock: sessions expire, then come back with the real time", async () => {
    const inTwoDays = new Date(Date.now() + 48 * 3600_000).toISOString();
    const set = await control('put', '/clock', { now: inTwoDays, frozen: true });
    expect(set.body.data).toMatchObject({ set: true, frozen: true, now: inTwoDays });
    expect((await currentUser()).body).toMatchObject({ status: 401, message: StatusMessage.tokenRejected });
    expect((await control('get', '/clock')).body.data.now).toBe(inTwoDays);
    await control('delete', '/clock');
    expect((await currentUser()).body.status).toBe(200);
  });
});

describe('scenarios', () => {
  const { stub } = useContractStub();

  const inScenario = (name: string) => ({
    login: async (who: typeof demo.supplier) => {
      const res = await stub.http
        .post(api.account.login.path)
        .set('x-stub-scenario', name)
        .send({ loginAccount: who.loginAccount, password: encryptPassword(who.password, env.PASSWORD_AES_KEY) });
      return res.body.data.token as string;
    },
    post: (path: string, token: string, body: object = {}) =>
      stub.http.post(path).set('x-stub-scenario', name).set('token', token).send(body),
  });

  controlSurface(
    'keeps two clients apart: a session and a write in one scenario are unknown in the other',
    async () => {
      const a = inScenario('suite-a');
      const b = inScenario('suite-b');
      const tokenA = await a.login(demo.supplier);
      // The session exists only in suite-a's database.
      expect((await a.post(api.account.currentUser.path, tokenA)).body.status).toBe(200);
      expect((await b.post(api.account.currentUser.path, tokenA)).body).toMatchObject({ status: 401 });
      expect((await send(stub, api.account.currentUser, {}, tokenA)).body).toMatchObject({ status: 401 });

      const list = await stub.http.get('/__stub/scenarios');
      expect(list.body.data.map((s: { name: string }) => s.name).sort()).toEqual(['suite-a', 'suite-b']);
      expect((await stub.http.delete('/__stub/scenarios/suite-a')).body.status).toBe(200);
      // Dropped: suite-a starts again from the fixtures, without the session.
      expect((await a.post(api.account.currentUser.path, tokenA)).body).toMatchObject({ status: 401 });
    },
  );

  controlSurface('refuses a malformed scenario name with a message', async () => {
    const res = await stub.http.post(api.account.currentUser.path).set('x-stub-scenario', 'Bad Name').send({});
    expect(res.body).toMatchObject({ status: 400, message: 'x-stub-scenario: a scenario name is a-z, 0-9, - and _' });
  });
});

describe('stub control switch', () => {
  controlSurface('is off in production unless STUB_CONTROL=on', async () => {
    const off = await startStub({ NODE_ENV: 'production' });
    const on = await startStub({ NODE_ENV: 'production', STUB_CONTROL: 'on' });
    try {
      expect((await off.http.get('/__stub/state')).body).toMatchObject({ status: 400 });
      expect((await on.http.get('/__stub/state')).body).toMatchObject({ status: 200 });
    } finally {
      await Promise.all([off.close(), on.close()]);
    }
  });
});
