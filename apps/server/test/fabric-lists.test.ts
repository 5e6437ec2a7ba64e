import { api, MaterialStage } from '@portal/contract';
import { describe, expect } from 'vitest';
import { dataOf, internalTest, send, useContractStub } from './helper';

const storedRows = internalTest.because('compares the lists with the stored rows and changes them');

const { stub, tokens, db } = useContractStub();
const listed = async (call: typeof api.fabric.list | typeof api.recommend.list, filters: object) =>
  dataOf(call, await send(stub, call, { body: { page: 1, limit: 500, ...filters } }, tokens.supplier));
const stored = (stage: string, where: object) =>
  db().material.findMany({ where: { supplierCode: 'S10001', materialStage: stage, ...where }, select: { id: true } });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('material list filters', () => {
  storedRows('hasFrozen 1 lists the stopped materials; 0 the others, a never-set flag included', async () => {
    await db().material.updateMany({
      where: { supplierCode: 'S10001', materialStage: MaterialStage.normal, status: 1 },
      data: { hasFrozen: null },
    });
    const stopped = await listed(api.fabric.list, { hasFrozen: 1 });
    expect(stopped.count).toBeGreaterThan(0);
    expect(ids(stopped.data)).toEqual(ids(await stored(MaterialStage.normal, { hasFrozen: 1 })));
    expect(stopped.data.every((m) => m.hasFrozen === 1)).toBe(true);

    const running = await listed(api.fabric.list, { hasFrozen: '0', status: 3 });
    expect(ids(running.data)).toEqual(
      ids(await stored(MaterialStage.normal, { status: 3, OR: [{ hasFrozen: null }, { hasFrozen: { not: 1 } }] })),
    );
    const drafts = await listed(api.fabric.list, { hasFrozen: 0, status: 1 });
    expect(drafts.count).toBe((await stored(MaterialStage.normal, { status: 1 })).length);
  });

  storedRows('isCompleteData filters both lists and the recommended count', async () => {
    const done = await listed(api.recommend.list, { isCompleteData: 1 });
    expect(ids(done.data)).toEqual(ids(await stored(MaterialStage.recommend, { isCompleteData: 1 })));
    const open = await listed(api.fabric.list, { isCompleteData: 'false' });
    expect(open.data.every((m) => m.isCompleteData !== 1)).toBe(true);
    expect(open.count + (await listed(api.fabric.list, { isCompleteData: 1 })).count).toBe(
      (await listed(api.fabric.list, {})).count,
    );
    const size = await send(stub, api.recommend.size, { body: { isCompleteData: 1 } }, tokens.supplier);
    expect(dataOf(api.recommend.size, size)).toBe(done.count);
  });
});
