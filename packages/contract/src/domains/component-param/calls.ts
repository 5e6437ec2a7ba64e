import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, listCount, listExport, pagedList } from '../../call';
import { dateTime, ok, recordIdBody, recordIdParam, recordIdsBody } from '../../schemas';
import { withParamChecks } from './formula';
import { ComponentParamStatus, componentParamFields } from './rules';

/** One variable of a parameter set. */
export const componentParamValueSchema = z.object({
  name: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
});
export type ComponentParamValue = z.infer<typeof componentParamValueSchema>;

/**
 * A component parameter set (组件参数): the variables of one component's cost (长, 宽, 单价, 损耗…) and the formula
 * that computes the cost from them. The spec does not show the entity (docs/domains/component-param.md).
 */
export const componentParamSchema = z.object({
  id: z.number().int(),
  paramCode: z.string(),
  componentCode: z.string(),
  componentName: z.string(),
  setName: z.string(),
  formula: z.string(),
  /** The formula over the values, null when it cannot be computed (`resultMessage` says why). */
  result: z.number().nullable(),
  resultMessage: z.string().nullable(),
  /** 0 停用, 1 启用. */
  status: z.number().int(),
  remark: z.string().nullable(),
  values: z.array(componentParamValueSchema),
  /** The set this one was copied from, if any. */
  copiedFrom: z.string().nullable(),
  creator: z.string(),
  createTime: dateTime,
  modifier: z.string(),
  modifyTime: dateTime,
});
export type ComponentParam = z.infer<typeof componentParamSchema>;

/** One change of a parameter set: who changed which value when, from what to what. */
export const componentParamRecordSchema = z.object({
  id: z.number().int(),
  paramId: z.number().int(),
  operateType: z.enum(['add', 'update', 'copy']),
  /** What changed: a variable's name, or 公式 / 参数名称 / 状态…; null for the whole set (add, copy). */
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  operator: z.string(),
  operateTime: dateTime,
});
export type ComponentParamRecord = z.infer<typeof componentParamRecordSchema>;

export const componentParamFilters = z.object({
  paramCode: z.string().trim().optional(),
  componentCode: z.string().trim().optional(),
  componentName: z.string().trim().optional(),
  setName: z.string().trim().optional(),
  status: ComponentParamStatus.schema.optional(),
});
export type ComponentParamFilters = z.infer<typeof componentParamFilters>;

/** 新增 / 修改: the form's rules, and the formula computed over the values (unknown names, division by zero). */
export const componentParamBody = withParamChecks(componentParamFields);
const componentParamUpdateBody = withParamChecks(componentParamFields.extend({ id: z.number().int().positive() }));

export const componentParam = defineDomain('componentParam', {
  list: pagedList(componentParamSchema, {
    path: '/basic/supplier/componentParam/list',
    summary: '组件参数列表',
    filters: componentParamFilters.shape,
    sort: ['paramCode', 'componentName', 'modifyTime'],
    atom: atoms.componentParam.list,
    assumed: 'filters, sort fields and item shape',
  }),
  listSize: listCount(componentParamFilters, {
    path: '/basic/supplier/componentParam/getListSize',
    summary: '组件参数数量',
    atom: atoms.componentParam.list,
    assumed: 'counts the sets the same filters list',
  }),
  add: {
    method: 'POST',
    path: '/basic/supplier/componentParam/add',
    summary: '新增组件参数',
    body: componentParamBody,
    data: ok,
    atom: atoms.componentParam.add,
    assumed: 'payload',
  },
  copy: {
    method: 'POST',
    path: '/basic/supplier/componentParam/copy',
    summary: '复制组件参数',
    body: recordIdBody,
    data: z.object({ id: z.number().int() }),
    atom: atoms.componentParam.copy,
    assumed: 'body { id }: a new set with the same values and formula, named 「…-副本」, disabled; answers its id',
  },
  update: {
    method: 'POST',
    path: '/basic/supplier/componentParam/update',
    summary: '修改组件参数',
    body: componentParamUpdateBody,
    data: ok,
    atom: atoms.componentParam.update,
    assumed: 'payload; every changed field is recorded',
  },
  delete: {
    method: 'POST',
    path: '/basic/supplier/componentParam/delete',
    summary: '删除组件参数',
    body: recordIdsBody,
    data: ok,
    atom: atoms.componentParam.delete,
    assumed: 'body ids; all or none; only disabled sets',
  },
  record: {
    method: 'POST',
    path: '/basic/supplier/componentParam/getRecord',
    summary: '组件参数修改记录',
    readOnly: true,
    body: recordIdBody,
    data: z.array(componentParamRecordSchema),
    atom: atoms.componentParam.record,
    assumed: 'body { id }; newest first',
  },
  detail: {
    method: 'POST',
    path: '/basic/supplier/componentParam/detail',
    summary: '组件参数详情',
    readOnly: true,
    body: recordIdBody,
    data: componentParamSchema,
    atom: atoms.componentParam.list,
    assumed: 'body { id }; no detail atom in the group, so list guards it',
    noScreen:
      'the detail dialog opens on the list’s row, which componentParam/list answers with every field of the set (the same record shape), and adds queryComponentFormula and getRecord',
  },
  export: listExport(componentParamFilters, {
    path: '/basic/supplier/componentParam/export',
    summary: '导出组件参数',
    atom: atoms.componentParam.export,
    assumed: 'list filters plus optional ids',
  }),
  queryComponentFormula: {
    method: 'GET',
    path: '/basic/supplier/componentParam/queryComponentFormula/:id',
    summary: '组件计算公式',
    readOnly: true,
    params: recordIdParam,
    data: z.object({
      id: z.number().int(),
      componentName: z.string(),
      formula: z.string(),
      variables: z.array(componentParamValueSchema),
      result: z.number().nullable(),
      resultMessage: z.string().nullable(),
    }),
    atom: atoms.componentParam.list,
    assumed: 'id is a parameter set id; the formula, its variables and the result over them',
  },
});
