import { AccountMessages, api, encryptPassword, fillPath } from '@portal/contract';
import { afterAll, describe, expect } from 'vitest';
import type { Env } from '../src/env';
import { trustedProxies, trustedProxyProblem } from '../src/lib/trusted-proxy';
import { accountGuard, backoffDelay } from '../src/modules/account/guard';
import { demo, env, internalTest, startStub, type Target } from './helper';

/**
 * Login throttling that slows attackers, not owners (docs/decisions/0030-login-throttling.md): a progressive delay
 * per (client, loginAccount) pair, a limit of failures per client, a limit of requests per client
 * (@fastify/rate-limit), and the client taken from X-Forwarded-For only behind a trusted proxy. Each test has its own
 * stub (its own counters); time moves by replacing the guard's clock, never by waiting.
 */
const stubs: Target[] = [];
afterAll(() => Promise.all(stubs.map((s) => s.close())));

type Envelope = { status: number; message: string; data: unknown };

const fresh = async (overrides: Partial<Env> = {}) => {
  const stub = await startStub(overrides);
  stubs.push(stub);
  const app = stub.app;
  if (!app) throw new Error('in-process only');
  const guard = accountGuard(app.db);
  let now = Date.now();
  guard.now = () => now;
  const advance = (ms: number) => {
    now += ms;
  };
  /** A login from the socket address `from`, with an X-Forwarded-For header when `forwardedFor` is given. */
  const signIn = async (loginAccount: string, password: string, from = '10.1.0.1', forwardedFor?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: fillPath(api.account.login.path),
      payload: { loginAccount, password: encryptPassword(password, env.PASSWORD_AES_KEY) },
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return res.json() as Envelope;
  };
  const sessions = (loginAccount: string) => app.db.session.count({ where: { account: { loginAccount } } });
  return { app, guard, advance, signIn, sessions };
};

const failed = { status: 400, message: AccountMessages.loginFailed, data: null };
const throttled = { status: 400, message: AccountMessages.loginThrottled, data: null };
const wrong = 'Wrong@2026';

/** The right password's answer: the user and a token, and the session stored with it. */
const expectSignedIn = async (
  answer: Envelope,
  sessions: () => Promise<number>,
  before: number,
  loginAccount = 'supplier',
) => {
  expect(answer.status).toBe(200);
  expect(answer.data).toMatchObject({ loginAccount, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(await sessions()).toBe(before + 1);
};

describe('login throttling: attackers slowed, owners not', () => {
  internalTest('the right password logs in after 20 failures by someone else from another address', async () => {
    const { guard, advance, signIn, sessions } = await fresh();
    const rule = guard.limits.loginFailuresPerPair;
    for (let i = 1; i <= 20; i++) {
      expect(await signIn('supplier', wrong, '10.1.0.66')).toEqual(failed);
      advance(backoffDelay(rule, i));
    }
    // The attacker's pair waits now (the 20th failure's delay not yet spent) …
    advance(-1);
    expect(await signIn('supplier', demo.supplier.password, '10.1.0.66')).toEqual(throttled);
    // … the owner, elsewhere, is not slowed at all.
    const before = await sessions('supplier');
    await expectSignedIn(
      await signIn('supplier', demo.supplier.password, '10.1.0.2'),
      () => sessions('supplier'),
      before,
    );
  });

  internalTest(
    'slows brute force from one address progressively: free failures, then 1 s doubling up to 15 minutes',
    async () => {
      const { guard, advance, signIn, sessions } = await fresh();
      const rule = guard.limits.loginFailuresPerPair;
      expect(rule).toEqual({ free: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000, forgetMs: 60 * 60_000 });
      for (let i = 1; i <= rule.free; i++) expect(await signIn('supplier', wrong)).toEqual(failed);
      // The 6th is still answered; from then on each failure makes the pair wait twice as long as the one before.
      const waits: number[] = [];
      for (let i = rule.free + 1; i <= rule.free + 12; i++) {
        expect(await signIn('supplier', wrong)).toEqual(failed);
        const wait = backoffDelay(rule, i);
        waits.push(wait);
        advance(wait - 1);
        // One millisecond early: refused, even with the right password, and not counted.
        expect(await signIn('supplier', demo.supplier.password)).toEqual(throttled);
        advance(1);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900].map((s) => s * 1000));
      // The wait spent, the right password logs in and clears the pair.
      const before = await sessions('supplier');
      await expectSignedIn(await signIn('supplier', demo.supplier.password), () => sessions('supplier'), before);
      for (let i = 1; i <= rule.free; i++) expect(await signIn('supplier', wrong)).toEqual(failed);
    },
  );

  internalTest('counts parallel attempts before they are verified', async () => {
    const { guard, signIn } = await fresh();
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn('supplier', wrong)));
    // The free failures and the one that starts the first wait; the rest are refused unverified.
    const free = guard.limits.loginFailuresPerPair.free;
    expect(answers.filter((a) => a.message === AccountMessages.loginFailed)).toHaveLength(free + 1);
    expect(answers.filter((a) => a.message === AccountMessages.loginThrottled)).toHaveLength(12 - free - 1);
  });

  internalTest('throttles an unknown account the same way', async () => {
    const { guard, signIn } = await fresh();
    for (let i = 0; i <= guard.limits.loginFailuresPerPair.free; i++)
      expect(await signIn('nobody', wrong)).toEqual(failed);
    expect(await signIn('nobody', wrong)).toEqual(throttled);
  });

  internalTest('limits failures per address across accounts (20 per 5 minutes); other addresses log in', async () => {
    const { advance, signIn, sessions } = await fresh();
    for (let i = 0; i < 20; i++) expect(await signIn(`probe${i}`, wrong, '10.1.7.1')).toEqual(failed);
    expect(await signIn('supplier', demo.supplier.password, '10.1.7.1')).toEqual(throttled);
    const before = await sessions('supplier');
    await expectSignedIn(
      await signIn('supplier', demo.supplier.password, '10.1.7.2'),
      () => sessions('supplier'),
      before,
    );
    advance(5 * 60_000);
    await expectSignedIn(
      await signIn('supplier', demo.supplier.password, '10.1.7.1'),
      () => sessions('supplier'),
      before + 1,
    );
  });
});

