import { AccountMessages, api, type CallSpec, fillPath } from '@portal/contract';
import { afterAll, describe, expect, vi } from 'vitest';
import { accountGuard } from '../src/modules/account/guard';
import { purgeExpired } from '../src/modules/account/reset';
import { outboxCode } from './account-outbox';
import { internalTest, startStub, type Target } from './helper';

const inGuard = internalTest.because(
  'moves the login guard’s clock and sends from several client addresses, in process',
);

/**
 * Password reset and its throttling (docs/decisions/0011-password-reset-and-login-throttling.md). Each test has
 * its own stub (its own counters); time moves by replacing the guard's clock, never by waiting.
 */
const stubs: Target[] = [];
afterAll(() => Promise.all(stubs.map((s) => s.close())));

const fresh = async () => {
  const stub = await startStub();
  stubs.push(stub);
  const app = stub.app;
  if (!app) throw new Error('in-process only');
  const guard = accountGuard(app.db);
  let now = Date.now();
  guard.now = () => now;
  const advance = (ms: number) => {
    now += ms;
  };
  /** A call from a given client address. */
  const call = async (spec: CallSpec, input: { query?: Record<string, string>; body?: object }, ip = '10.0.0.1') => {
    const res = await app.inject({
      method: spec.method,
      url: fillPath(spec.path),
      query: input.query,
      payload: input.body,
      remoteAddress: ip,
    });
    return res.json() as { status: number; message: string; data: unknown };
  };
  const issue = (loginAccount: string, ip?: string) => call(api.account.code, { query: { loginAccount } }, ip);
  const reset = (loginAccount: string, code: string, ip?: string) =>
    call(
      api.account.forgetPassword,
      { body: { loginAccount, code, newPwd: 'Reset#2027', confirmPwd: 'Reset#2027' } },
      ip,
    );
  return { stub, app, guard, advance, issue, reset };
};

