import {
  api,
  type PurchaseCloseInput,
  type PurchaseOrderDetail,
  type PurchasePlansInput,
  type SizeShipmentInput,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';

const byId = (id: number) => ({ params: { id } });

export const purchaseDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.purchase.detail, byId(id)),
    queryFn: (): Promise<PurchaseOrderDetail> => request(api.purchase.detail, byId(id)),
    staleTime: 0,
  });

export const shipmentPageQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.purchase.shipmentPageInfo, byId(id)),
    queryFn: () => request(api.purchase.shipmentPageInfo, byId(id)),
    staleTime: 0,
  });

/** The factories on the supplier's orders (the list's 鞋厂 filter). */
export const useFactoryOptions = () =>
  useQuery({
    queryKey: callKey(api.purchase.factoryNames),
    queryFn: () => request(api.purchase.factoryNames, undefined),
    select: (rows) => rows.map((f) => ({ label: f.shoeFactoryName, value: f.shoeFactoryCode })),
  }).data ?? [];

/**
 * After any write: every purchase list and detail, the shipment pages, the bell's 交付提醒(n) and the
 * dashboard's figures are read again (they all count the same reminders).
 */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        api.purchase.list,
        api.purchase.detail,
        api.purchase.detailsList,
        api.purchase.shipmentPageInfo,
        api.purchase.shipmentHistory,
        api.purchase.warningCount,
        api.dashboard.homeInfos,
      ].map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })),
    );
};

export const useSavePlans = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PurchasePlansInput) => request(api.purchase.savePlans, { body }),
    onSuccess: refresh,
  });
};

export const useClosePurchase = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PurchaseCloseInput) => request(api.purchase.close, { body }),
    onSuccess: refresh,
  });
};

export const useShip = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SizeShipmentInput) => request(api.purchase.sizeShipments, { body }),
    onSuccess: refresh,
  });
};

export const useSendNotice = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (shipmentIds: number[]) => request(api.purchase.sendNoticeEmail, { body: { shipmentIds } }),
    onSuccess: refresh,
  });
};
