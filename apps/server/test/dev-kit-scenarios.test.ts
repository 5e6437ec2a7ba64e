import { api, encryptPassword, StatusMessage } from '@portal/contract';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { connectionOf } from '../src/db/adapter';
import { scenarioLimits } from '../src/dev-kit/scenarios';
import { demo, env, internalTest, startStub, type Target } from './helper';
import { type ReadRequest, readRequests } from './read-inputs';

/**
 * Scenarios (docs/dev-kit.md "Scenarios"): each has its own data, faults, clock, snapshots and reset; every call
 * answers in one as it does in the main database; slots are made by a client that signs in or asks for one.
 */
const header = 'x-stub-scenario';

/** A client of `stub`, in a scenario or (none) in the main database. */
const clientOf = (stub: Target, scenario?: string) => {
  const named = <T extends { set: (k: string, v: string) => T }>(req: T) =>
    scenario ? req.set(header, scenario) : req;
  return {
    login: async (who: { loginAccount: string; password: string } = demo.supplier) => {
      const res = await named(stub.http.post(api.account.login.path)).send({
        loginAccount: who.loginAccount,
        password: encryptPassword(who.password, env.PASSWORD_AES_KEY),
      });
      expect(res.body, `sign-in in ${scenario ?? 'main'}`).toMatchObject({ status: 200 });
      return res.body.data.token as string;
    },
    read: (r: ReadRequest, token: string) =>
      r.method === 'GET'
        ? named(stub.http.get(r.url))
            .query(r.query ?? {})
            .set('token', token)
        : named(stub.http.post(r.url))
            .set('token', token)
            .send(r.body ?? {}),
    currentUser: (token: string) => named(stub.http.post(api.account.currentUser.path)).set('token', token).send({}),
    control: (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
      const req = named(stub.http[method](`/__stub${path}`));
      return body || method === 'post' ? req.send(body ?? {}) : req;
    },
  };
};

/** What a client sees of an answer: the envelope's status and data, or a file's HTTP status and type. */
const seen = (res: { status: number; headers: Record<string, string>; body: unknown }) => {
  const type = res.headers['content-type'] ?? '';
  return type.includes('json')
    ? { status: (res.body as { status: number }).status, data: (res.body as { data: unknown }).data }
    : { status: res.status, type };
};

describe('every read-only call in a scenario', () => {
  for (const readAnswers of ['on', 'off'] as const)
    internalTest(`answers as in the main database, never 500 (answers kept in memory: ${readAnswers})`, async () => {
      const stub = await startStub({ READ_ANSWERS: readAnswers });
      try {
        const main = clientOf(stub);
        const scenario = clientOf(stub, `reads-${readAnswers}`);
        const [mainToken, scenarioToken] = [await main.login(), await scenario.login()];
        const requests = readRequests();
        let answered = 0;
        for (const r of requests) {
          const expected = seen(await main.read(r, mainToken));
          // Twice: the second answer may come from memory (the path that answered 500 in a scenario).
          for (const round of [1, 2]) {
            const got = seen(await scenario.read(r, scenarioToken));
            expect(got, `${r.call.id}, round ${round}`).toEqual(expected);
            expect(got.status, r.call.id).not.toBe(500);
          }
          if (expected.status === 200) answered++;
        }
        // Most read calls answer a page of the fixtures with these inputs, not a refusal.
        expect(answered).toBeGreaterThanOrEqual(Math.floor(requests.length * 0.85));
      } finally {
        await stub.close();
      }
    });
});

