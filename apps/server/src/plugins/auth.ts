import { FileMessages, Http, type User } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { currentDb } from '../db/current';
import type { Prisma } from '../generated/prisma/client';
import { fail, tokenRejected } from '../lib/errors';
import { carriesLink, checkLink, type LinkKey, sessionHandle } from '../lib/file-links';
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

/** Who did it, as a record's 修改人 / 操作人 shows it: the person's name, or the login account where none is set. */
export const operatorOf = (auth: Auth): string => auth.user.personName || auth.loginAccount;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the binder before the body is read; null on public calls and plain routes. */
    auth: Auth | null;
    /**
     * Set before the binder's check when another host answers the request and checks its token itself (the dev kit's
     * proxy mode, docs/dev-kit.md): the binder does not authenticate it.
     */
    answeredUpstream?: boolean;
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

/** Drops one resolved session (its token was ended by logout). */
export const forgetToken = (db: Db, token: string) => cacheOf(db).delete(token);

/** What a session row brings along to make the caller. */
const sessionSelect = {
  token: true,
  expiresAt: true,
  account: { include: { role: { select: { atoms: true } }, supplier: { select: { name: true } } } },
} as const satisfies Prisma.SessionSelect;

/** The caller of a live session, kept for `cacheMs`. */
const cachedAuth = (db: Db, session: Prisma.SessionGetPayload<{ select: typeof sessionSelect }>, now: number): Auth => {
  const { account: a, token } = session;
  const auth: Auth = {
    token,
    accountId: a.id,
    loginAccount: a.loginAccount,
    supplierCode: a.supplierCode,
    atoms: new Set(a.role.atoms as string[]),
    user: toUser(a),
  };
  cacheOf(db).set(token, { auth, expiresAt: session.expiresAt.getTime(), until: now + cacheMs });
  return auth;
};

/** Resolves a token to its account; missing, unknown or expired: 401 token验证不通过. */
export const authenticateToken = async (db: Db, token: string | undefined): Promise<Auth> => {
  if (!token) throw tokenRejected();
  const now = Date.now();
  const cache = cacheOf(db);
  const cached = cache.get(token);
  if (cached && cached.until > now && cached.expiresAt > now) return cached.auth;
  const session = await db.session.findUnique({ where: { token }, select: sessionSelect });
  if (!session || session.expiresAt.getTime() <= now) {
    cache.delete(token);
    throw tokenRejected();
  }
  return cachedAuth(db, session, now);
};

/** The token header's value, if any. */
const headerToken = (request: FastifyRequest) => {
  const header = request.headers[Http.tokenHeader];
  return (Array.isArray(header) ? header[0] : header) || undefined;
};

/** The token header (401 token验证不通过 without a valid one). */
export const authenticate = (db: Db, request: FastifyRequest) => authenticateToken(db, headerToken(request));

/**
 * A file read opened by a plain link (docs/decisions/0042-file-links-and-pdf-uploads.md): the token header when there is one,
 * else the signed link over `path` (the path the request names). Refused in the envelope (400): a link changed in
 * any part or not made by the stub (文件链接无效!), one past its expiry (文件链接已过期…), one whose session has
 * ended: logout, a password change, the session's own expiry (文件链接已失效…). Neither header nor link: 401.
 * The caller is the session's account as it is now: its supplier decides which files it may read.
 */
export const authenticateFileRead = async (
  db: Db,
  request: FastifyRequest,
  key: LinkKey,
  path: string,
): Promise<Auth> => {
  const token = headerToken(request);
  if (token || !carriesLink(request.query)) return authenticateToken(db, token);
  const now = Date.now();
  const link = checkLink(key, path, request.query, now);
  if (!link.ok) throw fail(link.reason === 'expired' ? FileMessages.linkExpired : FileMessages.linkInvalid);
  const sessions = await db.session.findMany({
    where: { accountId: link.accountId, expiresAt: { gt: new Date(now) } },
    select: sessionSelect,
  });
  const session = sessions.find((s) => sessionHandle(key, s.token) === link.session);
  if (!session) throw fail(FileMessages.linkEnded);
  return cachedAuth(db, session, now);
};

/** `request.auth` (null until the binder resolves the token of a call that needs one). */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
  },
  { name: 'auth' },
);
