import { api } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';

/** The count of the caller's recommended materials (getSelectMaterialFabricSize without filters): the header badge. */
export const recommendSizeQuery = () =>
  queryOptions({
    queryKey: callKey(api.recommend.size, { body: {} }),
    queryFn: () => request(api.recommend.size, { body: {} }),
  });

/** The list actions: each changes a material's state. */
export type MaterialActionInput =
  | {
      call: typeof api.fabric.delete | typeof api.fabric.stopMaterialFabric | typeof api.fabric.pushFabrics;
      ids: number[];
    }
  | { call: typeof api.fabric.applicationOverruled; id: number; reason: string };

const send = (input: MaterialActionInput) =>
  'reason' in input
    ? request(input.call, { body: { id: input.id, applicationOverruled: input.reason } })
    : request(input.call, { body: { ids: input.ids } });

/**
 * 删除 / 停用 / 推送 / 申诉. A success reloads both lists, the recommended count and the changed records' detail and
 * history (as a dialog save does, api/material.ts), so whichever screen is open shows the new state.
 */
export const useMaterialAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [
          api.fabric.list,
          api.recommend.list,
          api.recommend.size,
          api.fabric.detail,
          api.fabric.queryMaterialApprove,
        ].map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })),
      ),
  });
};
