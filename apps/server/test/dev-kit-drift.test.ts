import { api, type Call, catalogue, StatusMessage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { z } from 'zod';
import {
  checkAnswer,
  type RecordedAnswer,
  recordAnswer,
  renderDriftReport,
  summarizeAnswers,
  writeNotSent,
} from '../src/dev-kit/drift';
import { probe, signIn } from '../src/dev-kit/probe';
import { demo, env, internalTest, login, send, startStub, type Target } from './helper';

/**
 * Contract drift (docs/dev-kit.md): the checks an answer goes through, the report, and the probe of
 * `pnpm contract:check` against a second stub made to differ on purpose with its own fault injector.
 */
describe('checking an answer against the contract', () => {
  const user = { status: 200, message: '成功', data: { loginAccount: 'x' } };

  internalTest('names the envelope, the status catalogue, the HTTP status and the first differing data paths', () => {
    expect(checkAnswer(api.account.currentUser, 200, '<html>')).toEqual({
      ok: false,
      problems: ['envelope: not {status: number, message: string, data}'],
    });
    expect(checkAnswer(api.account.currentUser, 418, { status: 418, message: '', data: null }).problems).toEqual([
      'status: 418 is not in the catalogue (200/400/401/403/500)',
    ]);
    expect(checkAnswer(api.account.currentUser, 502, { status: 400, message: '', data: null }).problems).toEqual([
      "http: 502 is neither 200 nor the envelope's 400",
    ]);
    const drift = checkAnswer(api.account.currentUser, 200, user);
    expect(drift.ok).toBe(false);
    expect(drift.problems[0]).toMatch(/^data\.\w+/);
    expect(checkAnswer(api.account.currentUser, 401, { status: 401, message: '', data: null })).toEqual({
      ok: true,
      problems: [],
    });
  });

  internalTest('counts any 500 as drift, whatever the HTTP status', () => {
    const failed = { status: 500, message: StatusMessage.systemError, data: null };
    for (const http of [200, 500])
      expect(checkAnswer(api.account.currentUser, http, failed)).toEqual({
        ok: false,
        problems: ['status: 500 系统错误信息: the host failed'],
      });
  });

  internalTest('names keys the contract does not declare: a renamed optional field is seen', () => {
    const call = {
      ...api.account.currentUser,
      data: z.object({ rows: z.array(z.object({ note: z.string().optional() })) }),
    };
    const renamed = { status: 200, message: '成功', data: { rows: [{ note: 'a' }, { remark: 'b' }] } };
    // zod alone accepts it: the old name is optional, the new one is dropped when parsing.
    expect(call.data.safeParse(renamed.data).success).toBe(true);
    expect(checkAnswer(call as Call, 200, renamed).problems).toEqual(['data.rows.1.remark: not in the contract']);
  });

  internalTest('refuses data on a refusal unless the call declares refusal data', () => {
    const refusal = (data: unknown) => ({ status: 400, message: '操作失败', data });
    expect(checkAnswer(api.account.currentUser, 400, refusal({ why: 1 })).problems).toEqual([
      'data: a refusal carries data the contract does not declare (null, or the call’s refusal data)',
    ]);
    expect(checkAnswer(api.price.materialSaveOrUpdateCard, 400, refusal({ errors: [] })).ok).toBe(true);
  });

  internalTest('reads a JSON answer a test received as bytes as the JSON it is', () => {
    const refusal = { status: 400, message: '文件生成中', data: null };
    const asBytes = recordAnswer(
      api.componentCost.exportByKey,
      400,
      'application/json; charset=utf-8',
      Buffer.from(JSON.stringify(refusal)),
    );
    expect(asBytes).toEqual({
      callId: api.componentCost.exportByKey.id,
      httpStatus: 400,
      status: 400,
      message: '文件生成中',
      success: false,
      problems: [],
    });
    const file = recordAnswer(api.componentCost.exportByKey, 200, 'application/vnd.ms-excel', Buffer.from('PK'));
    expect(file).toMatchObject({ status: null, success: true, problems: [] });
  });
});

describe('the report', () => {
  const answer = (call: Call, over: Partial<RecordedAnswer> = {}): RecordedAnswer => ({
    callId: call.id,
    httpStatus: 200,
    status: 200,
    message: '成功',
    success: true,
    problems: [],
    ...over,
  });

  internalTest('gives each call a verdict: holds, refusals only, drift, or not exercised with the reason', () => {
    const refusal = { status: 403, httpStatus: 403, message: StatusMessage.forbidden, success: false };
    const failed = { status: 500, httpStatus: 500, message: '系统错误信息', success: false, problems: ['status: 500'] };
    const reports = summarizeAnswers(
      [
        answer(api.account.currentUser, { problems: ['data.personTel: Invalid input'] }),
        answer(api.account.menus),
        answer(api.account.menus, refusal),
        answer(api.dashboard.homeInfos, refusal),
        // The probe's input refused on each try: drift, though each answer is a valid envelope.
        answer(api.componentCost.count, { ...refusal, probe: true }),
        answer(api.componentCost.count, { ...refusal, probe: true }),
        // A probe answered 500: drift for the 500, said once.
        answer(api.season.deliveredCount, { ...failed, probe: true }),
      ],
      new Map([[api.files.findRedis.id, 'no download record']]),
    );
    const of = (call: Call) => reports.find((r) => r.callId === call.id);
    expect(reports).toHaveLength(catalogue.length);
    expect(of(api.account.currentUser)).toMatchObject({
      verdict: 'drift',
      drifted: 1,
      problems: ['data.personTel: Invalid input'],
    });
    expect(of(api.account.menus)).toMatchObject({ verdict: 'holds', answers: 2, successes: 1, drifted: 0 });
    expect(of(api.dashboard.homeInfos)).toMatchObject({ verdict: 'refusals only', successes: 0 });
    expect(of(api.componentCost.count)).toMatchObject({
      verdict: 'drift',
      drifted: 2,
      problems: ['probe: each of its 2 inputs refused (403 没有权限)'],
    });
    expect(of(api.season.deliveredCount)).toMatchObject({ verdict: 'drift', drifted: 1, problems: ['status: 500'] });
    expect(of(api.files.findRedis)).toMatchObject({ verdict: 'not exercised', note: 'no download record' });
    expect(of(api.account.changePwd)).toMatchObject({ verdict: 'not exercised', note: writeNotSent });
  });

  internalTest('lists the drifting calls first and keeps the suite’s verdict apart from drift', () => {
    const reports = summarizeAnswers([
      answer(api.account.currentUser, { problems: ['data.personTel: Invalid input'] }),
    ]);
    const md = renderDriftReport('http://host', reports, {
      ran: true,
      passed: false,
      tests: 10,
      failed: 2,
      failures: ['fabric lists'],
    });
    expect(md).toContain('- **Drift: 1 calls.**');
    expect(md).toContain(
      "- The contract suite's own verdict (not drift): failed: 2 of 10 tests, first: “fabric lists”.",
    );
    expect(md).toContain(
      `## Drift\n\n- \`${api.account.currentUser.id}\` POST \`${api.account.currentUser.path}\`: 1 of 1 answers\n  - data.personTel: Invalid input`,
    );
    expect(md).toContain(
      `| ${api.account.currentUser.id} | POST | \`${api.account.currentUser.path}\` | 1 | 1 | 1 | **drift** | data.personTel: Invalid input |`,
    );
    expect(md).toContain(
      `| ${api.account.changePwd.id} | POST | \`${api.account.changePwd.path}\` | 0 | 0 | 0 | not exercised | ${writeNotSent} |`,
    );
  });
});

/** What the probe cannot send to a host that has only the fixtures, and why. */
const unsentOnFixtures = {
  [api.files.findRedis.id]: "the host's answers name no download record (navbar.downloadList)",
  [api.fabric.querySimilarImg.id]: 'a multipart upload: the probe sends no file',
  [api.componentCost.exportByKey.id]: 'needs the key of a component-cost export, which only a write makes',
};

describe('the probe of contract:check against a second stub', () => {
  let host: Target;
  let url: string;
  let token: string;

  beforeAll(async () => {
    host = await startStub();
    url = await host.app!.listen({ port: 0, host: '127.0.0.1' });
    token = (await signIn(url, demo.supplier, env.PASSWORD_AES_KEY)).token;
  });
  afterAll(() => host?.close());

  const check = async () => {
    const { answers, notes } = await probe({ baseUrl: url, token });
    return summarizeAnswers(answers, notes).filter((r) => r.readOnly);
  };

  internalTest('finds no drift in the stub, and sends every read-only call but those it says why not', async () => {
    const reads = await check();
    expect(reads.filter((r) => r.verdict === 'drift')).toEqual([]);
    const unsent = Object.fromEntries(reads.filter((r) => r.verdict !== 'holds').map((r) => [r.callId, r.note]));
    expect(unsent).toEqual(unsentOnFixtures);
    expect(reads.filter((r) => r.verdict === 'holds')).toHaveLength(catalogue.filter((c) => c.readOnly).length - 3);
  });

  internalTest('reports exactly the changes planted in the host, each with what differs', async () => {
    const real = async (call: Call, input: Parameters<typeof send>[2] = {}) => {
      const res = await send(host, call, input, token);
      expect(res.body.status).toBe(200);
      return structuredClone(res.body) as { status: number; message: string; data: Record<string, unknown> };
    };
    const rows = (answer: { data: Record<string, unknown> }) => answer.data.data as Record<string, unknown>[];
    const lastId = (await real(api.shoeTree.supplierList)).data.data as { id: number }[];
    const fabricId = ((await real(api.fabric.list)).data.data as { id: number }[])[0]?.id;

    /** Each change: the fault that plants it and what the report must say of it. */
    const planted: [Call, () => Promise<object>, RegExp[]][] = [
      // a changed field type
      [
        api.account.currentUser,
        async () => {
          const a = await real(api.account.currentUser);
          a.data.personTel = 13800138000;
          return { kind: 'body', body: a };
        },
        [/^data\.personTel: /],
      ],
      [
        api.purchase.warningCount,
        async () => {
          const a = await real(api.purchase.warningCount);
          return { kind: 'body', body: { ...a, data: String(a.data) } };
        },
        [/^data: /],
      ],
      [
        api.message.list,
        async () => {
          const a = await real(api.message.list);
          for (const r of rows(a)) r.isRead = String(r.isRead);
          return { kind: 'body', body: a };
        },
        [/^data\.data\.0\.isRead: /],
      ],
      // a missing field
      [
        api.dashboard.homeInfos,
        async () => {
          const a = await real(api.dashboard.homeInfos);
          delete a.data.openPurchaseCount;
          return { kind: 'body', body: a };
        },
        [/^data\.openPurchaseCount: /],
      ],
      [
        api.shoeTree.detail,
        async () => {
          const a = await real(api.shoeTree.detail, { params: { id: lastId[0]?.id } });
          delete a.data.fileCount;
          return { kind: 'body', body: a };
        },
        [/^data\.fileCount: /],
      ],
      // a renamed field
      [
        api.grain.list,
        async () => {
          const a = await real(api.grain.list);
          for (const r of rows(a)) {
            r.name = r.lineName;
            delete r.lineName;
          }
          return { kind: 'body', body: a };
        },
        [
          /^data\.data\.0\.lineName: .* \(and 9 more like it\)$/,
          /^data\.data\.0\.name: not in the contract \(and 9 more like it\)$/,
        ],
      ],
      [
        api.fabric.detail,
        async () => {
          const a = await real(api.fabric.detail, { params: { id: fabricId } });
          a.data.materialNm = a.data.materialName;
          delete a.data.materialName;
          return { kind: 'body', body: a };
        },
        [/^data\.materialName: /, /^data\.materialNm: not in the contract$/],
      ],
      // an added field
      [
        api.account.menus,
        async () => {
          const a = await real(api.account.menus);
          return { kind: 'body', body: { ...a, data: { ...a.data, theme: 'dark' } } };
        },
        [/^data\.theme: not in the contract$/],
      ],
      // a different status
      [
        api.componentCost.count,
        async () => ({ kind: 'envelope', status: 403 }),
        [/^probe: its input refused \(403 没有权限\)$/],
      ],
      [
        api.inquiry.fieldList,
        async () => ({ kind: 'body', body: { status: 404, message: 'Not Found', data: null } }),
        [/^status: 404 is not in the catalogue/],
      ],
      [api.price.colorList, async () => ({ kind: 'http', httpStatus: 502 }), [/^envelope: not \{status/]],
      // a 500
      [
        api.season.deliveredCount,
        async () => ({ kind: 'envelope', status: 500 }),
        [/^status: 500 系统错误信息: the host failed$/],
      ],
      [
        api.lookups.colorList,
        async () => ({ kind: 'envelope', status: 500, message: '服务繁忙' }),
        [/^status: 500 服务繁忙: the host failed$/],
      ],
    ];
    for (const [call, fault] of planted) {
      const res = await host.http.post('/__stub/faults').send({ match: call.id, ...(await fault()) });
      expect(res.body.status).toBe(200);
    }

    const reads = await check();
    const drifting = reads.filter((r) => r.verdict === 'drift');
    expect(drifting.map((r) => r.callId).sort()).toEqual(planted.map(([call]) => call.id).sort());
    for (const [call, , expected] of planted) {
      const report = drifting.find((r) => r.callId === call.id);
      for (const pattern of expected) expect(report?.problems, call.id).toContainEqual(expect.stringMatching(pattern));
    }
    // Everything else still holds, and the unsent calls say why as before.
    expect(
      reads
        .filter((r) => r.verdict === 'not exercised')
        .map((r) => r.callId)
        .sort(),
    ).toEqual(Object.keys(unsentOnFixtures).sort());
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

  internalTest('forwards calls unchanged and finds no drift where the upstream holds to the contract', async () => {
    const res = await send(proxy, api.account.currentUser, {}, token);
    expect(res.body.status).toBe(200);
    expect(res.body.data.loginAccount).toBe('supplier');
    const drift = await proxy.http.get('/__stub/drift');
    expect(drift.body.data).toMatchObject({ mode: 'all', drift: [] });
    expect(drift.body.data.checked).toBeGreaterThanOrEqual(2);
  });

  internalTest('logs the first differing paths of an answer that drifts, and still passes it on', async () => {
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

  internalTest('reports an upstream that is gone with a message, which shows no credentials of its URL', async () => {
    const orphan = await startStub({ UPSTREAM_URL: 'http://qa:secret@127.0.0.1:9', UPSTREAM_MODE: 'all' });
    try {
      const res = await send(orphan, api.account.currentUser, {}, 'any');
      expect(res.body).toMatchObject({ status: 500, message: 'upstream http://127.0.0.1:9 did not answer' });
    } finally {
      await orphan.close();
    }
  });
});
