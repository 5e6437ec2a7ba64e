import { api } from '../../catalogue';
import { formTable, remarkCases, textCases } from '../../rule-cases';
import { componentParamBody } from './calls';
import { type ComponentParamForm, ComponentParamLimits as L, ComponentParamMessages as M } from './rules';

/**
 * The component-parameter form's rule cases (新增组件参数): the set's values, the schema its resolver judges them with
 * (the add call's own body, `componentParamBody`), and what it sends. The agreement test runs them against the form's
 * schema and the stub.
 */

/** Each accepted case stores a set: its name must be one no set has yet (参数名称已存在 is the stub's, not a form's). */
let sets = 0;
const setName = () => `参数集${++sets}`;

type Values = ComponentParamForm['values'];
const withValue = (v: ComponentParamForm, change: Partial<Values[number]>): ComponentParamForm => ({
  ...v,
  values: v.values.map((value, i) => (i === 0 ? { ...value, ...change } : value)),
});

export const add = formTable<ComponentParamForm, Record<string, never>>(
  {
    id: 'componentParam.add',
    title: '新增组件参数',
    form: 'features/component-param/components/param-form-dialog.tsx',
    rule: componentParamBody,
    call: api.componentParam.add,
    prepare: async () => ({}),
    valid: () => ({
      componentCode: 'XD-01',
      componentName: '鞋底',
      setName: setName(),
      status: 1,
      formula: 'a * b + 2',
      values: [
        { name: 'a', label: '长度', value: 3, unit: 'cm' },
        { name: 'b', label: '宽度', value: 4, unit: 'cm' },
      ],
      remark: '',
    }),
    input: (v) => ({ body: v }),
  },
  (c) => [
    c.refuses('no component code', (v) => ({ ...v, componentCode: '' }), 'componentCode', M.componentCodeRequired),
    c.refuses(
      'a component code in Chinese',
      (v) => ({ ...v, componentCode: '鞋底' }),
      'componentCode',
      M.componentCodeFormat,
    ),
    c.refuses(
      'a component code of 31 characters',
      (v) => ({ ...v, componentCode: 'X'.repeat(31) }),
      'componentCode',
      M.componentCodeFormat,
    ),
    c.accepts('a component code of 30 characters', (v) => ({ ...v, componentCode: 'X'.repeat(30) })),
    ...textCases(c, {
      name: 'component name',
      path: 'componentName',
      set: (v, componentName) => ({ ...v, componentName }),
      required: M.componentNameRequired,
      max: L.componentName,
      tooLong: M.componentNameMax,
    }),
    ...textCases(c, {
      name: 'set name',
      path: 'setName',
      // The longest names end in the set's number, so each accepted set has its own.
      set: (v, text) => ({
        ...v,
        setName: text.length >= L.setName ? `${text.slice(0, -3)}${String(sets).padStart(3, '0')}` : text,
      }),
      required: M.setNameRequired,
      max: L.setName,
      tooLong: M.setNameMax,
    }),
    c.refuses('no formula', (v) => ({ ...v, formula: '' }), 'formula', M.formulaRequired),
    c.refuses(
      'a formula of 501 characters',
      (v) => ({ ...v, formula: `a${' + a'.repeat(125)}` }),
      'formula',
      M.formulaMax,
    ),
    c.refuses(
      'a formula that ends in an operator',
      (v) => ({ ...v, formula: 'a *' }),
      'formula',
      `${M.formulaSyntax}：第4个字符`,
    ),
    c.refuses('a formula with ^', (v) => ({ ...v, formula: 'a ^ b' }), 'formula', `${M.formulaOperator}：^`),
    c.refuses(
      'a formula with an unknown function',
      (v) => ({ ...v, formula: 'pow(a, b)' }),
      'formula',
      `${M.formulaFunction}：pow`,
    ),
    c.refuses(
      'a formula naming no parameter',
      (v) => ({ ...v, formula: 'a + c' }),
      'formula',
      `${M.unknownVariable}：c`,
    ),
    c.refuses('a formula dividing by 0', (v) => ({ ...v, formula: 'a / (b - 4)' }), 'formula', M.divideByZero),
    c.refuses('no parameter', (v) => ({ ...v, formula: '2', values: [] }), 'values', M.valuesRequired),
    c.refuses(
      `${L.values + 1} parameters`,
      (v) => ({
        ...v,
        formula: 'p1',
        values: Array.from({ length: L.values + 1 }, (_, i) => ({
          name: `p${i + 1}`,
          label: '参数',
          value: 1,
          unit: '',
        })),
      }),
      'values',
      M.valuesMax,
    ),
    c.refuses('a parameter without a name', (v) => withValue(v, { name: '' }), 'values.0.name', M.variableRequired),
    c.refuses(
      'a parameter name starting with a digit',
      (v) => withValue(v, { name: '1a' }),
      'values.0.name',
      M.variableFormat,
    ),
    c.refuses(
      'a parameter name of 31 characters',
      (v) => withValue(v, { name: `a${'b'.repeat(30)}` }),
      'values.0.name',
      M.variableFormat,
    ),
    c.refuses('two parameters of one name', (v) => withValue(v, { name: 'b' }), 'values.1.name', M.variableDuplicate),
    c.refuses('a parameter without a label', (v) => withValue(v, { label: ' ' }), 'values.0.label', M.labelRequired),
    c.refuses(
      'a label of 31 characters',
      (v) => withValue(v, { label: '说'.repeat(L.label + 1) }),
      'values.0.label',
      M.labelMax,
    ),
    c.refuses(
      'a parameter without a value',
      (v) => withValue(v, { value: Number.NaN }),
      'values.0.value',
      M.valueRequired,
    ),
    c.refuses('a value above 1000000', (v) => withValue(v, { value: L.valueMax + 1 }), 'values.0.value', M.valueRange),
    c.refuses(
      'a value below -1000000',
      (v) => withValue(v, { value: -L.valueMax - 1 }),
      'values.0.value',
      M.valueRange,
    ),
    c.refuses(
      'a unit of 11 characters',
      (v) => withValue(v, { unit: 'c'.repeat(L.unit + 1) }),
      'values.0.unit',
      M.unitMax,
    ),
    ...remarkCases(c, L.remark, M.remarkMax),
    c.accepts('a set computing its formula'),
  ],
);

export const componentParamFormTables = [add] as const;
