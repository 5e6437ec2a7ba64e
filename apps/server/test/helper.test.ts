import { api, Status } from '@portal/contract';
import { describe, expect } from 'vitest';
import { internalTest, runAs, send, skipReasons, useContractStub } from './helper';

const suite = internalTest.because('checks the contract suite’s own helper in process');

/** What a test's declaration lets it do (test/helper.ts); the run's skipping is checked by test:remote. */
describe('the contract suite’s declarations', () => {
  const { stub, tokens, ok, db } = useContractStub();
  const shoeTree = async () => (await ok(api.shoeTree.supplierList, { body: { limit: 1 } })).data[0]!;

  suite('a read test may send read-only calls and GETs outside the catalogue', async () => {
    await runAs('read', async () => {
      expect((await ok(api.shoeTree.supplierList, { body: {} })).count).toBeGreaterThan(0);
      expect((await stub.http.get('/health')).body.status).toBe(Status.ok);
    });
  });

  suite('a read test that sends a call which may write fails before it leaves, and nothing changes', async () => {
    const last = await shoeTree();
    const stored = () => db().shoeTree.findUniqueOrThrow({ where: { id: last.id }, include: { sizes: true } });
    const before = await stored();
    const body = { id: last.id, sizes: [{ size: '40', quantity: 99 }] };
    await runAs('read', async () => {
      expect(() => send(stub, api.shoeTree.maintainSize, { body }, tokens.supplier)).toThrow(
        `shoeTree.maintainSize (POST ${api.shoeTree.maintainSize.path}) may change data (the contract does not declare it readOnly), but this test is declared readTest`,
      );
      // A request outside the catalogue that is not a GET may write too (the control surface, an upload host).
      expect(() => stub.http.post('/__stub/reset')).toThrow(/POST \/__stub\/reset may change data/);
      // A GET call that writes is known by its declaration, not its method.
      expect(() => send(stub, api.account.code, { query: { loginAccount: 'supplier' } })).toThrow(
        /account\.code .* may change data/,
      );
    });
    expect(await stored()).toEqual(before);
  });

  suite('a write test may send it', async () => {
    const last = await shoeTree();
    const res = await runAs('write', () =>
      send(stub, api.shoeTree.maintainSize, { body: { id: last.id, sizes: 'none' } }, tokens.supplier),
    );
    expect(res.body).toEqual({ status: Status.badRequest, message: expect.stringMatching(/^sizes: /), data: null });
  });

  suite('only an internal test reaches into the process', async () => {
    for (const kind of ['read', 'write'] as const)
      runAs(kind, () =>
        expect(() => db()).toThrow(`this test is declared ${kind}Test but reaches into the stub's process`),
      );
    expect(runAs('internal', () => db())).toBeDefined();
  });

  suite('gives every kind of skip its reason', () => {
    expect(skipReasons).toEqual({
      write: expect.stringContaining('CONTRACT_ALLOW_WRITES=1'),
      internal: expect.stringContaining('in process'),
      control: expect.stringContaining('/__stub'),
    });
  });
});
