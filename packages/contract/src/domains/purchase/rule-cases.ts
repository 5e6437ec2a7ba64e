import { api } from '../../catalogue';
import { type CaseReader, casePage, chinaDay, firstRow, formTable, reasonTable } from '../../rule-cases';
import { PriceMessages } from '../price/rules';
import type { PurchaseOrderDetail } from './calls';
import {
  leftToShip,
  PurchaseMessages as M,
  PurchaseLimits,
  PurchaseLineStatus,
  type PurchasePlansInput,
  type PurchasePriceForm,
  PurchaseStatus,
  planSumRefusal,
  purchaseCloseInput,
  purchasePlansForm,
  purchasePriceForm,
  type SizeShipmentInput,
  shipmentIssues,
  sizeShipmentForm,
  soleChoiceInput,
  subCodeInput,
} from './rules';

/**
 * The purchase forms' rule cases (价格信息, 发货, 交付计划, 关闭): each form's values, the schema its resolver judges
 * them with, and what it sends. The agreement test runs them against the form's schema and the stub's handler.
 */

/** The demo supplier's first order in `status` with an open line that has something left to ship, in full. */
const orderWithOpenLine = async (reader: CaseReader, status: number) => {
  const { data: rows } = await reader.ok(api.purchase.list, { body: { ...casePage, status } });
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const order = await reader.ok(api.purchase.detail, { params: { id: row.id } });
    const open = order.details.filter(
      (l) => l.status === PurchaseLineStatus.open && l.sizes.some((s) => leftToShip(s) >= 2),
    );
    if (open.length) return { order, open };
  }
  throw new Error(`no order in status ${status} with an open line to ship`);
};

export const priceInfo = formTable<PurchasePriceForm, { detailId: number }>(
  {
    id: 'purchase.priceInfo',
    title: '价格信息',
    form: 'features/purchase/components/price-dialog.tsx',
    rule: purchasePriceForm,
    call: api.purchase.saveOrUpdatePriceInfo,
    prepare: async (reader) => ({
      detailId: (await orderWithOpenLine(reader, PurchaseStatus.planned)).open[0]!.id,
    }),
    valid: () => ({ price: '12.5', remark: '' }),
    // The dialog sends the typed price as a number and the remark only when there is one.
    input: (v, x) => ({
      body: { detailId: x.detailId, price: Number(v.price), ...(v.remark.trim() && { remark: v.remark.trim() }) },
    }),
  },
  ({ refuses, accepts }) => [
    accepts('a price above 0 with two decimals at most'),
    accepts('10000, the price input’s largest', (v) => ({ ...v, price: '10000' })),
    accepts('a remark of 200 characters', (v) => ({ ...v, remark: '备'.repeat(PurchaseLimits.remark) })),
    refuses('a price of 0', (v) => ({ ...v, price: '0' }), 'price', M.priceInvalid),
    refuses('no price', (v) => ({ ...v, price: '' }), 'price', M.priceInvalid),
    refuses('above 10000', (v) => ({ ...v, price: '10000.01' }), 'price', PriceMessages.floatMax),
    refuses('three decimals', (v) => ({ ...v, price: '12.345' }), 'price', PriceMessages.decimals),
    refuses(
      'a remark over 200 characters',
      (v) => ({ ...v, remark: '备'.repeat(PurchaseLimits.remark + 1) }),
      'remark',
      M.priceRemarkMax,
    ),
  ],
);

type ShipmentContext = { order: PurchaseOrderDetail; open: PurchaseOrderDetail['details'] };
/** The open line's first size with at least 2 left (the cases ship 1 of it, or 1 more than is left). */
const firstSize = (x: ShipmentContext) => {
  const j = x.open[0]!.sizes.findIndex((s) => leftToShip(s) >= 2);
  return { j, size: x.open[0]!.sizes[j]! };
};
const withQuantity = (v: SizeShipmentInput, j: number, quantity: number): SizeShipmentInput => ({
  ...v,
  lines: v.lines.map((l, i) =>
    i === 0 ? { ...l, sizes: l.sizes.map((s, k) => (k === j ? { ...s, quantity } : s)) } : l,
  ),
});

