import { api, atoms, type Call, downloadHref, Paging, Status, StatusMessage } from '@portal/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binary } from './file-fixtures';
import { dataOf, demo, inProcess, login, send, signedInStub, startStub, type Target } from './helper';

let stub: Target;
let token: string;
let viewerToken: string;
beforeAll(async () => {
  ({ stub, token, viewerToken } = await signedInStub());
});
afterAll(() => stub.close());

const lines = async (body: object, as = token) =>
  dataOf(api.grain.list, await send(stub, api.grain.list, { body }, as));
const effects = async (body: object, as = token) =>
  dataOf(api.effect.list, await send(stub, api.effect.list, { body }, as));

/** Every row a filter selects, read page by page as the screen would. */
const allPages = async <T>(read: (body: object) => Promise<{ count: number; data: T[] }>, filters: object) => {
  const first = await read({ ...filters, page: 1, limit: 20 });
  const rows = [...first.data];
  for (let page = 2; rows.length < first.count; page++)
    rows.push(...(await read({ ...filters, page, limit: 20 })).data);
  return rows;
};

const codes = (rows: { lineCode: string }[]) => rows.map((r) => r.lineCode);

// The seed (fixtures/README.md): 62 grains, 58 shared, 3 for S10001 only (the demo supplier), 1 for S10023 only;
// 3 inactive. 40 effects, all shared.
describe('fabricLines/query (面料纹路管理)', () => {
  it('pages with the contract’s defaults (page 1, limit 10) and the total count', async () => {
    const first = await lines({});
    expect(first.count).toBe(61);
    expect(first.data).toHaveLength(Paging.limit);
    const last = await lines({ page: 7, limit: 10 });
    expect(last.data).toHaveLength(1);
    expect(await lines({ page: 8, limit: 10 })).toEqual({ count: 61, data: [] });
  });

  it('lists the shared grains and the supplier’s own, by lineCode, each once across the pages', async () => {
    const rows = await allPages(lines, {});
    expect(rows).toHaveLength(61);
    expect(codes(rows)).toEqual([...codes(rows)].sort());
    expect(new Set(codes(rows)).size).toBe(61);
    const db = stub.app?.db;
    if (db) {
      const own = await db.fabricLine.findMany({ where: { supplierCode: 'S10001' } });
      const others = await db.fabricLine.findMany({ where: { supplierCode: { notIn: ['S10001'] } } });
      expect(own).toHaveLength(3);
      expect(codes(rows)).toEqual(expect.arrayContaining(codes(own)));
      expect(codes(rows)).not.toEqual(expect.arrayContaining(codes(others)));
    }
  });

  it('answers the grain fields: flags as text, the end date as the backend’s date-time text', async () => {
    const { data } = await lines({ limit: 100 });
    for (const grain of data) {
      expect(Object.keys(grain).sort()).toEqual(
        [
          'availableEndDate',
          'coverImgId',
          'divisionId',
          'floatingPrice',
          'isActive',
          'isShow',
          'lineCode',
          'lineName',
        ].sort(),
      );
    }
    const dated = data.filter((g) => g.availableEndDate !== null);
    expect(dated.length).toBeGreaterThan(0);
    for (const g of dated) expect(g.availableEndDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by division', async () => {
    const rows = await allPages(lines, { divisionId: 2 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((g) => g.divisionId === 2)).toBe(true);
    expect(codes(rows)).toContain('WL-SY-021'); // S10001's own
    expect(codes(rows)).not.toContain('WL-SY-022'); // another supplier's
  });

  it('filters by a part of the name', async () => {
    const rows = await allPages(lines, { lineName: '荔枝' });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((g) => g.lineName.includes('荔枝'))).toBe(true);
    expect((await lines({ lineName: '没有这种纹路' })).count).toBe(0);
  });

  it('filters by state', async () => {
    const inactive = await lines({ isActive: '0' });
    expect(inactive.count).toBe(3);
    expect(inactive.data.every((g) => g.isActive === '0')).toBe(true);
    const active = await lines({ isActive: '1' });
    expect(active.count).toBe(58);
  });

  it('combines the filters', async () => {
    const rows = await allPages(lines, { divisionId: 2, isActive: '1', lineName: '纹' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((g) => g.divisionId === 2 && g.isActive === '1' && g.lineName.includes('纹'))).toBe(true);
  });

  it('refuses paging outside the contract with 400', async () => {
    for (const body of [{ page: 0 }, { limit: Paging.maxLimit + 1 }, { isActive: '2' }]) {
      const res = await send(stub, api.grain.list, { body }, token);
      expect(res.body.status, JSON.stringify(body)).toBe(Status.badRequest);
    }
  });
});

describe('materialEffect/query (特殊效果管理)', () => {
  it('pages with the defaults and the total count', async () => {
    const first = await effects({});
    expect(first.count).toBe(40);
    expect(first.data).toHaveLength(Paging.limit);
    expect((await effects({ page: 4 })).data).toHaveLength(10);
    expect((await effects({ page: 5 })).data).toHaveLength(0);
  });

  it('answers the effect fields, in sort order within the list, each once across the pages', async () => {
    const rows = await allPages(effects, {});
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((e) => e.id)).size).toBe(40);
    expect(Object.keys(rows[0]!).sort()).toEqual(['divisionId', 'effectName', 'effectPrice', 'id', 'sort']);
    const sorts = rows.map((e) => e.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('filters by division and by a part of the name', async () => {
    const sy = await allPages(effects, { divisionId: 2 });
    expect(sy.length).toBeGreaterThan(0);
    expect(sy.every((e) => e.divisionId === 2)).toBe(true);
    const named = await effects({ effectName: '烫' });
    expect(named.count).toBeGreaterThanOrEqual(2);
    expect(named.data.every((e) => e.effectName.includes('烫'))).toBe(true);
    const both = await allPages(effects, { divisionId: 2, effectName: '烫' });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((e) => e.divisionId === 2 && e.effectName.includes('烫'))).toBe(true);
  });
});

describe('atoms', () => {
  it('lets the viewer list both: their list atoms are view atoms', async () => {
    expect((await lines({}, viewerToken)).count).toBe(61);
    expect((await effects({}, viewerToken)).count).toBe(40);
  });

  it('answers 401 without a token', async () => {
    expect((await send(stub, api.grain.list, { body: {} })).status).toBe(401);
    expect((await send(stub, api.effect.list, { body: {} })).status).toBe(401);
  });

  it.runIf(inProcess)('answers 403 没有权限 to an account without the list atom', async () => {
    const other = await startStub();
    try {
      const db = other.app!.db;
      const viewer = await db.account.findUniqueOrThrow({ where: { loginAccount: demo.viewer.loginAccount } });
      const role = await db.role.findUniqueOrThrow({ where: { id: viewer.roleId } });
      const without = [atoms.fabricLines.list, atoms.fabricEffect.list] as string[];
      await db.role.update({
        where: { id: role.id },
        data: { atoms: (role.atoms as string[]).filter((a) => !without.includes(a)) },
      });
      const t = await login(other, demo.viewer);
      for (const call of [api.grain.list, api.effect.list] as Call[]) {
        const res = await send(other, call, { body: {} }, t);
        expect(res.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
      }
    } finally {
      await other.close();
    }
  });
});

/** The first column of an export's sheet, below the header. */
const exportedFirstColumn = async (call: Call, body: object): Promise<unknown[]> => {
  const task = dataOf(api.grain.export, await send(stub, call, { body }, token));
  await stub.app!.jobs.drain();
  const state = dataOf(api.files.findRedis, await send(stub, api.files.findRedis, { params: { id: task.key } }, token));
  const file = await stub.http
    .get(downloadHref(state.filePath!))
    .buffer(true)
    .parse(binary as never);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.body as ArrayBuffer);
  const values: unknown[] = [];
  workbook.worksheets[0]!.eachRow((row, n) => n > 1 && values.push(row.getCell(1).value));
  return values;
};

describe.runIf(inProcess)('list and export select the same rows', () => {
  it.each([{}, { divisionId: 2 }, { isActive: '0' }, { lineName: '荔枝', divisionId: 1 }])(
    'grains %j',
    async (filters) => {
      const listed = codes(await allPages(lines, filters));
      expect(listed.length).toBeGreaterThan(0);
      expect(await exportedFirstColumn(api.grain.export, filters)).toEqual(listed);
    },
  );

  it.each([{}, { divisionId: 2, effectName: '烫' }])('effects %j', async (filters) => {
    const listed = (await allPages(effects, filters)).map((e) => e.effectName);
    expect(listed.length).toBeGreaterThan(0);
    expect(await exportedFirstColumn(api.effect.export, filters)).toEqual(listed);
  });
});
