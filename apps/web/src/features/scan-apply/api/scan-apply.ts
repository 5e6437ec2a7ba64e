import { api, type ScanApplyFilters, ScanApplyStatus } from '@portal/contract';
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';

export const scanApplyDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.scanApply.detail, { body: { id } }),
    queryFn: () => request(api.scanApply.detail, { body: { id } }),
    staleTime: 0,
  });

export const scanMaterialsQuery = (keyword: string) =>
  queryOptions({
    queryKey: callKey(api.scanApply.materials, { body: { keyword } }),
    queryFn: () => request(api.scanApply.materials, { body: { keyword } }),
  });

export const scanSuppliersQuery = () =>
  queryOptions({
    queryKey: callKey(api.scanApply.suppliers, { body: {} }),
    queryFn: () => request(api.scanApply.suppliers, { body: {} }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The count of each status tab (getListSize with the other filters), and of all: index 0 is 全部. */
export const useStatusCounts = (filters: Omit<ScanApplyFilters, 'status'>) =>
  useQueries({
    queries: [undefined, ...ScanApplyStatus.values].map((status) => {
      const body = { ...filters, ...(status !== undefined && { status }) };
      return {
        queryKey: callKey(api.scanApply.listSize, { body }),
        queryFn: () => request(api.scanApply.listSize, { body }),
      };
    }),
  });

type ChangeCall =
  | typeof api.scanApply.saveOrUpdate
  | typeof api.scanApply.updateScan
  | typeof api.scanApply.checkScan
  | typeof api.scanApply.close
  | typeof api.scanApply.delete;

/** Any change: afterwards every list, count and detail of scan applications reloads. */
export const useScanApplyChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call, body }: { call: ChangeCall; body: unknown }) =>
      request(call as typeof api.scanApply.checkScan, { body: body as { id: number } }) as Promise<unknown>,
    onSuccess: () =>
      Promise.all(
        [api.scanApply.list, api.scanApply.listSize, api.scanApply.detail].map((call) =>
          queryClient.invalidateQueries({ queryKey: callKey(call) }),
        ),
      ),
  });
};