describe('scenario isolation', () => {
  let stub: Target;
  const main = () => clientOf(stub);
  const a = () => clientOf(stub, 'suite-a');
  const b = () => clientOf(stub, 'suite-b');
  let tokens: { main: string; a: string; b: string };

  beforeAll(async () => {
    stub = await startStub();
    tokens = { main: await main().login(), a: await a().login(), b: await b().login() };
  });
  afterAll(() => stub.close());

  /** Every table's rows of a database file, read on a connection of its own. */
  const dump = (file: string) => {
    const reader = new Database(file, { readonly: true });
    try {
      const tables = reader
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_stat%' ORDER BY name")
        .pluck()
        .all() as string[];
      return Object.fromEntries(tables.map((t) => [t, reader.prepare(`SELECT rowid, * FROM "${t}"`).all()]));
    } finally {
      reader.close();
    }
  };
  const dbOf = async (name: string) => (await stub.app!.scenarios.find(name))!.db;
  const fileOf = async (name?: string) => (await connectionOf(name ? await dbOf(name) : stub.app!.db)).name;
  /** The first grain line of a scenario's (or the main) database: what the tests below write and read. */
  const firstGrain = async (name?: string) =>
    (name ? await dbOf(name) : stub.app!.db).grain.findFirstOrThrow({ orderBy: { lineCode: 'asc' } });
  const grainName = async (name?: string) => (await firstGrain(name)).lineName;
  const rename = async (name: string | undefined, lineName: string) =>
    (name ? await dbOf(name) : stub.app!.db).grain.update({
      where: { lineCode: (await firstGrain(name)).lineCode },
      data: { lineName },
    });

  internalTest("keeps each scenario's faults to itself", async () => {
    const added = await a().control('post', '/faults', {
      match: api.account.currentUser.id,
      kind: 'envelope',
      status: 500,
    });
    expect(added.body).toMatchObject({ status: 200, data: { match: api.account.currentUser.id } });
    expect((await a().currentUser(tokens.a)).body).toEqual({
      status: 500,
      message: StatusMessage.systemError,
      data: null,
    });
    expect((await b().currentUser(tokens.b)).body).toMatchObject({ status: 200, data: { loginAccount: 'supplier' } });
    expect((await main().currentUser(tokens.main)).body).toMatchObject({ status: 200 });
    expect((await b().control('get', '/faults')).body.data).toEqual([]);
    expect((await main().control('get', '/faults')).body.data).toEqual([]);
    expect((await a().control('get', '/faults')).body.data).toHaveLength(1);
    await a().control('delete', '/faults');
    expect((await a().currentUser(tokens.a)).body.status).toBe(200);
  });

  internalTest("keeps each scenario's clock to itself", async () => {
    const inTwoDays = new Date(Date.now() + 48 * 3600_000).toISOString();
    const set = await a().control('put', '/clock', { now: inTwoDays, frozen: true });
    expect(set.body.data).toMatchObject({ set: true, frozen: true, now: inTwoDays });
    // suite-a's sessions have expired by its clock; suite-b's and the main database's have not.
    expect((await a().currentUser(tokens.a)).body).toMatchObject({ status: 401, message: StatusMessage.tokenRejected });
    expect((await b().currentUser(tokens.b)).body.status).toBe(200);
    expect((await main().currentUser(tokens.main)).body.status).toBe(200);
    expect((await b().control('get', '/clock')).body.data).toMatchObject({ set: false });
    expect((await main().control('get', '/clock')).body.data).toMatchObject({ set: false });
    expect((await a().control('get', '/state')).body.data).toMatchObject({ scenario: 'suite-a', clock: { set: true } });
    await a().control('delete', '/clock');
    expect((await a().currentUser(tokens.a)).body.status).toBe(200);
  });

  internalTest(
    'resets one scenario only: its rows, faults and clock; the others and the main database keep theirs',
    async () => {
      const mainBefore = dump(await fileOf());
      // A scenario nobody has used yet: the fixtures as seeded, what a reset puts back.
      await main().control('post', '/scenarios', { name: 'untouched' });
      const pristine = dump(await fileOf('untouched'));
      await rename('suite-a', 'A 改');
      await rename('suite-b', 'B 改');
      await a().control('post', '/faults', { match: api.grain.list.id, kind: 'latency', delayMs: 1 });
      await b().control('post', '/faults', { match: api.grain.list.id, kind: 'latency', delayMs: 1 });
      await a().control('put', '/clock', { advanceMs: 3600_000 });
      await b().control('put', '/clock', { advanceMs: 3600_000 });

      const reset = await a().control('post', '/reset');
      expect(reset.body).toMatchObject({ status: 200, data: { ms: expect.any(Number) } });

      expect(await grainName('suite-a')).not.toBe('A 改');
      // Row for row the fixtures as seeded (the session signed in since is gone with the rest).
      expect(dump(await fileOf('suite-a'))).toEqual(pristine);
      expect((await a().control('get', '/state')).body.data).toMatchObject({ faults: [], clock: { set: false } });
      expect(await grainName('suite-b')).toBe('B 改');
      expect((await b().control('get', '/state')).body.data).toMatchObject({
        faults: [expect.objectContaining({ match: api.grain.list.id })],
        clock: { set: true },
      });
      expect(dump(await fileOf())).toEqual(mainBefore);
      // suite-a's session went with the reset; suite-b's holds.
      expect((await a().currentUser(tokens.a)).body.status).toBe(401);
      expect((await b().currentUser(tokens.b)).body.status).toBe(200);
      tokens.a = await a().login();
      await b().control('post', '/reset');
    },
  );

  internalTest("takes and restores a scenario's snapshots apart from the main database's", async () => {
    await rename('suite-a', 'before');
    expect((await a().control('post', '/snapshots', { name: 'mid' })).body.status).toBe(200);
    await rename('suite-a', 'after');
    expect((await a().control('post', '/snapshots/mid/restore')).body.status).toBe(200);
    expect(await grainName('suite-a')).toBe('before');
    expect((await main().control('get', '/snapshots')).body.data.map((s: { name: string }) => s.name)).toEqual([
      'pristine',
    ]);
    expect((await main().control('post', '/snapshots/mid/restore')).body).toMatchObject({
      status: 400,
      message: 'no snapshot named mid',
    });
    await a().control('post', '/reset');
    tokens.a = await a().login();
  });

  internalTest('lists the requests of one scenario', async () => {
    await b().currentUser(tokens.b);
    const log = await b().control('get', '/requests?limit=200');
    expect(log.body.data.length).toBeGreaterThan(0);
    expect(log.body.data.every((e: { scenario: string }) => e.scenario === 'suite-b')).toBe(true);
    // A path that does not decode runs no hook of the stub's, and is still one of the scenario's requests.
    const bad = await stub.http.get('/basic/%zz/suite-b').set(header, 'suite-b');
    expect(bad.body).toEqual({ status: 400, message: StatusMessage.illegalRequest, data: null });
    const after = (await b().control('get', '/requests?limit=200')).body.data as { url: string; status: number }[];
    expect(after.find((e) => e.url === '/basic/%zz/suite-b')).toMatchObject({ scenario: 'suite-b', status: 400 });
  });

  internalTest('resets everything with its own call: the main database, and every scenario dropped', async () => {
    await rename(undefined, '主库改');
    const res = await main().control('post', '/reset/all');
    expect(res.body).toMatchObject({ status: 200, data: { scenariosDropped: 3 } });
    expect(await grainName()).not.toBe('主库改');
    expect((await main().control('get', '/scenarios')).body.data).toEqual([]);
    // A dropped scenario is unknown until someone signs in to it again.
    expect((await a().currentUser(tokens.a)).body).toMatchObject({
      status: 400,
      message: expect.stringContaining('no scenario named suite-a'),
    });
  });
});

