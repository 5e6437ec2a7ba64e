import {
  api,
  deliveryIssues,
  SeasonMessages as M,
  type SeasonDeliveryInput,
  type SeasonOrder as SeasonOrderRow,
  SeasonOrderType,
  SeasonReceipt,
  SeasonStatus,
  seasonDeliveredStatuses,
  type seasonFilters,
  seasonLifecycle,
  seasonVersionSchema,
} from '@portal/contract';
import type { z } from 'zod';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { fixture } from '../../db/fixtures';
import type { Prisma, SeasonDelivery, SeasonOrder } from '../../generated/prisma/client';
import { chinaDayStart, chinaDayText } from '../../kit/dates';
import { dictionaryNames } from '../../kit/dictionary';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { templateCall } from '../../kit/template';
import { assertAllowed, fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { type Auth, operatorOf } from '../../plugins/auth';

type Tx = Prisma.TransactionClient;
type Size = { size: string; quantity: number; deliveredQuantity: number };
type Action = keyof typeof seasonLifecycle.actions;

const sizesOf = (o: Pick<SeasonOrder, 'sizes'>) => o.sizes as Size[];

const toOrder = (o: SeasonOrder, factories: Map<string, string>, waiting: Map<number, number>): SeasonOrderRow => ({
  id: o.id,
  seasonNo: o.seasonNo,
  seasonCode: o.seasonCode,
  orderType: o.orderType as SeasonOrderRow['orderType'],
  materialCode: o.materialCode,
  materialName: o.materialName,
  colorName: o.colorName,
  supplierCode: o.supplierCode,
  shoeFactoryName: o.shoeFactoryCode ? (factories.get(o.shoeFactoryCode) ?? o.shoeFactoryCode) : null,
  shoeTreeCode: o.shoeTreeCode,
  quantity: o.quantity,
  deliveredQuantity: o.deliveredQuantity,
  remainingQuantity: Math.max(0, o.quantity - o.deliveredQuantity),
  unit: o.unit,
  deliveryDate: chinaDayText(o.deliveryDate),
  version: o.version,
  status: o.status,
  statusName: SeasonStatus.text(o.status) || String(o.status),
  remark: o.remark,
  closeReason: o.closeReason,
  awaitingReceipt: waiting.get(o.id) ?? 0,
  createTime: formatDateTime(o.createTime),
});

const toRows = async (db: Db, orders: SeasonOrder[]) => {
  const codes = [...new Set(orders.flatMap((o) => o.shoeFactoryCode ?? []))];
  const [factories, waiting] = await Promise.all([
    db.supplier.findMany({ where: { code: { in: codes } }, select: { code: true, name: true } }),
    db.seasonDelivery.groupBy({
      by: ['seasonId'],
      where: { seasonId: { in: orders.map((o) => o.id) }, receiptStatus: SeasonReceipt.waiting },
      _count: { _all: true },
    }),
  ]);
  const names = new Map(factories.map((f) => [f.code, f.name]));
  const counts = new Map(waiting.map((w) => [w.seasonId, w._count._all]));
  return orders.map((o) => toOrder(o, names, counts));
};

const toDelivery = (d: SeasonDelivery) => ({
  id: d.id,
  seasonId: d.seasonId,
  deliverType: d.deliverType as 'product' | 'sample',
  deliverDate: chinaDayText(d.deliverDate) ?? '',
  sizes: d.sizes as { size: string; quantity: number }[],
  quantity: d.quantity,
  logisticsNo: d.logisticsNo,
  receiptStatus: d.receiptStatus,
  remark: d.remark,
  operator: d.operator,
  createTime: formatDateTime(d.createTime),
});

const seasonWhere = (f: z.output<typeof seasonFilters>, supplierCode: string) =>
  ({
    supplierCode,
    ...(f.id && { id: f.id }),
    ...(f.seasonNo && { seasonNo: { contains: f.seasonNo } }),
    ...(f.seasonCode && { seasonCode: f.seasonCode }),
    ...(f.materialCode && { materialCode: { contains: f.materialCode } }),
    ...(f.materialName && { materialName: { contains: f.materialName } }),
    ...(f.orderType && { orderType: f.orderType }),
    ...(f.status !== undefined && { status: f.status }),
  }) satisfies Prisma.SeasonOrderWhereInput;

/** The caller's order; another supplier's counts as a missing one. */
const ownOrder = async (db: Db | Tx, auth: Auth, id: number) => {
  const order = await db.seasonOrder.findUnique({ where: { id } });
  if (!order || order.supplierCode !== auth.supplierCode) throw fail(M.notFound);
  return order;
};
const ownDelivery = async (db: Db | Tx, auth: Auth, id: number) => {
  const delivery = await db.seasonDelivery.findUnique({ where: { id }, include: { order: true } });
  if (!delivery || delivery.order.supplierCode !== auth.supplierCode) throw fail(M.deliveryNotFound);
  return delivery;
};
const allow = (action: Action, order: SeasonOrder) => assertAllowed(seasonLifecycle, action, order.status);

/** Writes the order's new state and the version that records the step (getVersion compares them). */
const saveVersion = async (
  tx: Tx,
  auth: Auth,
  id: number,
  action: string,
  data: Prisma.SeasonOrderUpdateInput,
  remark?: string | null,
) => {
  const order = await tx.seasonOrder.update({ where: { id }, data: { ...data, version: { increment: 1 } } });
  await tx.seasonVersion.create({
    data: {
      seasonId: id,
      version: order.version,
      action,
      remark: remark ?? null,
      modifier: operatorOf(auth),
      snapshot: {
        status: order.status,
        quantity: order.quantity,
        deliveredQuantity: order.deliveredQuantity,
        deliveryDate: chinaDayText(order.deliveryDate),
        sizes: sizesOf(order),
      },
    },
  });
  return order;
};

/** 交付中 while something is left, 已交付 when every size is delivered, 已收货 once every delivery is confirmed too. */
const statusAfter = async (tx: Tx, order: { id: number; status: number }, sizes: Size[]) => {
  if (order.status === SeasonStatus.closed) return order.status;
  const full = sizes.every((s) => s.deliveredQuantity >= s.quantity);
  const delivered = sizes.some((s) => s.deliveredQuantity > 0);
  if (!delivered) return SeasonStatus.accepted;
  if (!full) return SeasonStatus.delivering;
  const waiting = await tx.seasonDelivery.count({
    where: { seasonId: order.id, receiptStatus: SeasonReceipt.waiting },
  });
  return waiting === 0 ? SeasonStatus.received : SeasonStatus.delivered;
};

const deliver =
  (type: 'product' | 'sample') =>
  async ({ db, auth, body }: { db: Db; auth: Auth; body: SeasonDeliveryInput }) =>
    db.$transaction(async (tx) => {
      const order = await ownOrder(tx, auth, body.seasonId);
      if (order.orderType !== type) throw fail(type === 'product' ? M.wrongTypeProduct : M.wrongTypeSample);
      allow('deliver', order);
      const sizes = sizesOf(order).map((s) => ({ ...s }));
      // The delivery form's own rule (the contract's deliveryIssues) against the order's sizes.
      const refused = deliveryIssues(body, sizes)[0];
      if (refused) throw fail(refused.message);
      const given: { size: string; quantity: number }[] = [];
      for (const s of body.sizes.filter((q) => q.quantity > 0)) {
        sizes.find((x) => x.size === s.size)!.deliveredQuantity += s.quantity;
        const same = given.find((g) => g.size === s.size);
        if (same) same.quantity += s.quantity;
        else given.push({ size: s.size, quantity: s.quantity });
      }
      const quantity = given.reduce((sum, s) => sum + s.quantity, 0);
      await tx.seasonDelivery.create({
        data: {
          seasonId: order.id,
          deliverType: type,
          deliverDate: chinaDayStart(body.deliverDate),
          sizes: given,
          quantity,
          logisticsNo: body.logisticsNo || null,
          remark: body.remark || null,
          operator: operatorOf(auth),
        },
      });
      const status = await statusAfter(tx, order, sizes);
      await saveVersion(
        tx,
        auth,
        order.id,
        type === 'product' ? '大货交付' : '样品交付',
        { sizes, deliveredQuantity: order.deliveredQuantity + quantity, status },
        body.remark,
      );
      return true;
    });

export const seasonOrders = pagedResource({
  model: 'seasonOrder',
  list: api.season.list,
  where: (f, { auth }) => seasonWhere(f, auth.supplierCode),
  order: [{ createTime: 'desc' }, { id: 'desc' }],
  sort: { seasonNo: 'seasonNo', deliveryDate: 'deliveryDate', createTime: 'createTime' },
  rows: (orders, { db }) => toRows(db, orders),
  count: { call: api.season.deliveredCount, and: { status: { in: [...seasonDeliveredStatuses] } } },
  export: {
    call: api.season.exportSeasonInfos,
    title: '调料单',
    columns: [
      { header: '调料单号', value: (o) => o.seasonNo },
      { header: '季度', width: 8, value: (o) => o.seasonCode },
      { header: '类型', width: 8, value: (o) => (o.orderType === 'product' ? '大货' : '样品') },
      { header: '材料编码', value: (o) => o.materialCode },
      { header: '材料名称', width: 28, value: (o) => o.materialName },
      { header: '颜色', width: 8, value: (o) => o.colorName },
      { header: '鞋厂', width: 20, value: (o) => o.shoeFactoryName },
      { header: '数量', value: (o) => o.quantity },
      { header: '已交付', value: (o) => o.deliveredQuantity },
      { header: '交期', value: (o) => o.deliveryDate },
      { header: '版本', width: 6, value: (o) => o.version },
      { header: '状态', width: 10, value: (o) => o.statusName },
    ],
  },
});

export const seasonModule = defineModule('season', {
  handlers: [
    ...seasonOrders.handlers,
    templateCall({
      call: api.season.downloadTemplateSeasonFile,
      title: '调料单尺码导入模板',
      headers: ['调料单号', '材料编码', '尺码', '数量', '备注'],
    }),

    implement(api.season.receiveSeason, ({ db, auth, body }) =>
      db.$transaction(async (tx) => {
        for (const id of body.ids) {
          const order = await ownOrder(tx, auth, id);
          assertAllowed(seasonLifecycle, 'accept', order.status, `${order.seasonNo}: `);
          await saveVersion(tx, auth, id, '接单', { status: SeasonStatus.accepted });
        }
        return true;
      }),
    ),

    implement(api.season.closeOperate, ({ db, auth, body }) =>
      db.$transaction(async (tx) => {
        for (const id of body.ids) {
          const order = await ownOrder(tx, auth, id);
          allow('close', order);
          await saveVersion(
            tx,
            auth,
            id,
            '关闭',
            { status: SeasonStatus.closed, closeReason: body.closeReason },
            body.closeReason,
          );
        }
        return true;
      }),
    ),

    implement(api.season.deliverDetail, async ({ db, auth, body }) => {
      const order = await ownOrder(db, auth, body.id);
      const rows = await db.seasonDelivery.findMany({
        where: { seasonId: order.id },
        orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      });
      return rows.map(toDelivery);
    }),

    implement(api.season.removeSeasonDeliver, ({ db, auth, params }) =>
      db.$transaction(async (tx) => {
        const delivery = await ownDelivery(tx, auth, params.id);
        if (delivery.receiptStatus === SeasonReceipt.received) throw fail(M.removeReceived);
        allow('deliver', delivery.order);
        const sizes = sizesOf(delivery.order).map((s) => ({ ...s }));
        for (const s of delivery.sizes as { size: string; quantity: number }[]) {
          const size = sizes.find((x) => x.size === s.size);
          if (size) size.deliveredQuantity = Math.max(0, size.deliveredQuantity - s.quantity);
        }
        await tx.seasonDelivery.delete({ where: { id: delivery.id } });
        const status = await statusAfter(tx, delivery.order, sizes);
        await saveVersion(tx, auth, delivery.seasonId, '撤销交付', {
          sizes,
          deliveredQuantity: delivery.order.deliveredQuantity - delivery.quantity,
          status,
        });
        return true;
      }),
    ),

    implement(api.season.sizeList, async ({ db, auth, params }) => sizesOf(await ownOrder(db, auth, params.id))),

    implement(api.season.operateAdd, deliver(SeasonOrderType.product)),
    implement(api.season.sampleSeason, deliver(SeasonOrderType.sample)),

    implement(api.season.recordDetail, async ({ db, auth, params }) =>
      toDelivery(await ownDelivery(db, auth, params.id)),
    ),

    implement(api.season.saveOrUpdateSeason, ({ db, auth, body }) =>
      db.$transaction(async (tx) => {
        const order = await ownOrder(tx, auth, body.id);
        allow('edit', order);
        let sizes = sizesOf(order);
        if (body.sizes) {
          const seen = new Set<string>();
          for (const s of body.sizes) {
            if (seen.has(s.size)) throw fail(M.sizeUnknown);
            seen.add(s.size);
          }
          sizes = body.sizes.map((s) => ({ size: s.size, quantity: s.quantity, deliveredQuantity: 0 }));
        }
        await saveVersion(
          tx,
          auth,
          order.id,
          '编辑',
          {
            sizes,
            quantity: sizes.reduce((sum, s) => sum + s.quantity, 0),
            ...(body.deliveryDate && { deliveryDate: chinaDayStart(body.deliveryDate) }),
            ...(body.remark !== undefined && { remark: body.remark || null }),
          },
          body.remark,
        );
        return true;
      }),
    ),

    implement(api.season.sampleSeasonSize, async ({ db, auth, params }) => {
      const order = await ownOrder(db, auth, params.id);
      if (order.orderType !== SeasonOrderType.sample) throw fail(M.wrongTypeSample);
      return sizesOf(order).filter((s) => s.deliveredQuantity < s.quantity);
    }),

    implement(api.season.removeSeason, async ({ db, auth, params }) => {
      const order = await ownOrder(db, auth, params.id);
      allow('remove', order);
      if (order.deliveredQuantity > 0) throw fail(seasonLifecycle.actions.remove.refused);
      await db.seasonOrder.delete({ where: { id: order.id } });
      return true;
    }),

    implement(api.season.confirmRecord, async ({ db, auth, params }) => {
      const order = await ownOrder(db, auth, params.id);
      const rows = await db.seasonDelivery.findMany({
        where: { seasonId: order.id, receiptStatus: SeasonReceipt.waiting },
        orderBy: [{ createTime: 'asc' }, { id: 'asc' }],
      });
      return rows.map(toDelivery);
    }),

    implement(api.season.saveConfirmReceipt, ({ db, auth, params, body }) =>
      db.$transaction(async (tx) => {
        const delivery = await ownDelivery(tx, auth, params.id);
        if (delivery.receiptStatus === SeasonReceipt.received) throw fail(M.receiptDone);
        await tx.seasonDelivery.update({
          where: { id: delivery.id },
          data: { receiptStatus: SeasonReceipt.received, confirmTime: new Date(), confirmRemark: body.remark || null },
        });
        const status = await statusAfter(tx, delivery.order, sizesOf(delivery.order));
        await saveVersion(tx, auth, delivery.seasonId, '确认收货', { status }, body.remark);
        return true;
      }),
    ),

    implement(api.season.getVersion, async ({ db, auth, params }) => {
      const order = await ownOrder(db, auth, params.id);
      const rows = await db.seasonVersion.findMany({ where: { seasonId: order.id }, orderBy: { version: 'asc' } });
      return rows.map((v) => ({
        version: v.version,
        action: v.action,
        remark: v.remark,
        modifier: v.modifier,
        modifyTime: formatDateTime(v.modifyTime),
        snapshot: seasonVersionSchema.shape.snapshot.parse(v.snapshot),
      }));
    }),

    // The size options: the dictionary shoe_size.
    implement(api.season.getSeasonSize, ({ db }) => dictionaryNames(db, 'shoe_size'), { read: true }),
  ],
  fixtures: [
    fixture('seasonOrders', 'seasonOrder', (r) => ({ seasonNo: r.seasonNo })),
    fixture('seasonDeliveries', 'seasonDelivery'),
    fixture('seasonVersions', 'seasonVersion'),
  ],
});
