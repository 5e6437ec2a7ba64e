import multipart from '@fastify/multipart';
import { Status, StatusMessage } from '@portal/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { bindCatalogue } from './binder';
import type { Db } from './db/client';
import { scopedDb } from './db/current';
import { fixtureImagesDir } from './db/fixtures';
import { devKitPlugin } from './dev-kit';
import { controlEnabled, type Env, storageRoot } from './env';
import { afterStart } from './kit/after-start';
import { onAnswerCut } from './kit/answer-cut';
import { resumeExportJobs } from './kit/export';
import { answerAfterBody, clientErrorHandler, redactUrl, Timeouts } from './kit/framework-errors';
import { trustedProxies } from './lib/trusted-proxy';
import { implementations, modules } from './modules';
import { serveDocs } from './openapi/serve';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { envelopePlugin, sendEnvelope } from './plugins/envelope';
import { jobsPlugin } from './plugins/jobs';
import { storagePlugin } from './plugins/storage';
import { openDatabase } from './stub-database';

export interface AppOptions {
  env: Env;
  /** An open database; by default the one at env.DATABASE_URL is opened (created and seeded if new). */
  db?: Db;
  /** false: none; true: pino at LOG_LEVEL; an object: Fastify's logger options as given. */
  logger?: boolean | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** Fastify's request log lines (src/logging.ts), passed through. */
  logController?: FastifyServerOptions['logController'];
}

/** Told of an answer to a request Fastify refused before routing it, with the envelope's status. */
type FrameworkAnswerListener = (request: FastifyRequest, reply: FastifyReply, status: number) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Calls `listener` when an answer Fastify's hooks never see has gone: a framework error (a path that does not
     * decode, an over-long path parameter), which Fastify answers before a route, and so before any hook, is found.
     */
    onFrameworkAnswer(listener: FrameworkAnswerListener): void;
  }
}

/** A request Fastify logs, told from a plain object logged under the same key. */
const isRequest = (req: FastifyRequest | Record<string, unknown>): req is FastifyRequest =>
  'raw' in req && typeof req.url === 'string' && typeof req.method === 'string';

