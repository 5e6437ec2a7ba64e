import { api, categoryCodes, hiddenCategoryName, shoeDataPermission } from '@portal/contract';
import { describe, expect } from 'vitest';
import { readTest, useContractStub } from './helper';

const { ok, tokens } = useContractStub();

describe('materialCategory/dataList', () => {
  readTest('returns the 14 divisions (and the hidden one) with their sections for shoe,1', async () => {
    const tree = await ok(api.lookups.materialCategoryList, { body: { dataPermission: shoeDataPermission } });
    expect(tree.map((d) => d.materialCode)).toEqual(expect.arrayContaining([...categoryCodes]));
    expect(tree.some((d) => d.name === hiddenCategoryName)).toBe(true);
    const leather = tree.find((d) => d.materialCode === 'LT');
    expect(leather?.childrens.map((s) => s.name)).toContain('二榔皮');
    expect(tree.every((d) => d.childrens.every((s) => s.materialCode === d.materialCode))).toBe(true);
  });

  readTest('filters one division by materialCode', async () => {
    const tree = await ok(api.lookups.materialCategoryList, { body: { materialCode: 'SY' } });
    expect(tree.map((d) => d.materialCode)).toEqual(['SY']);
    expect(tree[0]?.childrens.map((s) => s.name)).toContain('PU植绒');
  });
});

describe('fabricLines', () => {
  readTest('offers active, unexpired grains of the division, shared or the caller’s own', async () => {
    const grains = await ok(api.lookups.fabricLinesQuery, { body: { divisionId: 2, saveOrUpdateFlag: 'add' } });
    const codes = grains.map((g) => g.lineCode);
    expect(grains.every((g) => g.divisionId === 2 && g.isActive === '1')).toBe(true);
    expect(codes).toContain('WL-SY-021'); // S10001's own
    expect(codes).not.toContain('WL-SY-022'); // another supplier's
    expect(codes).not.toContain('WL-SY-018'); // expired
    expect(codes).not.toContain('WL-SY-013'); // inactive
  });

  readTest('keeps the record’s own retired grains when editing', async () => {
    const body = { divisionId: 2, saveOrUpdateFlag: 'edit' as const, grains: ['WL-SY-018', 'WL-SY-013'] };
    const codes = (await ok(api.lookups.fabricLinesQuery, { body })).map((g) => g.lineCode);
    expect(codes).toEqual(expect.arrayContaining(['WL-SY-018', 'WL-SY-013', 'WL-SY-021']));
  });

  readTest('queries by codes', async () => {
    const grains = await ok(api.lookups.fabricLinesQueryByCodes, { body: { lineCodes: ['WL-LT-010', 'WL-TU-013'] } });
    expect(grains.map((g) => g.lineCode)).toEqual(['WL-LT-010', 'WL-TU-013']);
  });

  readTest('pages the list with count: the shared grains and the caller’s own', async () => {
    const page = await ok(api.lookups.fabricLinesList, { body: { page: 2, limit: 10 } });
    // 62 grains: 58 shared, 3 offered to S10001 alone, 1 to S10023 alone.
    expect(page.count).toBe(61);
    expect(page.data).toHaveLength(10);
    const inactive = await ok(api.lookups.fabricLinesList, { body: { isActive: '0' } });
    expect(inactive.count).toBe(3);
  });
  readTest('never shows a grain offered to another supplier alone, whatever the body names', async () => {
    const s10001Only = ['WL-LT-014', 'WL-SY-021', 'WL-TU-013'];
    const query = await ok(
      api.lookups.fabricLinesQuery,
      { body: { divisionId: 2, supplierCodes: ['S10001'], saveOrUpdateFlag: 'edit', grains: s10001Only } },
      tokens.hongda,
    );
    expect(query.map((g) => g.lineCode)).toContain('WL-SY-022'); // its own
    const byCodes = await ok(api.lookups.fabricLinesQueryByCodes, { body: { lineCodes: s10001Only } }, tokens.hongda);
    expect(byCodes).toEqual([]);
    const list = await ok(api.lookups.fabricLinesList, { body: { page: 1, limit: 100 } }, tokens.hongda);
    expect(list.count).toBe(59);
    const seen = [...query, ...list.data].map((g) => g.lineCode);
    for (const code of s10001Only) expect(seen).not.toContain(code);
  });
});

describe('fabricEffect/queryEffect', () => {
  readTest('lists the division’s effects by sort', async () => {
    const effects = await ok(api.lookups.fabricEffectQuery, { body: { divisionId: 2 } });
    expect(effects.length).toBeGreaterThan(0);
    expect(effects.every((e) => e.divisionId === 2)).toBe(true);
    expect(effects.map((e) => e.sort)).toEqual([...effects.map((e) => e.sort)].sort((a, b) => a - b));
  });
});

describe('colours', () => {
  readTest('pages 100 at a time with the total count', async () => {
    const first = await ok(api.lookups.colorDataList, { body: { page: 1, limit: 100 } });
    const last = await ok(api.lookups.colorDataList, { body: { page: 4, limit: 100 } });
    expect(first.count).toBe(320);
    expect(first.data).toHaveLength(100);
    expect(last.data).toHaveLength(20);
  });

  readTest('restricts to colorCodes and searches by keyword', async () => {
    const some = await ok(api.lookups.colorDataList, { body: { colorCodes: ['C0001', 'C0002'] } });
    expect(some.data.map((c) => c.colorCode)).toEqual(['C0001', 'C0002']);
    const name = some.data[0]?.colorName ?? '';
    const found = await ok(api.lookups.colorList, { body: { keyword: name } });
    expect(found.map((c) => c.colorCode)).toContain('C0001');
  });

  readTest('uses the default paging when none is given', async () => {
    const page = await ok(api.lookups.colorDataList, { body: {} });
    expect(page.data).toHaveLength(10);
  });
});

describe('other lookups', () => {
  readTest('lists tags of a division plus the shared ones', async () => {
    const tags = await ok(api.lookups.materialTagList, { body: { divisionId: 1 } });
    expect(tags).toHaveLength(14);
    expect(tags.every((t) => t.divisionId === null || t.divisionId === 1)).toBe(true);
  });

  readTest('searches shoe factories', async () => {
    const factories = await ok(api.lookups.supplierSearchList, { body: { typeCode: 'FWP' } });
    expect(factories).toHaveLength(10);
    expect(factories[0]).toEqual(
      expect.objectContaining({ supplierCode: expect.stringMatching(/^F/), shortName: expect.any(String) }),
    );
  });

  readTest('lists risk notes by division', async () => {
    const risks = await ok(api.lookups.riskByCategory, { params: { id: 1 } });
    expect(risks).toHaveLength(3);
    expect(risks.every((r) => r.categoryId === 1)).toBe(true);
  });

  readTest('tells whether the supplier has a shoe last out on loan', async () => {
    expect(await ok(api.lookups.hasBorrow, { body: {} })).toBe(true);
    expect(await ok(api.lookups.hasBorrow, { body: { shoeTreeCode: 'ST-2026-0312' } })).toBe(false);
  });
});
