import { api } from '../../catalogue';
import { auditTable, type CaseReader, casePage, firstRow, formTable, reasonTable, remarkCases } from '../../rule-cases';
import { auditBody, closeBody, closeReasonLimit, closeReasonMaxMessage } from '../../schemas';
import type { ComponentCost } from './calls';
import {
  ComponentCostStatus,
  type CostConfirmForm,
  type CostFactoriesInput,
  costConfirmForm,
  costFactoriesInput,
  ComponentCostLimits as L,
  ComponentCostMessages as M,
} from './rules';

/**
 * The component-cost dialogs' rule cases (填写并确认, 更换鞋厂, 关闭询价, 主管审核): each dialog's values, the schema
 * it judges them with, and what it sends. The agreement test runs them against the dialog's schema and the stub.
 */

/** The demo supplier's first cost to quote whose factories are set (confirming needs them: a state rule, no form's). */
const costToFill = async (reader: CaseReader): Promise<ComponentCost> => {
  const { data } = await reader.ok(api.componentCost.list, {
    body: { ...casePage, status: ComponentCostStatus.toQuote },
  });
  const cost = [...data].sort((a, b) => a.id - b.id).find((c) => c.shoeFactoryCodes.length > 0 && c.items.length > 0);
  if (!cost) throw new Error('no cost to quote with its factories set');
  return cost;
};

type Items = CostConfirmForm['items'];
const withItem = (v: CostConfirmForm, change: Partial<Items[number]>): CostConfirmForm => ({
  ...v,
  items: v.items.map((item, i) => (i === 0 ? { ...item, ...change } : item)),
});

export const fill = formTable<CostConfirmForm, ComponentCost>(
  {
    id: 'componentCost.fill',
    title: '填写并确认',
    form: 'features/component-cost/components/cost-dialogs.tsx',
    rule: costConfirmForm,
    call: api.componentCost.confirmOne,
    prepare: costToFill,
    valid: (x) => ({
      items: x.items.map((i) => ({ id: i.id, usage: 1.5, unitPrice: 12.3456, lossRate: 3 })),
      remark: '',
    }),
    input: (v, x) => ({ params: { id: x.id }, body: v }),
  },
  (c) => [
    c.refuses(
      'a line without usage',
      (v) => withItem(v, { usage: undefined as never }),
      'items.0.usage',
      M.usageRequired,
    ),
    c.refuses('a usage below 0', (v) => withItem(v, { usage: -1 }), 'items.0.usage', M.usageRange),
    c.refuses('a usage above 100000', (v) => withItem(v, { usage: L.usageMax + 1 }), 'items.0.usage', M.usageRange),
    c.refuses(
      'a line without a unit price',
      (v) => withItem(v, { unitPrice: undefined as never }),
      'items.0.unitPrice',
      M.unitPriceRequired,
    ),
    c.refuses('a unit price below 0', (v) => withItem(v, { unitPrice: -0.01 }), 'items.0.unitPrice', M.unitPriceRange),
    c.refuses(
      'a unit price above 100000',
      (v) => withItem(v, { unitPrice: L.unitPriceMax + 1 }),
      'items.0.unitPrice',
      M.unitPriceRange,
    ),
    c.refuses(
      'a unit price with 5 decimals',
      (v) => withItem(v, { unitPrice: 1.23456 }),
      'items.0.unitPrice',
      M.unitPriceRange,
    ),
    c.refuses('a loss rate below 0', (v) => withItem(v, { lossRate: -1 }), 'items.0.lossRate', M.lossRateRange),
    c.refuses(
      'a loss rate above 100',
      (v) => withItem(v, { lossRate: L.lossRateMax + 1 }),
      'items.0.lossRate',
      M.lossRateRange,
    ),
    c.refuses('no lines', (v) => ({ ...v, items: [] }), 'items', M.itemsIncomplete),
    ...remarkCases(c, L.remark, M.remarkMax),
    // Each accepted case confirms one cost (the next case takes the next one).
    c.accepts('the largest usage, unit price and loss rate', (v) =>
      withItem(v, { usage: L.usageMax, unitPrice: L.unitPriceMax, lossRate: L.lossRateMax }),
    ),
    c.accepts('no loss rate (0)', (v) => withItem(v, { lossRate: undefined })),
    c.accepts('every line filled'),
  ],
);

type FactoriesContext = { id: number; factories: string[] };

export const factories = formTable<CostFactoriesInput, FactoriesContext>(
  {
    id: 'componentCost.factories',
    title: '更换鞋厂',
    form: 'features/component-cost/components/cost-dialogs.tsx',
    rule: costFactoriesInput,
    call: api.componentCost.setCostShoeFactorys,
    prepare: async (reader) => {
      const { id } = await firstRow(
        reader,
        api.componentCost.list,
        { status: ComponentCostStatus.toQuote },
        'cost to quote',
      );
      // The shoe factories the picker offers: the suppliers of type FWP.
      const factories = await reader.ok(api.lookups.supplierSearchList, { body: { typeCode: 'FWP' } });
      return { id, factories: factories.map((f) => f.supplierCode) };
    },
    valid: (x) => ({ ids: [x.id], shoeFactoryCodes: x.factories.slice(0, 2) }),
    input: (v) => ({ body: v }),
  },
  ({ refuses, accepts }) => [
    refuses('no factory', (v) => ({ ...v, shoeFactoryCodes: [] }), 'shoeFactoryCodes', M.factoryRequired),
    accepts('every factory (全部鞋厂)', (v, x) => ({ ...v, shoeFactoryCodes: x.factories })),
    accepts('two factories'),
  ],
);

/** 关闭询价: the chosen costs, the reason optional (closeBody). */
export const close = reasonTable({
  id: 'componentCost.close',
  title: '关闭询价',
  form: 'features/component-cost/components/cost-dialogs.tsx',
  rule: closeBody,
  call: api.componentCost.closeInquiry,
  prepare: (reader) =>
    firstRow(reader, api.componentCost.list, { status: ComponentCostStatus.rejected }, 'rejected cost'),
  max: closeReasonLimit,
  tooLong: closeReasonMaxMessage,
});

/** 主管审核 of component costs. */
export const audit = auditTable({
  id: 'componentCost.audit',
  title: '组件成本 · 主管审核',
  form: 'features/component-cost/components/cost-dialogs.tsx',
  rule: auditBody,
  call: api.componentCost.supervisorAudit,
  prepare: (reader) =>
    firstRow(reader, api.componentCost.list, { status: ComponentCostStatus.toAudit }, 'component cost to audit'),
});

export const componentCostFormTables = [audit, fill, factories, close] as const;
