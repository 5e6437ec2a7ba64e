import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import PinoPretty from 'pino-pretty';
import type { Env } from './env';
import { redactUrl } from './kit/framework-errors';

/**
 * Calls not worth a line when they succeed: the health check (docker's, and the dev start-up's wait for
 * the stub), Swagger UI's assets under /docs/static, favicons and other static files.
 */
const quietPath = /^\/(?:health|favicon\.ico)(?:[/?]|$)|^\/docs\/static\/|\.(?:css|js|map|png|svg|ico|woff2?)(?:\?|$)/;

export const isQuiet = (url: string): boolean => quietPath.test(url);

/** `POST /basic/login 200 35 ms`: the one line a request gets (a `?token=` value shows as `***`). */
export const requestLine = (method: string, url: string, statusCode: number, ms: number): string =>
  `${method} ${redactUrl(url)} ${statusCode} ${Math.round(ms)} ms`;

/**
 * Fastify's request log lines (its LogController), one line per request: no "incoming request" line,
 * the completed line says method, URL, status and time (with the request and response as fields, for
 * the JSON of production), a 404 is that line too, and successful quiet calls (`isQuiet`) say nothing.
 * Errors the app logs itself (plugins/envelope.ts, handlers) are left as they are.
 */
export class RequestLines extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const failed = Boolean(error) || reply.statusCode >= 500;
    if (!failed && isQuiet(request.url)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime, ...(error ? { err: error } : {}) };
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (failed) reply.log.error(fields, line);
    else reply.log.info(fields, line);
  }
}

export interface LoggingOptions {
  logger: Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  logController: LogController;
}

/**
 * The stub's logging, for Fastify's `logger` and `logController` options. Production
 * (NODE_ENV=production, as in the Dockerfile): pino's JSON lines on stdout, for a log collector.
 * Development: one readable line per request, `13:45:02 INFO POST /basic/login 200 35 ms`, by
 * pino-pretty in this process (synchronous, so nothing is lost when the process ends).
 */
export const logging = (env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): LoggingOptions => {
  const logController = new RequestLines();
  if (env.NODE_ENV === 'production') return { logger: { level: env.LOG_LEVEL }, logController };
  const pretty = PinoPretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    // The request line says it all; pid, host and the request id are noise on a developer's screen.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
  });
  return { logger: { level: env.LOG_LEVEL, stream: pretty }, logController };
};
