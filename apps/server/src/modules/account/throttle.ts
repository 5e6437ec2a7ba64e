import rateLimit from '@fastify/rate-limit';
import { AccountMessages } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import { accountGuard } from './guard';

/**
 * Login throttling (docs/decisions/0030-login-throttling.md): it slows whoever fails, where they fail from, and
 * never the owner of an account elsewhere.
 *
 * - Every request of the public account calls (login, oauth/code, forgetPassword) is counted per client by
 *   @fastify/rate-limit (`publicCallsPerClient`): a flood is refused before any scrypt, session or message.
 * - A failed login slows its (client, loginAccount) pair progressively (`loginFailuresPerPair`), and counts
 *   towards its client's limit (`loginFailuresPerClient`), whatever the account, and towards its account's
 *   (`loginFailuresPerAccount`), whatever the address: a caller that sends every guess from another address
 *   (X-Forwarded-For is believed from any loopback caller in development) meets the account's limit.
 */

/** Loads @fastify/rate-limit (no route of its own) and gives the guard its per-client counter of public calls. */
export const registerPublicCallLimiter = (app: FastifyInstance) => {
  app.register(rateLimit, { global: false });
  app.addHook('onReady', async () => {
    const guard = accountGuard(app.db);
    const limit = () => guard.limits.publicCallsPerClient;
    // A new limiter is a new store: how the stub's reset forgets the counts (AccountGuard.forget).
    guard.renewPublicCalls = () => {
      const check = app.createRateLimit({ max: () => limit().max, timeWindow: () => limit().windowMs });
      guard.publicCalls = async (request) => {
        const verdict = await check(request);
        return { client: verdict.key, exceeded: !verdict.isAllowed && verdict.isExceeded };
      };
    };
    guard.renewPublicCalls();
  });
};

/**
 * Counts one request of a public account call from its client; refused with `message` past the limit. Returns
 * the client's key (its address as the limiter keys it: an IPv6 client by its /56), which the other counters use.
 */
export const countPublicCall = async (db: Db, request: FastifyRequest, message: string): Promise<string> => {
  const limiter = accountGuard(db).publicCalls;
  if (!limiter) return request.ip;
  const { client, exceeded } = await limiter(request);
  if (exceeded) throw fail(message);
  return client;
};

/**
 * One login attempt under the throttles: refused (登录尝试过于频繁) while its pair waits or its client or account is
 * over the limit, without verifying anything; otherwise counted as a failure before the (slow) verification, so
 * parallel attempts cannot all slip past the check. `verify` answers the account, or throws the login failure.
 */
export const throttledLogin = async <T>(
  db: Db,
  request: FastifyRequest,
  loginAccount: string,
  verify: () => Promise<T>,
): Promise<T> => {
  const client = await countPublicCall(db, request, AccountMessages.loginThrottled);
  const guard = accountGuard(db);
  const {
    loginFailuresPerPair: perPair,
    loginFailuresPerClient: perClient,
    loginFailuresPerAccount: perAccount,
  } = guard.limits;
  const pairKey = `login:pair:${client}|${loginAccount}`;
  const clientKey = `login:client:${client}`;
  const accountKey = `login:account:${loginAccount}`;
  // A waiting pair or a blocked client or account refuses even the right password, or the refusal would still
  // answer guesses.
  if (guard.waitOf(pairKey) > 0 || guard.blocked(clientKey, perClient) || guard.blocked(accountKey, perAccount))
    throw fail(AccountMessages.loginThrottled);
  guard.recordFailure(pairKey, perPair);
  guard.record(clientKey, perClient);
  guard.record(accountKey, perAccount);
  const account = await verify();
  guard.clearFailures(pairKey);
  guard.release(clientKey);
  guard.release(accountKey);
  return account;
};
