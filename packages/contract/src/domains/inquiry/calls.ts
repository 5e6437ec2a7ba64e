import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, listExport, pagedList } from '../../call';
import { exportTaskSchema } from '../../envelope';
import {
  anyData,
  approveRecordSchema,
  bit,
  closeBody,
  codeNameSchema,
  dateTime,
  ok,
  recordIdBody,
  recordIdParam,
} from '../../schemas';
import { inquiryAuditInput, quoteRowInput, soleComponentsForm, soleSubmitForm } from './rules';

/** Inquiry notice (询价通知) of the brand to one supplier (docs/domains/inquiry.md). */
export const inquiryNoticeSchema = z.object({
  id: z.number().int(),
  inquiryNo: z.string(),
  title: z.string(),
  supplierCode: z.string(),
  season: z.string().nullable(),
  contact: z.string().nullable(),
  /** Materials to quote (closed ones included). */
  materialCount: z.number().int(),
  /** Materials with a price. */
  quotedCount: z.number().int(),
  deadline: dateTime.nullable(),
  /** InquiryStatus (inquiry_status dictionary). */
  status: z.number().int(),
  isRead: bit,
  quoteTime: dateTime.nullable(),
  createTime: dateTime,
});
export type InquiryNotice = z.infer<typeof inquiryNoticeSchema>;

/** A material to quote inside a notice, also a row of 材料待填报 (inquiryPrice/list). */
export const inquiryPriceSchema = z.object({
  id: z.number().int(),
  inquiryId: z.number().int(),
  inquiryNo: z.string(),
  inquiryTitle: z.string(),
  materialCode: z.string(),
  materialName: z.string(),
  spec: z.string().nullable(),
  unit: z.string().nullable(),
  quantity: z.number().nullable(),
  /** The quoted unit price (元), null until filled. */
  price: z.number().nullable(),
  currency: z.string(),
  remark: z.string().nullable(),
  /** 1: a sole (大底), quoted from its components. */
  isSole: bit,
  /** InquiryItemStatus: 0 待填报, 1 已填报, 2 已关闭. */
  status: z.number().int(),
  closeReason: z.string().nullable(),
  deadline: dateTime.nullable(),
  modifyTime: dateTime,
});
export type InquiryPrice = z.infer<typeof inquiryPriceSchema>;

export const inquiryNoticeDetailSchema = inquiryNoticeSchema.extend({
  remark: z.string().nullable(),
  auditRemark: z.string().nullable(),
  items: z.array(inquiryPriceSchema),
});
export type InquiryNoticeDetail = z.infer<typeof inquiryNoticeDetailSchema>;

/** Sole component row of a sole quote (大底组件); cost = weight (g) × unitPrice (元/kg) / 1000. */
export const soleComponentSchema = z.object({
  id: z.number().int(),
  componentName: z.string(),
  materialCode: z.string().nullable(),
  weight: z.number().nullable(),
  unitPrice: z.number().nullable(),
  cost: z.number().nullable(),
});
export type SoleComponent = z.infer<typeof soleComponentSchema>;

/** Cost breakdown of a material quote. */
export const materialCostSchema = z.object({
  id: z.number().int(),
  inquiryPriceId: z.number().int(),
  materialCode: z.string(),
  materialName: z.string(),
  items: z.array(z.object({ name: z.string(), amount: z.number() })),
  materialCost: z.number().nullable(),
  processCost: z.number().nullable(),
  lossRate: z.number().nullable(),
  profitRate: z.number().nullable(),
  totalCost: z.number().nullable(),
  status: z.number().int(),
});
export type MaterialCost = z.infer<typeof materialCostSchema>;

/** Reference parameter rows (material, mesh, shoelace and injection parameters and rules). */
export const paramRowSchema = z.object({
  id: z.number().int(),
  paramCode: z.string(),
  paramName: z.string(),
  paramValue: z.string().nullable(),
  unit: z.string().nullable(),
  divisionId: z.number().int().nullable(),
});
export const injectionPriceSchema = z.object({
  id: z.number().int(),
  materialCode: z.string(),
  materialName: z.string(),
  supplierCode: z.string(),
  price: z.number(),
  unit: z.string().nullable(),
});

export const fieldDefSchema = z.object({
  field: z.string(),
  label: z.string(),
  type: z.enum(['text', 'number', 'select', 'date']),
  required: z.boolean(),
  options: z.array(codeNameSchema).optional(),
});

/** The notice list's body: with neither ids nor status nor all, the notices still to quote (the bell's count). */
export const noticeListBody = z.object({
  ids: z.array(z.coerce.number().int()).optional(),
  status: z.coerce.number().int().optional(),
  /** Every status (the page's 全部). */
  all: z.boolean().optional(),
  inquiryNo: z.string().optional(),
  title: z.string().optional(),
});

