import { api, type ComponentParamForm } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { useCallMutation } from '@/api/mutations';
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
const invalidates = [
  api.componentParam.list,
  api.componentParam.listSize,
  api.componentParam.record,
  api.componentParam.queryComponentFormula,
];

/** 新增 / 修改: the stub answers the form's own messages on refusal. */
export const useSaveParam = () =>
  useCallMutation(
    ({ id }: { id: number | null; form: ComponentParamForm }) =>
      id === null ? api.componentParam.add : api.componentParam.update,
    { invalidates, input: ({ id, form }) => ({ body: id === null ? form : { ...form, id } }) },
  );
export const useCopyParam = () =>
  useCallMutation(api.componentParam.copy, { invalidates, input: (id: number) => ({ body: { id } }) });
export const useDeleteParams = () =>
  useCallMutation(api.componentParam.delete, { invalidates, input: (ids: number[]) => ({ body: { ids } }) });
