import { api, type MaterialFabricDetail, type MaterialFabricSaveInput, shoeDataPermission } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';
import { useSession } from '@/session/session';

const detailInput = (id: number) => ({ params: { id } });
const day = 5 * 60_000;

/** The stored material (shoe upper or recommended), loaded fresh every time a dialog opens. */
export const materialDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.fabric.detail, detailInput(id)),
    queryFn: (): Promise<MaterialFabricDetail> => request(api.fabric.detail, detailInput(id)),
    staleTime: 0,
  });

/**
 * 暂存 / 提交 / 转正. A failed save is swallowed silently (spec 001 §7, §8): the call is silent, the caller only
 * stops its loading state and every typed value stays. A success reloads the fabric and recommended lists (any
 * page, any filter: the current route's is among them; 转正 moves a material from one to the other) and drops
 * the saved record's cached detail.
 */
export const useSaveMaterial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaterialFabricSaveInput) => request(api.fabric.saveOrUpdate, { body }, { silent: true }),
    onSuccess: async (_saved, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(api.fabric.list) }),
        queryClient.invalidateQueries({ queryKey: callKey(api.recommend.list) }),
        queryClient.invalidateQueries({ queryKey: callKey(api.recommend.size) }),
      ]);
      if (body.id) queryClient.removeQueries({ queryKey: callKey(api.fabric.detail, detailInput(body.id)) });
    },
  });
};

/** The categories of the material forms (fabric/materialCategory with data permission 'shoe,1'). */
const categoriesInput = { body: { dataPermission: shoeDataPermission } };
export const materialCategoriesQuery = () =>
  queryOptions({
    queryKey: callKey(api.fabric.materialCategory, categoriesInput),
    queryFn: () => request(api.fabric.materialCategory, categoriesInput),
    staleTime: day,
  });

/** What the grain and effect lookups need besides the division (spec 001 §7). */
export interface OptionScope {
  divisionId: number | null;
  /** A loaded record edits ('edit' keeps its own grains/effects even if retired); a new one adds. */
  editing: boolean;
  grains: readonly string[];
  effects: readonly number[];
}

const useSupplierCodes = () => {
  const { user } = useSession();
  return user ? [user.supplierCode] : [];
};

/**
 * The lookup body both pickers send: the division, the signed-in supplier, 'add' for a new record or 'edit' with
 * the record's own choices (so retired ones stay selectable).
 */
const useScopeBody = <K extends 'grains' | 'effects'>(scope: OptionScope, key: K, chosen: OptionScope[K]) => {
  const supplierCodes = useSupplierCodes();
  return {
    divisionId: scope.divisionId ?? undefined,
    supplierCodes,
    saveOrUpdateFlag: scope.editing ? ('edit' as const) : ('add' as const),
    ...(scope.editing ? { [key]: [...chosen] } : {}),
  };
};

/** 纹路 options of the chosen division for the signed-in supplier. */
export const useGrainOptions = (scope: OptionScope) => {
  const input = { body: useScopeBody(scope, 'grains', scope.grains) };
  return useQuery({
    queryKey: callKey(api.lookups.fabricLinesQuery, input),
    queryFn: () => request(api.lookups.fabricLinesQuery, input),
    enabled: scope.divisionId !== null,
    staleTime: day,
  });
};

/** 特殊效果 options of the chosen division, sorted by their sort. */
export const useEffectOptions = (scope: OptionScope) => {
  const input = { body: useScopeBody(scope, 'effects', scope.effects) };
  return useQuery({
    queryKey: callKey(api.lookups.fabricEffectQuery, input),
    queryFn: () => request(api.lookups.fabricEffectQuery, input),
    enabled: scope.divisionId !== null,
    staleTime: day,
  });
};

/** 成份 options (supplierNormalElement) of the division and section. */
export const useElementOptions = (divisionId: number | null, sectionId: number | null) => {
  const supplierCodes = useSupplierCodes();
  const input = {
    body: { suppliers: supplierCodes, divisionId: divisionId ?? undefined, sectionId: sectionId ?? undefined },
  };
  return useQuery({
    queryKey: callKey(api.fabric.supplierNormalElement, input),
    queryFn: () => request(api.fabric.supplierNormalElement, input),
    enabled: divisionId !== null,
    staleTime: day,
    select: (rows) => [...new Set(rows.map((r) => r.elementName))],
  });
};

/** 缓震处理 options (querySpecialTreatment). */
export const useCushionTreatments = (divisionId: number | null, enabled: boolean) => {
  const input = { query: { divisionId: divisionId ?? undefined } };
  return useQuery({
    queryKey: callKey(api.fabric.querySpecialTreatment, input),
    queryFn: () => request(api.fabric.querySpecialTreatment, input),
    enabled: enabled && divisionId !== null,
    staleTime: day,
  });
};

/** The images unpacked from an uploaded 3D VR zip (queryTemp3DImgs/{zip id}). */
export const vrImagesOf = (zipId: string) => request(api.files.queryTemp3DImgs, { params: { id: zipId } });

/** A stored file's bytes, read with the token header (getFile; a plain link would need a signed one). */
export const storedFileBlob = (id: string) => request(api.files.getFile, { params: { id } }, { silent: true });

/**
 * 以图搜图 after a cover upload (querySimilarImg, multipart `file`): count and hits. Silent: a failed search
 * only means no dialog.
 */
export const searchSimilarImages = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return request(api.fabric.querySimilarImg, { body }, { silent: true });
};
