import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain } from '../../call';
import { pageOf, pageQuery } from '../../envelope';
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
import { exportTaskSchema } from '../files/calls';

/** Inquiry notice (询价通知). The spec does not show the entity; this shape is assumed. */
/** inquiry_status dictionary codes; the bell counts notices still to quote. */
export const InquiryStatus = { toQuote: 0, quoted: 1, auditing: 2, approved: 3, rejected: 4, closed: 5 } as const;

export const inquiryNoticeSchema = z.object({
  id: z.number().int(),
  inquiryNo: z.string(),
  title: z.string(),
  supplierCode: z.string(),
  materialCount: z.number().int(),
  deadline: z.string().nullable(),
  /** InquiryStatus (inquiry_status dictionary). */
  status: z.number().int(),
  isRead: bit,
  createTime: dateTime,
});
export type InquiryNotice = z.infer<typeof inquiryNoticeSchema>;

/** A material to quote inside a notice, also a row of 材料待填报 (inquiryPrice/list). */
export const inquiryPriceSchema = z.object({
  id: z.number().int(),
  inquiryId: z.number().int(),
  inquiryNo: z.string(),
  materialCode: z.string(),
  materialName: z.string(),
  unit: z.string().nullable(),
  quantity: z.number().nullable(),
  price: z.number().nullable(),
  currency: z.string(),
  remark: z.string().nullable(),
  /** 0 to fill, 1 filled, 2 closed (assumed). */
  status: z.number().int(),
  deadline: z.string().nullable(),
});
export type InquiryPrice = z.infer<typeof inquiryPriceSchema>;

export const inquiryNoticeDetailSchema = inquiryNoticeSchema.extend({
  items: z.array(inquiryPriceSchema),
  remark: z.string().nullable(),
});

/** Sole component row of a sole quote (大底组件). */
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
  totalCost: z.number().nullable(),
  status: z.number().int(),
});
export type MaterialCost = z.infer<typeof materialCostSchema>;

/** Reference parameter rows (material, mesh, injection parameters and rules). */
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

export const inquiryPriceFilters = z.object({
  inquiryNo: z.string().optional(),
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  status: z.number().int().optional(),
});
const paramListBody = pageQuery.extend({ keyword: z.string().optional(), divisionId: z.number().int().optional() });
const quoteRow = z.object({
  id: z.number().int().positive(),
  price: z.number().gt(0),
  remark: z.string().max(500).optional(),
});
const soleRows = z.array(
  z.object({
    id: z.number().int().optional(),
    componentName: z.string().min(1),
    materialCode: z.string().optional(),
    weight: z.number().min(0).optional(),
    unitPrice: z.number().min(0).optional(),
  }),
);