export const shipment = formTable<SizeShipmentInput, ShipmentContext>(
  {
    id: 'purchase.shipment',
    title: '发货',
    form: 'features/purchase/components/shipment-form.tsx',
    rule: sizeShipmentForm,
    handlerRules: [shipmentIssues],
    call: api.purchase.sizeShipments,
    prepare: (reader) => orderWithOpenLine(reader, PurchaseStatus.planned),
    // Every open line of the order with every size at 0, as the form opens, and 1 of the first size with 2 left.
    valid: (x) =>
      withQuantity(
        {
          shipDate: chinaDay(),
          logisticsCompany: '',
          logisticsNo: '',
          lines: x.open.map((l) => ({
            purchaseId: x.order.id,
            detailId: l.id,
            sizes: l.sizes.map((s) => ({ size: s.size, quantity: 0 })),
          })),
        },
        firstSize(x).j,
        1,
      ),
    schema: (x) => sizeShipmentForm(x.open),
    // The form leaves out the sizes of 0 (the rule ignores them) and the lines left empty.
    input: (v) => ({
      body: {
        ...v,
        lines: v.lines
          .map((l) => ({ ...l, sizes: l.sizes.filter((s) => !(s.quantity === 0)) }))
          .filter((l) => l.sizes.length > 0),
      },
    }),
  },
  ({ refuses, accepts }) => [
    refuses(
      'more than is left of a size: at the size, naming it and what is left',
      (v, x) => withQuantity(v, firstSize(x).j, leftToShip(firstSize(x).size) + 1),
      (x) => `lines.0.sizes.${firstSize(x).j}.quantity`,
      (x) => M.shipExceedsSize(firstSize(x).size.size, leftToShip(firstSize(x).size)),
    ),
    refuses('nothing to ship', (v, x) => withQuantity(v, firstSize(x).j, 0), 'lines', M.shipEmpty),
    refuses(
      'a quantity below 0',
      (v, x) => withQuantity(v, firstSize(x).j, -1),
      'lines.0.sizes.0.quantity',
      M.quantityInvalid,
    ),
    refuses('no ship date', (v) => ({ ...v, shipDate: '' }), 'shipDate', M.shipDateRequired),
    accepts('what is left of a size, exactly', (v, x) =>
      withQuantity(v, firstSize(x).j, leftToShip(firstSize(x).size)),
    ),
  ],
);

type PlanContext = { order: PurchaseOrderDetail };
/** 交付计划 as the dialog opens on an order without plans: one plan per line with every size on one date. */
const initialPlans = (x: PlanContext): PurchasePlansInput => ({
  purchaseId: x.order.id,
  plans: x.order.details.map((l) => ({
    detailId: l.id,
    planDate: chinaDay(7),
    sizes: l.sizes.map((s) => ({ size: s.size, quantity: s.quantity })),
    remark: '',
  })),
});

export const plans = formTable<PurchasePlansInput, PlanContext>(
  {
    id: 'purchase.plans',
    title: '交付计划',
    form: 'features/purchase/components/plan-dialog.tsx',
    rule: purchasePlansForm,
    handlerRules: [planSumRefusal],
    call: api.purchase.savePlans,
    prepare: async (reader) => {
      const { data: rows } = await reader.ok(api.purchase.list, {
        body: { ...casePage, status: PurchaseStatus.new },
      });
      const row = [...rows].sort((a, b) => a.id - b.id)[0];
      if (!row) throw new Error('no new order to plan');
      return {
        order: await reader.ok(api.purchase.detail, { params: { id: row.id } }),
      };
    },
    valid: initialPlans,
    schema: (x) => purchasePlansForm(x.order.details),
    input: (v) => ({ body: v }),
  },
  ({ refuses, accepts }) => [
    refuses(
      'the plans of a size add up to less than ordered',
      (v) => ({
        ...v,
        plans: v.plans.map((p, i) =>
          i === 0 ? { ...p, sizes: p.sizes.map((s, k) => (k === 0 ? { ...s, quantity: s.quantity - 1 } : s)) } : p,
        ),
      }),
      'plans',
      M.planSumMismatch,
    ),
    refuses('no plan', (v) => ({ ...v, plans: [] }), 'plans', M.plansRequired),
    refuses(
      'a plan without a date',
      (v) => ({ ...v, plans: v.plans.map((p, i) => (i === 0 ? { ...p, planDate: '' } : p)) }),
      'plans.0.planDate',
      M.planDateRequired,
    ),
    refuses(
      'a quantity below 0',
      (v) => ({
        ...v,
        plans: v.plans.map((p, i) =>
          i === 0 ? { ...p, sizes: p.sizes.map((s, k) => (k === 0 ? { ...s, quantity: -1 } : s)) } : p,
        ),
      }),
      'plans.0.sizes.0.quantity',
      M.quantityInvalid,
    ),
    // Last: the order leaves the new status once planned.
    accepts('every size planned in full'),
  ],
);

