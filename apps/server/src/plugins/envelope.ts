import { Status, StatusMessage } from '@portal/contract';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Env } from '../env';
import { ApiFailure } from '../lib/errors';

export const jsonType = 'application/json; charset=utf-8';

/** The one way the stub answers: `{status, message, data}`; HTTP mirrors `status` unless told otherwise. */
export const sendEnvelope = (
  reply: FastifyReply,
  env: Pick<Env, 'HTTP_STATUS_MODE'>,
  status: number,
  message: string,
  data: unknown,
  httpStatus?: number,
) =>
  reply
    .code(httpStatus ?? (env.HTTP_STATUS_MODE === 'always-200' ? 200 : status))
    .type(jsonType)
    .send({ status, message, data });

/** `body.personTel: 请输入正确的手机号码` → names the field and keeps the rule's own message. */
const validationMessage = (error: FastifyError): string => {
  if (!hasZodFastifySchemaValidationErrors(error)) return StatusMessage.illegalRequest;
  const first = error.validation[0];
  const path = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = path || error.validationContext || 'body';
  return `${field}: ${first?.message ?? StatusMessage.illegalRequest}`;
};

export interface EnvelopeOptions {
  env: Pick<Env, 'HTTP_STATUS_MODE'>;
}

/**
 * Every failure becomes an envelope and nothing leaks a stack: `ApiFailure` (what handlers throw with
 * `fail()`), validation errors (400 naming the field), other client errors (400 非法请求), anything else
 * (500 系统错误信息), and unknown paths (400 非法请求).
 */
export const envelopePlugin = fp<EnvelopeOptions>(
  async (app, { env }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiFailure) {
        const { data = null, httpStatus } = error.options;
        return sendEnvelope(reply, env, error.status, error.message, data, httpStatus);
      }
      if (error.validation) return sendEnvelope(reply, env, Status.badRequest, validationMessage(error), null);
      const code = error.statusCode ?? 500;
      if (code >= 400 && code < 500) {
        // Malformed JSON, wrong content type, empty body with a JSON header … (the request line already says 400)
        request.log.debug({ code: error.code }, error.message);
        return sendEnvelope(reply, env, Status.badRequest, StatusMessage.illegalRequest, null);
      }
      request.log.error(error);
      return sendEnvelope(reply, env, Status.serverError, StatusMessage.systemError, null);
    });
    app.setNotFoundHandler((_request, reply) =>
      sendEnvelope(reply, env, Status.badRequest, StatusMessage.illegalRequest, null),
    );
  },
  { name: 'envelope' },
);
