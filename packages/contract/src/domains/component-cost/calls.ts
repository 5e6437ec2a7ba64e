import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain } from '../../call';
import { pageOf, pageQuery } from '../../envelope';
import { anyData, auditBody, dateTime, idsBody, ok, recordIdParam, recordIdsBody } from '../../schemas';
import { exportTaskSchema } from '../files/calls';

/** Component cost (组件成本). The spec does not show the entity; this shape is assumed. */
export const componentCostSchema = z.object({
  id: z.number().int(),
  costNo: z.string(),
  styleNo: z.string(),
  seasonCode: z.string().nullable(),
  componentName: z.string(),
  shoeFactoryCodes: z.array(z.string()),
  shoeFactoryNames: z.string().nullable(),
  materialCost: z.number().nullable(),
  processCost: z.number().nullable(),
  totalCost: z.number().nullable(),
  currency: z.string(),
  /** 0 to fill, 1 confirmed, 2 submitted, 3 approved, 4 rejected, 9 inquiry closed (assumed). */
  status: z.number().int(),
  createTime: dateTime,
});
export type ComponentCost = z.infer<typeof componentCostSchema>;

export const componentCostItemSchema = z.object({
  id: z.number().int(),
  itemName: z.string(),
  materialCode: z.string().nullable(),
  usage: z.number().nullable(),
  unitPrice: z.number().nullable(),
  amount: z.number().nullable(),
});
export const componentCostDetailSchema = componentCostSchema.extend({
  items: z.array(componentCostItemSchema),
  remark: z.string().nullable(),
});
export type ComponentCostDetail = z.infer<typeof componentCostDetailSchema>;

export const componentCostFilters = z.object({
  costNo: z.string().optional(),
  styleNo: z.string().optional(),
  seasonCode: z.string().optional(),
  componentName: z.string().optional(),
  status: z.number().int().optional(),
});
const exportBody = componentCostFilters.extend({ ids: z.array(z.number().int()).optional() });

export const componentCost = defineDomain('componentCost', {
  list: {
    method: 'POST',
    path: '/basic/supplier/componentCost/list',
    summary: '组件成本列表',
    body: pageQuery.extend(componentCostFilters.shape),
    data: pageOf(componentCostSchema),
    atom: atoms.componentCost.list,
    assumed: 'filters and item shape',
  },
  count: {
    method: 'POST',
    path: '/basic/supplier/componentCost/count',
    summary: '组件成本数量',
    body: componentCostFilters,
    data: z.number().int(),
    atom: atoms.componentCost.list,
    assumed: 'counts costs matching the filters',
  },
  export: {
    method: 'POST',
    path: '/basic/supplier/componentCost/export',
    summary: '导出组件成本',
    body: exportBody,
    data: exportTaskSchema,
    atom: atoms.componentCost.export,
    assumed: 'list filters plus optional ids',
  },
  downloadPdf: {
    method: 'POST',
    path: '/basic/supplier/componentCost/downloadPdf',
    summary: '下载组件成本 PDF',
    body: z.object({ id: z.number().int().positive() }),
    data: anyData,
    file: true,
    atom: atoms.componentCost.export,
    assumed: 'body { id }',
  },
  delete: {
    method: 'POST',
    path: '/basic/supplier/componentCost/delete',
    summary: '删除组件成本',
    body: idsBody,
    data: ok,
    atom: atoms.componentCost.delete,
    assumed: 'body ids',
  },
  confirm: {
    method: 'POST',
    path: '/basic/supplier/componentCost/confirm',
    summary: '确认/提交组件成本',
    body: z.object({
      id: z.number().int().positive(),
      items: z
        .array(
          z.object({
            id: z.number().int().positive(),
            usage: z.number().min(0).optional(),
            unitPrice: z.number().min(0).optional(),
          }),
        )
        .optional(),
      remark: z.string().max(500).optional(),
    }),
    data: ok,
    atom: atoms.componentCost.submit,
    assumed: 'saves the filled cost items and submits them; payload',
  },
  confirmDetail: {
    method: 'POST',
    path: '/basic/supplier/componentCost/confirm/:id',
    summary: '组件成本确认详情',
    params: recordIdParam,
    data: componentCostDetailSchema,
    atom: atoms.componentCost.list,
    assumed: 'reads the cost with its items for the confirm screen',
  },
  downloadImportTemplateFile: {
    method: 'POST',
    path: '/basic/supplier/componentCost/downloadImportTemplateFile',
    summary: '下载组件成本导入模板',
    data: anyData,
    file: true,
    atom: atoms.componentCost.import,
    assumed: 'no body',
  },
  exportByKey: {
    method: 'POST',
    path: '/basic/supplier/componentCost/exportByKey/:key',
    summary: '按导入批次导出',
    params: z.object({ key: z.string().min(1) }),
    data: exportTaskSchema,
    atom: atoms.componentCost.export,
    assumed: 'key is the async key of an import; exports its result (e.g. rejected rows)',
  },
  downloadTemplateFile: {
    method: 'POST',
    path: '/basic/supplier/componentCost/downloadTemplateFile',
    summary: '下载组件成本模板',
    data: anyData,
    file: true,
    atom: atoms.componentCost.import,
    assumed: 'no body',
  },
  downloadTemplateFileAndSetValue: {
    method: 'POST',
    path: '/basic/supplier/componentCost/downloadTemplateFileAndSetValue',
    summary: '下载带数据的组件成本模板',
    body: recordIdsBody,
    data: anyData,
    file: true,
    atom: atoms.componentCost.import,
    assumed: 'body ids whose values fill the template',
  },
  setCostShoeFactorys: {
    method: 'POST',
    path: '/basic/supplier/componentCost/setCostShoeFactorys',
    summary: '更换鞋厂',
    body: z.object({
      ids: z.array(z.number().int().positive()).min(1),
      shoeFactoryCodes: z.array(z.string()).min(1),
    }),
    data: ok,
    atom: atoms.componentCost.changeShoeFactory,
    assumed: 'payload',
  },
  closeInquiry: {
    method: 'POST',
    path: '/basic/supplier/componentCost/closeInquiry',
    summary: '关闭组件询价',
    body: z.object({
      ids: z.array(z.number().int().positive()).min(1),
      closeReason: z.string().max(500).optional(),
    }),
    data: ok,
    atom: atoms.componentCost.submit,
    assumed: 'payload; no close atom in the group, so submit guards it',
  },
  supervisorAudit: {
    method: 'POST',
    path: '/basic/supplier/componentCost/supervisorAudit',
    summary: '主管审核组件成本',
    body: auditBody,
    data: ok,
    atom: atoms.componentCost.supervisorAudit,
    assumed: 'body ids, pass, auditRemark',
  },
});
