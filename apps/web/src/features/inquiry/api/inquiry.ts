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

/** A sole item's stored components (大底组件). */
export const soleComponentsQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.inquiry.querySoleConfirmDetails, { body: { id } }),
    queryFn: () => request(api.inquiry.querySoleConfirmDetails, { body: { id } }),
    staleTime: 0,
  });

/** The sole components' columns (labels, types, required), the stored field table. */
export const soleFieldsQuery = queryOptions({
  queryKey: callKey(api.inquiry.fieldList, { body: { isSole: true } }),
  queryFn: () => request(api.inquiry.fieldList, { body: { isSole: true } }),
});

/** Sole compound formulas (配方), offered as component names. */
export const prescriptionsQuery = queryOptions({
  queryKey: callKey(api.inquiry.prescription, { body: {} }),
  queryFn: () => request(api.inquiry.prescription, { body: {} }),
});

/**
 * A change to quotes: afterwards every notice list (the bell's count too), every detail and trail, the
 * 材料待填报 list and the sole components are read again.
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
          api.inquiry.querySoleConfirmDetails,
        ].map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })),
      ),
  });
};
