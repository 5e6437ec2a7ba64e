import {
  api,
  type Call,
  type FloatImportKind,
  floatTemplates,
  type PriceImportError,
  type PriceImportResult,
  priceCardSheet,
  priceImportResultSchema,
} from '@portal/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { request, sendCall } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import { saveCallFile } from '@/api/files';
import { useCallMutation, useInvalidate } from '@/api/mutations';
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

/** Every price list and trail read again after a change. */
const invalidates = [
  api.price.materialList,
  api.price.colorList,
  api.price.lineList,
  api.price.effectList,
  api.inquiry.materialPriceApproveHistory,
];

/** A change to prices, one of the domain's writes chosen by the caller (`priceCalls`): the body as the call takes it. */
export const usePriceChange = () =>
  useCallMutation(({ call }: { call: Call; body: unknown }) => call, {
    invalidates,
    input: ({ body }) => ({ body }),
  });

/** What a file imports: the price cards, or the colour / line prices of the supplier's cards. */
export type PriceImportKind = 'material' | FloatImportKind;

const importCalls = {
  material: api.price.materialSaveOrUpdateCard,
  color: api.price.colorSaveOrUpdate,
  line: api.price.lineSaveOrUpdate,
} as const;

/**
 * 导入: an uploaded template (its file id) imported through the kind's saveOrUpdate with { fileId }
 * (docs/decisions/0022-price-card-import.md). Silent: the dialog shows a refusal's row errors itself.
 */
export const usePriceImport = (kind: PriceImportKind = 'material') => {
  const reload = useInvalidate(invalidates);
  return useMutation({
    // The call answers a card saved or an import's counts; a file id is always an import.
    mutationFn: async (fileId: string): Promise<PriceImportResult> =>
      priceImportResultSchema.parse(await sendCall(importCalls[kind], { body: { fileId } }, { silent: true })),
    onSuccess: reload,
  });
};

/** The kind's import template (downloadTemplateFile; { kind } for the colour and line prices). */
export const downloadPriceTemplate = (kind: PriceImportKind) =>
  saveCallFile(
    api.price.downloadTemplateFile,
    { body: kind === 'material' ? {} : { kind } },
    `${kind === 'material' ? priceCardSheet.title : floatTemplates[kind].title}.xlsx`,
  );

/** The row errors a refused import carries (its envelope's data), none for another refusal. */
export const importErrorsOf = (error: unknown): PriceImportError[] => {
  // The refusal's data as the card call declares it (its `refusalData`: the import's row errors).
  const parsed = api.price.materialSaveOrUpdateCard.refusalData.safeParse(isApiError(error) ? error.data : null);
  return parsed.success ? parsed.data.errors : [];
};

/** The grains and effects the line / effect pickers offer: a card's division when it has one; the row's own kept. */
export const grainOptionsQuery = (divisionId: number | undefined, code: string | undefined) => {
  const body = { divisionId, saveOrUpdateFlag: code ? 'edit' : 'add', ...(code && { grains: [code] }) } as const;
  return queryOptions({
    queryKey: callKey(api.lookups.fabricLinesQuery, { body }),
    queryFn: () => request(api.lookups.fabricLinesQuery, { body }),
    staleTime: 5 * 60_000,
  });
};

export const effectOptionsQuery = (divisionId: number | undefined, code: string | undefined) => {
  const id = code && /^\d+$/.test(code) ? Number(code) : undefined;
  const body = { divisionId, saveOrUpdateFlag: id ? 'edit' : 'add', ...(id && { effects: [id] }) } as const;
  return queryOptions({
    queryKey: callKey(api.lookups.fabricEffectQuery, { body }),
    queryFn: () => request(api.lookups.fabricEffectQuery, { body }),
    staleTime: 5 * 60_000,
  });
};

/** One colour by its code (name and swatch of the chosen one). */
export const colorByCodeQuery = (code: string) =>
  queryOptions({
    queryKey: callKey(api.lookups.colorDataList, { body: { page: 1, limit: 1, colorCodes: [code] } }),
    queryFn: () => request(api.lookups.colorDataList, { body: { page: 1, limit: 1, colorCodes: [code] } }),
    enabled: code !== '',
    staleTime: 5 * 60_000,
  });

/** The colour, line or effect prices of one card (the detail view). */
export const floatsOfCardQuery = (kind: 'color' | 'line' | 'effect', parentId: number) => {
  const input = { body: { page: 1, limit: 200, parentId } };
  return queryOptions({
    queryKey: callKey(priceCalls[kind].list, input),
    queryFn: () => request(priceCalls[kind].list, input),
  });
};
