import { api, Paging } from '@portal/contract';
import { describe, expect } from 'vitest';
import { dataOf, readTest, send, useContractStub } from './helper';
import { allPages } from './paged-lists';

const { stub, tokens } = useContractStub();

const effects = async (body: object, as = tokens.supplier) =>
  dataOf(api.effect.list, await send(stub, api.effect.list, { body }, as));
type Effect = Awaited<ReturnType<typeof effects>>['data'][number];
const every = async (filters: object) =>
  (await allPages(stub, api.effect.list, filters, tokens.supplier)).rows as Effect[];

// The seed (fixtures/README.md): 40 effects, all shared.
describe('materialEffect/query (特殊效果管理)', () => {
  readTest('pages with the defaults and the total count', async () => {
    const first = await effects({});
    expect(first.count).toBe(40);
    expect(first.data).toHaveLength(Paging.limit);
    expect((await effects({ page: 4 })).data).toHaveLength(10);
    expect((await effects({ page: 5 })).data).toHaveLength(0);
  });

  readTest('answers the effect fields, in sort order within the list, each once across the pages', async () => {
    const rows = await every({});
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((e) => e.id)).size).toBe(40);
    expect(Object.keys(rows[0]!).sort()).toEqual(['divisionId', 'effectName', 'effectPrice', 'id', 'sort']);
    const sorts = rows.map((e) => e.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  readTest('filters by division and by a part of the name', async () => {
    const sy = await every({ divisionId: 2 });
    expect(sy.length).toBeGreaterThan(0);
    expect(sy.every((e) => e.divisionId === 2)).toBe(true);
    const named = await effects({ effectName: '烫' });
    expect(named.count).toBeGreaterThanOrEqual(2);
    expect(named.data.every((e) => e.effectName.includes('烫'))).toBe(true);
    const both = await every({ divisionId: 2, effectName: '烫' });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((e) => e.divisionId === 2 && e.effectName.includes('烫'))).toBe(true);
  });
});
