import {
  atomsOf,
  type Call,
  type CallData,
  type CallRequestParts,
  type CallSpec,
  catalogue,
  Status,
  StatusMessage,
} from '@portal/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readOnlyCall, writeCountOf } from './db/adapter';
import type { Db } from './db/client';
import type { Env } from './env';
import { ByteCache, sha256 } from './kit/byte-cache';
import { inputLimitMessage } from './kit/input-limits';
import { ApiFailure, forbidden, notImplemented } from './lib/errors';
import { linkKeyOf, opensByLink, requestPath } from './lib/file-links';
import type { Storage } from './lib/storage';
import { type Auth, authenticate, authenticateFileRead } from './plugins/auth';
import { jsonType, sendEnvelope } from './plugins/envelope';
import type { JobQueue } from './plugins/jobs';

/**
 * What a handler gets: the validated request parts, the caller and the app's services. A handler never
 * needs `request.server`; `request` and `reply` are there for the few that stream (files, multipart).
 */
export interface HandlerContext<C extends CallSpec> extends CallRequestParts<C> {
  /** The caller; null only on public calls. */
  auth: C['public'] extends true ? Auth | null : Auth;
  db: Db;
  env: Env;
  /** Files under STORAGE_DIR (uploads, thumbnails, exports). */
  storage: Storage;
  /** Background work that outlives the request (export files). */
  jobs: JobQueue;
  /** The request's logger (carries the request id). */
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends CallSpec> = (ctx: HandlerContext<C>) => Promise<CallData<C>> | CallData<C>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The reference answers kept in memory (tests and the RSS figure look at its size). */
    referenceAnswers: ByteCache;
    /** The read answers kept in memory until their database takes a write (the clock and restores clear it). */
    readAnswers: ByteCache;
  }
}

export interface ImplementationOptions {
  /**
   * The answer depends only on the input and the caller's supplier, over reference data no call
   * writes: it is computed once and served from memory (docs/decisions/0003-hot-read-caches.md).
   */
  reference?: boolean;
  /**
   * The call only reads (a list): its answer depends on the input, the caller and the rows of the database it works
   * on. It is kept in memory until that database takes a write, and at most `readCache.ms` since some answers move
   * with the time (docs/decisions/0025-read-answers.md).
   */
  read?: boolean;
}

export interface Implementation extends ImplementationOptions {
  call: Call;
  handler: Handler<CallSpec>;
  /**
   * Where `implement` was called: its `stack` names the source file (`pnpm catalogue` reads it for the handler
   * column of docs/catalogue.md). V8 formats the stack only when it is read, so start-up pays for the frames alone.
   */
  site: { stack?: string };
}

/** Binds a handler to its contract declaration; the binder does the rest. */
export const implement = <C extends Call>(
  call: C,
  handler: Handler<C>,
  options: ImplementationOptions = {},
): Implementation => {
  const site: { stack?: string } = {};
  Error.captureStackTrace(site, implement);
  // The binder runs the handler only after validating params, query and body with this call's own schemas, and
  // checks the answer against its data schema: the context it builds is this call's.
  return { call, handler: (context) => handler(context as HandlerContext<C>), site, ...options };
};

/** Reference answers: 16 MiB of serialized envelopes at most, each kept 60 s (docs/decisions/0003-hot-read-caches.md). */
export const referenceCache = { bytes: 16 * 1024 * 1024, ms: 60_000 };
/** Read answers: 32 MiB of serialized envelopes at most, each kept until a write and at most 1 s. */
export const readCache = { bytes: 32 * 1024 * 1024, ms: 1_000 };

/**
 * Registers every declared call: token and atom check before the body is read, zod validation of
 * params/query/body, the handler, the answer checked against the contract, then the envelope. A call
 * without a handler answers 500 未实现. Needs the database, storage, jobs, envelope and auth plugins.
 */
