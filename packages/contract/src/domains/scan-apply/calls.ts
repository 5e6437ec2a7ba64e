import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, listCount, pagedList } from '../../call';
import { closeBody, dateTime, dayFilter, fileRefSchema, ok, recordIdBody, recordIdsBody } from '../../schemas';
import { supplierOptionSchema } from '../lookups/calls';
import { ScanApplyStatus, scanApplyFormSchema, scanSendSampleSchema } from './rules';

/** Scan application (扫描申请): the supplier asks the brand to scan a material sample (docs/domains/scan-apply.md). */
export const scanApplySchema = z.object({
  id: z.number().int(),
  applyNo: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  /** The material, denormalised when the application is saved (the material may change or go later). */
  materialId: z.number().int(),
  materialCode: z.string().nullable(),
  materialName: z.string(),
  sampleQuantity: z.number().int(),
  expectDate: z.string().nullable(),
  sampleImgIds: z.array(z.string()),
  expressCompany: z.string().nullable(),
  expressNo: z.string().nullable(),
  sendDate: z.string().nullable(),
  status: ScanApplyStatus.schema,
  closeReason: z.string().nullable(),
  remark: z.string().nullable(),
  createdBy: z.string(),
  createTime: dateTime,
  checkTime: dateTime.nullable(),
  modifyTime: dateTime,
});
export type ScanApply = z.infer<typeof scanApplySchema>;

export const scanApplyDetailSchema = scanApplySchema.extend({ sampleImgs: z.array(fileRefSchema) });
export type ScanApplyDetail = z.infer<typeof scanApplyDetailSchema>;

export const scanApplyFilters = z.object({
  applyNo: z.string().optional(),
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  status: ScanApplyStatus.schema.optional(),
  createStartDate: dayFilter,
  createEndDate: dayFilter,
});
export type ScanApplyFilters = z.infer<typeof scanApplyFilters>;

export const scanMaterialOptionSchema = z.object({
  id: z.number().int(),
  materialCode: z.string().nullable(),
  materialName: z.string(),
});

export const scanApplySaveBody = scanApplyFormSchema.extend({
  id: z.number().int().positive().optional(),
  /** true 提交 (待受理), false 暂存. */
  submit: z.boolean().default(true),
});
export type ScanApplySave = z.input<typeof scanApplySaveBody>;

/** updateScan: with expressNo it is 寄送样品 (atom sendSample), without it 修改 (atom edit). */
export const scanApplyUpdateBody = z.union([
  scanSendSampleSchema.extend({ id: z.number().int().positive() }),
  scanApplyFormSchema.extend({ id: z.number().int().positive() }),
]);
export type ScanApplyUpdate = z.input<typeof scanApplyUpdateBody>;

export const scanApply = defineDomain('scanApply', {
  list: pagedList(scanApplySchema, {
    path: '/basic/supplier/scanApply/list',
    summary: '扫描申请列表',
    filters: scanApplyFilters.shape,
    sort: ['applyNo', 'createTime', 'modifyTime'],
    atom: atoms.scanApply.list,
  }),
  delete: {
    method: 'POST',
    path: '/basic/supplier/scanApply/delete',
    summary: '删除扫描申请',
    body: recordIdsBody,
    data: ok,
    atom: atoms.scanApply.delete,
    assumed: 'body ids; only drafts, all or none',
  },
  close: {
    method: 'POST',
    path: '/basic/supplier/scanApply/close',
    summary: '关闭扫描申请',
    body: closeBody,
    data: ok,
    atom: atoms.scanApply.close,
    assumed: 'body ids and closeReason; all or none',
  },
  listSize: listCount(scanApplyFilters, {
    path: '/basic/supplier/scanApply/getListSize',
    summary: '扫描申请数量',
    atom: atoms.scanApply.list,
    assumed: 'counts applications matching the filters (the portal asks once per status tab)',
  }),
  suppliers: {
    method: 'POST',
    path: '/basic/supplier/scanApply/scanSupplierList',
    summary: '扫描供应商选项',
    readOnly: true,
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(supplierOptionSchema),
    assumed: 'the suppliers whose samples the caller may apply for: its own supplier',
  },
  materials: {
    method: 'POST',
    path: '/basic/supplier/scanApply/scanMaterialList',
    summary: '可申请扫描的材料',
    readOnly: true,
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(scanMaterialOptionSchema),
    assumed: 'the caller’s saved materials (fabric and recommended), at most 50, by code or name',
  },
  detail: {
    method: 'POST',
    path: '/basic/supplier/scanApply/detail',
    summary: '扫描申请详情',
    readOnly: true,
    body: recordIdBody,
    data: scanApplyDetailSchema,
    atom: atoms.scanApply.detail,
    assumed: 'body { id }',
  },
  checkScan: {
    method: 'POST',
    path: '/basic/supplier/scanApply/checkScan',
    summary: '受理扫描申请',
    body: recordIdBody,
    data: ok,
    atom: atoms.scanApply.accept,
    assumed: 'meaning (受理: 待受理 → 已受理) and payload',
  },
  saveOrUpdate: {
    method: 'POST',
    path: '/basic/supplier/scanApply/saveOrUpdate',
    summary: '新增扫描申请',
    body: scanApplySaveBody,
    data: z.object({ id: z.number().int(), applyNo: z.string() }),
    atom: [atoms.scanApply.add, atoms.scanApply.edit],
    assumed: 'payload; without id it adds (atom add), with id it changes a draft (atom edit)',
  },
  updateScan: {
    method: 'POST',
    path: '/basic/supplier/scanApply/updateScan',
    summary: '编辑扫描申请 (含寄样信息)',
    body: scanApplyUpdateBody,
    data: ok,
    atom: [atoms.scanApply.edit, atoms.scanApply.sendSample],
    assumed: 'payload: with expressNo it sends the samples, otherwise it edits',
  },
});
