import { z } from 'zod';
import {
  AuditMessages,
  auditFields,
  DoneMessages,
  typedNumber,
  withDecimals,
  withIssues,
  withRemarkOnReject,
} from '../../schemas';
import { type StatusOf, StatusWords, statusSet } from '../../state-rules';

/** Inquiry notice status: the inquiry_status dictionary (0 待报价 … 5 已截止); docs/domains/inquiry.md. */
export const InquiryStatus = statusSet({
  toQuote: [0, StatusWords.toQuote],
  quoted: [1, '已报价'],
  auditing: [2, '主管审核中'],
  approved: [3, StatusWords.approved],
  rejected: [4, StatusWords.rejected],
  closed: [5, '已截止'],
});
export type InquiryStatusValue = StatusOf<typeof InquiryStatus>;

/** A material to quote (材料待填报). */
export const InquiryItemStatus = statusSet({
  toFill: [0, '待填报'],
  filled: [1, '已填报'],
  closed: [2, StatusWords.closed],
});
export type InquiryItemStatusValue = StatusOf<typeof InquiryItemStatus>;

export const InquiryMessages = {
  // The spec gives none of these texts; chosen by this project.
  notFound: '询价通知不存在!',
  notOwned: '无权操作其他供应商的询价通知!',
  itemNotFound: '待填报材料不存在!',
  itemNotOwned: '无权操作其他供应商的待填报材料!',
  deadlinePassed: '报价已截止，不能提交报价!',
  cannotQuote: '当前状态不能报价!',
  cannotCancel: '只能撤回主管审核中或已报价的报价!',
  auditInvalid: '只能审核主管审核中的报价!',
  rejectNeedsRemark: AuditMessages.rejectNeedsRemark,
  pricesMissing: '请填写所有材料的报价后再提交!',
  itemOfOtherNotice: '材料不属于该询价通知',
  itemClosed: '已关闭的材料不能报价!',
  alreadyClosed: '材料已关闭!',
  quotePositive: '报价必须大于0',
  quoteMax: '报价不能超过1000000',
  decimals: '最多保留两位小数',
  componentNameRequired: '请输入组件名称',
  componentNameMax: '组件名称最多50个字符',
  materialCodeMax: '材料编码最多30个字符',
  weightRange: '重量不能小于0',
  weightMax: '重量不能超过100000',
  unitPriceRange: '单价不能小于0',
  unitPriceMax: '单价不能超过100000',
  componentsRequired: '请至少填写一个大底组件',
  componentsMax: '大底组件最多30个',
  remarkMax: '备注最多200个字符',
  importEmpty: '导入文件没有数据行',
  importHeader: '导入文件不是报价导入模板，请下载模板后填写',
  importUnreadable: '导入文件无法读取，请上传 .xlsx 文件',
  importFileNotFound: '导入文件不存在',
  importNoticeMismatch: '询价单号与当前询价通知不一致',
  importMaterialUnknown: '材料编码不在该询价通知中',
  importDuplicate: '材料编码重复',
  importPriceInvalid: '单价必须是大于0且最多两位小数的数字',
  submitted: DoneMessages.submitted,
  saved: DoneMessages.saved,
  cancelled: '撤回成功!',
  closed: DoneMessages.closed,
  audited: DoneMessages.audited,
  imported: (n: number) => `导入成功，共${n}条报价`,
  /** One row of an import, with the worksheet row number the user sees in Excel. */
  importRow: (row: number, message: string) => `第${row}行：${message}`,
} as const;

const M = InquiryMessages;

/** 主管审核 of one quote (inquiry/confirm/{id}): pass (default) or reject with a remark. */
export const inquiryAuditInput = withRemarkOnReject(auditFields.omit({ ids: true }).partial({ pass: true }));

/** A quoted unit price: above 0, two decimals. */
export const quotePrice = withDecimals(
  z.number({ error: M.quotePositive }).gt(0, M.quotePositive).max(1_000_000, M.quoteMax),
  2,
  M.decimals,
);

/** One material's price in a quote. */
export const quoteRowInput = z.object({
  id: z.number().int().positive(),
  price: quotePrice,
  remark: z.string().trim().max(200, M.remarkMax).optional(),
});

/**
 * The quote form of a notice (its materials, each row's price as typed and its remark): a row may stay without a price
 * while saving; the rows with one are sent (savePrice, submitPrice). A closed row is shown, never sent.
 */