describe('scenario slots', () => {
  let stub: Target;
  beforeAll(async () => {
    stub = await startStub();
  });
  afterAll(() => stub.close());
  const names = async () =>
    ((await clientOf(stub).control('get', '/scenarios')).body.data as { name: string }[]).map((s) => s.name).sort();

  internalTest(
    'are not taken by anonymous requests: a call or a failed sign-in naming a new scenario makes none',
    async () => {
      for (let i = 0; i < scenarioLimits.count; i++) {
        const client = clientOf(stub, `anon-${i}`);
        const res = await client.currentUser('no-such-token');
        expect(res.body).toMatchObject({
          status: 400,
          message: expect.stringContaining(`no scenario named anon-${i}`),
        });
      }
      // Fewer failed sign-ins than lock an account: each made a scenario for its request, dropped when it failed.
      for (let i = 0; i < 4; i++) {
        const failed = await stub.http
          .post(api.account.login.path)
          .set(header, `failed-${i}`)
          .send({ loginAccount: 'viewer', password: encryptPassword('wrong-password', env.PASSWORD_AES_KEY) });
        expect(failed.body.status).toBe(400);
      }
      expect(await names()).toEqual([]);
      // A client that signs in still gets its scenario.
      await clientOf(stub, 'signed-in').login();
      expect(await names()).toEqual(['signed-in']);
    },
  );

  internalTest(`are bounded: at most ${scenarioLimits.count}, then a clear refusal`, async () => {
    for (let i = (await names()).length; i < scenarioLimits.count; i++)
      expect((await clientOf(stub).control('post', '/scenarios', { name: `slot-${i}` })).body.status).toBe(200);
    const refused = await clientOf(stub).control('post', '/scenarios', { name: 'one-too-many' });
    expect(refused.body).toMatchObject({
      status: 400,
      message: expect.stringContaining(`at most ${scenarioLimits.count} scenarios`),
    });
    const viaLogin = await stub.http
      .post(api.account.login.path)
      .set(header, 'one-too-many')
      .send({ loginAccount: 'supplier', password: encryptPassword(demo.supplier.password, env.PASSWORD_AES_KEY) });
    expect(viaLogin.body).toMatchObject({ status: 400, message: expect.stringContaining('at most') });
    await clientOf(stub).control('post', '/reset/all');
  });

  internalTest('expire when idle', async () => {
    // An idle time of 50 ms: the scenarios made first have been idle that long by the time the slots are full.
    const quick = await startStub({ STUB_SCENARIO_IDLE_MINUTES: 50 / 60_000 });
    try {
      const control = clientOf(quick).control;
      for (let i = 0; i < scenarioLimits.count; i++) await control('post', '/scenarios', { name: `idle-${i}` });
      const made = await control('post', '/scenarios', { name: 'after-idle' });
      expect(made.body.status).toBe(200);
      const left = (made.body.data as { name: string }[]).map((s) => s.name);
      expect(left).toContain('after-idle');
      expect(left.length).toBeLessThan(scenarioLimits.count + 1);
    } finally {
      await quick.close();
    }
  });
});
