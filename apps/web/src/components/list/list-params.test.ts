import { api } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  filterKeys,
  filterValues,
  nextSort,
  readListParams,
  sortBody,
  withFilters,
  withPage,
  withSort,
} from './list-params';

const lines = api.grain.list;
const read = (search: string) => readListParams(lines, new URLSearchParams(search));

describe('readListParams', () => {
  it('defaults to page 1 and 10 rows (the contract’s Paging) with no filters', () => {
    expect(read('')).toEqual({ page: 1, limit: 10, filters: {}, sort: undefined });
  });

  it('reads the filters the call declares, typed by its schema', () => {
    expect(read('page=3&limit=12&divisionId=2&lineName=%E8%8D%94%E6%9E%9D&isActive=0')).toEqual({
      page: 3,
      limit: 12,
      filters: { divisionId: 2, lineName: '荔枝', isActive: '0' },
      sort: undefined,
    });
  });

  it('drops what the contract refuses, blanks and params that are not filters of this call', () => {
    expect(read('page=0&limit=5000&divisionId=abc&isActive=2&lineName=%20%20&effectName=x&pageCode=todo')).toEqual({
      page: 1,
      limit: 10,
      filters: {},
      sort: undefined,
    });
    expect(read('page=-1&limit=1.5&divisionId=2.5')).toEqual({ page: 1, limit: 10, filters: {}, sort: undefined });
  });

  it('reads the sort through the call’s sortBy: a declared field and asc or desc', () => {
    expect(read('sortField=floatingPrice&sortOrder=desc').sort).toEqual({ field: 'floatingPrice', order: 'desc' });
    expect(read('sortField=lineCode&sortOrder=asc&divisionId=2').sort).toEqual({ field: 'lineCode', order: 'asc' });
    expect(readListParams(api.effect.list, new URLSearchParams('sortField=sort&sortOrder=asc')).sort).toEqual({
      field: 'sort',
      order: 'asc',
    });
  });

  it('drops a sort the call does not declare, a bad order, or half a sort', () => {
    for (const search of [
      'sortField=lineName&sortOrder=asc', // not a sort field of this call
      'sortField=effectPrice&sortOrder=asc', // another call's
      'sortField=lineCode&sortOrder=up',
      'sortField=lineCode&sortOrder=ASC',
      'sortField=lineCode',
      'sortOrder=desc',
      'sortField=%20&sortOrder=asc',
    ])
      expect(read(search).sort, search).toBeUndefined();
    // A call without sortBy never sorts, whatever the URL says.
    expect(readListParams(api.navbar.downloadList, new URLSearchParams('sortField=key&sortOrder=asc')).sort).toBe(
      undefined,
    );
  });

  it('lists the filter keys without page, limit and the sort', () => {
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

  it('sorts back to page 1, keeps filters and limit; no sort removes both params', () => {
    const sorted = withSort(new URLSearchParams('lineName=a&page=3&limit=12'), { field: 'lineCode', order: 'desc' });
    expect(sorted.toString()).toBe('lineName=a&limit=12&sortField=lineCode&sortOrder=desc');
    expect(withSort(new URLSearchParams(`${sorted.toString()}&page=2`), undefined).toString()).toBe(
      'lineName=a&limit=12',
    );
  });

  it('keeps the sort across a search and a reset', () => {
    const sorted = new URLSearchParams('sortField=lineCode&sortOrder=asc&page=2');
    expect(withFilters(sorted, keys, { lineName: '荔枝' }).toString()).toBe(
      `sortField=lineCode&sortOrder=asc&lineName=${encodeURIComponent('荔枝')}`,
    );
    expect(withFilters(sorted, keys, {}).toString()).toBe('sortField=lineCode&sortOrder=asc');
  });

  it('cycles a header: asc → desc → none; another column starts at asc', () => {
    expect(nextSort(undefined, 'lineCode')).toEqual({ field: 'lineCode', order: 'asc' });
    expect(nextSort({ field: 'lineCode', order: 'asc' }, 'lineCode')).toEqual({ field: 'lineCode', order: 'desc' });
    expect(nextSort({ field: 'lineCode', order: 'desc' }, 'lineCode')).toBeUndefined();
    expect(nextSort({ field: 'lineCode', order: 'desc' }, 'floatingPrice')).toEqual({
      field: 'floatingPrice',
      order: 'asc',
    });
  });

  it('puts the sort in a list body only when there is one', () => {
    expect(sortBody(undefined)).toEqual({});
    expect(sortBody({ field: 'lineCode', order: 'desc' })).toEqual({ sortField: 'lineCode', sortOrder: 'desc' });
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
