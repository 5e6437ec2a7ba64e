import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { api, type Call, Status } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Env, repoRoot } from '../env';
import { sha256 } from '../kit/byte-cache';
import { redactUrl } from '../kit/framework-errors';
import { sendEnvelope } from '../plugins/envelope';
import { checkAnswer } from './drift';

export interface DriftEntry {
  time: string;
  callId: string;
  method: string;
  url: string;
  httpStatus: number;
  problems: string[];
}

const keep = 200;
const upstreamTimeoutMs = 30_000;
/** A JSON answer larger than this is passed on unchecked and unrecorded: parsing it would hold the event loop. */
export const maxCheckedBytes = 8 * 1024 * 1024;
const forwardedHeaders = ['token', 'content-type', 'accept', 'accept-language'];

/**
 * Fields that hold a credential, wherever they are: a password (it travels encrypted with the key every portal build
 * shares, so it is as good as plain), a session token, the signature of a direct-upload grant.
 */
const credentialKeys = new Set(['password', 'oldPwd', 'newPwd', 'confirmPwd', 'token', 'signature']);
/** Fields that hold a credential in one call only: the SMS code of a password reset. */
const credentialKeysOf: Record<string, readonly string[]> = { [api.account.forgetPassword.id]: ['code'] };
const redacted = '***';
const maxRedactDepth = 64;

/**
 * A copy of a request or an answer that can be written or shown: every credential field's value is `***`, and so is
 * the value of any `?token=` or `&signature=` in any string (redactUrl, as the request log does).
 */
export const redactCredentials = (value: unknown, callId = ''): unknown => {
  const extra = credentialKeysOf[callId] ?? [];
  const copy = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return redactUrl(v);
    if (typeof v !== 'object' || v === null) return v;
    if (depth > maxRedactDepth) return redacted;
    if (Array.isArray(v)) return v.map((item) => copy(item, depth + 1));
    return Object.fromEntries(
      Object.entries(v).map(([k, item]) => [
        k,
        item !== null && (credentialKeys.has(k) || extra.includes(k)) ? redacted : copy(item, depth + 1),
      ]),
    );
  };
  return copy(value, 0);
};

/** A URL as it may be shown: no user or password before the host. */
const shownUrl = (url: string) => {
  if (!url) return url;
  const shown = new URL(url);
  shown.username = '';
  shown.password = '';
  return shown.href.replace(/\/$/, '');
};

/**
 * Proxy and record modes (docs/dev-kit.md "Contract drift against a real host"): with UPSTREAM_URL set, a call (every call, or only those
 * the stub does not implement) is forwarded to that host before the stub looks at its token; the answer goes back
 * unchanged, checked against the contract on the way, and drift is kept for GET /__stub/drift. With RECORD_DIR, each
 * JSON answer is also written to a file a developer can review and keep as a fixture. Multipart uploads stay local.
 * Credentials (passwords, tokens, `?token=`) are redacted before anything is written or shown.
 */
export const upstreamProxy = (
  app: FastifyInstance,
  env: Env,
  implemented: ReadonlySet<string>,
  callOf: (request: FastifyRequest) => Call | undefined,
) => {
  const drift: DriftEntry[] = [];
  let checked = 0;
  let unchecked = 0;
  const upstream = env.UPSTREAM_URL.replace(/\/$/, '');
  const upstreamShown = shownUrl(upstream);
  const recordDir = env.RECORD_DIR ? resolve(repoRoot, env.RECORD_DIR) : '';

  if (upstream) {
    // Decided before the stub's own token check, which comes before the body is read (binder.ts): the token of a
    // forwarded call is the upstream's.
    app.addHook('onRequest', async (request) => {
      const call = callOf(request);
      request.answeredUpstream =
        call !== undefined && !call.multipart && !(env.UPSTREAM_MODE === 'unimplemented' && implemented.has(call.id));
    });
    // After the body is read: it is forwarded as JSON.
    app.addHook('preValidation', async (request, reply) => {
      const call = callOf(request);
      if (!call || !request.answeredUpstream) return;
      const headers: Record<string, string> = {};
      for (const name of forwardedHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const body = request.method === 'GET' ? undefined : JSON.stringify(request.body ?? {});
      let res: Response;
      try {
        res = await fetch(upstream + request.url, {
          method: request.method,
          headers,
          body,
          signal: AbortSignal.timeout(upstreamTimeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        request.log.warn({ upstream: upstreamShown, reason }, 'upstream did not answer');
        return sendEnvelope(reply, env, Status.serverError, `upstream ${upstreamShown} did not answer`, null);
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      const contentType = res.headers.get('content-type') ?? '';
      const json = contentType.includes('json');
      if (json && bytes.length > maxCheckedBytes) {
        unchecked++;
        request.log.warn({ call: call.id, bytes: bytes.length }, 'upstream answer too large to check');
      } else {
        let answer: unknown = bytes;
        if (json)
          try {
            answer = JSON.parse(bytes.toString('utf8'));
          } catch {
            answer = bytes.toString('utf8');
          }
        const check = checkAnswer(call, res.status, answer, contentType);
        checked++;
        // Nothing below keeps a credential: the URL's ?token=, the request's passwords, the answer's token.
        const url = redactUrl(request.url);
        if (!check.ok) {
          drift.push({
            time: new Date().toISOString(),
            callId: call.id,
            method: request.method,
            url,
            httpStatus: res.status,
            problems: check.problems,
          });
          if (drift.length > keep) drift.splice(0, drift.length - keep);
          request.log.warn({ call: call.id, problems: check.problems }, 'upstream answer drifts from the contract');
        }
        if (recordDir && json)
          try {
            const requestBody = body === undefined ? null : redactCredentials(JSON.parse(body), call.id);
            record(recordDir, {
              callId: call.id,
              method: request.method,
              url,
              requestBody,
              httpStatus: res.status,
              answer: redactCredentials(answer, call.id),
              drift: check.problems,
              recordedAt: new Date().toISOString(),
            });
          } catch (error) {
            request.log.warn({ call: call.id, reason: (error as Error).message }, 'upstream answer not recorded');
          }
      }
      return reply
        .code(res.status)
        .type(contentType || 'application/octet-stream')
        .send(bytes);
    });
  }

  return {
    state: () => ({
      upstream: upstreamShown || null,
      mode: env.UPSTREAM_MODE,
      checked,
      unchecked,
      drift: [...drift].reverse(),
    }),
  };
};

/**
 * Writes one recorded answer, already redacted, to `<dir>/<call id>/<hash of URL and body>.json`: the same request
 * overwrites its file. Written to a temporary name and renamed, so a kill leaves the old file or the new, never half.
 */
const record = (
  dir: string,
  entry: { callId: string; url: string; requestBody: unknown } & Record<string, unknown>,
) => {
  const folder = join(dir, entry.callId);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${sha256(`${entry.url}\n${JSON.stringify(entry.requestBody)}`).slice(0, 16)}.json`);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(entry, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
};