describe('the client address behind the portal’s proxy', () => {
  internalTest('is the forwarded one when the proxy is trusted: one user’s failures do not slow another', async () => {
    // The portal's dev and preview proxy is on loopback (TRUSTED_PROXY's default) and forwards X-Forwarded-For.
    const { signIn, sessions } = await fresh();
    for (let i = 0; i < 20; i++) expect(await signIn(`probe${i}`, wrong, '127.0.0.1', '203.0.113.66')).toEqual(failed);
    expect(await signIn('supplier', demo.supplier.password, '127.0.0.1', '203.0.113.66')).toEqual(throttled);
    const before = await sessions('supplier');
    await expectSignedIn(
      await signIn('supplier', demo.supplier.password, '127.0.0.1', '203.0.113.8'),
      () => sessions('supplier'),
      before,
    );
  });

  internalTest(
    'is the socket’s when the header comes from anyone else: a forged X-Forwarded-For changes nothing',
    async () => {
      const { signIn } = await fresh();
      for (let i = 0; i < 20; i++)
        expect(await signIn(`probe${i}`, wrong, '198.51.100.9', `203.0.113.${i}`)).toEqual(failed);
      expect(await signIn('supplier', demo.supplier.password, '198.51.100.9', '203.0.113.200')).toEqual(throttled);
    },
  );

  internalTest('is the socket’s for every client when TRUSTED_PROXY is empty', async () => {
    const { signIn } = await fresh({ TRUSTED_PROXY: '' });
    for (let i = 0; i < 20; i++)
      expect(await signIn(`probe${i}`, wrong, '127.0.0.1', `203.0.113.${i}`)).toEqual(failed);
    expect(await signIn('supplier', demo.supplier.password, '127.0.0.1', '203.0.113.200')).toEqual(throttled);
  });
});

