import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { api, downloadHref, Status, StatusMessage } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, onTestFinished, vi } from 'vitest';
import { drainMaxBytes, redactUrl, Timeouts } from '../src/kit/framework-errors';
import { requestLine } from '../src/logging';
import { forbidden, internalTest, send, tokenRejected, useContractStub } from './helper';

const framework = internalTest.because('the framework in process: raw sockets to its port, its log and its timeouts');

const illegal = { status: Status.badRequest, message: StatusMessage.illegalRequest, data: null };
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const {
  stub,
  tokens,
  app: inProcessApp,
} = useContractStub({}, undefined, {
  logger: { level: 'info', stream: logStream },
});
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = inProcessApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});

/** Sends raw bytes on a fresh connection and resolves with everything the server writes until it closes. */
const raw = (bytes: string): Promise<{ status: number; head: string; body: string }> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
    socket.end(bytes);
  });

const get = (path: string, headers = '') =>
  raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`);

describe('framework errors answer the envelope', () => {
  framework('headers too large (was 431 with an empty body)', async () => {
    const res = await get('/basic/api/user/currentUser', `x-big: ${'a'.repeat(20_000)}\r\n`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(illegal);
  });

  framework('broken framing (an invalid Content-Length, a bad chunk)', async () => {
    const bad = await raw('POST /basic/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual(illegal);
    const chunk = await raw(
      'POST /basic/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    expect(chunk.status).toBe(400);
    expect(JSON.parse(chunk.body)).toEqual(illegal);
  });

  framework('a malformed request line', async () => {
    const res = await raw('GARBAGE\r\n\r\n');
    expect(JSON.parse(res.body)).toEqual(illegal);
  });

  framework('bad percent-encoding in a path, without echoing the URL (was FST_ERR_BAD_URL)', async () => {
    const res = await get('/basic/api/upload/getFile/%E0%A4%A?probe=ECHO');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(illegal);
    expect(res.body).not.toContain('ECHO');
    expect(res.body).not.toContain('%E0');
  });

  framework('a refused URL has its log line and its request-log entry (Fastify runs no hook for it)', async () => {
    const paths = [
      '/basic/api/upload/getFile/%E0%A4%A?token=SECRET-IN-URL',
      `/basic/api/upload/getFile/${'b'.repeat(600)}`,
    ];
    for (const path of paths) expect((await get(path)).status).toBe(400);
    const entries = (await stub.http.get('/__stub/requests?limit=200')).body.data as {
      url: string;
      httpStatus: number;
      status: number | null;
      callId: string | null;
      ms: number;
    }[];
    for (const path of paths) {
      const url = redactUrl(path);
      expect(entries.find((e) => e.url === url)).toMatchObject({ httpStatus: 400, status: 400, callId: null });
      const lines = logLines.map((l) => JSON.parse(l) as { reqId?: string; req?: { url: string }; res?: object });
      const id = lines.find((l) => l.req?.url === url)?.reqId;
      expect(id).toBeDefined();
      expect(lines.find((l) => l.reqId === id && l.res)).toMatchObject({ res: { statusCode: 400 } });
    }
    expect(entries.every((e) => Number.isFinite(e.ms))).toBe(true);
    expect(JSON.stringify(entries) + logLines.join('')).not.toContain('SECRET-IN-URL');
  });

  framework('an over-long path parameter (was 414 with Fastify’s code)', async () => {
    const res = await get(`/basic/api/upload/getFile/${'a'.repeat(5000)}`, `token: ${tokens.supplier}\r\n`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(illegal);
  });

  framework('an unknown path, a wrong content type, an oversized body', async () => {
    expect((await get('/nope/%zz')).body).toBe(JSON.stringify(illegal));
    const type = await stub.http.post(api.account.login.path).set('content-type', 'text/xml').send('<a/>');
    expect(type.body).toEqual(illegal);
    const big = await stub.http
      .post(api.account.login.path)
      .set('content-type', 'application/json')
      .send(`{"loginAccount":"${'x'.repeat(1_100_000)}"}`);
    expect(big.body).toEqual(illegal);
  });
});

describe('an answer given before the body has arrived', () => {
  /**
   * Writes a POST whose body is far over the JSON limit on a fresh connection, the whole body before reading anything
   * (as Node's fetch does), and resolves with the answer, or with the error writing the body met.
   */
  const postWhole = (path: string, headers = ''): Promise<{ error?: string; status?: number; body?: string }> =>
    new Promise((resolve) => {
      const body = JSON.stringify({ loginAccount: 'x'.repeat(5_000_000) });
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', answer = ''] = text.split('\r\n\r\n', 2);
        resolve({ status: Number(head.split(' ')[1]), body: answer });
      });
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n${headers}\r\n`,
      );
      socket.end(body);
    });

  framework('reaches a client still writing a body over the limit (was EPIPE or a reset)', async () => {
    for (let i = 0; i < 3; i++)
      expect(await postWhole(api.account.login.path)).toEqual({ status: 400, body: JSON.stringify(illegal) });
  });

  framework('reaches an anonymous client still writing its body (was EPIPE or a reset)', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await postWhole(api.account.currentUser.path);
      expect(res.error).toBeUndefined();
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body!)).toEqual(tokenRejected);
    }
  });

  framework('does not wait for a body announced larger than it waits for', async () => {
    // The connection stays open and no more of the body comes: the answer arrives all the same.
    const socket = connect(port, '127.0.0.1');
    onTestFinished(() => {
      socket.destroy();
    });
    socket.write(
      `POST ${api.account.currentUser.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${drainMaxBytes + 1}\r\n\r\n{"a":`,
    );
    let text = '';
    for await (const chunk of socket) {
      text += String(chunk);
      if (text.includes('\r\n\r\n') && text.endsWith('}')) break;
    }
    expect(text.split(' ')[1]).toBe('401');
    expect(JSON.parse(text.split('\r\n\r\n')[1]!)).toEqual(tokenRejected);
  });
});

