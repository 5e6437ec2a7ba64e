import { api, type CallData, shoeDataPermission, shownInForms } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from './api-client';
import { callKey } from './query-keys';

/*
 * Reference data several screens share (the material forms, the list kit's division filter): one key per call
 * and input, so each is fetched once and every screen reads the same cache entry.
 */

const categoriesInput = { body: { dataPermission: shoeDataPermission } };

/** The shoe categories (data permission 'shoe,1'): 材料大类 with their 材料小类. */
export const shoeCategoriesQuery = () =>
  queryOptions({
    queryKey: callKey(api.lookups.materialCategoryList, categoriesInput),
    queryFn: () => request(api.lookups.materialCategoryList, categoriesInput),
    staleTime: 5 * 60_000,
  });

/** The categories the material forms offer (spec 001 §1): the shoe categories without those the forms hide. */
export const formCategoriesQuery = () =>
  queryOptions({ ...shoeCategoriesQuery(), select: (divisions) => divisions.filter(shownInForms) });

const tagsInput = { body: {} };

/** Every material tag; a form keeps those that fit the chosen division (`tagFitsDivision`). */
export const materialTagsQuery = () =>
  queryOptions({
    queryKey: callKey(api.lookups.materialTagList, tagsInput),
    queryFn: () => request(api.lookups.materialTagList, tagsInput),
    staleTime: 5 * 60_000,
  });

/** Spec 001 §2, §9: the colour list is read in pages of 100, the next one when the list is scrolled to its end. */
export const colorPageSize = 100;

const pageInput = (keyword: string, page: number) => ({
  body: { page, limit: colorPageSize, ...(keyword ? { keyword } : {}) },
});

/** Pages of getColorDataList for a search, one cache entry per search. */
export const colorPagesQuery = (keyword: string) => ({
  queryKey: callKey(api.lookups.colorDataList, { body: { limit: colorPageSize, keyword } }),
  queryFn: ({ pageParam }: { pageParam: number }) => request(api.lookups.colorDataList, pageInput(keyword, pageParam)),
  initialPageParam: 1,
  getNextPageParam: (last: { count: number }, pages: readonly unknown[]) =>
    pages.length * colorPageSize < last.count ? pages.length + 1 : undefined,
  staleTime: 5 * 60_000,
});

/** Shoe factories are the suppliers of type FWP (spec 001 §5 "factories (typeCode FWP)"). */
export const factoryTypeCode = 'FWP';
const factoriesInput = { body: { typeCode: factoryTypeCode } };
/** One shoe factory as the search answers it. */
export type ShoeFactory = CallData<typeof api.lookups.supplierSearchList>[number];

export const shoeFactoriesQuery = () => ({
  queryKey: callKey(api.lookups.supplierSearchList, factoriesInput),
  queryFn: () => request(api.lookups.supplierSearchList, factoriesInput),
  staleTime: 5 * 60_000,
});

const riskInput = (divisionId: number) => ({ params: { id: divisionId } });
export const risksQuery = (divisionId: number | null) => ({
  queryKey: callKey(api.lookups.riskByCategory, riskInput(divisionId ?? 0)),
  queryFn: () => request(api.lookups.riskByCategory, riskInput(divisionId ?? 0)),
  enabled: divisionId !== null,
  staleTime: 5 * 60_000,
});

/** The mesh fabrics (approved 网布) whose name contains the keyword (fabric/queryMeshFabric). */
export const meshFabricsQuery = (keyword: string) => {
  const input = { body: keyword ? { materialName: keyword } : {} };
  return {
    queryKey: callKey(api.fabric.queryMeshFabric, input),
    queryFn: () => request(api.fabric.queryMeshFabric, input),
    staleTime: 5 * 60_000,
  };
};

/** The unread count of 需求管理 (getTotalNoReadNum); whoever reads a reply invalidates this key and the badge falls. */
export const demandUnreadQuery = () => ({
  queryKey: callKey(api.demand.totalNoReadNum),
  // Quiet like the bell's counts: a failed count shows no badge, never a notification.
  queryFn: () => request(api.demand.totalNoReadNum, {}, { silent: true }),
});
