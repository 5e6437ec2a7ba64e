import { readdirSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { api, encryptPassword } from '@portal/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { maxCheckedBytes, redactCredentials } from '../src/dev-kit/upstream';
import { outboxCode } from './account-outbox';
import { useScratchDir } from './database-file';
import { demo, env, internalTest, send, startStub, type Target } from './helper';

/**
 * Record mode keeps no credential (docs/dev-kit.md "Contract drift against a real host"): a login, a password change
 * and a password reset go through a proxying stub that records every answer of a second stub standing in for the
 * real host; the recorded files, GET /__stub/drift and the log lines must hold no password, token or reset code.
 */
describe('redacting a request or an answer', () => {
  internalTest(
    'replaces every credential field, every ?token= value and a link’s signature, and leaves the rest',
    () => {
      const answer = {
        status: 200,
        data: {
          token: 'abc',
          loginAccount: 'supplier',
          list: [{ filePath: '/basic/api/upload/getFile/f1?token=abc&x=1', password: 'p', code: 'LT01' }],
          link: '/basic/api/async/file/k1?expires=9&account=1&session=s&signature=abc',
        },
      };
      expect(redactCredentials(answer)).toEqual({
        status: 200,
        data: {
          token: '***',
          loginAccount: 'supplier',
          list: [{ filePath: '/basic/api/upload/getFile/f1?token=***&x=1', password: '***', code: 'LT01' }],
          link: '/basic/api/async/file/k1?expires=9&account=1&session=s&signature=***',
        },
      });
      // The reset code is a credential in the password reset only; elsewhere `code` is a material's or a colour's.
      expect(redactCredentials({ loginAccount: 'a', code: '123456' }, api.account.forgetPassword.id)).toEqual({
        loginAccount: 'a',
        code: '***',
      });
    },
  );
});

describe('record mode against a second stub', () => {
  const records = useScratchDir('stub-record-');
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  let upstream: Target;
  let proxy: Target;

  /** An answer beyond what the proxy checks, from a host that sends one. */
  const huge = JSON.stringify({ status: 200, message: '成功', data: 'x'.repeat(maxCheckedBytes) });

  beforeAll(async () => {
    upstream = await startStub({}, (app) =>
      app.addHook('onRequest', async (request, reply) => {
        if (request.url === api.dashboard.homeInfos.path) return reply.type('application/json').send(huge);
      }),
    );
    const url = await upstream.app!.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startStub({ UPSTREAM_URL: url, UPSTREAM_MODE: 'all', RECORD_DIR: records.path() }, undefined, {
      logger: { level: 'info', stream: logStream },
    });
  });
  afterAll(async () => {
    await proxy?.close();
    await upstream?.close();
  });

  const recorded = () =>
    readdirSync(records.path(), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => readFileSync(records.at(f), 'utf8'));
  const loginBody = (loginAccount: string, password: string) => ({
    loginAccount,
    password: encryptPassword(password, env.PASSWORD_AES_KEY),
  });
  const signIn = async (loginAccount: string, password: string) => {
    const res = await send(proxy, api.account.login, { body: loginBody(loginAccount, password) });
    expect(res.body.status).toBe(200);
    return res.body.data.token as string;
  };

  internalTest(
    'records a login, a password change and a reset with no password, token or code in the files, drift or log',
    async () => {
      const newPassword = 'Fresh#2027';
      const resetPassword = 'Reset#2028';
      const first = await signIn(demo.newcomer.loginAccount, demo.newcomer.password);
      const change = { oldPwd: demo.newcomer.password, newPwd: newPassword, confirmPwd: newPassword };
      expect((await send(proxy, api.account.changePwd, { body: change }, first)).body).toMatchObject({ status: 200 });
      const second = await signIn(demo.newcomer.loginAccount, newPassword);

      // The direct-upload grant: the token in the query, a signature in the answer.
      const oss = await send(proxy, api.files.getOSS, { query: { token: second } });
      expect(oss.body.status).toBe(200);
      const signature = oss.body.data.signature as string;

      // A password reset with the SMS code the host "sent" (its outbox).
      expect((await send(proxy, api.account.code, { query: { loginAccount: 'supplier' } })).body.status).toBe(200);
      const code = await outboxCode(upstream, 'supplier');
      const reset = { loginAccount: 'supplier', code, newPwd: resetPassword, confirmPwd: resetPassword };
      expect((await send(proxy, api.account.forgetPassword, { body: reset })).body).toMatchObject({ status: 200 });

      // A file link with ?token= that drifts: it is shown at /__stub/drift and written to the log.
      await upstream.http
        .post('/__stub/faults')
        .send({ match: api.files.getFileDetail.id, kind: 'body', body: { unexpected: true }, times: 1 });
      await proxy.http.get(`${api.files.getFileDetail.path.replace(':id', 'material-1-cover')}?token=${second}`);

      const files = recorded();
      const calls = files.map((f) => JSON.parse(f).callId as string);
      for (const call of [api.account.login, api.account.changePwd, api.files.getOSS, api.account.forgetPassword])
        expect(calls).toContain(call.id);
      const login = files.map((f) => JSON.parse(f)).find((r) => r.callId === api.account.login.id);
      expect(login.requestBody).toEqual({ loginAccount: demo.newcomer.loginAccount, password: '***' });
      expect(login.answer.data).toMatchObject({ loginAccount: demo.newcomer.loginAccount, token: '***' });

      const drift = JSON.stringify((await proxy.http.get('/__stub/drift')).body);
      expect(drift).toContain(`${api.files.getFileDetail.path.replace(':id', 'material-1-cover')}?token=***`);

      const secrets = [
        first,
        second,
        signature,
        `"${code}"`,
        demo.newcomer.password,
        newPassword,
        resetPassword,
        loginBody(demo.newcomer.loginAccount, demo.newcomer.password).password,
        loginBody(demo.newcomer.loginAccount, newPassword).password,
      ];
      for (const [where, text] of [
        ['recorded files', files.join('\n')],
        ['/__stub/drift', drift],
        ['the log', logLines.join('')],
      ] as const)
        for (const secret of secrets) expect(text.includes(secret), `${where} holds ${secret}`).toBe(false);
    },
  );

  internalTest('passes on an answer too large to check, unchecked and unrecorded', async () => {
    const before = (await proxy.http.get('/__stub/drift')).body.data;
    const res = await proxy.http.post(api.dashboard.homeInfos.path).send({});
    expect(res.text).toHaveLength(huge.length);
    const after = (await proxy.http.get('/__stub/drift')).body.data;
    expect(after).toMatchObject({ checked: before.checked, unchecked: before.unchecked + 1 });
    expect(readdirSync(records.path())).not.toContain(api.dashboard.homeInfos.id);
  });
});
