import { api, type DemandReplySave } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
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
const useReload = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [api.demand.list, api.demand.detail, api.demand.totalNoReadNum, api.message.list, api.comment.list].map((call) =>
        queryClient.invalidateQueries({ queryKey: callKey(call) }),
      ),
    );
};

export const useSaveReply = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: DemandReplySave) => request(api.demand.saveOrUpdateReply, { body }),
    onSuccess: reload,
  });
};

export const useDeleteReply = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => request(api.demand.deleteReply, { body: { id } }),
    onSuccess: reload,
  });
};

export const useReadAll = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => request(api.demand.setAllReplyRead, { params: { id } }),
    onSuccess: reload,
  });
};

export const useReadMessages = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: (ids: number[]) => request(api.message.read, { body: { ids } }),
    onSuccess: reload,
  });
};

export const useSaveComment = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: { materialId: number; parentId?: number; content: string }) =>
      request(api.comment.save, { body }),
    onSuccess: reload,
  });
};

export const useDeleteComment = () => {
  const reload = useReload();
  return useMutation({ mutationFn: (id: number) => request(api.comment.delete, { body: { id } }), onSuccess: reload });
};
