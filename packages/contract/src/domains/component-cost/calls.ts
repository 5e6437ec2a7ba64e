import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, listCount, listExport, pagedList } from '../../call';
import { anyData, auditBody, closeBody, dateTime, dayFilter, ok, recordIdParam, recordIdsBody } from '../../schemas';
import {
  ComponentCostStatus,
  costConfirmForm,
  costFactoriesInput,
  importRowErrorSchema,
  ComponentCostMessages as M,
} from './rules';

/** One line of a component cost: a material or the processing, with its usage, unit price and loss. */
export const componentCostItemSchema = z.object({
  id: z.number().int(),
  itemName: z.string(),
  materialCode: z.string().nullable(),
  unit: z.string(),
  usage: z.number().nullable(),
  unitPrice: z.number().nullable(),
  /** Percent. */
  lossRate: z.number(),
  /** usage × unitPrice × (1 + lossRate%), null until both are filled. */
  amount: z.number().nullable(),
});
export type ComponentCostItem = z.infer<typeof componentCostItemSchema>;

/** One step of a cost's history: who did what when. */
export const componentCostRecordSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  remark: z.string().nullable(),
  operator: z.string(),
  operateTime: dateTime,
});
export type ComponentCostRecord = z.infer<typeof componentCostRecordSchema>;

/**
 * A component cost (组件成本): what one component (大底, 中底, 鞋垫…) of one style in one season costs at this
 * supplier, for the shoe factories it applies to. The spec does not show the entity (docs/domains/component-cost.md).
 * A row carries its lines and history: the list is also the detail.
 */
export const componentCostSchema = z.object({
  id: z.number().int(),
  costNo: z.string(),
  styleNo: z.string(),
  styleName: z.string(),
  seasonCode: z.string(),
  componentCode: z.string(),
  componentName: z.string(),
  shoeFactoryCodes: z.array(z.string()),
  /** The factories' short names, joined with 、 (empty when none). */
  shoeFactoryNames: z.string(),
  currency: z.string(),
  /** The sum of the lines, null while a line is not priced. */
  totalCost: z.number().nullable(),
  /** 0 待报价, 1 待审核, 2 审核通过, 3 已驳回, 9 已关闭 (rules.ts ComponentCostStatus). */
  status: z.number().int(),
  inquiryDeadline: dateTime.nullable(),
  remark: z.string().nullable(),
  auditRemark: z.string().nullable(),
  closeReason: z.string().nullable(),
  confirmTime: dateTime.nullable(),
  auditTime: dateTime.nullable(),
  createTime: dateTime,
  modifyTime: dateTime,
  items: z.array(componentCostItemSchema),
  history: z.array(componentCostRecordSchema),
});
export type ComponentCost = z.infer<typeof componentCostSchema>;

/** The filters of 组件成本管理, shared by its list, its count and its export. */
export const componentCostFilters = z.object({
  costNo: z.string().trim().optional(),
  styleNo: z.string().trim().optional(),
  seasonCode: z.string().trim().optional(),
  componentName: z.string().trim().optional(),
  shoeFactoryCode: z.string().trim().optional(),
  status: ComponentCostStatus.schema.optional(),
  createTimeStart: dayFilter,
  createTimeEnd: dayFilter,
});
export type ComponentCostFilters = z.infer<typeof componentCostFilters>;

const confirmBody = z
  .object({
    ids: z.array(z.number().int().positive()).min(1, M.chooseOne).optional(),
    /** A filled import sheet uploaded with businessType componentCostImport. */
    fileId: z.string().min(1).optional(),
  })
  .refine((b) => (b.ids === undefined) !== (b.fileId === undefined), M.confirmOrImport)
  .meta({
    anyOf: [
      { required: ['ids'], not: { required: ['fileId'] } },
      { required: ['fileId'], not: { required: ['ids'] } },
    ],
  });

