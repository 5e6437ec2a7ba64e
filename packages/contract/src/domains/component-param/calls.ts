import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain } from '../../call';
import { pageOf, pageQuery } from '../../envelope';
import { dateTime, idsBody, ok, recordIdBody, recordIdParam } from '../../schemas';
import { exportTaskSchema } from '../files/calls';

/** Component parameter (组件参数). The spec does not show the entity; this shape is assumed. */
export const componentParamSchema = z.object({
  id: z.number().int(),
  componentCode: z.string(),
  componentName: z.string(),
  divisionId: z.number().int().nullable(),
  paramName: z.string(),
  paramValue: z.string(),
  unit: z.string().nullable(),
  formula: z.string().nullable(),
  /** 0 disabled, 1 enabled (assumed). */
  status: z.number().int(),
  modifier: z.string().nullable(),
  modifyTime: dateTime.nullable(),
});
export type ComponentParam = z.infer<typeof componentParamSchema>;

export const componentParamRecordSchema = z.object({
  id: z.number().int(),
  paramId: z.number().int(),
  operateType: z.enum(['add', 'update', 'copy', 'delete']),
  content: z.string(),
  operator: z.string(),
  operateTime: dateTime,
});

export const componentParamFilters = z.object({
  componentCode: z.string().optional(),
  componentName: z.string().optional(),
  paramName: z.string().optional(),
  divisionId: z.number().int().optional(),
  status: z.number().int().optional(),
});

const paramFields = z.object({
  componentCode: z.string().trim().min(1).max(50),
  componentName: z.string().trim().min(1).max(100),
  divisionId: z.number().int().optional(),
  paramName: z.string().trim().min(1).max(100),
  paramValue: z.string().trim().min(1).max(200),
  unit: z.string().max(20).optional(),
  formula: z.string().max(500).optional(),
});

export const componentParam = defineDomain('componentParam', {
  list: {
    method: 'POST',
    path: '/basic/supplier/componentParam/list',
    summary: '组件参数列表',
    body: pageQuery.extend(componentParamFilters.shape),
    data: pageOf(componentParamSchema),
    atom: atoms.componentParam.list,
    assumed: 'filters and item shape',
  },
  listSize: {
    method: 'POST',
    path: '/basic/supplier/componentParam/getListSize',
    summary: '组件参数数量',
    body: componentParamFilters,
    data: z.number().int(),
    atom: atoms.componentParam.list,
    assumed: 'counts parameters matching the filters',
  },
  add: {
    method: 'POST',
    path: '/basic/supplier/componentParam/add',
    summary: '新增组件参数',
    body: paramFields,
    data: ok,
    atom: atoms.componentParam.add,
    assumed: 'payload',
  },
  copy: {
    method: 'POST',
    path: '/basic/supplier/componentParam/copy',
    summary: '复制组件参数',
    body: recordIdBody.extend({ componentCode: z.string().trim().min(1).max(50) }),
    data: ok,
    atom: atoms.componentParam.copy,
    assumed: 'copies the parameters of one record to another component code; payload',
  },
  update: {
    method: 'POST',
    path: '/basic/supplier/componentParam/update',
    summary: '修改组件参数',
    body: paramFields.extend({ id: z.number().int().positive() }),
    data: ok,
    atom: atoms.componentParam.update,
    assumed: 'payload',
  },
  delete: {
    method: 'POST',
    path: '/basic/supplier/componentParam/delete',
    summary: '删除组件参数',
    body: idsBody,
    data: ok,
    atom: atoms.componentParam.delete,
    assumed: 'body ids',
  },
  record: {
    method: 'POST',
    path: '/basic/supplier/componentParam/getRecord',
    summary: '组件参数修改记录',
    body: recordIdBody,
    data: z.array(componentParamRecordSchema),
    atom: atoms.componentParam.record,
    assumed: 'body { id }',
  },
  detail: {
    method: 'POST',
    path: '/basic/supplier/componentParam/detail',
    summary: '组件参数详情',
    body: recordIdBody,
    data: componentParamSchema,
    atom: atoms.componentParam.list,
    assumed: 'body { id }; no detail atom in the group, so list guards it',
  },
  export: {
    method: 'POST',
    path: '/basic/supplier/componentParam/export',
    summary: '导出组件参数',
    body: componentParamFilters.extend({ ids: z.array(z.number().int()).optional() }),
    data: exportTaskSchema,
    atom: atoms.componentParam.export,
    assumed: 'list filters plus optional ids',
  },
  queryComponentFormula: {
    method: 'GET',
    path: '/basic/supplier/componentParam/queryComponentFormula/:id',
    summary: '组件计算公式',
    params: recordIdParam,
    data: z.object({
      id: z.number().int(),
      formula: z.string().nullable(),
      variables: z.array(z.object({ name: z.string(), paramName: z.string() })),
    }),
    atom: atoms.componentParam.list,
    assumed: 'id is a parameter id; answer shape',
  },
});
