import { api } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';
import { materialDetailQuery } from './material';

const idInput = (id: number) => ({ params: { id } });

/** 面料详情: the material, kept on screen while a save reloads it. */
export const useMaterialDetail = (id: number, enabled: boolean) =>
  useQuery({ ...materialDetailQuery(id), enabled, placeholderData: (previous) => previous });

/** 审批记录 (queryMaterialApprove/{id}): the material's reviews and transitions, oldest first. */
export const useMaterialApprovals = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: callKey(api.fabric.queryMaterialApprove, idInput(id)),
    queryFn: () => request(api.fabric.queryMaterialApprove, idInput(id)),
    enabled,
    staleTime: 0,
  });

/** After a save from the detail screen: the detail and its history read again (with `useInvalidate`). */
export const detailSaveInvalidates = [api.fabric.detail, api.fabric.queryMaterialApprove];