export const componentCost = defineDomain('componentCost', {
  list: pagedList(componentCostSchema, {
    path: '/basic/supplier/componentCost/list',
    summary: '组件成本列表',
    filters: componentCostFilters.shape,
    sort: ['costNo', 'totalCost', 'inquiryDeadline', 'createTime'],
    atom: atoms.componentCost.list,
    assumed: 'filters, sort fields and item shape (rows carry their lines and history)',
  }),
  count: listCount(componentCostFilters, {
    path: '/basic/supplier/componentCost/count',
    summary: '组件成本数量',
    atom: atoms.componentCost.list,
    assumed: 'counts the costs the same filters list',
  }),
  export: listExport(componentCostFilters, {
    path: '/basic/supplier/componentCost/export',
    summary: '导出组件成本',
    atom: atoms.componentCost.export,
    assumed: 'list filters plus optional ids; one row per cost',
  }),
  downloadPdf: {
    method: 'POST',
    path: '/basic/supplier/componentCost/downloadPdf',
    summary: '下载组件成本 PDF',
    readOnly: true,
    body: z.object({ id: z.number().int().positive() }),
    data: anyData,
    file: true,
    atom: atoms.componentCost.export,
    assumed: 'body { id }; answers the cost sheet as application/pdf',
  },
  delete: {
    method: 'POST',
    path: '/basic/supplier/componentCost/delete',
    summary: '删除组件成本',
    body: recordIdsBody,
    data: ok,
    atom: atoms.componentCost.delete,
    assumed: 'body ids; all or none',
  },
  confirm: {
    method: 'POST',
    path: '/basic/supplier/componentCost/confirm',
    summary: '确认组件成本 (批量或导入)',
    body: confirmBody,
    data: ok,
    /** An import with bad rows: nothing is written, every row error comes back. */
    refusalData: z.object({ errors: z.array(importRowErrorSchema) }),
    atom: atoms.componentCost.submit,
    assumed:
      'body { ids } confirms the chosen costs as filled; body { fileId } imports a filled sheet (also needs the import atom): every row is checked before any is written, then the lines are filled and their costs confirmed; row errors come back as data',
  },
  confirmOne: {
    method: 'POST',
    path: '/basic/supplier/componentCost/confirm/:id',
    summary: '填写并确认组件成本',
    params: recordIdParam,
    body: costConfirmForm,
    data: ok,
    atom: atoms.componentCost.submit,
    assumed:
      'body { items: [{ id, usage, unitPrice, lossRate }], remark }: fills every line of one cost and confirms it',
  },
  downloadImportTemplateFile: {
    method: 'POST',
    path: '/basic/supplier/componentCost/downloadImportTemplateFile',
    summary: '下载组件成本导入模板',
    readOnly: true,
    data: anyData,
    file: true,
    atom: atoms.componentCost.import,
    assumed: 'no body; the import sheet without rows',
  },
  exportByKey: {
    method: 'POST',
    path: '/basic/supplier/componentCost/exportByKey/:key',
    summary: '下载已生成的组件成本导出',
    readOnly: true,
    params: z.object({ key: z.string().min(1) }),
    data: anyData,
    file: true,
    atom: atoms.componentCost.export,
    assumed: 'key is the one `export` answered; answers the .xlsx once generated',
    noScreen:
      'the export’s file reaches the download popover like every other export (downloadList), which downloads it by its link and marks it with markDownloaded',
  },
  downloadTemplateFile: {
    method: 'POST',
    path: '/basic/supplier/componentCost/downloadTemplateFile',
    summary: '下载组件成本模板',
    readOnly: true,
    data: anyData,
    file: true,
    atom: atoms.componentCost.import,
    assumed: 'no body; the blank cost sheet',
  },
  downloadTemplateFileAndSetValue: {
    method: 'POST',
    path: '/basic/supplier/componentCost/downloadTemplateFileAndSetValue',
    summary: '下载带数据的组件成本模板',
    readOnly: true,
    body: recordIdsBody,
    data: anyData,
    file: true,
    atom: atoms.componentCost.import,
    assumed: 'body ids: the import sheet with one row per line of those costs',
  },
  setCostShoeFactorys: {
    method: 'POST',
    path: '/basic/supplier/componentCost/setCostShoeFactorys',
    summary: '更换鞋厂',
    body: costFactoriesInput,
    data: ok,
    atom: atoms.componentCost.changeShoeFactory,
    assumed: 'payload; replaces the factories of every chosen cost',
  },
  closeInquiry: {
    method: 'POST',
    path: '/basic/supplier/componentCost/closeInquiry',
    summary: '关闭组件询价',
    body: closeBody,
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
    assumed: 'body ids, pass, auditRemark (required to reject)',
  },
});
