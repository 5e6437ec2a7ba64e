import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Call, Status } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Env, repoRoot } from '../env';
import { sha256 } from '../kit/byte-cache';
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
const forwardedHeaders = ['token', 'content-type', 'accept', 'accept-language'];

/**
 * Proxy and record modes (docs/dev-kit.md "Contract drift"): with UPSTREAM_URL set, a call (every call, or only those
 * the stub does not implement) is forwarded to that host before the stub looks at its token; the answer goes back
 * unchanged, checked against the contract on the way, and drift is kept for GET /__stub/drift. With RECORD_DIR, each
 * JSON answer is also written to a file a developer can review and keep as a fixture. Multipart uploads stay local.
 */
export const upstreamProxy = (
  app: FastifyInstance,
  env: Env,
  implemented: ReadonlySet<string>,
  callOf: (request: FastifyRequest) => Call | undefined,
) => {
  const drift: DriftEntry[] = [];
  let checked = 0;
  const upstream = env.UPSTREAM_URL.replace(/\/$/, '');
  const recordDir = env.RECORD_DIR ? resolve(repoRoot, env.RECORD_DIR) : '';

  if (upstream)
    app.addHook('preValidation', async (request, reply) => {
      const call = callOf(request);
      if (!call || call.multipart) return;
      if (env.UPSTREAM_MODE === 'unimplemented' && implemented.has(call.id)) return;
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
        request.log.warn({ err: error, upstream }, 'upstream did not answer');
        return sendEnvelope(reply, env, Status.serverError, `upstream ${upstream} did not answer`, null);
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      const contentType = res.headers.get('content-type') ?? '';
      let answer: unknown = bytes;
      if (contentType.includes('json'))
        try {
          answer = JSON.parse(bytes.toString('utf8'));
        } catch {
          answer = bytes.toString('utf8');
        }
      const check = checkAnswer(call, res.status, answer, contentType);
      checked++;
      if (!check.ok) {
        drift.push({
          time: new Date().toISOString(),
          callId: call.id,
          method: request.method,
          url: request.url,
          httpStatus: res.status,
          problems: check.problems,
        });
        if (drift.length > keep) drift.splice(0, drift.length - keep);
        request.log.warn({ call: call.id, problems: check.problems }, 'upstream answer drifts from the contract');
      }
      if (recordDir && contentType.includes('json')) {
        const dir = join(recordDir, call.id);
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `${sha256(`${request.url}\n${body ?? ''}`).slice(0, 16)}.json`);
        const record = {
          callId: call.id,
          method: request.method,
          url: request.url,
          requestBody: body === undefined ? null : JSON.parse(body),
          httpStatus: res.status,
          answer,
          drift: check.problems,
          recordedAt: new Date().toISOString(),
        };
        writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
      }
      return reply
        .code(res.status)
        .type(contentType || 'application/octet-stream')
        .send(bytes);
    });

  return {
    state: () => ({ upstream: upstream || null, mode: env.UPSTREAM_MODE, checked, drift: [...drift].reverse() }),
  };
};