/** The stub, ready to `listen` or to `inject` (tests build it in-process). */
export const buildApp = async ({
  env,
  db: given,
  logger = false,
  logController,
}: AppOptions): Promise<FastifyInstance> => {
  const db = given ?? (await openDatabase(env.DATABASE_URL, { scale: env.SEED_SCALE }));
  const loggerOptions = logger === true ? { level: env.LOG_LEVEL } : logger;
  // Fastify's own when none is given; kept at hand for the answers it never ends (below).
  const requestLines = logController ?? new LogController();
  // X-Forwarded-For only from the proxies TRUSTED_PROXY names: request.ip is then the client they saw
  // (the login throttling's address, docs/decisions/0030-login-throttling.md).
  const proxies = trustedProxies(env.TRUSTED_PROXY);
  const frameworkAnswerListeners: FrameworkAnswerListener[] = [];
  const app = Fastify({
    logger: loggerOptions && {
      // Tokens never reach a log: the header, and a ?token= or a file link's signature in the URL.
      redact: { paths: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'], censor: '***' },
      ...loggerOptions,
      serializers: {
        // Fastify's requests; a plain object logged under `req` keeps its keys (the redaction reads them).
        req: (req: FastifyRequest | Record<string, unknown>) =>
          isRequest(req)
            ? {
                method: req.method,
                url: redactUrl(req.url),
                host: req.host,
                remoteAddress: req.ip,
                remotePort: req.socket?.remotePort,
              }
            : req,
        ...loggerOptions.serializers,
      },
    },
    logController: requestLines,
    // The real backend is tolerant of trailing slashes; so is the stub.
    routerOptions: {
      ignoreTrailingSlash: true,
      // A path parameter longer than this finds no route: 400 非法请求 like any unknown path.
      maxParamLength: 500,
    },
    // docs/decisions/0012-input-limits-and-framework-errors.md: every answer is the envelope, timeouts bound.
    // Fastify runs no hook for these answers: their log line and the listeners (the dev kit's request log) are called
    // here, once the answer has gone.
    frameworkErrors: (_error, request, reply) => {
      reply.raw.once('finish', () => {
        if (loggerOptions) requestLines.requestCompleted(null, request, reply);
        for (const listener of frameworkAnswerListeners) listener(request, reply, Status.badRequest);
      });
      sendEnvelope(reply, env, Status.badRequest, StatusMessage.illegalRequest, null);
    },
    clientErrorHandler: clientErrorHandler(env),
    trustProxy: proxies.trusts,
    requestTimeout: Timeouts.request,
    connectionTimeout: Timeouts.idle,
    keepAliveTimeout: Timeouts.keepAlive,
    // zod validates; answers are checked against the contract in the binder, then stringified. Given here, Fastify
    // never loads its default compilers (Ajv, fast-json-stringify): less to load at start.
    schemaController: {
      compilersFactory: {
        // Fastify types the factory for Ajv's schemas; zod's compiler takes the route's zod schemas instead.
        buildValidator: (() => validatorCompiler) as unknown as NonNullable<
          NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
        >['buildValidator'],
        buildSerializer: () => () => (data: unknown) => JSON.stringify(data),
      },
    },
  });
  app.server.headersTimeout = Timeouts.headers;
  // An answer given before the body has all arrived waits for the rest of it (kit/framework-errors.ts).
  app.addHook('onSend', answerAfterBody);
  app.decorate('onFrameworkAnswer', (listener: FrameworkAnswerListener) => {
    frameworkAnswerListeners.push(listener);
  });
  // An answer the client closed before it finished (a download closed on its last byte) has its line too: Fastify
  // writes one only for an answer that finishes (kit/answer-cut.ts).
  if (loggerOptions)
    app.addHook('onRequest', (request, reply, done) => {
      onAnswerCut(reply, () => requestLines.requestCompleted(null, request, reply));
      done();
    });
  // Names are looked up in the background: a slow resolver never delays the start.
  app.addHook('onReady', async () => {
    void proxies.start((name, error) => app.log.debug({ err: error, name }, 'a trusted proxy does not resolve (yet)'));
  });
  app.addHook('onClose', async () => proxies.stop());

  // The database first: what closes last (onClose hooks run last-registered first).
  // With the control surface, app.db follows the request's scenario (docs/dev-kit.md "Scenarios").
  await app.register(databasePlugin, { db: controlEnabled(env) ? scopedDb(db) : db, owned: !given });
  await app.register(storagePlugin, {
    root: storageRoot(env),
    quotaBytes: env.STORAGE_QUOTA_BYTES,
    fixtureFiles: fixtureImagesDir,
  });
  await app.register(jobsPlugin);
  // Durable exports (docs/decisions/0005-files-and-exports.md): jobs a crash left queued or running run again, once
  // the stub is up (kit/after-start.ts).
  afterStart(app, async () => {
    try {
      const resumed = await resumeExportJobs(app.jobs, { db: app.db, env, storage: app.storage, log: app.log });
      if (resumed > 0) app.log.info({ resumed }, 'export jobs resumed');
    } catch (err) {
      app.log.error({ err }, 'resuming the export jobs failed');
    }
  });
  await app.register(envelopePlugin, { env });
  await app.register(authPlugin);
  await app.register(multipart);
  // The published document is built from the contract alone (src/openapi, docs/decisions/0019-openapi-document.md);
  // it and Swagger UI are loaded when /docs is first asked for, not at start (docs/decisions/0023-cold-start.md).
  const host = ['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST;
  serveDocs(app, env.PUBLIC_BASE_URL || `http://${host}:${env.PORT}`);
  // Before the catalogue: its hooks see every call (docs/dev-kit.md).
  if (controlEnabled(env))
    await app.register(devKitPlugin, { env, implemented: new Set(implementations.map((i) => i.call.id)) });

  // The database answers a cheap query, or the health check fails (500 in the envelope).
  app.get('/health', { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.db.$queryRawUnsafe('SELECT 1');
      return { status: 200, message: 'ok', data: { database: 'ok' } };
    } catch (error) {
      request.log.error({ err: error }, 'health: the database does not answer');
      return sendEnvelope(reply, env, Status.serverError, StatusMessage.systemError, { database: 'unavailable' });
    }
  });
  bindCatalogue(app, env, implementations);
  // Routes outside the call catalogue (docs/decisions/0005-files-and-exports.md): the download link a record's
  // filePath carries, the stand-in storage host for direct uploads.
  for (const m of modules) m.routes?.(app, env);
  return app;
};
