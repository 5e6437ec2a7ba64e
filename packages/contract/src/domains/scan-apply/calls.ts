import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain } from '../../call';
import { pageOf, pageQuery } from '../../envelope';
import { closeBody, dateTime, idsBody, ok, recordIdBody } from '../../schemas';
import { supplierOptionSchema } from '../lookups/calls';

/** Scan application (扫描申请). The spec does not show the entity; this shape is assumed. */
export const scanApplySchema = z.object({
  id: z.number().int(),
  applyNo: z.string(),
  materialId: z.number().int(),
  materialCode: z.string(),
  materialName: z.string(),
  supplierCode: z.string(),
  sampleQuantity: z.number().int(),
  sampleImgIds: z.array(z.string()),
  expressCompany: z.string().nullable(),
  expressNo: z.string().nullable(),
  sendDate: z.string().nullable(),
  /** 0 draft, 1 applied, 2 accepted, 3 sample sent, 4 scanned, 9 closed (assumed). */
  status: z.number().int(),
  closeReason: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: dateTime,
});
export type ScanApply = z.infer<typeof scanApplySchema>;

export const scanApplyFilters = z.object({
  applyNo: z.string().optional(),
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  status: z.number().int().optional(),
});

const scanApplyFields = z.object({
  materialId: z.number().int().positive(),
  sampleQuantity: z.number().int().min(1),
  sampleImgIds: z.array(z.string()).optional(),
  remark: z.string().max(500).optional(),
});

export const scanApply = defineDomain('scanApply', {
  list: {
    method: 'POST',
    path: '/basic/supplier/scanApply/list',
    summary: '扫描申请列表',
    body: pageQuery.extend(scanApplyFilters.shape),
    data: pageOf(scanApplySchema),
    atom: atoms.scanApply.list,
    assumed: 'filters and item shape',
  },
  delete: {
    method: 'POST',
    path: '/basic/supplier/scanApply/delete',
    summary: '删除扫描申请',
    body: idsBody,
    data: ok,
    atom: atoms.scanApply.delete,
    assumed: 'body ids',
  },
  close: {
    method: 'POST',
    path: '/basic/supplier/scanApply/close',
    summary: '关闭扫描申请',
    body: closeBody,
    data: ok,
    atom: atoms.scanApply.close,
    assumed: 'body ids and closeReason',
  },
  listSize: {
    method: 'POST',
    path: '/basic/supplier/scanApply/getListSize',
    summary: '扫描申请数量',
    body: scanApplyFilters,
    data: z.number().int(),
    atom: atoms.scanApply.list,
    assumed: 'counts applications matching the filters',
  },
  suppliers: {
    method: 'POST',
    path: '/basic/supplier/scanApply/scanSupplierList',
    summary: '扫描供应商选项',
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(supplierOptionSchema),
    assumed: 'option list (unguarded)',
  },
  materials: {
    method: 'POST',
    path: '/basic/supplier/scanApply/scanMaterialList',
    summary: '可申请扫描的材料',
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(z.object({ id: z.number().int(), materialCode: z.string(), materialName: z.string() })),
    assumed: 'option list (unguarded) of the supplier’s materials',
  },
  detail: {
    method: 'POST',
    path: '/basic/supplier/scanApply/detail',
    summary: '扫描申请详情',
    body: recordIdBody,
    data: scanApplySchema,
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
    assumed: 'meaning (受理) and payload',
  },
  saveOrUpdate: {
    method: 'POST',
    path: '/basic/supplier/scanApply/saveOrUpdate',
    summary: '新增扫描申请',
    body: scanApplyFields.extend({ id: z.number().int().optional() }),
    data: ok,
    atom: atoms.scanApply.add,
    assumed: 'payload',
  },
  updateScan: {
    method: 'POST',
    path: '/basic/supplier/scanApply/updateScan',
    summary: '编辑扫描申请 (含寄样信息)',
    body: scanApplyFields.partial().extend({
      id: z.number().int().positive(),
      expressCompany: z.string().max(50).optional(),
      expressNo: z.string().max(50).optional(),
      sendDate: z.string().optional(),
    }),
    data: ok,
    atom: atoms.scanApply.edit,
    assumed: 'payload',
  },
});
