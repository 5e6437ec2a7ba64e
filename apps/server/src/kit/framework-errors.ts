import type { Socket } from 'node:net';
import { Status, StatusMessage } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';

/**
 * Timeouts of the stub's HTTP server (docs/decisions/0012-input-limits-and-framework-errors.md), in ms.
 * - headers: the request line and headers must arrive within 10 s (slowloris);
 * - request: the whole request, body included, within 60 s (the largest upload on a slow line);
 * - idle: a socket with no traffic at all for 120 s is closed (Fastify's connectionTimeout);
 * - keepAlive: an idle keep-alive connection is kept 72 s (Fastify's default, above common proxies' 60 s).
 */
export const Timeouts = { headers: 10_000, request: 60_000, idle: 120_000, keepAlive: 72_000 } as const;

/** The envelope every framework-level failure answers with (never the URL, never Fastify's text). */
export const illegalRequestJson = JSON.stringify({
  status: Status.badRequest,
  message: StatusMessage.illegalRequest,
  data: null,
});

/**
 * Fastify's `clientErrorHandler`: failures Node meets before there is a request (headers too large, broken
 * framing, a request that times out) are answered with the envelope on the raw socket, then it is closed.
 */
export const clientErrorHandler =
  (env: Pick<Env, 'HTTP_STATUS_MODE'>) =>
  (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = env.HTTP_STATUS_MODE === 'always-200' ? 200 : Status.badRequest;
    const reason = status === 200 ? 'OK' : 'Bad Request';
    const body = illegalRequestJson;
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };

/** The query parameters whose values never reach a log: the login token, a signed file link's signature. */
const secretParams = new Set(['token', 'signature']);

/**
 * A parameter name as the query parser reads it (`+` is a space, `%74oken` is `token`), decoded again while it still
 * decodes, so a name encoded twice is caught too; a name that does not decode stays as written.
 */
const decodedName = (raw: string): string => {
  let name = raw.replace(/\+/g, ' ');
  for (let i = 0; i < 4 && name.includes('%'); i++) {
    try {
      name = decodeURIComponent(name);
    } catch {
      break;
    }
  }
  return name.toLowerCase();
};

/**
 * `?token=abc` → `?token=***` (and `&token=`), and a signed file link's `signature` the same way (decision 0042):
 * what a request line, the dev kit's request log or a recorded answer may show of a URL, or of any text holding one.
 * Names are compared as the query parser reads them, in any case: `?%74oken=` and `?tok%65n=` are the token too
 * (docs/decisions/0012-input-limits-and-framework-errors.md). A value is masked up to the next `&` or `#`.
 */
export const redactUrl = (url: string): string => {
  // Every `name=` after a `?` or `&` (the name stops at what cannot be part of it), and a value's end.
  const param = /[?&]([^?&#=]*)=/g;
  const value = /[^&#]*/y;
  let out = '';
  let at = 0;
  for (let m = param.exec(url); m; m = param.exec(url)) {
    if (!secretParams.has(decodedName(m[1] ?? ''))) continue;
    value.lastIndex = param.lastIndex;
    value.exec(url);
    out += `${url.slice(at, param.lastIndex)}***`;
    at = value.lastIndex;
    param.lastIndex = value.lastIndex;
  }
  return out + url.slice(at);
};

/** The most of an unread body `answerAfterBody` waits for: beyond it the answer goes at once and the connection closes. */
export const drainMaxBytes = 64 * 1024 * 1024;

/**
 * An `onSend` hook: an answer given before the request's body has all arrived (a JSON body over the limit, refused by
 * its Content-Length; an anonymous caller or one without the atom, refused before the body is read) waits until the
 * rest of the body has arrived, and throws it away. Sent at once, the answer closed the connection while the client was
 * still writing: a client that writes the whole body before it reads (Node's fetch, many HTTP libraries) saw EPIPE,
 * not the envelope. The wait is bounded: a body announced or found larger than `drainMaxBytes` is not waited for, and
 * the request timeout (`Timeouts.request`) closes a connection whose body never ends. A request whose connection has
 * gone is answered at once (the answer goes nowhere).
 */
export const answerAfterBody = (
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void => {
  const body = request.raw;
  const unread = !body.complete && !body.destroyed && !body.readableEnded;
  if (!unread || Number(body.headers['content-length']) > drainMaxBytes) {
    done(null, payload);
    return;
  }
  let bytes = 0;
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > drainMaxBytes) settle();
  };
  const settle = () => {
    body.off('data', count);
    body.off('end', settle);
    body.off('close', settle);
    body.off('error', settle);
    done(null, payload);
  };
  body.on('data', count);
  body.once('end', settle);
  body.once('close', settle);
  body.once('error', settle);
  body.resume();
};