export const quoteForm = z.object({
  items: z.array(
    z.object({
      id: quoteRowInput.shape.id,
      closed: z.boolean(),
      price: typedNumber(quotePrice.optional()),
      remark: quoteRowInput.shape.remark,
    }),
  ),
});
export type QuoteForm = z.input<typeof quoteForm>;

/** 提交报价 needs a price on every open row (请填写所有材料的报价后再提交!), at each row without one. */
export const unpricedIssues = (value: unknown) => {
  const items = (value as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((r: { closed?: unknown; price?: unknown }, i) =>
    !r?.closed && (r?.price === undefined || r.price === null || String(r.price).trim() === '')
      ? [{ path: `items.${i}.price`, message: M.pricesMissing }]
      : [],
  );
};
/** 提交报价 as the quote form judges it: the quote form's rules and a price on every open row. */
export const quoteSubmitForm = withIssues(quoteForm, unpricedIssues);

/** 填报价格 of one material (材料待填报): the price as typed, required. */
export const quotePriceForm = z.object({ price: typedNumber(quotePrice) });

/** A sole component (大底组件) of a sole quote. */
export const soleComponentInput = z.object({
  id: z.number().int().positive().optional(),
  componentName: z
    .string({ error: M.componentNameRequired })
    .trim()
    .min(1, M.componentNameRequired)
    .max(50, M.componentNameMax),
  materialCode: z.string().trim().max(30, M.materialCodeMax).optional(),
  /** Grams per pair. */
  weight: withDecimals(
    z.number({ error: M.weightRange }).min(0, M.weightRange).max(100000, M.weightMax),
    2,
    M.decimals,
  ).optional(),
  /** Yuan per kilogram. */
  unitPrice: withDecimals(
    z.number({ error: M.unitPriceRange }).min(0, M.unitPriceRange).max(100000, M.unitPriceMax),
    2,
    M.decimals,
  ).optional(),
});
export type SoleComponentInput = z.input<typeof soleComponentInput>;

/** The 大底组件 table as its dialog judges it (saved with updateSoleComponent): at most 30 components. */
export const soleComponents = z.array(soleComponentInput).max(30, M.componentsMax);
export const soleComponentsForm = z.object({ components: soleComponents });
/** 提交 of the components (submitSoleInfo) needs one at least. */
export const soleSubmitForm = z.object({ components: soleComponents.min(1, M.componentsRequired) });

/** The import template's columns (downloadTemplateFile writes them, uploadConfirm reads them). */
export const quoteTemplateHeaders = [
  '询价单号',
  '询价标题',
  '材料编码',
  '材料名称',
  '单位',
  '数量',
  '单价(元)',
  '备注',
] as const;
/** 报价导入模板: the stub writes it under this title; the portal saves a notice's copy as `<title>_<询价单号>.xlsx`. */
export const quoteSheet = { title: '报价导入模板', headers: quoteTemplateHeaders } as const;

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Cost of sole components: Σ weight (g) × unit price (元/kg) / 1000, rounded to fen. */
export const componentsCost = (components: readonly { weight?: number | null; unitPrice?: number | null }[]) =>
  round2(components.reduce((sum, c) => sum + ((c.weight ?? 0) * (c.unitPrice ?? 0)) / 1000, 0));

/**
 * The packaged price (encapsulationInquiryPrice, docs/domains/inquiry.md): material cost plus the sole
 * components plus the process cost, then the loss rate, then the profit rate, rounded to fen:
 *   (material + components + process) × (1 + loss) × (1 + profit)
 * e.g. material 12.50, components 2.40, process 3.10, loss 3 %, profit 8 % → 18 × 1.03 × 1.08 = 20.02.
 */
export const packagedPrice = (cost: {
  materialCost?: number | null;
  processCost?: number | null;
  lossRate?: number | null;
  profitRate?: number | null;
  components?: readonly { weight?: number | null; unitPrice?: number | null }[];
}) => {
  const base = (cost.materialCost ?? 0) + componentsCost(cost.components ?? []) + (cost.processCost ?? 0);
  return round2(base * (1 + (cost.lossRate ?? 0)) * (1 + (cost.profitRate ?? 0)));
};

/** A 'YYYY-MM-DD HH:mm:ss' time as the calls carry it (China time) → epoch ms. */
export const chinaTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
