import { api, type InnovationDetail, type InnovationSave } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';

const detailInput = (id: number) => ({ params: { id } });

export const innovationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.innovation.detail, detailInput(id)),
    queryFn: (): Promise<InnovationDetail> => request(api.innovation.detail, detailInput(id)),
    staleTime: 0,
  });

/**
 * 暂存 / 提交. A failed save is swallowed silently (spec 000 §8, 001 §7): the call is silent, so no
 * notification appears, and the caller only stops its loading state. A success reloads every list of
 * innovation materials (any page, any filter) and drops the saved record's cached detail.
 */
export const useSaveInnovation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InnovationSave) => request(api.innovation.saveOrUpdate, { body }, { silent: true }),
    onSuccess: async (_saved, body) => {
      await queryClient.invalidateQueries({ queryKey: callKey(api.innovation.list) });
      if (body.id) queryClient.removeQueries({ queryKey: callKey(api.innovation.detail, detailInput(body.id)) });
    },
  });
};
