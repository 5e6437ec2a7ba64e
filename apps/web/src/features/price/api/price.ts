import { api, type Call } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { callKey } from '@/api/query-keys';

export type PriceKind = 'material' | 'color' | 'line' | 'effect';

/** The calls of each price kind: list, export, save, delete, submit, audit. */
export const priceCalls = {
  material: {
    list: api.price.materialList,
    export: api.price.exportMaterial,
    submit: api.price.materialSubmit,
    audit: api.price.materialSupervisorAudit,
  },
  color: {
    list: api.price.colorList,
    export: api.price.exportColor,
    save: api.price.colorSaveOrUpdate,
    remove: api.price.colorDelete,
    submit: api.price.colorSubmit,
    audit: api.price.colorSupervisorAudit,
  },
  line: {
    list: api.price.lineList,
    export: api.price.exportLine,
    save: api.price.lineSaveOrUpdate,
    remove: api.price.lineDelete,
    submit: api.price.lineSubmit,
    audit: api.price.lineSupervisorAudit,
  },
  effect: {
    list: api.price.effectList,
    export: api.price.exportEffect,
    save: api.price.effectSaveOrUpdate,
    remove: api.price.effectDelete,
    submit: api.price.effectSubmit,
    audit: api.price.effectSupervisorAudit,
  },
} as const;

export const priceHistoryQuery = (kind: PriceKind, id: number) =>
  queryOptions({
    queryKey: callKey(api.inquiry.materialPriceApproveHistory, { body: { id, kind } }),
    queryFn: () => request(api.inquiry.materialPriceApproveHistory, { body: { id, kind } }),
    staleTime: 0,
  });

/** Every card for the colour / line / effect forms' 材料价格卡 choice. */
export const allCardsQuery = () =>
  queryOptions({
    queryKey: callKey(api.price.materialList, { body: { page: 1, limit: 1000 } }),
    queryFn: () => request(api.price.materialList, { body: { page: 1, limit: 1000 } }),
  });

// The request's input type cannot be resolved for a generic call.
const send = request as unknown as (call: Call, input: { body: unknown }) => Promise<unknown>;

/** A change to prices: every price list and trail is read again. */
export const usePriceChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call, body }: { call: Call; body: unknown }) => send(call, { body }),
    onSuccess: () =>
      Promise.all(
        [
          api.price.materialList,
          api.price.colorList,
          api.price.lineList,
          api.price.effectList,
          api.inquiry.materialPriceApproveHistory,
        ].map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })),
      ),
  });
};
