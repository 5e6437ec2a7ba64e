import {
  api,
  type PurchaseCloseInput,
  type PurchaseOrderDetail,
  type PurchasePlansInput,
  type SizeShipmentInput,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { useCallMutation } from '@/api/mutations';
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
export const useOrderFactoryOptions = () =>
  useQuery({
    queryKey: callKey(api.purchase.factoryNames),
    queryFn: () => request(api.purchase.factoryNames, undefined),
    select: (rows) => rows.map((f) => ({ label: f.shoeFactoryName, value: f.shoeFactoryCode })),
  }).data ?? [];

/**
 * After any write: every purchase list and detail, the shipment pages, the bell's 交付提醒(n) and the
 * dashboard's figures are read again (they all count the same reminders).
 */
const invalidates = [
  api.purchase.list,
  api.purchase.detail,
  api.purchase.detailsList,
  api.purchase.shipmentPageInfo,
  api.purchase.shipmentHistory,
  api.purchase.warningCount,
  api.dashboard.homeInfos,
];
const withBody = <B>(body: B) => ({ body });

export const useSavePlans = () =>
  useCallMutation(api.purchase.savePlans, { invalidates, input: (body: PurchasePlansInput) => withBody(body) });
export const useClosePurchase = () =>
  useCallMutation(api.purchase.close, { invalidates, input: (body: PurchaseCloseInput) => withBody(body) });
export const useShip = () =>
  useCallMutation(api.purchase.sizeShipments, { invalidates, input: (body: SizeShipmentInput) => withBody(body) });
export const useSendNotice = () =>
  useCallMutation(api.purchase.sendNoticeEmail, {
    invalidates,
    input: (shipmentIds: number[]) => ({ body: { shipmentIds } }),
  });

/** Writes of a shipment line (close, price, sub-code, sole). */
export const useCloseLines = () =>
  useCallMutation(api.purchase.closePurchaseDetail, {
    invalidates,
    input: (body: PurchaseCloseInput) => withBody(body),
  });
export const useSavePrice = () =>
  useCallMutation(api.purchase.saveOrUpdatePriceInfo, {
    invalidates,
    input: (body: { detailId: number; price: number; remark?: string }) => withBody(body),
  });
export const useUpdateSubCode = () =>
  useCallMutation(api.purchase.updateSubCode, {
    invalidates,
    input: (body: { detailId: number; materialSubCode: string }) => withBody(body),
  });
export const useMateSole = () =>
  useCallMutation(api.purchase.matePurchaseSole, {
    invalidates,
    input: (body: { detailId: number; soleCode: string }) => withBody(body),
  });
export const useMatchSoleCost = () =>
  useCallMutation(api.purchase.matchPurchaseSoleCost, {
    invalidates,
    input: (body: { detailId: number; soleCode: string }) => withBody(body),
  });

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