const invalid = { status: 400, message: AccountMessages.resetCodeInvalid, data: null };
const codeThrottled = { status: 400, message: AccountMessages.codeThrottled, data: null };
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('reset codes', () => {
  inGuard('never answers the code; the outbox has it, addressed to the phone', async () => {
    const { stub, issue } = await fresh();
    const res = await issue('supplier');
    expect(res).toEqual({
      status: 200,
      message: expect.any(String),
      data: { personTel: '138****8000', expiresIn: 300 },
    });
    const outbox = await stub.http.get('/__stub/outbox').query({ loginAccount: 'supplier' });
    expect(outbox.body.data).toEqual([
      expect.objectContaining({ loginAccount: 'supplier', channel: 'sms', to: '13800138000' }),
    ]);
    expect(outbox.body.data[0].text).toContain(await outboxCode(stub, 'supplier'));
  });

  inGuard('answers an unknown account like a known one and writes nothing', async () => {
    const { app, issue } = await fresh();
    const before = [await app.db.outbox.count(), await app.db.resetCode.count()];
    const unknown = await issue('nobody');
    expect(unknown).toEqual({
      status: 200,
      message: expect.any(String),
      data: { personTel: expect.stringMatching(/^1[3-9]\d\*{4}\d{4}$/), expiresIn: 300 },
    });
    expect(await issue('nobody', '10.0.0.2')).toEqual(unknown);
    expect([await app.db.outbox.count(), await app.db.resetCode.count()]).toEqual(before);
    const known = await issue('supplier');
    expect(Object.keys(known.data as object).sort()).toEqual(Object.keys(unknown.data as object).sort());
  });

  inGuard('keeps one code per account: a new one kills the old', async () => {
    const { stub, issue, reset } = await fresh();
    await issue('viewer');
    const first = await outboxCode(stub, 'viewer');
    await issue('viewer');
    const second = await outboxCode(stub, 'viewer');
    if (first !== second) expect(await reset('viewer', first)).toEqual(invalid);
    expect((await reset('viewer', second)).status).toBe(200);
  });

  inGuard('expires a code after 5 minutes', async () => {
    const { stub, issue, reset, advance } = await fresh();
    await issue('viewer');
    const code = await outboxCode(stub, 'viewer');
    advance(5 * 60_000 + 1);
    expect(await reset('viewer', code)).toEqual(invalid);
  });

  inGuard('kills a code after 5 wrong attempts', async () => {
    const { stub, issue, reset } = await fresh();
    await issue('viewer');
    const code = await outboxCode(stub, 'viewer');
    for (let i = 0; i < 5; i++) expect(await reset('viewer', otherThan(code))).toEqual(invalid);
    expect(await reset('viewer', code)).toEqual(invalid);
  });

  inGuard('answers an unknown account with the wrong-code message', async () => {
    const { reset } = await fresh();
    expect(await reset('nobody', '123456')).toEqual(invalid);
  });

  inGuard('limits issuing per account (3 per 15 minutes, from any address)', async () => {
    const { issue, advance } = await fresh();
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) expect((await issue('supplier', ip)).status).toBe(200);
    expect(await issue('supplier', '10.0.1.4')).toEqual(codeThrottled);
    // An unknown account is limited alike: the refusal tells nothing either.
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) expect((await issue('nobody', ip)).status).toBe(200);
    expect(await issue('nobody', '10.0.1.4')).toEqual(codeThrottled);
    expect((await issue('viewer', '10.0.1.4')).status).toBe(200);
    advance(15 * 60_000);
    expect((await issue('supplier', '10.0.1.4')).status).toBe(200);
  });

  inGuard('limits issuing per client (10 per 15 minutes, whatever the account)', async () => {
    const { issue } = await fresh();
    for (let i = 0; i < 10; i++) expect((await issue(`probe${i}`, '10.0.2.1')).status).toBe(200);
    expect(await issue('supplier', '10.0.2.1')).toEqual(codeThrottled);
    expect((await issue('supplier', '10.0.2.2')).status).toBe(200);
  });

  inGuard('limits guessing per account (10 per 15 minutes, from any address)', async () => {
    const { stub, issue, reset, advance } = await fresh();
    for (let i = 0; i < 10; i++) expect(await reset('viewer', '123456', `10.0.3.${i}`)).toEqual(invalid);
    await issue('viewer');
    const code = await outboxCode(stub, 'viewer');
    expect(await reset('viewer', code, '10.0.3.200')).toEqual(codeThrottled);
    advance(15 * 60_000);
    await issue('viewer');
    expect((await reset('viewer', await outboxCode(stub, 'viewer'), '10.0.3.200')).status).toBe(200);
  });

  inGuard('limits guessing per client (20 per 15 minutes, whatever the account)', async () => {
    const { stub, issue, reset } = await fresh();
    for (let i = 0; i < 20; i++) expect(await reset(`probe${i}`, '123456', '10.0.4.1')).toEqual(invalid);
    await issue('viewer', '10.0.4.9');
    const code = await outboxCode(stub, 'viewer');
    expect(await reset('viewer', code, '10.0.4.1')).toEqual(codeThrottled);
    expect((await reset('viewer', code, '10.0.4.2')).status).toBe(200);
  });

  inGuard('serves the outbox only outside production', async () => {
    const stub = await startStub({ NODE_ENV: 'production' });
    stubs.push(stub);
    const res = await stub.http.get('/__stub/outbox').query({ loginAccount: 'supplier' });
    expect(res.body.status).not.toBe(200);
    expect(res.body.data ?? null).toBeNull();
  });
});

// Login throttling: test/account-throttling.test.ts (docs/decisions/0030-login-throttling.md).

describe('purge', () => {
  inGuard('deletes expired sessions and reset codes, keeps the live ones', async () => {
    const { app } = await fresh();
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 3600_000);
    await app.db.session.createMany({
      data: [
        { token: 'expired-session', accountId: 1, expiresAt: past },
        { token: 'live-session', accountId: 1, expiresAt: future },
      ],
    });
    await app.db.resetCode.createMany({
      data: [
        { accountId: 1, code: '111111', expiresAt: past },
        { accountId: 2, code: '222222', expiresAt: future },
      ],
    });
    const purged = await purgeExpired(app.db, new Date());
    expect(purged).toEqual({ sessions: 1, codes: 1 });
    expect(await app.db.session.findUnique({ where: { token: 'live-session' } })).not.toBeNull();
    expect(await app.db.session.findUnique({ where: { token: 'expired-session' } })).toBeNull();
    expect((await app.db.resetCode.findMany()).map((c) => c.code)).toEqual(['222222']);
  });

  internalTest.because('listens in process and waits for the start-up maintenance')(
    'runs once the stub listens (kit/after-start.ts): a session a previous run left expired is gone, a live one kept',
    async () => {
      const { app } = await fresh();
      await app.db.session.createMany({
        data: [
          { token: 'left-expired', accountId: 1, expiresAt: new Date(Date.now() - 1000) },
          { token: 'left-live', accountId: 1, expiresAt: new Date(Date.now() + 3600_000) },
        ],
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(
        async () => expect(await app.db.session.findUnique({ where: { token: 'left-expired' } })).toBeNull(),
        { timeout: 30_000, interval: 50 },
      );
      expect(await app.db.session.findUnique({ where: { token: 'left-live' } })).not.toBeNull();
    },
  );
});
