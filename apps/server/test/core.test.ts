import { api, type Call, catalogue, Status, StatusMessage } from '@portal/contract';
import { describe, expect } from 'vitest';
import { implementations } from '../src/modules';
import {
  demo,
  internalTest,
  login,
  readTest,
  send,
  startStub,
  tokenRejected,
  useContractStub,
  writeTest,
} from './helper';

const { stub, tokens } = useContractStub({}, (app) => {
  app.get('/basic/test/boom', async () => {
    throw new Error('secret internals at /srv/app.ts:42');
  });
});

const implemented = new Set(implementations.map((i) => i.call.id));
const sampleParams = (call: Call) =>
  Object.fromEntries(Object.keys(call.params?.shape ?? {}).map((k) => [k, k === 'id' ? '1' : 'x']));

describe('the envelope', () => {
  writeTest('answers an unknown path with 非法请求', async () => {
    const res = await stub.http.post('/basic/supplier/nope').set('token', tokens.supplier).send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: Status.badRequest, message: StatusMessage.illegalRequest, data: null });
  });

  writeTest('answers malformed JSON with 非法请求', async () => {
    const res = await stub.http
      .post(api.account.login.path)
      .set('content-type', 'application/json')
      .send('{"loginAccount": "supplier",');
    expect(res.body).toEqual({ status: Status.badRequest, message: StatusMessage.illegalRequest, data: null });
  });

  readTest('names the field of a malformed body', async () => {
    const res = await send(stub, api.lookups.colorDataList, { body: { page: 'first' } }, tokens.supplier);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^page: /);
  });

  internalTest.because('adds a failing route to the app')(
    'answers an exception with 系统错误信息 and no internals',
    async () => {
      const res = await stub.http.get('/basic/test/boom');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ status: Status.serverError, message: StatusMessage.systemError, data: null });
      expect(res.text).not.toContain('secret');
    },
  );
});

describe('the token', () => {
  readTest.each([
    ['no token', undefined],
    ['an unknown token', 'f'.repeat(64)],
  ])('answers %s with 401 token验证不通过', async (_, token) => {
    const res = await send(stub, api.account.currentUser, {}, token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: Status.unauthorized, message: StatusMessage.tokenRejected, data: null });
  });

  internalTest.because('expires a stored session')('answers an expired token with 401', async () => {
    const token = await login(stub, demo.supplier);
    await stub.app?.db.session.update({ where: { token }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await send(stub, api.account.currentUser, {}, token);
    expect(res.body).toEqual({ status: Status.unauthorized, message: StatusMessage.tokenRejected, data: null });
  });

  writeTest('checks the token before the body', async () => {
    const res = await send(stub, api.account.saveOrUpdateSupplier, { body: {} });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(tokenRejected);
  });
});

describe('permission atoms', () => {
  writeTest('answers 403 没有权限 when the viewer lacks the atom', async () => {
    const call = api.fabric.delete as Call;
    expect(call.atom).toBe('fabric:recommendDelete');
    const res = await send(stub, call, { params: sampleParams(call), body: {} }, tokens.viewer);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
  });
});

describe('the catalogue', () => {
  writeTest('registers every declared call: each answers an envelope, never the default 404', async () => {
    for (const call of catalogue) {
      const res = await send(stub, call, { params: sampleParams(call), body: {} }, tokens.supplier);
      const where = `${call.method} ${call.path}`;
      if (call.file && res.status === 200) continue;
      expect(res.headers['content-type'], where).toMatch(/application\/json/);
      expect(res.body, where).toEqual(
        expect.objectContaining({ status: expect.any(Number), message: expect.any(String) }),
      );
      expect(res.body.message, where).not.toMatch(/^Route .* not found$/);
      if (!implemented.has(call.id) && res.body.status !== Status.badRequest) {
        expect(res.body, where).toEqual({
          status: Status.serverError,
          message: StatusMessage.notImplemented,
          data: null,
        });
      }
    }
  });
});

describe('HTTP_STATUS_MODE=always-200', () => {
  internalTest.because('starts a second stub with HTTP_STATUS_MODE=always-200')(
    'answers HTTP 200 with the envelope status in the body',
    async () => {
      const other = await startStub({ HTTP_STATUS_MODE: 'always-200' });
      try {
        const res = await send(other, api.account.currentUser);
        expect(res.status).toBe(200);
        expect(res.body.status).toBe(Status.unauthorized);
        const unknown = await other.http.get('/basic/unknown');
        expect(unknown.status).toBe(200);
        expect(unknown.body.message).toBe(StatusMessage.illegalRequest);
      } finally {
        await other.close();
      }
    },
  );
});

describe('the OpenAPI document', () => {
  readTest('is served at /docs/json with every call', async () => {
    const res = await stub.http.get('/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const call of catalogue) expect(paths).toContain(call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'));
  });

  readTest('serves Swagger UI at /docs', async () => {
    const res = await stub.http.get('/docs/').redirects(1);
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger');
  });
});
