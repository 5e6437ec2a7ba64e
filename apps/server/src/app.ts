import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { bindCatalogue } from './binder';
import { type Db, openDatabase } from './db/client';
import { type Env, storageRoot } from './env';
import { Storage } from './lib/storage';
import { implementations, registerPlainRoutes } from './modules';
import { JobQueue } from './modules/exports/jobs';
import { registerEnvelopeErrors } from './plugins/envelope';

export interface AppOptions {
  env: Env;
  /** An open database; by default the one at env.DATABASE_URL is opened (created and seeded if new). */
  db?: Db;
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Uploaded files, thumbnails, exports (STORAGE_DIR). */
    storage: Storage;
    /** Background work (export files); drained on close. */
    jobs: JobQueue;
  }
}

/** The stub, ready to `listen` or to `inject` (tests build it in-process). */
export const buildApp = async ({ env, db: given, logger = false }: AppOptions): Promise<FastifyInstance> => {
  const db = given ?? (await openDatabase(env.DATABASE_URL));
  const app = Fastify({
    logger: logger && { level: env.LOG_LEVEL },
    // The real backend is tolerant of trailing slashes; so is the stub.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('db', db);
  app.decorate('storage', new Storage(storageRoot(env)));
  app.decorate('jobs', new JobQueue(1, (error) => app.log.error({ err: error }, 'background job failed')));
  app.decorateRequest('auth', null);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against the contract in the binder; the schema is for the OpenAPI document.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerEnvelopeErrors(app, env);

  await app.register(multipart);
  await app.register(swagger, {
    openapi: {
      info: { title: '供应商材料管理平台 stub', version: '1.0.0', description: 'The /basic/* call catalogue.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 200, message: 'ok', data: null }));
  bindCatalogue(app, implementations, db, env);
  registerPlainRoutes(app, env);
  // Exports still being written finish before the database closes.
  app.addHook('onClose', async () => app.jobs.drain());
  if (!given) app.addHook('onClose', async () => db.$disconnect());
  return app;
};