describe('who the caller is comes before the body', () => {
  /** A POST with this content type and body text, and the token when given. */
  const post = (path: string, type: string, body: string, token?: string) => {
    const req = stub.http.post(path).set('content-type', type);
    if (token) req.set('token', token);
    return req.send(body);
  };
  const unreadable: [string, string][] = [
    ['application/json', '{bad'],
    ['application/xml', '<a/>'],
    ['application/json', ''],
    ['application/json', `{"x":"${'x'.repeat(1_100_000)}"}`],
  ];

  framework('an anonymous caller is asked to sign in whatever its body (was 400 非法请求)', async () => {
    for (const [type, body] of unreadable)
      expect((await post(api.account.currentUser.path, type, body)).body, `${type} ${body.slice(0, 8)}`).toEqual(
        tokenRejected,
      );
    expect((await post(api.account.currentUser.path, 'application/json', '{bad', 'no-such-token')).body).toEqual(
      tokenRejected,
    );
  });

  framework('a caller without the call’s atom is refused before its body is read (was 400 非法请求)', async () => {
    expect((await post(api.comment.save.path, 'application/json', '{bad', tokens.viewer)).body).toEqual(forbidden);
  });

  framework(
    'a signed-in caller, and a public call, still get 400 非法请求 for a body that cannot be read',
    async () => {
      for (const [type, body] of unreadable) {
        expect((await post(api.account.currentUser.path, type, body, tokens.supplier)).body).toEqual(illegal);
        expect((await post(api.comment.save.path, type, body, tokens.supplier)).body).toEqual(illegal);
        expect((await post(api.account.login.path, type, body)).body).toEqual(illegal);
      }
    },
  );
});