export const inquiry = defineDomain('inquiry', {
  noticeList: {
    method: 'POST',
    path: '/basic/supplier/inquiry/notice/list',
    summary: '询价通知列表 (top bar bell counts its length)',
    body: z.object({ ids: z.array(z.number().int()).optional(), status: z.number().int().optional() }),
    data: z.array(inquiryNoticeSchema),
    assumed:
      'body filters ids/status (empty body: the open notices); unguarded because the top bar asks for every user',
  },
  noticeDetails: {
    method: 'POST',
    path: '/basic/supplier/inquiry/notice/details',
    summary: '询价通知详情',
    body: recordIdBody,
    data: inquiryNoticeDetailSchema,
    atom: atoms.inquiryNotice.view,
    assumed: 'body { id }; answer is the notice with its materials',
  },
  noticeApproveHistory: {
    method: 'POST',
    path: '/basic/supplier/inquiry/notice/approveHistory',
    summary: '询价审批记录',
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
    assumed: 'the supplier withdraws a submitted quote; payload',
  },
  submitPrice: {
    method: 'POST',
    path: '/basic/supplier/inquiry/submitPrice',
    summary: '提交报价',
    body: recordIdBody.extend({ items: z.array(quoteRow).min(1) }),
    data: ok,
    atom: atoms.inquiryNotice.submitQuote,
    assumed: 'notice id and a price per material; payload',
  },
  queryCostApprove: {
    method: 'POST',
    path: '/basic/supplier/inquiry/queryCostApprove/:id',
    summary: '成本审批记录',
    params: recordIdParam,
    data: z.array(approveRecordSchema),
    atom: atoms.inquiryNotice.view,
    assumed: 'id is the notice id',
  },
  updateSoleComponent: {
    method: 'POST',
    path: '/basic/supplier/inquiry/updateSoleComponent',
    summary: '修改大底组件',
    body: z.object({ inquiryPriceId: z.number().int().positive(), components: soleRows }),
    data: ok,
    atom: atoms.inquiryNotice.submitQuote,
    assumed: 'payload',
  },
  downloadTemplateFile: {
    method: 'POST',
    path: '/basic/supplier/inquiry/downloadTemplateFile',
    summary: '下载报价导入模板',
    body: z.object({ id: z.number().int().optional() }),
    data: anyData,
    file: true,
    atom: atoms.inquiryNotice.import,
    assumed: 'optional notice id prefills the template',
  },
  exportUpSoleInfo: {
    method: 'POST',
    path: '/basic/supplier/inquiry/exportUpSoleInfo',
    summary: '导出大底信息',
    body: z.object({ ids: z.array(z.number().int()).min(1) }),
    data: exportTaskSchema,
    atom: atoms.inquiryNotice.export,
    assumed: 'body ids of notices',
  },
  confirm: {
    method: 'POST',
    path: '/basic/supplier/inquiry/confirm/:id',
    summary: '确认询价',
    params: recordIdParam,
    data: ok,
    atom: atoms.inquiryNotice.submitQuote,
    assumed: 'the supplier confirms the notice; id is the notice id',
  },
  querySoleConfirmDetails: {
    method: 'POST',
    path: '/basic/supplier/inquiry/querySoleConfirmDetails',
    summary: '大底确认明细',
    body: recordIdBody,
    data: z.array(soleComponentSchema),
    atom: atoms.inquiryNotice.view,
    assumed: 'body { id } of a quote row',
  },
  submitSoleInfo: {
    method: 'POST',
    path: '/basic/supplier/inquiry/submitSoleInfo',
    summary: '提交大底信息',
    body: z.object({ inquiryPriceId: z.number().int().positive(), components: soleRows.min(1) }),
    data: ok,
    atom: atoms.inquiryNotice.submitQuote,
    assumed: 'payload',
  },
  uploadConfirm: {
    method: 'POST',
    path: '/basic/supplier/inquiry/uploadConfirm',
    summary: '确认导入报价',
    body: z.object({ inquiryId: z.number().int().positive(), fileId: z.string().min(1) }),
    data: ok,
    atom: atoms.inquiryNotice.import,
    assumed: 'confirms a quote file uploaded with businessType inquiryImport; payload',
  },
  fieldList: {
    method: 'POST',
    path: '/basic/supplier/inquiry/fieldList',
    summary: '报价字段定义',
    body: z.object({ divisionId: z.number().int().optional() }),
    data: z.array(fieldDefSchema),
    assumed: 'form metadata (unguarded); payload and shape',
  },
  prescription: {
    method: 'POST',
    path: '/basic/supplier/inquiry/prescription',
    summary: '配方选项',
    body: z.object({ materialCode: z.string().optional() }),
    data: z.array(codeNameSchema),
    assumed: 'option list (unguarded); meaning, payload and shape',
  },
  quoteRecordExport: {
    method: 'POST',
    path: '/basic/api/quoteRecord/export',
    summary: '导出报价记录',
    body: inquiryPriceFilters.extend({ ids: z.array(z.number().int()).optional() }),
    data: exportTaskSchema,
    atom: atoms.inquiryNotice.export,
    assumed: 'filters',
  },
  meshMaterialParamList: {
    method: 'POST',
    path: '/basic/api/meshMaterialParam/list',
    summary: '网布材料参数',
    body: paramListBody,
    data: pageOf(paramRowSchema),
    assumed: 'prefix /basic/api/ taken from the row; reference list (unguarded); paged',
  },
  priceList: {
    method: 'POST',
    path: '/basic/supplier/inquiryPrice/list',
    summary: '材料待填报列表',
    body: pageQuery.extend(inquiryPriceFilters.shape),
    data: pageOf(inquiryPriceSchema),
    atom: atoms.inquiryMaterial.list,
    assumed: 'filters and item shape',
  },
  hasQuotation: {
    method: 'POST',
    path: '/basic/supplier/inquiryPrice/hasQuotation',
    summary: '是否已报价',
    body: recordIdBody,
    data: z.boolean(),
    atom: atoms.inquiryMaterial.list,
    assumed: 'body { id } of a row',
  },
  savePrice: {
    method: 'POST',
    path: '/basic/supplier/inquiryPrice/savePrice',
    summary: '填报价格',
    body: z.object({ items: z.array(quoteRow).min(1) }),
    data: ok,
    atom: atoms.inquiryMaterial.add,
    assumed: 'payload',
  },
  priceExport: {
    method: 'POST',
    path: '/basic/supplier/inquiryPrice/export',
    summary: '导出材料待填报',
    body: inquiryPriceFilters.extend({ ids: z.array(z.number().int()).optional() }),
    data: exportTaskSchema,
    atom: atoms.inquiryMaterial.list,
    assumed: 'filters; no export atom in the group, so list guards it',
  },
  matchInquirySoleCost: {
    method: 'POST',
    path: '/basic/supplier/inquiryPrice/matchInquirySoleCost',
    summary: '匹配大底成本',
    body: recordIdBody,
    data: z.object({ cost: z.number().nullable(), components: z.array(soleComponentSchema) }),
    atom: atoms.inquiryMaterial.add,
    assumed: 'payload and shape',
  },
  encapsulationInquiryPrice: {
    method: 'POST',
    path: '/basic/supplier/inquiryPrice/encapsulationInquiryPrice',
    summary: '汇总报价',
    body: z.object({ ids: z.array(z.number().int()).min(1) }),
    data: z.array(inquiryPriceSchema),
    atom: atoms.inquiryMaterial.add,
    assumed: 'computes the quote rows (prices from costs) before saving; payload and shape',
  },
  costClose: {
    method: 'POST',
    path: '/basic/supplier/materialCost/close',
    summary: '关闭待填报',
    body: recordIdBody.extend({ closeReason: z.string().max(500).optional() }),
    data: ok,
    atom: atoms.inquiryMaterial.close,
    assumed: 'payload',
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
    body: recordIdBody,
    data: materialCostSchema,
    atom: atoms.inquiryMaterial.list,
    assumed: 'body { id } of a quote row',
  },
  materialParamList: {
    method: 'POST',
    path: '/basic/api/materialParam/list',
    summary: '材料参数',
    body: paramListBody,
    data: pageOf(paramRowSchema),
    assumed: 'reference list (unguarded); paged',
  },
  materialMaterialParamList: {
    method: 'POST',
    path: '/basic/api/materialMaterialParam/list',
    summary: '材料材质参数',
    body: paramListBody,
    data: pageOf(paramRowSchema),
    assumed: 'reference list (unguarded); paged',
  },
  shoelacesRuleList: {
    method: 'POST',
    path: '/basic/api/shoelacesRule/list',
    summary: '鞋带规则',
    body: paramListBody,
    data: pageOf(paramRowSchema),
    assumed: 'reference list (unguarded); paged; rows as parameter rows',
  },
  shoelacesRuleDropDown: {
    method: 'POST',
    path: '/basic/api/shoelacesRule/dropDownList',
    summary: '鞋带规则选项',
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(codeNameSchema),
    assumed: 'option list (unguarded)',
  },
  injectionRuleList: {
    method: 'POST',
    path: '/basic/api/injectionRule/list',
    summary: '射出规则',
    body: paramListBody,
    data: pageOf(paramRowSchema),
    assumed: 'reference list (unguarded); paged; rows as parameter rows',
  },
  injectionMaterialPriceList: {
    method: 'POST',
    path: '/basic/api/injectionMaterialPrice/list',
    summary: '射出材料价格',
    body: paramListBody,
    data: pageOf(injectionPriceSchema),
    assumed: 'reference list (unguarded); paged',
  },
  injectionMaterialPriceBySupplier: {
    method: 'POST',
    path: '/basic/api/injectionMaterialPrice/queryBySupplier',
    summary: '供应商射出材料价格',
    body: z.object({ supplierCode: z.string().optional() }),
    data: z.array(injectionPriceSchema),
    assumed: 'the current supplier’s prices unless supplierCode is given; unguarded',
  },
  materialPriceApproveHistory: {
    method: 'POST',
    path: '/basic/api/materialPrice/queryApproveHistory',
    summary: '材料价格审批记录',
    body: recordIdBody,
    data: z.array(approveRecordSchema),
    atom: atoms.materialPrice.view,
    assumed: 'body { id } of a price card',
  },
  materialCostSingle: {
    method: 'POST',
    path: '/basic/api/materialCost/single',
    summary: '单个材料成本',
    body: z.object({ materialCode: z.string().min(1) }),
    data: materialCostSchema.nullable(),
    atom: atoms.inquiryMaterial.list,
    assumed: 'the latest cost of a material, null if none; payload',
  },
});
