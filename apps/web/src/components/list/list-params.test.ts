import { api } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { filterKeys, filterValues, readListParams, withFilters, withPage } from './list-params';

const lines = api.grain.list;
const read = (search: string) => readListParams(lines, new URLSearchParams(search));

describe('readListParams', () => {
  it('defaults to page 1 and 10 rows (the contract’s Paging) with no filters', () => {
    expect(read('')).toEqual({ page: 1, limit: 10, filters: {} });
  });

  it('reads the filters the call declares, typed by its schema', () => {
    expect(read('page=3&limit=12&divisionId=2&lineName=%E8%8D%94%E6%9E%9D&isActive=0')).toEqual({
      page: 3,
      limit: 12,
      filters: { divisionId: 2, lineName: '荔枝', isActive: '0' },
    });
  });

  it('drops what the contract refuses, blanks and params that are not filters of this call', () => {
    expect(read('page=0&limit=5000&divisionId=abc&isActive=2&lineName=%20%20&effectName=x&pageCode=todo')).toEqual({
      page: 1,
      limit: 10,
      filters: {},
    });
    expect(read('page=-1&limit=1.5&divisionId=2.5')).toEqual({ page: 1, limit: 10, filters: {} });
  });

  it('lists the filter keys without page and limit', () => {
    expect(filterKeys(lines)).toEqual(['divisionId', 'lineName', 'isActive']);
    expect(filterKeys(api.effect.list)).toEqual(['divisionId', 'effectName']);
  });
});

describe('writing the URL', () => {
  const keys = filterKeys(lines);

  it('starts a search on page 1, keeps the limit and foreign params, leaves blanks out', () => {
    const next = withFilters(new URLSearchParams('page=4&limit=12&lineName=old&pageCode=todo'), keys, {
      divisionId: '2',
      lineName: ' ',
      isActive: '1',
    });
    expect(next.toString()).toBe('limit=12&pageCode=todo&divisionId=2&isActive=1');
  });

  it('resets every filter', () => {
    expect(withFilters(new URLSearchParams('divisionId=2&isActive=1&page=2'), keys, {}).toString()).toBe('');
  });

  it('changes the page, leaving page 1 out', () => {
    expect(withPage(new URLSearchParams('lineName=a'), 3).toString()).toBe('lineName=a&page=3');
    expect(withPage(new URLSearchParams('lineName=a&page=3'), 1).toString()).toBe('lineName=a');
  });

  it('gives the search form the applied filters as text', () => {
    expect(filterValues(keys, { divisionId: 2, isActive: '0' })).toEqual({
      divisionId: '2',
      lineName: '',
      isActive: '0',
    });
  });
});
