import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type FilterKey,
  type FilterValues,
  filterKeys,
  filterValues,
  type ListFilters,
  type ListParams,
  type ListSort,
  type PagedCall,
  readListParams,
  type SortField,
  withFilters,
  withPage,
  withSort,
} from './list-params';

export interface ListState<C extends PagedCall> extends ListParams<ListFilters<C>, SortField<C>> {
  /** The applied filters as text, for the search form. */
  values: FilterValues<FilterKey<C>>;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Applies a search (page 1); the sort stays. */
  search: (values: Partial<FilterValues<FilterKey<C>>>) => void;
  /** Clears every filter (page 1); the sort stays. */
  reset: () => void;
  /** Sorts by a declared field, or back to the list's own order with undefined (page 1). */
  setSort: (sort: ListSort<SortField<C>> | undefined) => void;
}

/** A list's page, limit, filters and sort, read from and written to the URL's search params. */
export const useListState = <C extends PagedCall>(call: C): ListState<C> => {
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = useMemo(() => filterKeys(call), [call]);
  const params = useMemo(() => readListParams(call, searchParams), [call, searchParams]);
  const values = useMemo(() => filterValues(keys, params.filters), [keys, params.filters]);

  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => setSearchParams((current) => withPage(current, page), options),
    [setSearchParams],
  );
  const search = useCallback(
    (next: Partial<FilterValues<FilterKey<C>>>) => setSearchParams((current) => withFilters(current, keys, next)),
    [keys, setSearchParams],
  );
  const reset = useCallback(
    () => setSearchParams((current) => withFilters(current, keys, {})),
    [keys, setSearchParams],
  );
  const setSort = useCallback(
    (sort: ListSort<SortField<C>> | undefined) => setSearchParams((current) => withSort(current, sort)),
    [setSearchParams],
  );

  return { ...params, values, setPage, search, reset, setSort };
};
