import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Call, FileLinks } from '@portal/contract';

/**
 * Signed file links (docs/decisions/0042-file-links-and-pdf-uploads.md): what a plain link or an `<img src>` carries instead of
 * the login token. A link is a path plus `expires`, `account`, `session` and `signature`, where `signature` is
 * base64url(HMAC-SHA256(key, path + expires + account + session)). `session` is a keyed hash of the session's token
 * (never the token), so a link names its session without revealing it, and dies with it. The key is derived from the
 * storage host's secret (OSS_ACCESS_KEY_SECRET) with a label of its own, so an upload policy's signature is never a
 * link's. Only the stub holds it: a link cannot be made, widened or moved to another file without it.
 */

export type LinkKey = Buffer;

/** The calls a plain link opens (GET file reads): they take a signed link instead of the token header. */
export const opensByLink = (call: Pick<Call, 'file' | 'method'>): boolean =>
  call.file === true && call.method === 'GET';

export const fileLinkKey = (secret: string): LinkKey =>
  createHmac('sha256', secret).update('portal file links').digest();

const keys = new Map<string, LinkKey>();
/** The link key of a stub's configuration (derived once per secret). */
export const linkKeyOf = (env: { OSS_ACCESS_KEY_SECRET: string }): LinkKey => {
  const key = keys.get(env.OSS_ACCESS_KEY_SECRET) ?? fileLinkKey(env.OSS_ACCESS_KEY_SECRET);
  keys.set(env.OSS_ACCESS_KEY_SECRET, key);
  return key;
};

/** The path of a request's URL, as the client sent it (what a link's signature covers). */
export const requestPath = (url: string): string => url.split('?', 1)[0] ?? '';

const mac = (key: LinkKey, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** A session's name in its links: 22 base64url characters (132 bits) of a keyed hash of its token. */
export const sessionHandle = (key: LinkKey, token: string): string => mac(key, `session\n${token}`).slice(0, 22);

/** When a link signed now stops working: the end of the window after the current one (seconds since 1970). */
export const linkExpiry = (nowMs: number = Date.now()): number => {
  const window = FileLinks.windowSeconds;
  return (Math.floor(nowMs / 1000 / window) + 2) * window;
};

/** Who a link is signed for: an account and one of its sessions (the token, which the link never carries). */
export interface LinkHolder {
  accountId: number;
  token: string;
}

interface Grant {
  expires: string;
  account: string;
  session: string;
}
const signedText = (path: string, g: Grant) => `${path}\n${g.expires}\n${g.account}\n${g.session}`;

/** `path?expires=…&account=…&session=…&signature=…`, valid until `linkExpiry(nowMs)`. */
export const signLink = (key: LinkKey, path: string, holder: LinkHolder, nowMs: number = Date.now()): string => {
  const grant: Grant = {
    expires: String(linkExpiry(nowMs)),
    account: String(holder.accountId),
    session: sessionHandle(key, holder.token),
  };
  const query = new URLSearchParams({ ...grant, signature: mac(key, signedText(path, grant)) });
  return `${path}?${query}`;
};

/** A signed link as the stub hands it out: PUBLIC_BASE_URL (empty: root-relative) in front of `signLink`. */
export const signedUrl = (
  env: { OSS_ACCESS_KEY_SECRET: string; PUBLIC_BASE_URL: string },
  holder: LinkHolder,
  path: string,
  nowMs: number = Date.now(),
): string => `${env.PUBLIC_BASE_URL}${signLink(linkKeyOf(env), path, holder, nowMs)}`;

/** Whether a request carries a signed link at all: a signature (without one, nothing vouches for the request). */
export const carriesLink = (query: unknown): boolean =>
  typeof query === 'object' && query !== null && 'signature' in query;

export type LinkCheck = { ok: true; accountId: number; session: string } | { ok: false; reason: 'invalid' | 'expired' };

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Checks a link's signature over `path` (the path the request names, rebuilt from its parameters), then its expiry.
 * Anything changed (path, expiry, account, session or signature) is `invalid`; a genuine link past its expiry is
 * `expired`. The session is the caller's to find (`sessionHandle` of a live session of the account).
 */
export const checkLink = (key: LinkKey, path: string, query: unknown, nowMs: number = Date.now()): LinkCheck => {
  const q = (query ?? {}) as Record<string, unknown>;
  const grant = { expires: text(q.expires), account: text(q.account), session: text(q.session) };
  const signature = text(q.signature);
  if (
    !signature ||
    !/^[0-9]{1,12}$/.test(grant.expires ?? '') ||
    !/^[1-9][0-9]{0,9}$/.test(grant.account ?? '') ||
    !/^[A-Za-z0-9_-]{1,64}$/.test(grant.session ?? '')
  )
    return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(key, signedText(path, grant as Grant)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (Number(grant.expires) * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, accountId: Number(grant.account), session: grant.session! };
};
