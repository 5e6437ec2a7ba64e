import type { FastifyRequest } from 'fastify';

/**
 * What went wrong reading a multipart body, when it is the client's doing: 'aborted' (the client went away;
 * nobody is left to answer) or 'malformed' (no boundary, a truncated body, a broken part header: 400).
 * null: something else, the stub's own failure.
 */
export const multipartProblem = (request: FastifyRequest, error: unknown): 'aborted' | 'malformed' | null => {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'ECONNRESET' || code === 'ECONNABORTED' || message === 'aborted') return 'aborted';
  // busboy's words for a body that ends before its closing boundary, or has none, or a broken part header.
  if (
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    code === 'FST_PROTO_VIOLATION' ||
    /^Multipart: |unexpected end|terminated early|malformed (part )?header|boundary/i.test(message)
  )
    return 'malformed';
  if (request.raw.aborted || (!request.raw.complete && request.raw.socket?.destroyed)) return 'aborted';
  return null;
};
