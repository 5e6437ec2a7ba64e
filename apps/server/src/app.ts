import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { bindCatalogue } from './binder';
import { type Db, openDatabase } from './db/client';
import type { Env } from './env';
import { implementations } from './modules';
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
  if (!given) app.addHook('onClose', async () => db.$disconnect());
  return app;
};
