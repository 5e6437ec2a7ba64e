import { api, PurchaseLineStatus, planSumRefusal, purchaseLifecycle } from '@portal/contract';
import { implement } from '../../binder';
import { fixture } from '../../db/fixtures';
import { chinaDayStart } from '../../kit/dates';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { deliveryWarningCount } from '../../kit/where';
import { assertAllowed, fail } from '../../lib/errors';
import { operatorOf } from '../../plugins/auth';
import { purchaseWhere } from './queries';
import {
  factoryNames,
  lineSizes,
  openRemainders,
  ownOrder,
  settleOrder,
  toLine,
  toLines,
  toOrder,
  toPlan,
  toShipment,
} from './records';
import { reminderPage } from './reminders';
import { scalePurchases } from './scale';
import { shipmentHandlers } from './shipment';

/** 采购单: the supplier's orders, newest first, with factory and status names. */
export const purchaseOrders = pagedResource({
  model: 'purchaseOrder',
  list: api.purchase.list,
  where: (f, { db, auth }) => purchaseWhere(db, auth.supplierCode, f),
  order: [{ createTime: 'desc' }, { id: 'desc' }],
  // The reminders alone (交付提醒 as the bell opens it): from their kept order.
  keptPage: async ({ pageCode, ...others }, { db, auth }, page) =>
    pageCode === 'todo' && Object.values(others).every((v) => v === undefined)
      ? reminderPage(db, auth.supplierCode, page)
      : undefined,
  sort: {
    purchaseNo: 'purchaseNo',
    deliveryDate: 'deliveryDate',
    dueDate: 'dueDate',
    quantity: 'quantity',
    createTime: 'createTime',
  },
  rows: async (orders, { db }) => {
    const [factories, remainders] = await Promise.all([
      factoryNames(
        db,
        orders.map((o) => o.shoeFactoryCode),
      ),
      openRemainders(
        db,
        orders.map((o) => o.id),
      ),
    ]);
    return orders.map((o) => toOrder(o, factories, remainders));
  },
  export: {
    call: api.purchase.export,
    title: '采购单',
    columns: [
      { header: '采购单号', value: (o) => o.purchaseNo },
      { header: '鞋厂', width: 20, value: (o) => o.shoeFactoryName },
      { header: '季度', value: (o) => o.seasonCode },
      { header: '材料编码', value: (o) => o.materialCode },
      { header: '材料名称', width: 28, value: (o) => o.materialName },
      { header: '采购数量', value: (o) => o.quantity },
      { header: '已发数量', value: (o) => o.shippedQuantity },
      { header: '单位', width: 8, value: (o) => o.unit },
      { header: '交期', width: 20, value: (o) => o.deliveryDate },
      { header: '状态', width: 10, value: (o) => o.statusName },
      { header: '创建时间', width: 20, value: (o) => o.createTime },
    ],
  },
});

/** 采购明细: the lines of the orders the same filters select (or of one order), by order and line number. */
export const purchaseLines = pagedResource({
  model: 'purchaseLine',
  list: api.purchase.detailsList,
  where: async ({ purchaseId, materialCode, materialName, ...f }, { db, auth }) => ({
    AND: [
      { order: await purchaseWhere(db, auth.supplierCode, f) },
      purchaseId ? { purchaseId } : {},
      materialCode ? { materialCode: { contains: materialCode } } : {},
      materialName ? { materialName: { contains: materialName } } : {},
    ],
  }),
  order: [{ purchaseId: 'desc' }, { lineNo: 'asc' }, { id: 'asc' }],
  rows: (lines, { db }) => toLines(db, lines),
  export: {
    call: api.purchase.detailsExport,
    title: '采购明细',
    columns: [
      { header: '采购单号', value: (l) => l.purchaseNo },
      { header: '行号', width: 6, value: (l) => l.lineNo },
      { header: '材料编码', value: (l) => l.materialCode },
      { header: '材料名称', width: 28, value: (l) => l.materialName },
      { header: '材料子编码', width: 18, value: (l) => l.materialSubCode },
      { header: '颜色', width: 10, value: (l) => l.colorName },
      { header: '幅宽', width: 10, value: (l) => l.width },
      { header: '尺码', width: 40, value: (l) => l.sizes.map((s) => `${s.size}:${s.quantity}`).join(' ') },
      { header: '采购数量', value: (l) => l.quantity },
      { header: '已发数量', value: (l) => l.shippedQuantity },
      { header: '剩余数量', value: (l) => l.remainingQuantity },
      { header: '单位', width: 8, value: (l) => l.unit },
      { header: '单价', width: 10, value: (l) => l.price },
      { header: '状态', width: 10, value: (l) => l.statusName },
    ],
  },
});

