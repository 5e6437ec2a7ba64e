import { api, type CallInput, quoteSheet } from '@portal/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { saveCallFile } from '@/api/files';
import { useCallMutation, useInvalidate } from '@/api/mutations';
import { callKey } from '@/api/query-keys';
import { useUploadServices } from '@/components/uploads/upload-services';

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
 * What a change to quotes makes stale: every notice list (the bell's count too), every detail and trail, the
 * 材料待填报 list and the sole components.
 */
export const inquiryWritesInvalidate = [
  api.inquiry.noticeList,
  api.inquiry.noticeDetails,
  api.inquiry.noticeApproveHistory,
  api.inquiry.priceList,
  api.inquiry.querySoleConfirmDetails,
];
const invalidates = inquiryWritesInvalidate;

type QuoteItems = CallInput<typeof api.inquiry.savePrice>['body']['items'];
type SoleComponents = CallInput<typeof api.inquiry.updateSoleComponent>['body']['components'];

/** 保存 of typed prices (a notice's rows, or one material's 填报). */
export const useSaveQuotes = () =>
  useCallMutation(api.inquiry.savePrice, { invalidates, input: (items: QuoteItems) => ({ body: { items } }) });

/** 提交报价 of a notice. */
export const useSubmitQuotes = (noticeId: number) =>
  useCallMutation(api.inquiry.submitPrice, {
    invalidates,
    input: (items: QuoteItems) => ({ body: { id: noticeId, items } }),
  });

/** 撤回 of a notice's quote. */
export const useCancelInquiry = (noticeId: number) =>
  useCallMutation<typeof api.inquiry.cancelInquiry, void>(api.inquiry.cancelInquiry, {
    invalidates,
    input: () => ({ body: { id: noticeId } }),
  });

/** 主管审核 of a notice: pass, or reject with a remark. */
export const useAuditNotice = (noticeId: number) =>
  useCallMutation(api.inquiry.confirm, {
    invalidates,
    input: (body: { pass: boolean; auditRemark?: string }) => ({ params: { id: noticeId }, body }),
  });

/** 关闭 of materials the supplier will not quote (one or many). */
export const useCloseItems = () =>
  useCallMutation(api.inquiry.costBatchClose, { invalidates, input: (ids: number[]) => ({ body: { ids } }) });

/** 保存 of a sole's components. */
export const useSaveSole = (itemId: number) =>
  useCallMutation(api.inquiry.updateSoleComponent, {
    invalidates,
    input: (components: SoleComponents) => ({ body: { inquiryPriceId: itemId, components } }),
  });

/** 提交 of a sole's components: the sole's price is their sum. */
export const useSubmitSole = (itemId: number) =>
  useCallMutation(api.inquiry.submitSoleInfo, {
    invalidates,
    input: (components: SoleComponents) => ({ body: { inquiryPriceId: itemId, components } }),
  });

/** 匹配单价 works on the stored components: they are saved first, then the matched prices come back. */
export const useMatchSole = (itemId: number) => {
  const reload = useInvalidate(invalidates);
  return useMutation({
    mutationFn: async (components: SoleComponents) => {
      await request(api.inquiry.updateSoleComponent, { body: { inquiryPriceId: itemId, components } });
      return request(api.inquiry.matchInquirySoleCost, { body: { id: itemId } });
    },
    onSuccess: reload,
  });
};

/**
 * 导入报价: the filled template is uploaded, then imported (every row or none). Silent: the dialog lists a refused
 * file's rows itself.
 */
export const useQuoteImport = (noticeId: number) => {
  const { uploader } = useUploadServices();
  const reload = useInvalidate(invalidates);
  return useMutation({
    mutationFn: async (file: File) => {
      const data = new FormData();
      data.append('businessType', 'inquiryImport');
      data.append('file', file);
      const uploaded = await uploader.upload(data);
      return request(
        api.inquiry.uploadConfirm,
        { body: { inquiryId: noticeId, fileId: uploaded.id } },
        { silent: true },
      );
    },
    onSuccess: reload,
  });
};

/** The notice's quote template, with its materials. */
export const downloadQuoteTemplate = (notice: { id: number; inquiryNo: string }) =>
  saveCallFile(
    api.inquiry.downloadTemplateFile,
    { body: { id: notice.id } },
    `${quoteSheet.title}_${notice.inquiryNo}.xlsx`,
  );