/** The filters of 材料待填报 and of the quote records, shared by the lists and their exports. */
export const inquiryPriceFilters = z.object({
  inquiryId: z.coerce.number().int().optional(),
  inquiryNo: z.string().optional(),
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  status: z.coerce.number().int().optional(),
});
export type InquiryPriceFilters = z.infer<typeof inquiryPriceFilters>;

/** The filters of the brand's reference lists (parameters, rules, injection prices). */
const paramFilters = {
  keyword: z.string().optional(),
  divisionId: z.coerce.number().int().optional(),
};
const soleBody = soleComponentsForm.extend({ inquiryPriceId: z.number().int().positive() });

export const inquiry = defineDomain('inquiry', {
  noticeList: {
    method: 'POST',
    path: '/basic/supplier/inquiry/notice/list',
    summary: '询价通知列表 (top bar bell counts its length)',
    readOnly: true,
    body: noticeListBody,
    data: z.array(inquiryNoticeSchema),
    assumed:
      'body filters ids/status/all/inquiryNo/title (empty body: the notices still to quote); unguarded because the top bar asks for every user',
  },
  noticeDetails: {
    method: 'POST',
    path: '/basic/supplier/inquiry/notice/details',
    summary: '询价通知详情',
    body: recordIdBody,
    data: inquiryNoticeDetailSchema,
    atom: atoms.inquiryNotice.view,
    assumed: 'body { id }; answer is the notice with its materials; opening it marks it read',
  },
  noticeApproveHistory: {
    method: 'POST',
    path: '/basic/supplier/inquiry/notice/approveHistory',
    summary: '询价审批记录',
    readOnly: true,
    body: recordIdBody,
    data: z.array(approveRecordSchema),
    atom: atoms.inquiryNotice.view,
    assumed: 'body { id }',
  },
  cancelInquiry: {
    method: 'POST',
    path: '/basic/supplier/inquiry/cancelInquiry',
    summary: '撤回报价',
    body: recordIdBody,
    data: ok,
    atom: atoms.inquiryNotice.submitQuote,
    assumed: 'the supplier withdraws a submitted quote before the deadline; payload',
  },
  submitPrice: {
    method: 'POST',
    path: '/basic/supplier/inquiry/submitPrice',
    summary: '提交报价',
    body: recordIdBody.extend({ items: z.array(quoteRowInput).default([]) }),
    data: ok,
    atom: atoms.inquiryNotice.submitQuote,
    assumed: 'notice id and a price per material (saved prices count); payload',
  },
  queryCostApprove: {
    method: 'POST',
    path: '/basic/supplier/inquiry/queryCostApprove/:id',
    summary: '成本审批记录',
    readOnly: true,
    params: recordIdParam,
    data: z.array(approveRecordSchema),
    atom: atoms.inquiryNotice.view,
    assumed: 'id is the notice id; the brand’s cost review steps',
    noScreen:
      'the brand’s cost review has no screen in the spec; the notice dialog’s 审批记录 is the quote’s trail (noticeApproveHistory)',
  },
  updateSoleComponent: {
    method: 'POST',
    path: '/basic/supplier/inquiry/updateSoleComponent',
    summary: '修改大底组件',
    body: soleBody,
    data: ok,
    atom: atoms.inquiryNotice.submitQuote,
    assumed: 'replaces the components of a sole row; payload',
  },
  downloadTemplateFile: {
    method: 'POST',
    path: '/basic/supplier/inquiry/downloadTemplateFile',
    summary: '下载报价导入模板',
    readOnly: true,
    body: z.object({ id: z.number().int().optional() }),
    data: anyData,
    file: true,
    atom: atoms.inquiryNotice.import,
    assumed: 'optional notice id prefills the template with its materials',
  },
  exportUpSoleInfo: {
    method: 'POST',
    path: '/basic/supplier/inquiry/exportUpSoleInfo',
    summary: '导出大底信息',
    body: z.object({ ids: z.array(z.number().int()).min(1) }),
    data: exportTaskSchema,
    atom: atoms.inquiryNotice.export,
    assumed: 'body ids of notices; one row per sole component',
  },
  confirm: {
    method: 'POST',
    path: '/basic/supplier/inquiry/confirm/:id',
    summary: '主管审核报价',
    params: recordIdParam,
    body: inquiryAuditInput,
    data: ok,
    atom: atoms.inquiryNotice.supervisorAudit,
    assumed: 'the supervisor’s audit of a submitted quote: pass (default true) or reject with auditRemark',
  },
  querySoleConfirmDetails: {
    method: 'POST',
    path: '/basic/supplier/inquiry/querySoleConfirmDetails',
    summary: '大底确认明细',
    readOnly: true,
    body: recordIdBody,
    data: z.array(soleComponentSchema),
    atom: atoms.inquiryNotice.view,
    assumed: 'body { id } of a quote row',
  },
  submitSoleInfo: {
    method: 'POST',
    path: '/basic/supplier/inquiry/submitSoleInfo',
    summary: '提交大底信息',
    body: soleSubmitForm.extend({ inquiryPriceId: z.number().int().positive() }),
    data: z.object({ price: z.number() }),
    atom: atoms.inquiryNotice.submitQuote,
    assumed: 'saves the components and prices the row with the packaged price; payload',
  },
  uploadConfirm: {
    method: 'POST',
    path: '/basic/supplier/inquiry/uploadConfirm',
    summary: '确认导入报价',
    body: z.object({ inquiryId: z.number().int().positive(), fileId: z.string().min(1) }),
    data: z.object({ imported: z.number().int() }),
    atom: atoms.inquiryNotice.import,
    assumed: 'imports a filled template uploaded with businessType inquiryImport: every row or none; payload',
  },
  fieldList: {
    method: 'POST',
    path: '/basic/supplier/inquiry/fieldList',
    summary: '报价字段定义',
    readOnly: true,
    body: z.object({ isSole: z.boolean().optional() }),
    data: z.array(fieldDefSchema),
    assumed: 'the quote form’s columns (unguarded); payload and shape',
  },
  prescription: {
    method: 'POST',
    path: '/basic/supplier/inquiry/prescription',
    summary: '配方选项',
    readOnly: true,
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(codeNameSchema),
    assumed: 'sole compound formulas (配方) for sole components (unguarded); payload and shape',
  },
  quoteRecordExport: listExport(inquiryPriceFilters, {
    path: '/basic/api/quoteRecord/export',
    summary: '导出报价记录',
    atom: atoms.inquiryNotice.export,
    assumed: 'the priced materials the filters select',
  }),
  meshMaterialParamList: pagedList(paramRowSchema, {
    path: '/basic/api/meshMaterialParam/list',
    summary: '网布材料参数',
    filters: paramFilters,
    assumed: 'prefix /basic/api/ taken from the row; reference list (unguarded); paged',
    noScreen: 'a reference table of the brand’s costing; no screen or form field of the spec reads it',
  }),
  priceList: pagedList(inquiryPriceSchema, {
    path: '/basic/supplier/inquiryPrice/list',
    summary: '材料待填报列表',
    filters: inquiryPriceFilters.shape,
    sort: ['materialCode', 'deadline', 'price'],
    atom: atoms.inquiryMaterial.list,
    assumed: 'filters, sort and item shape',
  }),
  hasQuotation: {
    method: 'POST',
    path: '/basic/supplier/inquiryPrice/hasQuotation',
    summary: '是否已报价',
    readOnly: true,
    body: recordIdBody,
    data: z.boolean(),
    atom: atoms.inquiryMaterial.list,
    assumed: 'body { id } of a row',
    noScreen: '材料待填报’s rows carry their price and status (priceList), which tell whether a row is quoted',
  },
  savePrice: {
    method: 'POST',
    path: '/basic/supplier/inquiryPrice/savePrice',
    summary: '填报价格',
    body: z.object({ items: z.array(quoteRowInput).min(1) }),
    data: ok,
    atom: [atoms.inquiryMaterial.add, atoms.inquiryNotice.submitQuote],
    assumed: 'saves prices without submitting the notice; payload',
  },
  priceExport: listExport(inquiryPriceFilters, {
    path: '/basic/supplier/inquiryPrice/export',
    summary: '导出材料待填报',
    atom: atoms.inquiryMaterial.list,
    assumed: 'filters; no export atom in the group, so list guards it',
  }),
  matchInquirySoleCost: {
    method: 'POST',
    path: '/basic/supplier/inquiryPrice/matchInquirySoleCost',
    summary: '匹配大底成本',
    readOnly: true,
    body: recordIdBody,
    data: z.object({ cost: z.number().nullable(), components: z.array(soleComponentSchema) }),
    atom: [atoms.inquiryMaterial.add, atoms.inquiryNotice.submitQuote],
    assumed: 'fills missing unit prices from the supplier’s injection material prices; payload and shape',
  },
  encapsulationInquiryPrice: {
    method: 'POST',
    path: '/basic/supplier/inquiryPrice/encapsulationInquiryPrice',
    summary: '汇总报价',
    readOnly: true,
    body: z.object({ ids: z.array(z.number().int()).min(1) }),
    data: z.array(inquiryPriceSchema),
    atom: [atoms.inquiryMaterial.add, atoms.inquiryNotice.submitQuote],
    assumed: 'computes the packaged price of each row from its costs (not saved); payload and shape',
    noScreen:
      'computes without saving; 提交大底信息 (submitSoleInfo) answers the packaged price the sole dialog shows, and the cost detail (queryCostDetail) carries the total',
  },
  costClose: {
    method: 'POST',
    path: '/basic/supplier/materialCost/close',
    summary: '关闭待填报',
    body: recordIdBody.extend({ closeReason: z.string().max(500).optional() }),
    data: ok,
    atom: atoms.inquiryMaterial.close,
    assumed: 'payload',
    noScreen: '材料待填报 closes one row or many with costBatchClose',
  },
  costBatchClose: {
    method: 'POST',
    path: '/basic/supplier/materialCost/batchClose',
    summary: '批量关闭待填报',
    body: closeBody,
    data: ok,
    atom: atoms.inquiryMaterial.close,
    assumed: 'body ids and closeReason',
  },
  queryCostDetail: {
    method: 'POST',
    path: '/basic/supplier/materialCost/queryCostDetail',
    summary: '材料成本明细',
    readOnly: true,
    body: recordIdBody,
    data: materialCostSchema,
    atom: atoms.inquiryMaterial.list,
    assumed: 'body { id } of a quote row',
  },
  materialParamList: pagedList(paramRowSchema, {
    path: '/basic/api/materialParam/list',
    summary: '材料参数',
    filters: paramFilters,
    assumed: 'reference list (unguarded); paged',
    noScreen: 'a reference table of the brand’s costing; no screen or form field of the spec reads it',
  }),
  materialMaterialParamList: pagedList(paramRowSchema, {
    path: '/basic/api/materialMaterialParam/list',
    summary: '材料材质参数',
    filters: paramFilters,
    assumed: 'reference list (unguarded); paged',
    noScreen: 'a reference table of the brand’s costing; no screen or form field of the spec reads it',
  }),
  shoelacesRuleList: pagedList(paramRowSchema, {
    path: '/basic/api/shoelacesRule/list',
    summary: '鞋带规则',
    filters: paramFilters,
    assumed: 'reference list (unguarded); paged; rows as parameter rows',
    noScreen: 'a reference table of the brand’s costing; no screen or form field of the spec reads it',
  }),
  shoelacesRuleDropDown: {
    method: 'POST',
    path: '/basic/api/shoelacesRule/dropDownList',
    summary: '鞋带规则选项',
    readOnly: true,
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(codeNameSchema),
    assumed: 'option list (unguarded)',
    noScreen: 'an option list for shoelace costing, which no form of the spec has',
  },
  injectionRuleList: pagedList(paramRowSchema, {
    path: '/basic/api/injectionRule/list',
    summary: '射出规则',
    filters: paramFilters,
    assumed: 'reference list (unguarded); paged; rows as parameter rows',
    noScreen: 'a reference table of the brand’s costing; no screen or form field of the spec reads it',
  }),
  injectionMaterialPriceList: pagedList(injectionPriceSchema, {
    path: '/basic/api/injectionMaterialPrice/list',
    summary: '射出材料价格',
    filters: paramFilters,
    assumed: 'reference list (unguarded); paged; the caller’s and the shared prices',
    noScreen:
      'the sole dialog’s 匹配单价 applies these prices on the server (matchInquirySoleCost); no screen of the spec lists them',
  }),
  injectionMaterialPriceBySupplier: {
    method: 'POST',
    path: '/basic/api/injectionMaterialPrice/queryBySupplier',
    summary: '供应商射出材料价格',
    readOnly: true,
    body: z.object({}),
    data: z.array(injectionPriceSchema),
    assumed: 'the current supplier’s own prices; unguarded',
    noScreen:
      'the sole dialog’s 匹配单价 applies the supplier’s own prices on the server (matchInquirySoleCost); no screen of the spec lists them',
  },
  materialPriceApproveHistory: {
    method: 'POST',
    path: '/basic/api/materialPrice/queryApproveHistory',
    summary: '材料价格审批记录',
    readOnly: true,
    body: recordIdBody.extend({ kind: z.enum(['material', 'color', 'line', 'effect']).default('material') }),
    data: z.array(approveRecordSchema),
    atom: atoms.materialPrice.view,
    assumed: 'body { id, kind } of a price card (default) or a colour/line/effect price',
  },
  materialCostSingle: {
    method: 'POST',
    path: '/basic/api/materialCost/single',
    summary: '单个材料成本',
    readOnly: true,
    body: z.object({ materialCode: z.string().min(1) }),
    data: materialCostSchema.nullable(),
    atom: atoms.inquiryMaterial.list,
    assumed: 'the latest cost of a material among the caller’s quotes, null if none; payload',
    noScreen:
      '成本明细 reads a row’s cost by its id (queryCostDetail); no screen of the spec looks a material’s cost up by code',
  },
});