const orderHandlers = [
  implement(api.purchase.detail, async ({ db, auth, params }) => {
    const order = await ownOrder(db, auth, params.id);
    const [lines, plans, shipments, factories, remainders] = await Promise.all([
      db.purchaseLine.findMany({ where: { purchaseId: order.id }, orderBy: [{ lineNo: 'asc' }, { id: 'asc' }] }),
      db.purchasePlan.findMany({ where: { purchaseId: order.id }, orderBy: [{ planDate: 'asc' }, { id: 'asc' }] }),
      db.purchaseShipment.findMany({
        where: { purchaseId: order.id },
        orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      }),
      factoryNames(db, [order.shoeFactoryCode]),
      openRemainders(db, [order.id]),
    ]);
    return {
      ...toOrder(order, factories, remainders),
      details: lines.map((l) => toLine(l, order.purchaseNo)),
      plans: plans.map(toPlan),
      shipments: shipments.map((s) => toShipment(s, order.purchaseNo)),
    };
  }),

  implement(api.purchase.plans, async ({ db, auth, params }) => {
    const order = await ownOrder(db, auth, params.id);
    const plans = await db.purchasePlan.findMany({
      where: { purchaseId: order.id },
      orderBy: [{ planDate: 'asc' }, { id: 'asc' }],
    });
    return plans.map(toPlan);
  }),

  implement(api.purchase.savePlans, async ({ db, auth, body }) =>
    db.$transaction(async (tx) => {
      const order = await ownOrder(tx, auth, body.purchaseId);
      assertAllowed(purchaseLifecycle, 'plan', order.status);
      const lines = await tx.purchaseLine.findMany({ where: { purchaseId: order.id } });
      const mismatch = planSumRefusal(
        lines.map((l) => ({ id: l.id, sizes: lineSizes(l) })),
        body.plans,
      );
      if (mismatch) throw fail(mismatch);
      await tx.purchasePlan.deleteMany({ where: { purchaseId: order.id } });
      await tx.purchasePlan.createMany({
        data: body.plans.map((p) => ({
          purchaseId: order.id,
          detailId: p.detailId,
          planDate: chinaDayStart(p.planDate),
          planQuantity: p.sizes.reduce((sum, s) => sum + s.quantity, 0),
          sizes: p.sizes,
          remark: p.remark || null,
        })),
      });
      await settleOrder(tx, order.id);
      return true;
    }),
  ),

  implement(api.purchase.close, async ({ db, auth, body }) =>
    db.$transaction(async (tx) => {
      for (const id of body.ids) {
        const order = await ownOrder(tx, auth, id);
        assertAllowed(purchaseLifecycle, 'close', order.status, `${order.purchaseNo}: `);
        await tx.purchaseLine.updateMany({
          where: { purchaseId: id, status: PurchaseLineStatus.open },
          data: { status: PurchaseLineStatus.closed, closeReason: body.closeReason },
        });
        await settleOrder(tx, id, { reason: body.closeReason, by: operatorOf(auth) });
      }
      return true;
    }),
  ),

  implement(api.purchase.factoryNames, async ({ db, auth }) => {
    const used = await db.purchaseOrder.findMany({
      where: { supplierCode: auth.supplierCode, shoeFactoryCode: { not: null } },
      distinct: ['shoeFactoryCode'],
      select: { shoeFactoryCode: true },
    });
    const names = await factoryNames(
      db,
      used.map((u) => u.shoeFactoryCode),
    );
    return [...names]
      .map(([shoeFactoryCode, shoeFactoryName]) => ({ shoeFactoryCode, shoeFactoryName }))
      .sort((a, b) => a.shoeFactoryCode.localeCompare(b.shoeFactoryCode));
  }),

  implement(api.purchase.warningCount, ({ db, auth }) => deliveryWarningCount(db, auth.supplierCode), { read: true }),
];

/** 采购单 (purchase orders), their lines, delivery plans and shipments (docs/domains/purchase.md). */
export const purchaseModule = defineModule('purchase', {
  scale: scalePurchases,
  handlers: [...purchaseOrders.handlers, ...purchaseLines.handlers, ...orderHandlers, ...shipmentHandlers],
  fixtures: [
    fixture('purchaseOrders', 'purchaseOrder', (r) => ({ purchaseNo: r.purchaseNo })),
    fixture('purchaseLines', 'purchaseLine'),
    fixture('purchasePlans', 'purchasePlan'),
    fixture('purchaseShipments', 'purchaseShipment'),
    fixture('purchaseMaterials', 'purchaseMaterial'),
    fixture('purchaseSoles', 'purchaseSole'),
  ],
});
