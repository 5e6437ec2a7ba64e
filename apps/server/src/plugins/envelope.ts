import { Status, StatusMessage } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Env } from '../env';
import { ApiFailure } from '../lib/errors';

export const jsonType = 'application/json; charset=utf-8';

/** The one way the stub answers: `{status, message, data}`; HTTP mirrors `status` unless told otherwise. */
export const sendEnvelope = (
  reply: FastifyReply,
  env: Env,
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

/** Every failure becomes an envelope; nothing leaks a stack. */
export const registerEnvelopeErrors = (app: FastifyInstance, env: Env) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiFailure) {
      const { data = null, httpStatus } = error.options;
      return sendEnvelope(reply, env, error.status, error.message, data, httpStatus);
    }
    if (error.validation) return sendEnvelope(reply, env, Status.badRequest, validationMessage(error), null);
    const code = error.statusCode ?? 500;
    if (code >= 400 && code < 500) {
      // Malformed JSON, wrong content type, empty body with a JSON header …
      request.log.info({ code: error.code }, error.message);
      return sendEnvelope(reply, env, Status.badRequest, StatusMessage.illegalRequest, null);
    }
    request.log.error(error);
    return sendEnvelope(reply, env, Status.serverError, StatusMessage.systemError, null);
  });
  app.setNotFoundHandler((_request, reply) =>
    sendEnvelope(reply, env, Status.badRequest, StatusMessage.illegalRequest, null),
  );
};