describe('timeouts', () => {
  framework('are configured on the server', () => {
    expect(app.server.headersTimeout).toBe(Timeouts.headers);
    expect(app.server.requestTimeout).toBe(Timeouts.request);
    expect(app.server.keepAliveTimeout).toBe(Timeouts.keepAlive);
    expect(app.server.timeout).toBe(Timeouts.idle);
    expect(app.initialConfig.connectionTimeout).toBe(Timeouts.idle);
    expect(Timeouts.headers).toBeLessThanOrEqual(Timeouts.request);
  });
});

describe('token redaction', () => {
  framework('never logs the value of ?token=', async () => {
    await stub.http.get(`/basic/api/upload/getFile/nope?token=${tokens.supplier}&x=1`);
    const text = logLines.join('');
    expect(text).toContain('token=***');
    expect(text).not.toContain(tokens.supplier);
    expect(requestLine('GET', `/f?a=1&token=${tokens.supplier}#x`, 200, 1)).toBe('GET /f?a=1&token=***#x 200 1 ms');
  });

  framework('never logs the signature of a signed file link (decision 0042)', async () => {
    await stub.http.get('/basic/api/upload/getFile/nope?expires=1&account=1&session=s&signature=SECRET-SIGNATURE');
    const text = logLines.join('');
    expect(text).toContain('signature=***');
    expect(text).not.toContain('SECRET-SIGNATURE');
  });

  framework('masks a token or a signature whose parameter name is percent-encoded (was logged in full)', async () => {
    // The query parser decodes names: `%74oken=` is the token getOSS reads, `sign%61ture=` a link's signature.
    for (const name of ['%74oken', 'tok%65n', '%54OKEN', 'to%6b%65n']) {
      const res = await stub.http.get(`${api.files.getOSS.path}?${name}=${tokens.supplier}`);
      expect(res.body.status).toBe(name === '%54OKEN' ? Status.unauthorized : Status.ok);
    }
    const [link] = (await send(stub, api.files.fileLinks, { body: { ids: ['shoe-tree-last-1'] } }, tokens.supplier))
      .body.data.links;
    const signature = new URL(link.file, 'http://stub.invalid').searchParams.get('signature')!;
    const disguised = downloadHref(link.file).replace('signature=', 'sign%61ture=');
    expect((await stub.http.get(disguised)).status).toBe(200);
    const requests = (await stub.http.get('/__stub/requests?limit=200')).body.data.map((r: { url: string }) => r.url);
    for (const text of [logLines.join(''), requests.join('\n')]) {
      expect(text).toContain('%74oken=***');
      expect(text).toContain('tok%65n=***');
      expect(text).toContain('sign%61ture=***');
      expect(text).not.toContain(tokens.supplier);
      expect(text).not.toContain(signature);
    }
    // Decoded as often as it takes, a name that will not decode is left as it is, text around a URL too.
    expect(redactUrl('/f?%2574oken=a&x=1&Sign%61ture=b#f')).toBe('/f?%2574oken=***&x=1&Sign%61ture=***#f');
    expect(redactUrl('/f?%E0%A4%A=1&to%6ben=c')).toBe('/f?%E0%A4%A=1&to%6ben=***');
    expect(redactUrl('see /a?x=1?tok%65n=z&next=/b?token=y')).toBe('see /a?x=1?tok%65n=***&next=/b?token=***');
  });

  framework('censors token headers a log line carries', () => {
    app.log.info({ req: { headers: { token: 'SECRET-HEADER' } } }, 'probe');
    expect(logLines.join('')).not.toContain('SECRET-HEADER');
  });
});

describe('/health', () => {
  framework('reports the database', async () => {
    const ok = await stub.http.get('/health');
    expect(ok.body).toEqual({ status: 200, message: 'ok', data: { database: 'ok' } });
    const spy = vi.spyOn(app.db, '$queryRawUnsafe').mockRejectedValueOnce(new Error('disk I/O error'));
    const down = await stub.http.get('/health');
    spy.mockRestore();
    expect(down.status).toBe(500);
    expect(down.body).toEqual({
      status: Status.serverError,
      message: StatusMessage.systemError,
      data: { database: 'unavailable' },
    });
  });
});
