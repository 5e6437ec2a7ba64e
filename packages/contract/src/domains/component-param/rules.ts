import { z } from 'zod';
import { DoneMessages } from '../../schemas';
import { type StatusOf, statusSet } from '../../state-rules';

/**
 * Component parameter (组件参数) rules and messages, shared by the form and the stub
 * (docs/domains/component-param.md). The spec shows no text for this domain: every message is this project's.
 */
export const ComponentParamStatus = statusSet({ disabled: [0, '停用'], enabled: [1, '启用'] });
export type ComponentParamStatusValue = StatusOf<typeof ComponentParamStatus>;

export const ComponentParamLimits = {
  componentCode: 30,
  componentName: 50,
  setName: 50,
  formula: 500,
  remark: 500,
  variableName: 30,
  label: 30,
  unit: 10,
  values: 30,
  valueMax: 1_000_000,
} as const;

export const ComponentParamMessages = {
  componentCodeRequired: '组件编码不能为空',
  componentCodeFormat: '组件编码只能包含字母、数字、-和_，最长30位',
  componentNameRequired: '组件名称不能为空',
  componentNameMax: '组件名称最长输入50位字符',
  setNameRequired: '参数名称不能为空',
  setNameMax: '参数名称最长输入50位字符',
  setNameTaken: '参数名称已存在，请换一个名称',
  remarkMax: '备注最长输入500位字符',
  valuesRequired: '请至少添加一个参数',
  valuesMax: '最多添加30个参数',
  variableRequired: '变量名不能为空',
  variableFormat: '变量名须以字母开头，只能包含字母、数字和_，最长30位',
  variableDuplicate: '变量名不能重复',
  labelRequired: '参数说明不能为空',
  labelMax: '参数说明最长输入30位字符',
  valueRequired: '请输入参数值',
  valueRange: '参数值须为-1000000~1000000之间的数字',
  unitMax: '单位最长输入10位字符',
  formulaRequired: '计算公式不能为空',
  formulaMax: '计算公式最长输入500位字符',
  formulaSyntax: '计算公式格式有误',
  formulaOperator: '计算公式只支持 + - * / % 和括号',
  formulaFunction: '计算公式不支持该函数',
  unknownVariable: '计算公式引用了未定义的参数',
  divideByZero: '计算公式出现除数为0，请检查参数值',
  notFinite: '计算结果不是有效数字，请检查参数值',
  notFound: '组件参数不存在!',
  deleteEnabled: '启用中的组件参数不能删除，请先停用',
  confirmDelete: '此操作将删除所选组件参数, 是否继续?',
  confirmCopy: '此操作将复制该组件参数, 是否继续?',
  added: DoneMessages.added,
  updated: DoneMessages.updated,
  copied: '复制成功!',
  deleted: DoneMessages.deleted,
} as const;

const M = ComponentParamMessages;
const L = ComponentParamLimits;

/** One variable of a parameter set: its name in the formula, what it means, its value and unit. */
export const paramValueInput = z.object({
  name: z
    .string({ error: M.variableRequired })
    .trim()
    .min(1, M.variableRequired)
    .regex(new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${L.variableName - 1}}$`), M.variableFormat),
  label: z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(L.label, M.labelMax),
  value: z.number({ error: M.valueRequired }).min(-L.valueMax, M.valueRange).max(L.valueMax, M.valueRange),
  unit: z.string().trim().max(L.unit, M.unitMax).default(''),
});
export type ParamValueInput = z.input<typeof paramValueInput>;

/** The fields of a parameter set as 新增 and 修改 send them; `withParamChecks` (formula.ts) adds the cross-field rules. */
export const componentParamFields = z.object({
  componentCode: z
    .string({ error: M.componentCodeRequired })
    .trim()
    .min(1, M.componentCodeRequired)
    .regex(/^[A-Za-z0-9_-]{1,30}$/, M.componentCodeFormat),
  componentName: z
    .string({ error: M.componentNameRequired })
    .trim()
    .min(1, M.componentNameRequired)
    .max(L.componentName, M.componentNameMax),
  setName: z.string({ error: M.setNameRequired }).trim().min(1, M.setNameRequired).max(L.setName, M.setNameMax),
  status: ComponentParamStatus.schema.default(ComponentParamStatus.enabled),
  formula: z.string({ error: M.formulaRequired }).trim().min(1, M.formulaRequired).max(L.formula, M.formulaMax),
  values: z.array(paramValueInput).min(1, M.valuesRequired).max(L.values, M.valuesMax),
  remark: z.string().trim().max(L.remark, M.remarkMax).optional(),
});
export type ComponentParamForm = z.input<typeof componentParamFields>;
