import { Http, type User } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { currentDb } from '../db/current';
import { tokenRejected } from '../lib/errors';
import { toUser } from '../lib/user';

/** The caller of a call: the account behind the token, its supplier and its atoms. */
export interface Auth {
  token: string;
  accountId: number;
  loginAccount: string;
  supplierCode: string;
  atoms: Set<string>;
  user: User;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the binder before validation; null on public calls and plain routes. */
    auth: Auth | null;
  }
}

/**
 * Resolved sessions, kept briefly so a request costs no query (docs/decisions/0003-hot-read-caches.md).
 * The stub's own account writes drop them at once (forgetAccount); edits made to the database
 * behind its back show within `cacheMs`.
 */
const cacheMs = 30_000;
const caches = new WeakMap<Db, Map<string, { auth: Auth; expiresAt: number; until: number }>>();
/** One cache per database: a scenario's sessions (docs/dev-kit.md) are not another's. */
const cacheOf = (scoped: Db) => {
  const db = currentDb(scoped);
  const cache = caches.get(db) ?? new Map();
  caches.set(db, cache);
  return cache;
};

export const forgetAccount = (db: Db, accountId: number) => {
  const cache = cacheOf(db);
  for (const [token, entry] of cache) if (entry.auth.accountId === accountId) cache.delete(token);
};

/** Drops every resolved session (the database was restored from a snapshot). */
export const forgetSessions = (db: Db) => cacheOf(db).clear();

/** Deletes the sessions that have expired (the account module runs it on start and periodically). */
export const purgeExpiredSessions = async (db: Db, now = new Date()) => {
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  const cache = cacheOf(db);
  for (const [token, entry] of cache) if (entry.expiresAt <= now.getTime()) cache.delete(token);
  return count;
};

/** Resolves a token to its account; missing, unknown or expired: 401 token验证不通过. */
export const authenticateToken = async (db: Db, token: string | undefined): Promise<Auth> => {
  if (!token) throw tokenRejected();
  const now = Date.now();
  const cache = cacheOf(db);
  const cached = cache.get(token);
  if (cached && cached.until > now && cached.expiresAt > now) return cached.auth;
  const session = await db.session.findUnique({
    where: { token },
    select: {
      expiresAt: true,
      account: { include: { role: { select: { atoms: true } }, supplier: { select: { name: true } } } },
    },
  });
  if (!session || session.expiresAt.getTime() <= now) {
    cache.delete(token);
    throw tokenRejected();
  }
  const { account: a } = session;
  const auth: Auth = {
    token,
    accountId: a.id,
    loginAccount: a.loginAccount,
    supplierCode: a.supplierCode,
    atoms: new Set(a.role.atoms as string[]),
    user: toUser(a),
  };
  cache.set(token, { auth, expiresAt: session.expiresAt.getTime(), until: now + cacheMs });
  return auth;
};

/** The token header; with `queryToken`, a `token` query parameter when the header is absent. */
export const authenticate = (db: Db, request: FastifyRequest, queryToken = false) => {
  const header = request.headers[Http.tokenHeader];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = queryToken ? (request.query as { token?: unknown } | undefined)?.token : undefined;
  return authenticateToken(db, fromHeader || (typeof fromQuery === 'string' ? fromQuery : undefined));
};

/** `request.auth` (null until the binder resolves the token of a call that needs one). */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
  },
  { name: 'auth' },
);
