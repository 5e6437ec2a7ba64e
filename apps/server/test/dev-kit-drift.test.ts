import { api, StatusMessage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { checkAnswer, renderDriftReport, summarizeAnswers } from '../src/dev-kit/drift';
import { demo, internalTest, login, send, startStub, type Target } from './helper';

const twoStubs = internalTest.because('starts a stub in proxy mode in front of a second stub');

/**
 * Contract drift (docs/dev-kit.md): a second stub on another port stands in for the real host, made to differ on
 * purpose with its own fault injector; the stub under test forwards to it and reports what differs.
 */
describe('checking an answer against the contract', () => {
  const user = { status: 200, message: '成功', data: { loginAccount: 'x' } };

  twoStubs('names the envelope, the status catalogue, the HTTP status and the first differing data paths', () => {
    expect(checkAnswer(api.account.currentUser, 200, '<html>')).toEqual({
      ok: false,
      problems: ['envelope: not {status: number, message: string, data}'],
    });
    expect(checkAnswer(api.account.currentUser, 418, { status: 418, message: '', data: null }).problems).toEqual([
      'status: 418 is not in the catalogue (200/400/401/403/500)',
    ]);
    expect(checkAnswer(api.account.currentUser, 502, { status: 500, message: '', data: null }).problems).toEqual([
      "http: 502 is neither 200 nor the envelope's 500",
    ]);
    const drift = checkAnswer(api.account.currentUser, 200, user);
    expect(drift.ok).toBe(false);
    expect(drift.problems[0]).toMatch(/^data\.\w+/);
    expect(checkAnswer(api.account.currentUser, 401, { status: 401, message: '', data: null })).toEqual({
      ok: true,
      problems: [],
    });
  });

  twoStubs('summarizes recorded answers per call and renders the report', () => {
    const reports = summarizeAnswers([
      { callId: api.account.currentUser.id, httpStatus: 200, contentType: 'application/json', body: user },
      {
        callId: api.account.menus.id,
        httpStatus: 403,
        contentType: 'application/json',
        body: { status: 403, message: StatusMessage.forbidden, data: null },
      },
    ]);
    expect(reports.find((r) => r.callId === api.account.currentUser.id)).toMatchObject({ answers: 1, drifted: 1 });
    expect(reports.find((r) => r.callId === api.account.menus.id)).toMatchObject({ answers: 1, drifted: 0 });
    const md = renderDriftReport('http://host', reports, true);
    expect(md).toContain(
      `| ${api.account.currentUser.id} | POST | \`${api.account.currentUser.path}\` | 1 | 1 | **drift** |`,
    );
    expect(md).toContain(`| ${api.account.menus.id} | POST | \`${api.account.menus.path}\` | 1 | 0 | holds |`);
  });
});

describe('proxy mode against a second stub', () => {
  let upstream: Target;
  let proxy: Target;
  let token: string;

  beforeAll(async () => {
    upstream = await startStub();
    const url = await upstream.app!.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startStub({ UPSTREAM_URL: url, UPSTREAM_MODE: 'all' });
    // Mode all: the login goes upstream too, so the token is the upstream's own.
    token = await login(proxy, demo.supplier);
  });
  afterAll(async () => {
    await proxy?.close();
    await upstream?.close();
  });

  const fault = (body: object) => upstream.http.post('/__stub/faults').send(body);

  twoStubs('forwards calls unchanged and finds no drift where the upstream holds to the contract', async () => {
    const res = await send(proxy, api.account.currentUser, {}, token);
    expect(res.body.status).toBe(200);
    expect(res.body.data.loginAccount).toBe('supplier');
    const drift = await proxy.http.get('/__stub/drift');
    expect(drift.body.data).toMatchObject({ mode: 'all', drift: [] });
    expect(drift.body.data.checked).toBeGreaterThanOrEqual(2);
  });

  twoStubs('logs the first differing paths of an answer that drifts, and still passes it on', async () => {
    await fault({
      match: api.account.currentUser.id,
      kind: 'body',
      body: { status: 200, message: '成功', data: { loginAccount: 42 } },
      times: 1,
    });
    const res = await send(proxy, api.account.currentUser, {}, token);
    expect(res.body.data.loginAccount).toBe(42);
    const [latest] = (await proxy.http.get('/__stub/drift')).body.data.drift;
    expect(latest).toMatchObject({ callId: api.account.currentUser.id, httpStatus: 200 });
    expect(latest.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^data\.loginAccount: /)]));
  });

  twoStubs('reports an upstream that is gone with a message', async () => {
    const orphan = await startStub({ UPSTREAM_URL: 'http://127.0.0.1:9', UPSTREAM_MODE: 'all' });
    try {
      const res = await send(orphan, api.account.currentUser, {}, 'any');
      expect(res.body).toMatchObject({ status: 500, message: 'upstream http://127.0.0.1:9 did not answer' });
    } finally {
      await orphan.close();
    }
  });
});