export const bindCatalogue = (app: FastifyInstance, env: Env, implementations: Implementation[]) => {
  const byId = new Map(implementations.map((i) => [i.call.id, i]));
  // Serialized envelopes: a hit costs neither a query nor JSON.stringify.
  const referenceAnswers = new ByteCache(referenceCache.bytes, referenceCache.ms);
  app.decorate('referenceAnswers', referenceAnswers);
  const readAnswers = new ByteCache(readCache.bytes, readCache.ms);
  app.decorate('readAnswers', readAnswers);
  for (const id of byId.keys()) if (!catalogue.some((c) => c.id === id)) throw new Error(`${id} is not declared`);
  // An answer kept in memory must not hide a write: only a call the contract declares read-only may be kept.
  for (const i of implementations)
    if ((i.read || i.reference) && !i.call.readOnly) throw new Error(`${i.call.id} keeps its answers but may write`);

  for (const call of catalogue) {
    const impl = byId.get(call.id);
    const needs = atomsOf(call);
    app.route({
      method: call.method,
      url: call.path,
      // Validation only: the OpenAPI document is built from the contract (src/openapi/document.ts).
      schema: {
        ...(call.params && { params: call.params }),
        ...(call.query && { querystring: call.query }),
        ...(call.body && !call.multipart && { body: call.body }),
      },
      // Who the caller is, before the body is read (docs/decisions/0012-input-limits-and-framework-errors.md): an
      // anonymous caller is asked to sign in (401) and one without the atom refused (403) whatever its body; only a
      // caller who may make the call learns that its body cannot be read (400). Not a call the dev kit forwards to
      // another host, which checks the token there.
      onRequest: async (request) => {
        if (request.answeredUpstream) return;
        // GET file reads also take a signed link, so an <img src> or a plain link can open them (decision 0042).
        request.auth = call.public
          ? null
          : opensByLink(call)
            ? await authenticateFileRead(app.db, request, linkKeyOf(env), requestPath(request.url))
            : await authenticate(app.db, request);
        if (needs.length > 0 && !needs.some((atom) => request.auth?.atoms.has(atom))) throw forbidden();
      },
      handler: async (request, reply) => {
        // Contract-wide input limits (docs/decisions/0012-input-limits-and-framework-errors.md), before anything runs.
        // A multipart call's text fields arrive with its file: its handler judges them with the same function.
        for (const [part, value, schema] of [
          ['params', request.params, call.params],
          ['query', request.query, call.query],
          ['body', call.multipart ? undefined : request.body, call.body],
        ] as const) {
          const over = inputLimitMessage(value, schema, part);
          if (over) throw new ApiFailure(Status.badRequest, over);
        }
        if (!impl) throw notImplemented();
        const input = () => JSON.stringify([request.params, request.query, request.body]);
        // A read answer belongs to one version of one database's rows: the write count is read before the handler.
        const writes = impl.read && env.READ_ANSWERS === 'on' ? writeCountOf(app.db) : undefined;
        const version = writes?.n;
        const [cache, cacheKey] = impl.reference
          ? [referenceAnswers, sha256(`${call.id}|${request.auth?.supplierCode}|${input()}`)]
          : writes
            ? // Per session: an answer may carry file links signed for the session (the download list's).
              [readAnswers, sha256(`${call.id}|${writes.id}:${version}|${request.auth?.token}|${input()}`)]
            : [undefined, undefined];
        const hit = cacheKey ? cache.get(cacheKey) : undefined;
        if (hit !== undefined) return reply.code(Status.ok).type(jsonType).send(hit);
        const context = {
          params: request.params,
          query: request.query,
          body: request.body,
          auth: request.auth as Auth,
          db: app.db,
          env,
          storage: app.storage,
          jobs: app.jobs,
          log: request.log,
          request,
          reply,
        } as HandlerContext<CallSpec>;
        // A read-only call runs where a write is refused (db/adapter.ts): what the contract says it is, it is. Awaited
        // inside: a Prisma promise runs its query when first awaited, and must do so within the call's context.
        const result = call.readOnly
          ? await readOnlyCall.run(call.id, async () => await impl.handler(context))
          : await impl.handler(context);
        if (call.file || reply.sent) return reply;
        const checked = call.data.safeParse(result);
        if (!checked.success) {
          request.log.error(
            { call: call.id, issues: checked.error.issues },
            'handler answer does not match the contract',
          );
          throw new ApiFailure(Status.serverError, StatusMessage.systemError);
        }
        if (!cacheKey) return sendEnvelope(reply, env, Status.ok, StatusMessage.ok, checked.data);
        // Serialized once: kept, and sent as a kept answer is. Not kept when a write came between (the answer may mix
        // both versions).
        const json = JSON.stringify({ status: Status.ok, message: StatusMessage.ok, data: checked.data });
        if (writes?.n === version) cache.set(cacheKey, json);
        return reply.code(Status.ok).type(jsonType).send(json);
      },
    });
  }
};
