import { api, type CallInput } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';

type NoticeListBody = CallInput<typeof api.inquiry.noticeList>['body'];

export const noticesQuery = (body: NoticeListBody) =>
  queryOptions({
    queryKey: callKey(api.inquiry.noticeList, { body }),
    queryFn: () => request(api.inquiry.noticeList, { body }),
  });

export const noticeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.inquiry.noticeDetails, { body: { id } }),
    queryFn: () => request(api.inquiry.noticeDetails, { body: { id } }),
    staleTime: 0,
  });

export const noticeHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.inquiry.noticeApproveHistory, { body: { id } }),
    queryFn: () => request(api.inquiry.noticeApproveHistory, { body: { id } }),
    staleTime: 0,
  });

export const costDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.inquiry.queryCostDetail, { body: { id } }),
    queryFn: () => request(api.inquiry.queryCostDetail, { body: { id } }),
  });

/**
 * A change to quotes: afterwards every notice list (the bell's count too), every detail and trail, and the
 * 材料待填报 list are read again.
 */
export const useInquiryChange = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [
          api.inquiry.noticeList,
          api.inquiry.noticeDetails,
          api.inquiry.noticeApproveHistory,
          api.inquiry.priceList,
        ].map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })),
      ),
  });
};
