import { api, shoeDataPermission, shownInForms } from '@portal/contract';
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
