import { api } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';

/** The dashboard's figures (home/homeInfos). */
export const homeInfosQuery = () =>
  queryOptions({
    queryKey: callKey(api.dashboard.homeInfos),
    queryFn: () => request(api.dashboard.homeInfos),
    staleTime: 30_000,
  });
