import { api, Paging, Status, StatusMessage } from '@portal/contract';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { binary } from './file-fixtures';
import { dataOf, internalTest, readTest, send, useContractStub, writeTest } from './helper';
import { allPages } from './paged-lists';

const { stub, tokens } = useContractStub();

const lines = async (body: object, as = tokens.supplier) =>
  dataOf(api.grain.list, await send(stub, api.grain.list, { body }, as));
const every = async (filters: object) =>
  (await allPages(stub, api.grain.list, filters, tokens.supplier)).rows as Grain[];
type Grain = Awaited<ReturnType<typeof lines>>['data'][number];
const codes = (rows: { lineCode: string }[]) => rows.map((r) => r.lineCode);

// The seed (fixtures/README.md): 62 grains, 58 shared, 3 for S10001 only (the demo supplier), 1 for S10023 only;
// 3 inactive; each with a cover image.
describe('fabricLines/query (面料纹路管理)', () => {
  readTest('pages with the contract’s defaults (page 1, limit 10) and the total count', async () => {
    const first = await lines({});
    expect(first.count).toBe(61);
    expect(first.data).toHaveLength(Paging.limit);
    const last = await lines({ page: 7, limit: 10 });
    expect(last.data).toHaveLength(1);
    expect(await lines({ page: 8, limit: 10 })).toEqual({ count: 61, data: [] });
  });

  readTest('lists the shared grains and the supplier’s own, by lineCode, each once across the pages', async () => {
    const rows = await every({});
    expect(rows).toHaveLength(61);
    expect(codes(rows)).toEqual([...codes(rows)].sort());
    expect(new Set(codes(rows)).size).toBe(61);
    expect(codes(rows)).toContain('WL-SY-021'); // S10001's own
    expect(codes(rows)).not.toContain('WL-SY-022'); // another supplier's
  });

  internalTest.because('compares the list with the stored grains')(
    'lists exactly the stored grains offered to the supplier: the shared ones and its own 3',
    async () => {
      const rows = await every({});
      const db = stub.app!.db;
      const own = await db.grain.findMany({ where: { supplierCode: 'S10001' } });
      const others = await db.grain.findMany({ where: { supplierCode: { notIn: ['S10001'] } } });
      expect(own).toHaveLength(3);
      expect(codes(rows)).toEqual(expect.arrayContaining(codes(own)));
      expect(codes(rows)).not.toEqual(expect.arrayContaining(codes(others)));
    },
  );

  readTest('answers the grain fields: flags as text, the end date as the backend’s date-time text', async () => {
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

  readTest('filters by division', async () => {
    const rows = await every({ divisionId: 2 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((g) => g.divisionId === 2)).toBe(true);
    expect(codes(rows)).toContain('WL-SY-021'); // S10001's own
    expect(codes(rows)).not.toContain('WL-SY-022'); // another supplier's
  });

  readTest('filters by a part of the name', async () => {
    const rows = await every({ lineName: '荔枝' });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((g) => g.lineName.includes('荔枝'))).toBe(true);
    expect((await lines({ lineName: '没有这种纹路' })).count).toBe(0);
  });

  readTest('filters by state', async () => {
    const inactive = await lines({ isActive: '0' });
    expect(inactive.count).toBe(3);
    expect(inactive.data.every((g) => g.isActive === '0')).toBe(true);
    const active = await lines({ isActive: '1' });
    expect(active.count).toBe(58);
  });

  readTest('combines the filters', async () => {
    const rows = await every({ divisionId: 2, isActive: '1', lineName: '纹' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((g) => g.divisionId === 2 && g.isActive === '1' && g.lineName.includes('纹'))).toBe(true);
  });

  readTest('refuses paging and flags outside the contract with 400', async () => {
    for (const body of [{ page: 0 }, { limit: Paging.maxLimit + 1 }, { isActive: '2' }, { isActive: 'yes' }]) {
      const res = await send(stub, api.grain.list, { body }, tokens.supplier);
      expect(res.body.status, JSON.stringify(body)).toBe(Status.badRequest);
    }
  });
});

describe('seeded covers (the 图片 column and the grain picker)', () => {
  readTest('gives every grain a cover whose thumbnail is a real JPEG', async () => {
    const rows = await every({});
    expect(rows.every((g) => g.coverImgId !== null)).toBe(true);
    const cover = rows[0]!.coverImgId!;
    const read = (call: { path: string }) =>
      stub.http
        .get(call.path.replace(':id', cover))
        .set('token', tokens.supplier)
        .buffer(true)
        .parse(binary as never);
    const thumb = await read(api.files.getAbridgeImg);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const thumbSize = await sharp(thumb.body as Buffer).metadata();
    expect(Math.max(thumbSize.width ?? 0, thumbSize.height ?? 0)).toBeLessThanOrEqual(300);
    const full = await read(api.files.getFile);
    expect(await sharp(full.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect((full.body as Buffer).length).toBeLessThan(40 * 1024);
  });

  writeTest('is brand data: no supplier may delete it', async () => {
    const cover = (await lines({})).data[0]!.coverImgId!;
    expect((await send(stub, api.files.delete, { body: { id: cover } }, tokens.supplier)).body).toEqual({
      status: Status.forbidden,
      message: StatusMessage.forbidden,
      data: null,
    });
  });
});
