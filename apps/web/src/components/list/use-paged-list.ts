import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendCall } from '@/api/api-client';
import { callKey } from '@/api/query-keys';
import { type ListRow, type PagedCall, sortBody } from './list-params';
import { type ListState, useListState } from './use-list-state';

export interface PagedList<C extends PagedCall> extends ListState<C> {
  rows: ListRow<C>[];
  total: number;
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** A newer page or search is on its way; the previous rows stay meanwhile. */
  refreshing: boolean;
}

/** The list's query key: the call and exactly the body it sends. */
export const pagedListKey = (call: PagedCall, body: object) => callKey(call, { body });

/**
 * One paged list screen's data: the URL state (useListState) and the call's answer for it. A page
 * beyond the last one (records gone, an edited URL) is replaced by the last page.
 */
export const usePagedList = <C extends PagedCall>(call: C): PagedList<C> => {
  const state = useListState(call);
  const { page, limit, filters, sort, setPage } = state;
  const body = { ...filters, page, limit, ...sortBody(sort) };
  const query = useQuery({
    queryKey: pagedListKey(call, body),
    // The body is the call's own paging, filters and sort.
    queryFn: () => sendCall<PagedCall>(call, { body }),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && page > lastPage;

  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, setPage]);

  return {
    ...state,
    rows: (query.data?.data ?? []) as ListRow<C>[],
    total,
    loading: query.isPending,
    refreshing: query.isPlaceholderData,
  };
};