describe('failures per account, whatever the address', () => {
  internalTest(
    'throttles an account failing from ever-new forwarded addresses (20 per 5 minutes); the right password after the window',
    async () => {
      // Behind the trusted loopback proxy (the dev .env's TRUSTED_PROXY=loopback) any local caller chooses its
      // X-Forwarded-For: one address per attempt never lets a pair or an address reach its limit.
      const { advance, signIn, sessions } = await fresh();
      const answers = [];
      for (let i = 0; i < 30; i++) answers.push(await signIn('supplier', wrong, '127.0.0.1', `203.0.113.${i}`));
      expect(answers.slice(0, 20)).toEqual(Array(20).fill(failed));
      expect(answers.slice(20)).toEqual(Array(10).fill(throttled));
      // Refused unverified while the window lasts, the right password too, from any address.
      expect(await signIn('supplier', demo.supplier.password, '127.0.0.1', '203.0.113.200')).toEqual(throttled);
      expect(await signIn('supplier', demo.supplier.password, '10.1.8.1')).toEqual(throttled);
      // Other accounts are not slowed.
      expect((await signIn('viewer', demo.viewer.password, '127.0.0.1', '203.0.113.201')).status).toBe(200);
      advance(5 * 60_000);
      const before = await sessions('supplier');
      await expectSignedIn(
        await signIn('supplier', demo.supplier.password, '127.0.0.1', '203.0.113.202'),
        () => sessions('supplier'),
        before,
      );
    },
  );

  internalTest('counts only failures against the account: the owner signing in uses none of its limit', async () => {
    const { signIn, sessions } = await fresh();
    for (let i = 0; i < 19; i++) expect(await signIn('supplier', wrong, `10.1.10.${i}`)).toEqual(failed);
    const before = await sessions('supplier');
    for (let i = 0; i < 3; i++)
      await expectSignedIn(
        await signIn('supplier', demo.supplier.password, `10.1.11.${i}`),
        () => sessions('supplier'),
        before + i,
      );
    expect(await signIn('supplier', wrong, '10.1.10.100')).toEqual(failed);
    expect(await signIn('supplier', wrong, '10.1.10.101')).toEqual(throttled);
  });
});

describe('requests per client (@fastify/rate-limit)', () => {
  internalTest('refuses the public account calls past the limit, successes included; other clients go on', async () => {
    const { app, guard, signIn, sessions } = await fresh();
    guard.limits.publicCallsPerClient = { max: 3, windowMs: 60_000 };
    const before = await sessions('supplier');
    for (let i = 0; i < 3; i++)
      await expectSignedIn(
        await signIn('supplier', demo.supplier.password, '10.1.9.1'),
        () => sessions('supplier'),
        before + i,
      );
    expect(await signIn('supplier', demo.supplier.password, '10.1.9.1')).toEqual(throttled);
    expect(await sessions('supplier')).toBe(before + 3);
    const code = await app.inject({
      method: 'GET',
      url: fillPath(api.account.code.path),
      query: { loginAccount: 'supplier' },
      remoteAddress: '10.1.9.1',
    });
    expect(code.json()).toEqual({ status: 400, message: AccountMessages.codeThrottled, data: null });
    expect(await app.db.outbox.count()).toBe(0);
    expect((await signIn('viewer', demo.viewer.password, '10.1.9.2')).status).toBe(200);
  });
});

describe('TRUSTED_PROXY', () => {
  internalTest('takes addresses, ranges, loopback and host names, and names what is none of them', () => {
    expect(trustedProxyProblem('loopback, 10.0.0.0/8,::1 web 192.168.1.7')).toBeNull();
    expect(trustedProxyProblem('')).toBeNull();
    expect(trustedProxyProblem('10.0.0.0/33')).toBe('10.0.0.0/33 is not an address range (address/prefix)');
    expect(trustedProxyProblem('web_proxy')).toBe('web_proxy is neither an address, a range, loopback nor a host name');
  });

  internalTest('trusts what it names and nothing else; host names once they resolve', async () => {
    const proxies = trustedProxies('10.0.0.0/8, 192.168.1.7, localhost');
    expect(proxies.trusts('10.200.3.4')).toBe(true);
    expect(proxies.trusts('::ffff:10.200.3.4')).toBe(true);
    expect(proxies.trusts('192.168.1.7')).toBe(true);
    expect(proxies.trusts('192.168.1.8')).toBe(false);
    expect(proxies.trusts('127.0.0.1')).toBe(false);
    expect(proxies.trusts('not an address')).toBe(false);
    await proxies.start();
    try {
      expect(proxies.trusts('127.0.0.1')).toBe(true);
    } finally {
      proxies.stop();
    }
  });
});
