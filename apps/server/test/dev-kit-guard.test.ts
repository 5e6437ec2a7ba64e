import { api, encryptPassword, Status } from '@portal/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { readEnv } from '../src/env';
import { demo, env, internalTest, startStub, type Target } from './helper';

/**
 * Who may use the control surface (docs/dev-kit.md "Who may call it", dev-kit/guard.ts): the developer at this
 * machine, not a page on another site and not a name that resolves here.
 */
describe('the control surface refuses what is not the developer', () => {
  let stub: Target;
  beforeAll(async () => {
    stub = await startStub({ STUB_CONTROL_HOSTS: 'stub.internal' });
    // A fault that a successful reset would remove: each refusal below must leave it in place.
    await stub.http.post('/__stub/faults').send({ match: 'nothing.matches', kind: 'latency', delayMs: 1 });
  });
  afterAll(() => stub.close());

  const faultsLeft = async () => (await stub.http.get('/__stub/faults')).body.data.length as number;
  const refused = (res: { status: number; body: { status: number; message: string } }, words: string) => {
    expect(res.status).toBe(Status.forbidden);
    expect(res.body).toMatchObject({ status: Status.forbidden, message: expect.stringContaining(words), data: null });
  };

  internalTest(
    'answers only under a loopback name, HOST, or a name in STUB_CONTROL_HOSTS (no DNS rebinding)',
    async () => {
      refused(await stub.http.get('/__stub/outbox').set('Host', 'evil.example:3000'), 'not evil.example:3000');
      refused(await stub.http.post('/__stub/reset').set('Host', 'evil.example').send({}), 'only');
      expect(await faultsLeft()).toBe(1);
      for (const host of ['localhost:3000', '127.0.0.1', '[::1]:3000', 'stub.internal:3000'])
        expect((await stub.http.get('/__stub/state').set('Host', host)).body.status, host).toBe(200);
    },
  );

  internalTest('refuses a web page on another site, by Sec-Fetch-Site or by Origin', async () => {
    refused(
      await stub.http.post('/__stub/reset').set('Sec-Fetch-Site', 'cross-site').send({}),
      'cross-site request from a web page',
    );
    refused(await stub.http.get('/__stub/outbox').set('Origin', 'https://evil.example'), 'https://evil.example');
    refused(await stub.http.post('/__stub/reset').set('Origin', 'null').send({}), 'no origin');
    expect(await faultsLeft()).toBe(1);
    // The control page itself, and the portal's dev server on another port of this machine, are welcome.
    const own = await stub.http
      .get('/__stub/state')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Origin', 'http://127.0.0.1:5173');
    expect(own.body.status).toBe(200);
  });

  internalTest(
    'takes a POST only with a JSON body or the x-stub-control header (what a form or a no-cors fetch cannot send)',
    async () => {
      refused(await stub.http.post('/__stub/reset'), 'needs a JSON body');
      refused(await stub.http.post('/__stub/reset').set('content-type', 'text/plain').send('{}'), 'needs a JSON body');
      refused(
        await stub.http.post('/__stub/reset').set('content-type', 'application/x-www-form-urlencoded').send('a=1'),
        'needs a JSON body',
      );
      expect(await faultsLeft()).toBe(1);
      expect((await stub.http.post('/__stub/reset').set('x-stub-control', '1')).body.status).toBe(200);
      expect(await faultsLeft()).toBe(0);
    },
  );

  internalTest('applies the same rules to a request naming a scenario', async () => {
    const res = await stub.http
      .post(api.account.login.path)
      .set('x-stub-scenario', 'from-a-page')
      .set('Origin', 'https://evil.example')
      .send({ loginAccount: 'supplier', password: encryptPassword(demo.supplier.password, env.PASSWORD_AES_KEY) });
    refused(res, 'https://evil.example');
    expect((await stub.http.get('/__stub/scenarios')).body.data).toEqual([]);
  });
});

describe('STUB_CONTROL_TOKEN', () => {
  const token = 'a-long-enough-control-token';
  let stub: Target;
  beforeAll(async () => {
    stub = await startStub({ STUB_CONTROL_TOKEN: token });
  });
  afterAll(() => stub.close());

  internalTest('is required on every control call and every request naming a scenario', async () => {
    expect((await stub.http.get('/__stub/outbox')).body).toMatchObject({
      status: 403,
      message: expect.stringContaining('x-stub-token'),
    });
    expect((await stub.http.get('/__stub/outbox').set('x-stub-token', `${token}x`)).body.status).toBe(403);
    expect((await stub.http.get('/__stub/outbox').set('x-stub-token', token)).body.status).toBe(200);
    // The token is also the custom header a POST needs.
    expect((await stub.http.post('/__stub/reset').set('x-stub-token', token)).body.status).toBe(200);
    const login = () =>
      stub.http
        .post(api.account.login.path)
        .set('x-stub-scenario', 'qa')
        .send({ loginAccount: 'supplier', password: encryptPassword(demo.supplier.password, env.PASSWORD_AES_KEY) });
    expect((await login()).body.status).toBe(403);
    expect((await login().set('x-stub-token', token)).body.status).toBe(200);
    // Calls without a scenario are the catalogue's as ever: no token of the control surface needed.
    expect((await stub.http.post(api.account.currentUser.path).send({})).body.status).toBe(401);
  });
});

describe('the control surface on an interface other machines reach', () => {
  const base = { PASSWORD_AES_KEY: env.PASSWORD_AES_KEY, HOST: '0.0.0.0' };
  internalTest('needs STUB_CONTROL_TOKEN to start', () => {
    expect(() => readEnv({ ...base, STUB_CONTROL: 'on' })).toThrow(/STUB_CONTROL_TOKEN.*needs STUB_CONTROL_TOKEN/s);
    expect(() => readEnv({ ...base, NODE_ENV: 'development' })).toThrow(/needs STUB_CONTROL_TOKEN/);
    expect(readEnv({ ...base, STUB_CONTROL: 'on', STUB_CONTROL_TOKEN: 'sixteen-chars-ok' }).STUB_CONTROL_TOKEN).toBe(
      'sixteen-chars-ok',
    );
    expect(readEnv({ ...base, STUB_CONTROL: 'off' }).HOST).toBe('0.0.0.0');
    expect(readEnv({ ...base, NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
  });
});
