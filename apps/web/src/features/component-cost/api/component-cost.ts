import { api, type CallSpec } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import type { RequestArgs, RequestInput } from '@/api/http';
import { callKey } from '@/api/query-keys';
import { notify } from '@/lib/notify';

type CostCall = (typeof api.componentCost)[keyof typeof api.componentCost];
type Input<C extends CostCall> = RequestInput<C>;

/** Every list and count of component costs reloads after a write. */
const useReloadCosts = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(api.componentCost.list) }),
      queryClient.invalidateQueries({ queryKey: callKey(api.componentCost.count) }),
    ]);
};

/**
 * A write of 组件成本管理 (确认, 更换鞋厂, 审核, 关闭询价, 删除): the call, then the success message and the lists
 * reloaded. A refusal shows the stub's message as every failure does (spec 000 §8).
 */
export const useCostWrite = <C extends CostCall>(call: C, success: string) => {
  const reload = useReloadCosts();
  return useMutation({
    mutationFn: (input: Input<C>) => request(call, ...([input] as RequestArgs<C>)),
    onSuccess: async () => {
      notify.success(success);
      await reload();
    },
  });
};

/** The import: silent, so the dialog shows the row errors itself instead of a notification. */
export const useCostImport = () => {
  const reload = useReloadCosts();
  return useMutation({
    mutationFn: (fileId: string) => request(api.componentCost.confirm, { body: { fileId } }, { silent: true }),
    onSuccess: reload,
  });
};

/** Saves a file answer (PDF, template) under its name. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

// A file call's input cannot be resolved for a generic call.
const fileRequest = request as unknown as (call: CallSpec, input: object) => Promise<Blob>;

/** A file call of the domain (PDF, templates) saved under `fileName`. */
export const useCostFile = () =>
  useMutation({
    mutationFn: async ({ call, input, fileName }: { call: CostCall; input: object; fileName: string }) =>
      saveBlob(await fileRequest(call, input), fileName),
  });
