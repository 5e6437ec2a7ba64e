import {
  api,
  hiddenCategoryName,
  type InnovationDetail,
  type InnovationSave,
  shoeDataPermission,
} from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';

/** Query keys of the innovation material; a list page keys its queries under `lists()` so a save reloads it. */
export const innovationKeys = {
  all: ['fabric', 'innovate'] as const,
  lists: () => [...innovationKeys.all, 'list'] as const,
  detail: (id: number) => [...innovationKeys.all, 'detail', id] as const,
};

/** Categories the forms offer (spec 001 §1): data permission 'shoe,1', without 虚拟材料-加工方式. */
export const materialCategoriesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'materialCategoryList', shoeDataPermission],
    queryFn: () => request(api.lookups.materialCategoryList, { body: { dataPermission: shoeDataPermission } }),
    select: (divisions) => divisions.filter((d) => d.name !== hiddenCategoryName),
    staleTime: 5 * 60_000,
  });

/** Every material tag; the form keeps those that fit the chosen division (`tagFitsDivision`). */
export const materialTagsQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'materialTagList'],
    queryFn: () => request(api.lookups.materialTagList, { body: {} }),
    staleTime: 5 * 60_000,
  });

export const innovationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: innovationKeys.detail(id),
    queryFn: (): Promise<InnovationDetail> => request(api.innovation.detail, { params: { id } }),
    staleTime: 0,
  });

/**
 * 暂存 / 提交. A failed save is swallowed silently (spec 000 §8, 001 §7): the call is silent, so no
 * notification appears, and the caller only stops its loading state. A success reloads the lists.
 */
export const useSaveInnovation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InnovationSave) => request(api.innovation.saveOrUpdate, { body }, { silent: true }),
    onSuccess: async (_saved, body) => {
      await queryClient.invalidateQueries({ queryKey: innovationKeys.lists() });
      if (body.id) queryClient.removeQueries({ queryKey: innovationKeys.detail(body.id) });
    },
  });
};
