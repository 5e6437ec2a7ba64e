import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type FilterKey,
  type FilterValues,
  filterKeys,
  filterValues,
  type ListFilters,
  type ListParams,
  type PagedCall,
  readListParams,
  withFilters,
  withPage,
} from './list-params';

export interface ListState<C extends PagedCall> extends ListParams<ListFilters<C>> {
  /** The applied filters as text, for the search form. */
  values: FilterValues<FilterKey<C>>;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Applies a search (page 1). */
  search: (values: Partial<FilterValues<FilterKey<C>>>) => void;
  /** Clears every filter (page 1). */
  reset: () => void;
}

/** A list's page, limit and filters, read from and written to the URL's search params. */
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

  return { ...params, values, setPage, search, reset };
};
