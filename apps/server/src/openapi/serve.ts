import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Headers the answer gets from Fastify itself when the body is sent. */
const own = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * `/docs`: Swagger UI and the published document at `/docs/json` (docs/decisions/0019-openapi-document.md), from a
 * Fastify instance of their own that is made when `/docs` is first asked for (docs/decisions/0023-cold-start.md), so
 * the start loads neither @fastify/swagger, @fastify/swagger-ui and its static files nor the document's builder.
 * Every request under `/docs` is passed to it as it came and its answer sent back as it is.
 */
export const serveDocs = (app: FastifyInstance, serverUrl: string) => {
  let docs: Promise<FastifyInstance> | undefined;
  const make = async () => {
    const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }, { openApiDocument }] = await Promise.all(
      [import('fastify'), import('@fastify/swagger'), import('@fastify/swagger-ui'), import('./document')],
    );
    let document: ReturnType<typeof openApiDocument> | undefined;
    const published = () => (document ??= openApiDocument({ serverUrl }));
    const instance = Fastify();
    // swagger holds a stand-in; Swagger UI asks for the real document (`transformSpecification`).
    await instance.register(swagger, {
      mode: 'static',
      specification: { document: { openapi: '3.1.0', info: { title: '', version: '' }, paths: {} } },
    });
    await instance.register(swaggerUi, {
      routePrefix: '/docs',
      transformSpecification: published,
      transformSpecificationClone: false,
    });
    await instance.ready();
    return instance;
  };
  app.addHook('onClose', async () => {
    await (await docs?.catch(() => undefined))?.close();
  });
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= make().catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    const answer = await (await docs).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: request.headers,
    });
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !own.has(name)) reply.header(name, value);
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  for (const url of ['/docs', '/docs/*']) app.get(url, { schema: { hide: true } }, forward);
};
