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

/** A write of a shipment line (close, price, sub-code, sole): the pages are read again afterwards. */
const useLineWrite = <B, R>(send: (body: B) => Promise<R>) => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: send, onSuccess: refresh });
};

export const useCloseLines = () =>
  useLineWrite((body: PurchaseCloseInput) => request(api.purchase.closePurchaseDetail, { body }));

export const useSavePrice = () =>
  useLineWrite((body: { detailId: number; price: number; remark?: string }) =>
    request(api.purchase.saveOrUpdatePriceInfo, { body }),
  );

export const useUpdateSubCode = () =>
  useLineWrite((body: { detailId: number; materialSubCode: string }) => request(api.purchase.updateSubCode, { body }));

export const useMateSole = () =>
  useLineWrite((body: { detailId: number; soleCode: string }) => request(api.purchase.matePurchaseSole, { body }));

export const useMatchSoleCost = () =>
  useLineWrite((body: { detailId: number; soleCode: string }) => request(api.purchase.matchPurchaseSoleCost, { body }));

/** 选择材料: the supplier's materials whose code or name holds the keyword (the first 8). */
export const useSupplierMaterials = (keyword: string) => {
  const body = { page: 1, limit: 8, ...(keyword && { keyword }) };
  return useQuery({
    queryKey: callKey(api.purchase.supplierMaterials, { body }),
    queryFn: () => request(api.purchase.supplierMaterials, { body }),
  });
};

/** One material of the supplier by its code, with its widths (the line's own material). */
export const useMaterialByCode = (materialCode: string | null) => {
  const body = { materialCodes: [materialCode ?? ''] };
  return useQuery({
    queryKey: callKey(api.purchase.supplierMaterialsAndWidth, { body }),
    queryFn: () => request(api.purchase.supplierMaterialsAndWidth, { body }),
    enabled: !!materialCode,
    select: (rows) => rows[0] ?? null,
  });
};

/** A material's widths, thicknesses and grains. */
export const useMaterialAttrs = (id: number | null) =>
  useQuery({
    queryKey: callKey(api.purchase.materialAttrs, byId(id ?? 0)),
    queryFn: () => request(api.purchase.materialAttrs, byId(id ?? 0)),
    enabled: id !== null,
  });

/** A material's sub-codes, narrowed by the attributes chosen. */
export const useMaterialSubCodes = (
  filter: { materialCode: string; width?: string; thickness?: string; grain?: string } | null,
) =>
  useQuery({
    queryKey: callKey(api.purchase.materialSubCode, { body: filter ?? { materialCode: '' } }),
    queryFn: () => request(api.purchase.materialSubCode, { body: filter! }),
    enabled: filter !== null,
  });

/** The soles a line may be matched to. */
export const useSoles = (detailId: number) =>
  useQuery({
    queryKey: callKey(api.purchase.sole, { body: { detailId } }),
    queryFn: () => request(api.purchase.sole, { body: { detailId } }),
  });

/** The supplier's cost materials (with their prices), by code or name. */
export const useCostMaterials = (keyword: string) => {
  const body = keyword ? { keyword } : {};
  return useQuery({
    queryKey: callKey(api.purchase.querySupplierCostMaterial, { body }),
    queryFn: () => request(api.purchase.querySupplierCostMaterial, { body }),
  });
};
