import type { Socket } from 'node:net';
import { Status, StatusMessage } from '@portal/contract';
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

/**
 * `?token=abc` → `?token=***` (and `&token=`), and a signed file link's `signature` the same way (decision 0042):
 * what a request line may show of a URL.
 */
export const redactUrl = (url: string): string => url.replace(/([?&](?:token|signature)=)[^&#]*/gi, '$1***');
