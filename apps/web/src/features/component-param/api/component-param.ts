import { api, type ComponentParamForm } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';

export const paramRecordQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.componentParam.record, { body: { id } }),
    queryFn: () => request(api.componentParam.record, { body: { id } }),
    staleTime: 0,
  });

export const paramFormulaQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.componentParam.queryComponentFormula, { params: { id } }),
    queryFn: () => request(api.componentParam.queryComponentFormula, { params: { id } }),
    staleTime: 0,
  });

/** After a write every list, size, record and formula of the domain reloads. */
const useReload = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        api.componentParam.list,
        api.componentParam.listSize,
        api.componentParam.record,
        api.componentParam.queryComponentFormula,
      ].map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })),
    );
};

/** 新增 / 修改: the stub answers the form's own messages on refusal. */
export const useSaveParam = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: ComponentParamForm }) =>
      id === null
        ? request(api.componentParam.add, { body: form })
        : request(api.componentParam.update, { body: { ...form, id } }),
    onSuccess: reload,
  });
};

export const useCopyParam = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => request(api.componentParam.copy, { body: { id } }),
    onSuccess: reload,
  });
};

export const useDeleteParams = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: (ids: number[]) => request(api.componentParam.delete, { body: { ids } }),
    onSuccess: reload,
  });
};
