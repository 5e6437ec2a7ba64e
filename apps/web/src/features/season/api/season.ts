import { api, type SeasonDeliveryInput } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';

const byId = (id: number) => ({ params: { id } });

/** One order, read through the list's `id` filter (the domain has no detail call). */
export const useSeasonOrder = (id: number) =>
  useQuery({
    queryKey: callKey(api.season.list, { body: { id } }),
    queryFn: async () => (await request(api.season.list, { body: { id, page: 1, limit: 1 } })).data[0] ?? null,
    enabled: id > 0,
  });

export const useSeasonSizes = (id: number) =>
  useQuery({ queryKey: callKey(api.season.sizeList, byId(id)), queryFn: () => request(api.season.sizeList, byId(id)) });
export const useSeasonVersions = (id: number) =>
  useQuery({
    queryKey: callKey(api.season.getVersion, byId(id)),
    queryFn: () => request(api.season.getVersion, byId(id)),
  });
export const useSeasonDeliveries = (id: number) =>
  useQuery({
    queryKey: callKey(api.season.deliverDetail, { body: { id } }),
    queryFn: () => request(api.season.deliverDetail, { body: { id } }),
  });
export const useDeliveredCount = (filters: object) =>
  useQuery({
    queryKey: callKey(api.season.deliveredCount, { body: filters }),
    queryFn: () => request(api.season.deliveredCount, { body: filters as never }),
  }).data;

/** After any write every season list, count, size, delivery and version answer is read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        api.season.list,
        api.season.deliveredCount,
        api.season.sizeList,
        api.season.deliverDetail,
        api.season.getVersion,
        api.season.confirmRecord,
      ].map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })),
    );
};

const useWrite = <T>(fn: (input: T) => Promise<unknown>) => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: fn, onSuccess: refresh });
};

export const useAccept = () => useWrite((ids: number[]) => request(api.season.receiveSeason, { body: { ids } }));
export const useCloseSeason = () =>
  useWrite((body: { ids: number[]; closeReason: string }) => request(api.season.closeOperate, { body }));
export const useRemoveSeason = () => useWrite((id: number) => request(api.season.removeSeason, byId(id)));
export const useDeliver = () =>
  useWrite(({ type, body }: { type: 'product' | 'sample'; body: SeasonDeliveryInput }) =>
    request(type === 'product' ? api.season.operateAdd : api.season.sampleSeason, { body }),
  );
export const useConfirmReceipt = () =>
  useWrite((id: number) => request(api.season.saveConfirmReceipt, { params: { id }, body: {} }));
export const useRemoveDelivery = () => useWrite((id: number) => request(api.season.removeSeasonDeliver, byId(id)));
export const useEditSeason = () =>
  useWrite((body: { id: number; deliveryDate?: string; remark?: string }) =>
    request(api.season.saveOrUpdateSeason, { body }),
  );
