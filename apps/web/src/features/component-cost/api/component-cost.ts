import { api, type CallSpec } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { useCallMutation } from '@/api/mutations';

/**
 * What a write of 组件成本管理 (确认, 更换鞋厂, 审核, 关闭询价, 删除, 导入) makes stale: every list and count. The
 * components send each write with `useCallMutation(call, { invalidates: costWritesInvalidate, success })`.
 */
export const costWritesInvalidate = [api.componentCost.list, api.componentCost.count];

/** The import: silent, so the dialog shows the row errors itself instead of a notification. */
export const useCostImport = () =>
  useCallMutation(api.componentCost.confirm, {
    invalidates: costWritesInvalidate,
    input: (fileId: string) => ({ body: { fileId } }),
    request: { silent: true },
  });

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

type CostCall = (typeof api.componentCost)[keyof typeof api.componentCost];

// A file call's input cannot be resolved for a generic call.
const fileRequest = request as unknown as (call: CallSpec, input: object) => Promise<Blob>;

/** A file call of the domain (PDF, templates) saved under `fileName`. */
export const useCostFile = () =>
  useMutation({
    mutationFn: async ({ call, input, fileName }: { call: CostCall; input: object; fileName: string }) =>
      saveBlob(await fileRequest(call, input), fileName),
  });