/** 关闭明细: the reason dialog on a line of the shipment page. */
const closeReason = {
  rule: purchaseCloseInput,
  required: M.closeReasonRequired,
  max: PurchaseLimits.closeReason,
  tooLong: M.closeReasonMax,
};

export const closeLine = reasonTable({
  id: 'purchase.closeLine',
  title: '关闭明细',
  form: 'features/purchase/components/shipment-lines.tsx',
  call: api.purchase.closePurchaseDetail,
  prepare: async (reader) => ({ id: (await orderWithOpenLine(reader, PurchaseStatus.planned)).open[0]!.id }),
  ...closeReason,
});

/** 关闭采购单: the same dialog on the list's orders. */
export const closeOrder = reasonTable({
  id: 'purchase.closeOrder',
  title: '关闭采购单',
  form: 'features/purchase/routes/purchase-page.tsx',
  call: api.purchase.close,
  // An order the other tables leave alone: partly delivered (they work on planned and new ones).
  prepare: (reader) =>
    firstRow(reader, api.purchase.list, { status: PurchaseStatus.partlyDelivered }, 'partly delivered order to close'),
  ...closeReason,
});

/** An open line of a planned order and its material's first sub code (选择材料子编码 lists them). */
const lineAndSubCode = async (reader: CaseReader) => {
  const line = (await orderWithOpenLine(reader, PurchaseStatus.planned)).open[0]!;
  const [sub] = await reader.ok(api.purchase.materialSubCode, { body: { materialCode: line.materialCode } });
  if (!sub) throw new Error(`no sub code of ${line.materialCode}`);
  return { detailId: line.id, subCode: sub.materialSubCode };
};

/** 选择材料 / 材料子编码: the sub code chosen for the line. */
export const subCode = formTable<{ detailId: number; materialSubCode: string }, { detailId: number; subCode: string }>(
  {
    id: 'purchase.subCode',
    title: '材料子编码',
    form: 'features/purchase/components/material-dialog.tsx',
    rule: subCodeInput,
    call: api.purchase.updateSubCode,
    prepare: lineAndSubCode,
    valid: (x) => ({ detailId: x.detailId, materialSubCode: x.subCode }),
    input: (v) => ({ body: v }),
  },
  ({ refuses, accepts }) => [
    refuses('no sub code chosen', (v) => ({ ...v, materialSubCode: '' }), 'materialSubCode', M.subCodeRequired),
    accepts('a sub code of the line’s material'),
  ],
);

/** 大底: the sole chosen for the line (匹配大底; 匹配大底成本 sends the same body). */
export const sole = formTable<{ detailId: number; soleCode: string }, { detailId: number; soleCode: string }>(
  {
    id: 'purchase.sole',
    title: '匹配大底',
    form: 'features/purchase/components/sole-dialog.tsx',
    rule: soleChoiceInput,
    call: api.purchase.matePurchaseSole,
    prepare: async (reader) => {
      const line = (await orderWithOpenLine(reader, PurchaseStatus.planned)).open[0]!;
      const [first] = await reader.ok(api.purchase.sole, { body: { detailId: line.id } });
      if (!first) throw new Error('no sole for the line');
      return { detailId: line.id, soleCode: first.soleCode };
    },
    valid: (x) => x,
    input: (v) => ({ body: v }),
  },
  ({ refuses, accepts }) => [
    refuses('no sole chosen', (v) => ({ ...v, soleCode: '' }), 'soleCode', M.soleRequired),
    accepts('a sole of the supplier'),
  ],
);

export const purchaseFormTables = [priceInfo, shipment, plans, subCode, sole, closeLine, closeOrder] as const;
