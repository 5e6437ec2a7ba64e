import { z } from 'zod';
import { AuditMessages, DoneMessages, withDecimals } from '../../schemas';
import { type StatusOf, StatusWords, statusSet } from '../../state-rules';

/**
 * Component cost (组件成本) rules and messages, shared by the portal's dialogs and the stub
 * (docs/domains/component-cost.md). The spec shows no text for this domain: every message is this project's.
 */
/** A cost's status; how each reads in the list, the PDF and the export. */
export const ComponentCostStatus = statusSet({
  toQuote: [0, StatusWords.toQuote],
  toAudit: [1, StatusWords.toAudit],
  approved: [2, StatusWords.approved],
  rejected: [3, StatusWords.rejected],
  closed: [9, StatusWords.closed],
});
export type ComponentCostStatusValue = StatusOf<typeof ComponentCostStatus>;

export const ComponentCostLimits = { usageMax: 100000, unitPriceMax: 100000, lossRateMax: 100, remark: 500 } as const;

export const ComponentCostMessages = {
  notFound: '组件成本不存在!',
  usageRequired: '请填写用量',
  usageRange: `用量须为0~${ComponentCostLimits.usageMax}之间的数字`,
  unitPriceRequired: '请填写单价',
  unitPriceRange: `单价须为0~${ComponentCostLimits.unitPriceMax}之间的数字，最多4位小数`,
  lossRateRange: `损耗率须为0~${ComponentCostLimits.lossRateMax}之间的数字`,
  remarkMax: `备注最长输入${ComponentCostLimits.remark}位字符`,
  itemUnknown: '成本明细不属于该组件成本',
  itemsIncomplete: '请先填写每个明细的用量和单价再确认',
  factoriesMissing: '请先设置适用鞋厂再确认',
  factoryRequired: '请选择鞋厂',
  factoryUnknown: '鞋厂不存在',
  confirmRefused: '只有待报价或已驳回的组件成本可以确认',
  auditRefused: '只有待审核的组件成本可以审核',
  rejectNeedsRemark: AuditMessages.rejectNeedsRemark,
  closeRefused: '只有待报价或已驳回的组件成本可以关闭询价',
  deleteRefused: '只有待报价或已关闭的组件成本可以删除',
  factoryRefused: '只有待报价或已驳回的组件成本可以更换鞋厂',
  chooseOne: '请选择组件成本',
  confirmOrImport: '请选择要确认的组件成本或上传导入文件',
  importFileUnknown: '导入文件不存在，请重新上传',
  importHeader: '导入文件的表头与模板不一致，请下载最新模板',
  importEmpty: '导入文件没有数据',
  importRows: '导入文件有误，未导入任何数据',
  // Confirmation texts of the portal's dialogs.
  confirmConfirm: '此操作将确认所选组件成本并提交审核, 是否继续?',
  confirmDelete: '此操作将删除所选组件成本, 是否继续?',
  confirmClose: '此操作将关闭所选组件成本的询价, 是否继续?',
  confirmed: DoneMessages.confirmed,
  deleted: DoneMessages.deleted,
  closed: DoneMessages.closed,
  audited: DoneMessages.audited,
  factoriesSet: '更换鞋厂成功!',
  imported: DoneMessages.imported,
} as const;

const M = ComponentCostMessages;
const L = ComponentCostLimits;

export const costUsage = z.number({ error: M.usageRequired }).min(0, M.usageRange).max(L.usageMax, M.usageRange);
/** At most four decimals (prices in 元). */
export const costUnitPrice = withDecimals(
  z.number({ error: M.unitPriceRequired }).min(0, M.unitPriceRange).max(L.unitPriceMax, M.unitPriceRange),
  4,
  M.unitPriceRange,
);
export const costLossRate = z
  .number({ error: M.lossRateRange })
  .min(0, M.lossRateRange)
  .max(L.lossRateMax, M.lossRateRange);

/** One cost line as the confirm dialog fills it. */
export const costItemInput = z.object({
  id: z.number().int().positive(),
  usage: costUsage,
  unitPrice: costUnitPrice,
  lossRate: costLossRate.default(0),
});
export type CostItemInput = z.input<typeof costItemInput>;

/** The confirm dialog of one cost: every line's values and a remark. */
export const costConfirmForm = z.object({
  items: z.array(costItemInput).min(1, M.itemsIncomplete),
  remark: z.string().trim().max(L.remark, M.remarkMax).optional(),
});
export type CostConfirmForm = z.input<typeof costConfirmForm>;

/** 更换鞋厂: the chosen costs and their new factories (全部鞋厂 sends every factory). */
export const costFactoriesInput = z.object({
  ids: z.array(z.number().int().positive()).min(1, M.chooseOne),
  shoeFactoryCodes: z.array(z.string().min(1)).min(1, M.factoryRequired),
});
export type CostFactoriesInput = z.infer<typeof costFactoriesInput>;

/** The amount of a line: usage × unit price × (1 + loss%), in 元, to 4 decimals. */
export const costItemAmount = (item: { usage: number | null; unitPrice: number | null; lossRate: number }) =>
  item.usage === null || item.unitPrice === null
    ? null
    : Math.round(item.usage * item.unitPrice * (1 + item.lossRate / 100) * 10000) / 10000;

/** The cost of a component: the sum of its lines, null while a line is not priced. */
export const costTotal = (items: { usage: number | null; unitPrice: number | null; lossRate: number }[]) => {
  const amounts = items.map(costItemAmount);
  if (amounts.length === 0 || amounts.some((a) => a === null)) return null;
  return Math.round((amounts as number[]).reduce((s, a) => s + a, 0) * 10000) / 10000;
};

/** A cost line's columns as the sheets show them: the import template and the blank cost sheet both have them. */
const costLineHeaders = [
  '型体号',
  '季度',
  '组件名称',
  '成本项目',
  '材料编码',
  '单位',
  '用量',
  '单价(元)',
  '损耗率(%)',
] as const;

/**
 * The import sheet: the template of `downloadTemplateFileAndSetValue` (and the blank import template) has these
 * columns; the import reads 明细ID, 用量, 单价 and 损耗率 and checks 成本单号 against the line.
 */
export const componentCostSheet = {
  title: '组件成本导入模板',
  headers: ['明细ID', '成本单号', ...costLineHeaders],
} as const;

/** The blank cost sheet (downloadTemplateFile): the columns a supplier prices a component with, and the amount. */
export const componentCostBlankSheet = {
  title: '组件成本模板',
  headers: [...costLineHeaders, '金额(元)', '备注'],
} as const;

/** 下载PDF: the sheet's title (its heading) and the file a cost's PDF is saved as, by the stub and the portal. */
export const componentCostPdf = {
  title: '组件成本单',
  fileName: (costNo: string) => `组件成本单_${costNo}.pdf`,
} as const;

/** A row-level error of an import: the sheet's row number (the header is row 1) and what is wrong. */
export const importRowErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
