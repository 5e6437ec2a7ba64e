import type { Db } from '../../db/client';

/** At most `max` events per `windowMs` (a fixed window that starts with the first event). */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * The limits of the account calls (docs/decisions/0011-password-reset-and-login-throttling.md). Every counter is
 * keyed by the loginAccount as typed, whether or not it exists, so a refusal tells nothing about accounts.
 */
export interface AccountLimits {
  /** Failed logins of one loginAccount; once reached, every login of it is refused until the window ends. */
  loginFailuresPerAccount: Limit;
  /** Failed logins from one client address, whatever the account. */
  loginFailuresPerClient: Limit;
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
  loginFailuresPerAccount: { max: 5, windowMs: 5 * minute },
  loginFailuresPerClient: { max: 20, windowMs: 5 * minute },
  codeIssuesPerAccount: { max: 3, windowMs: 15 * minute },
  codeIssuesPerClient: { max: 10, windowMs: 15 * minute },
  codeGuessesPerAccount: { max: 10, windowMs: 15 * minute },
  codeGuessesPerClient: { max: 20, windowMs: 15 * minute },
  codeTtlMs: 5 * minute,
  codeAttempts: 5,
};

/** Counters past this size are swept of ended windows; an attacker cycling names cannot grow memory for ever. */
const sweepAt = 10_000;

/** In-memory fixed-window counters of one app (one database), with the clock the account calls read. */
export class AccountGuard {
  /** The clock of throttling and reset-code expiry; tests replace it instead of waiting. */
  now: () => number = Date.now;
  limits: AccountLimits = structuredClone(defaultAccountLimits);
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

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
      if (this.counters.size >= sweepAt) this.sweep(now);
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

  private sweep(now: number) {
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key);
    // Still full: the oldest go (Map keeps insertion order), so memory stays bounded.
    for (const key of this.counters.keys()) {
      if (this.counters.size < sweepAt) break;
      this.counters.delete(key);
    }
  }
}

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
