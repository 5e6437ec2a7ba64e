import { api, type DemandReplySave } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { useCallMutation } from '@/api/mutations';
import { callKey } from '@/api/query-keys';

export const demandDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.demand.detail, { body: { id } }),
    queryFn: () => request(api.demand.detail, { body: { id } }),
    staleTime: 0,
  });

export const replyMaterialsQuery = (keyword: string) =>
  queryOptions({
    queryKey: callKey(api.scanApply.materials, { body: { keyword } }),
    queryFn: () => request(api.scanApply.materials, { body: { keyword } }),
  });

export const commentsQuery = (materialId: number) =>
  queryOptions({
    queryKey: callKey(api.comment.list, { body: { materialId } }),
    queryFn: () => request(api.comment.list, { body: { materialId } }),
    staleTime: 0,
  });

export const useMessages = (isRead: 0 | undefined) => {
  const body = { page: 1, limit: 50, ...(isRead !== undefined && { isRead }) };
  return useQuery({
    queryKey: callKey(api.message.list, { body }),
    queryFn: () => request(api.message.list, { body }),
  });
};

/** After any change: the lists, details, messages and the unread total (the menu badge) reload. */
const invalidates = [api.demand.list, api.demand.detail, api.demand.totalNoReadNum, api.message.list, api.comment.list];

export const useSaveReply = () =>
  useCallMutation(api.demand.saveOrUpdateReply, { invalidates, input: (body: DemandReplySave) => ({ body }) });
export const useDeleteReply = () =>
  useCallMutation(api.demand.deleteReply, { invalidates, input: (id: number) => ({ body: { id } }) });
export const useReadAll = () =>
  useCallMutation(api.demand.setAllReplyRead, { invalidates, input: (id: number) => ({ params: { id } }) });
export const useReadMessages = () =>
  useCallMutation(api.message.read, { invalidates, input: (ids: number[]) => ({ body: { ids } }) });
export const useSaveComment = () =>
  useCallMutation(api.comment.save, {
    invalidates,
    input: (body: { materialId: number; parentId?: number; content: string }) => ({ body }),
  });
export const useDeleteComment = () =>
  useCallMutation(api.comment.delete, { invalidates, input: (id: number) => ({ body: { id } }) });
