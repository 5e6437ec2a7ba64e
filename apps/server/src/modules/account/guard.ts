import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';

/** At most `max` events per `windowMs` (a fixed window that starts with the first event). */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * A progressive delay: the first `free` failures cost nothing; after each further one the key must wait
 * `baseDelayMs`, doubling with every failure up to `maxDelayMs`, before its next attempt. The failures are
 * forgotten `forgetMs` after the last one (longer than the longest delay, so the ceiling holds).
 */
export interface Backoff {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

/**
 * The limits of the account calls (docs/decisions/0030-login-throttling.md; the reset codes:
 * docs/decisions/0011-password-reset-and-login-throttling.md). The client is `request.ip` (the address a trusted
 * proxy forwards, TRUSTED_PROXY), IPv6 taken per /56 as @fastify/rate-limit does. Counters keyed by a loginAccount
 * take it as typed, whether or not it exists, so a refusal tells nothing about accounts.
 */
export interface AccountLimits {
  /**
   * Failed logins of one loginAccount from one client: a progressive delay for that pair only, so someone else's
   * failures (another address) never slow the owner.
   */
  loginFailuresPerPair: Backoff;
  /** Failed logins from one client address, whatever the account; once reached, every login from it waits. */
  loginFailuresPerClient: Limit;
  /**
   * Failed logins of one loginAccount, whatever the address; once reached, every login of it waits for the window to
   * end. Above what one address can fail in the window under `loginFailuresPerPair`, so it only ever stops failures
   * spread over addresses: a caller that changes its address (a forged X-Forwarded-For behind a trusted proxy, many
   * hosts) for every guess.
   */
  loginFailuresPerAccount: Limit;
  /**
   * Requests of the public account calls (login, oauth/code, forgetPassword) from one client, successes
   * included (@fastify/rate-limit): each login costs a scrypt and a session row, each code a message.
   */
  publicCallsPerClient: Limit;
  /** GET oauth/code for one loginAccount. */
  codeIssuesPerAccount: Limit;
  /** GET oauth/code from one client address. */
  codeIssuesPerClient: Limit;
  /** forgetPassword attempts for one loginAccount. */
  codeGuessesPerAccount: Limit;
  /** forgetPassword attempts from one client address. */
  codeGuessesPerClient: Limit;
  /** How long a reset code stays valid. */
  codeTtlMs: number;
  /** Guesses a reset code takes; the last one kills it (right or wrong, a code is then gone). */
  codeAttempts: number;
}

const minute = 60_000;

export const defaultAccountLimits: AccountLimits = {
  loginFailuresPerPair: { free: 5, baseDelayMs: 1000, maxDelayMs: 15 * minute, forgetMs: 60 * minute },
  loginFailuresPerClient: { max: 20, windowMs: 5 * minute },
  loginFailuresPerAccount: { max: 20, windowMs: 5 * minute },
  publicCallsPerClient: { max: 60, windowMs: minute },
  codeIssuesPerAccount: { max: 3, windowMs: 15 * minute },
  codeIssuesPerClient: { max: 10, windowMs: 15 * minute },
  codeGuessesPerAccount: { max: 10, windowMs: 15 * minute },
  codeGuessesPerClient: { max: 20, windowMs: 15 * minute },
  codeTtlMs: 5 * minute,
  codeAttempts: 5,
};

/** The wait after the `failures`-th failure under `rule` (0 while failures are free). */
export const backoffDelay = (rule: Backoff, failures: number): number => {
  const over = failures - rule.free;
  return over <= 0 ? 0 : Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (over - 1));
};

/** Counters past this size are swept of ended windows; an attacker cycling names cannot grow memory for ever. */
const sweepAt = 10_000;

/** One request of the public account calls counted per client: its client key, and whether it is one too many. */
export type PublicCallLimiter = (request: FastifyRequest) => Promise<{ client: string; exceeded: boolean }>;

/**
 * In-memory fixed-window counters and progressive delays of one app (one database), with the clock the account
 * calls read.
 */
export class AccountGuard {
  /** The clock of throttling and reset-code expiry; tests replace it instead of waiting. */
  now: () => number = Date.now;
  limits: AccountLimits = structuredClone(defaultAccountLimits);
  /** Set by the account routes once @fastify/rate-limit is loaded (routes.ts). */
  publicCalls: PublicCallLimiter | undefined;
  /** Makes `publicCalls` anew, with empty counters (set with it). */
  renewPublicCalls: (() => void) | undefined;
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly backoffs = new Map<string, { failures: number; nextAt: number; forgetAt: number }>();

  /** Milliseconds `key` must still wait before its next attempt (0: it may try now). */
  waitOf(key: string): number {
    const entry = this.backoffs.get(key);
    const now = this.now();
    return entry && entry.forgetAt > now ? Math.max(0, entry.nextAt - now) : 0;
  }

  /** Counts one failure of `key` and sets its next wait. */
  recordFailure(key: string, rule: Backoff): void {
    const now = this.now();
    let entry = this.backoffs.get(key);
    if (!entry || entry.forgetAt <= now) {
      if (this.backoffs.size >= sweepAt) sweep(this.backoffs, now, (e) => e.forgetAt);
      entry = { failures: 0, nextAt: now, forgetAt: now };
      this.backoffs.set(key, entry);
    }
    entry.failures += 1;
    entry.nextAt = now + backoffDelay(rule, entry.failures);
    entry.forgetAt = now + rule.forgetMs;
  }

  /** Forgets the failures of `key` (a success). */
  clearFailures(key: string): void {
    this.backoffs.delete(key);
  }

  /** The window of `key` is full. */
  blocked(key: string, limit: Limit): boolean {
    const entry = this.counters.get(key);
    return entry !== undefined && entry.resetAt > this.now() && entry.count >= limit.max;
  }

  /** Counts one event of `key`. */
  record(key: string, limit: Limit): void {
    const now = this.now();
    let entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.counters.size >= sweepAt) sweep(this.counters, now, (e) => e.resetAt);
      entry = { count: 0, resetAt: now + limit.windowMs };
      this.counters.set(key, entry);
    }
    entry.count += 1;
  }

  /** Gives back one event of `key` (a login counted before it was known to succeed). */
  release(key: string): void {
    const entry = this.counters.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  clear(key: string): void {
    this.counters.delete(key);
  }

  /**
   * Forgets every counter and delay, the public calls' too: the stub's reset (docs/dev-kit.md "Reset and
   * snapshots"), so that a suite signing in again after each reset is not throttled by its own earlier runs.
   */
  forget(): void {
    this.counters.clear();
    this.backoffs.clear();
    this.renewPublicCalls?.();
  }
}

/** Drops the ended entries; still full, the oldest go (a Map keeps insertion order), so memory stays bounded. */
const sweep = <E>(entries: Map<string, E>, now: number, endOf: (entry: E) => number) => {
  for (const [key, entry] of entries) if (endOf(entry) <= now) entries.delete(key);
  for (const key of entries.keys()) {
    if (entries.size < sweepAt) break;
    entries.delete(key);
  }
};

const guards = new WeakMap<Db, AccountGuard>();

/** The guard of the app that owns `db` (tests reach it through `app.db` to set the clock or the limits). */
export const accountGuard = (db: Db): AccountGuard => {
  let guard = guards.get(db);
  if (!guard) {
    guard = new AccountGuard();
    guards.set(db, guard);
  }
  return guard;
};
