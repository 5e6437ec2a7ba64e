import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { bindCatalogue } from './binder';
import { type Db, openDatabase } from './db/client';
import { fixtureImagesDir } from './db/fixtures';
import { type Env, storageRoot } from './env';
import { implementations, modules } from './modules';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { envelopePlugin } from './plugins/envelope';
import { jobsPlugin } from './plugins/jobs';
import { storagePlugin } from './plugins/storage';

export interface AppOptions {
  env: Env;
  /** An open database; by default the one at env.DATABASE_URL is opened (created and seeded if new). */
  db?: Db;
  /** false: none; true: pino at LOG_LEVEL; an object: Fastify's logger options as given. */
  logger?: boolean | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** Fastify's request log lines (src/logging.ts), passed through. */
  logController?: FastifyServerOptions['logController'];
}

/** The stub, ready to `listen` or to `inject` (tests build it in-process). */
export const buildApp = async ({
  env,
  db: given,
  logger = false,
  logController,
}: AppOptions): Promise<FastifyInstance> => {
  const db = given ?? (await openDatabase(env.DATABASE_URL));
  const app = Fastify({
    logger: logger === true ? { level: env.LOG_LEVEL } : logger,
    ...(logController && { logController }),
    // The real backend is tolerant of trailing slashes; so is the stub.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against the contract in the binder; the schema is for the OpenAPI document.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // The database first: what closes last (onClose hooks run last-registered first).
  await app.register(databasePlugin, { db, owned: !given });
  await app.register(storagePlugin, { root: storageRoot(env), fixtureFiles: fixtureImagesDir });
  await app.register(jobsPlugin);
  await app.register(envelopePlugin, { env });
  await app.register(authPlugin);
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
  bindCatalogue(app, env, implementations);
  // Routes outside the call catalogue (docs/decisions/0005-files-and-exports.md): the download link a record's
  // filePath carries, the stand-in storage host for direct uploads.
  for (const m of modules) m.routes?.(app, env);
  return app;
};
