import { api } from '@portal/contract';
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
