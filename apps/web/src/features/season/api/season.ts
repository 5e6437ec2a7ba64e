import { api, type SeasonDeliveryInput } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { useCallMutation } from '@/api/mutations';
import { callKey } from '@/api/query-keys';
import type { ListFilters } from '@/components/list';

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
/** 已交付: the delivered orders among those the list's filters find. */
export const useDeliveredCount = (filters: ListFilters<typeof api.season.list>) =>
  useQuery({
    queryKey: callKey(api.season.deliveredCount, { body: filters }),
    queryFn: () => request(api.season.deliveredCount, { body: filters }),
  }).data;

/** After any write every season list, count, size, delivery and version answer is read again. */
const invalidates = [
  api.season.list,
  api.season.deliveredCount,
  api.season.sizeList,
  api.season.deliverDetail,
  api.season.getVersion,
  api.season.confirmRecord,
];

export const useAccept = () =>
  useCallMutation(api.season.receiveSeason, { invalidates, input: (ids: number[]) => ({ body: { ids } }) });
export const useCloseSeason = () =>
  useCallMutation(api.season.closeOperate, {
    invalidates,
    input: (body: { ids: number[]; closeReason: string }) => ({ body }),
  });
export const useRemoveSeason = () => useCallMutation(api.season.removeSeason, { invalidates, input: byId });
export const useDeliver = () =>
  useCallMutation(
    ({ type }: { type: 'product' | 'sample'; body: SeasonDeliveryInput }) =>
      type === 'product' ? api.season.operateAdd : api.season.sampleSeason,
    {
      invalidates,
      input: ({ body }) => ({ body }),
    },
  );
export const useConfirmReceipt = () =>
  useCallMutation(api.season.saveConfirmReceipt, {
    invalidates,
    input: (id: number) => ({ params: { id }, body: {} }),
  });
export const useRemoveDelivery = () => useCallMutation(api.season.removeSeasonDeliver, { invalidates, input: byId });
export const useEditSeason = () =>
  useCallMutation(api.season.saveOrUpdateSeason, {
    invalidates,
    input: (body: { id: number; deliveryDate?: string; remark?: string }) => ({ body }),
  });
