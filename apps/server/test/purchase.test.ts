import {
  api,
  isDeliveryDue,
  PurchaseMessages as M,
  PriceMessages,
  PurchaseLineStatus,
  PurchaseStatus,
  purchaseLifecycle,
  Status,
  StatusMessage,
} from '@portal/contract';
import { describe, expect, vi } from 'vitest';
import { connectionOf } from '../src/db/adapter';
import { changeCount } from '../src/db/change-counts';
import { reminderColumns } from '../src/modules/purchase/reminders';
import { dataOf, failure, internalTest, readTest, useContractStub, writeTest } from './helper';
import { allPages, exportSheet } from './paged-lists';

const { stub, tokens, db, call } = useContractStub();
const storedOrders = internalTest.because('reads or changes the stored orders, lines and shipments');
const list = async (body: object = {}, as = tokens.supplier) =>
  dataOf(api.purchase.list, await call(api.purchase.list, { body }, as));
const detail = async (id: number, as = tokens.supplier) =>
  dataOf(api.purchase.detail, await call(api.purchase.detail, { params: { id } }, as));
const warnings = async (as = tokens.supplier) =>
  dataOf(api.purchase.warningCount, await call(api.purchase.warningCount, {}, as));
const homeWarnings = async () =>
  dataOf(api.dashboard.homeInfos, await call(api.dashboard.homeInfos, {})).deliveryWarningCount;

/** An order of the demo supplier in a status, with its lines (fresh from the stub). */
const orderIn = async (status: number, skip = 0, as = tokens.supplier) => {
  const { rows } = await allPages(stub, api.purchase.list, { status }, as, 100);
  const row = (rows as { id: number }[]).sort((a, b) => a.id - b.id)[skip];
  if (!row) throw new Error(`no order ${skip + 1} in status ${status}`);
  return detail(row.id, as);
};
/** Plans that split each line's sizes in two halves, the first on `first`, the rest on `second`. */
const halfPlans = (o: Awaited<ReturnType<typeof detail>>, first: string, second: string) =>
  o.details.flatMap((l) => [
    {
      detailId: l.id,
      planDate: first,
      sizes: l.sizes.map((s) => ({ size: s.size, quantity: Math.floor(s.quantity / 2) })),
    },
    {
      detailId: l.id,
      planDate: second,
      sizes: l.sizes.map((s) => ({ size: s.size, quantity: s.quantity - Math.floor(s.quantity / 2) })),
    },
  ]);
const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

describe('mspurchaseinfo/list (采购单)', () => {
  storedOrders('lists only the caller’s orders, with quantities that add up', async () => {
    const { rows } = await allPages(stub, api.purchase.list, {}, tokens.supplier, 50);
    expect(rows.length).toBe(await db().purchaseOrder.count({ where: { supplierCode: 'S10001' } }));
    expect(rows.length).toBeGreaterThan(60);
    for (const o of rows as { supplierCode: string; quantity: number; shippedQuantity: number; status: number }[])
      expect(o.supplierCode).toBe('S10001');
    const hongda = await list({ limit: 100 }, tokens.hongda);
    expect(hongda.data.every((o) => o.supplierCode === 'S10023')).toBe(true);
    expect(hongda.count).toBeGreaterThan(0);
  });

  readTest('has orders in every status, named by the contract', async () => {
    const { data } = await list({ limit: 1000 });
    expect(new Set(data.map((o) => o.status))).toEqual(new Set(PurchaseStatus.values));
    expect(data.find((o) => o.status === PurchaseStatus.closed)?.statusName).toBe('已关闭');
    const closed = data.filter((o) => o.status === PurchaseStatus.closed);
    expect(closed.every((o) => o.closeReason && o.remainingQuantity === 0)).toBe(true);
  });

  readTest('filters by number, material, factory, status and date ranges', async () => {
    expect((await list({ purchaseNo: 'PO2026110001' })).data.map((o) => o.purchaseNo)).toEqual(['PO2026110001']);
    const tpu = await list({ materialCode: 'TU-26', limit: 100 });
    expect(tpu.count).toBeGreaterThan(0);
    expect(tpu.data.every((o) => o.materialCode.includes('TU-26'))).toBe(true);
    const factory = await list({ shoeFactoryCode: 'F2003', limit: 100 });
    expect(factory.data.every((o) => o.shoeFactoryName === '东莞市裕盛鞋业有限公司')).toBe(true);
    expect((await list({ shoeFactoryName: '裕盛', limit: 100 })).count).toBe(factory.count);
    const planned = await list({ status: PurchaseStatus.planned, limit: 100 });
    expect(planned.data.every((o) => o.status === PurchaseStatus.planned)).toBe(true);
    const recent = await list({ orderDateStart: day(-30), orderDateEnd: day(0), limit: 1000 });
    const all = await list({ limit: 1000 });
    expect(recent.count).toBeGreaterThan(0);
    expect(recent.count).toBeLessThan(all.count);
  });

  storedOrders('pageCode=todo lists exactly the reminders the bell and the dashboard count', async () => {
    const todo = await allPages(stub, api.purchase.list, { pageCode: 'todo' }, tokens.supplier);
    expect(todo.count).toBeGreaterThan(0);
    expect(todo.count).toBe(await warnings());
    expect(todo.count).toBe(await homeWarnings());
    expect(todo.rows.every((o) => o.warning === true)).toBe(true);
    const seeded = await db().purchaseOrder.findMany({ where: { supplierCode: 'S10001' } });
    expect(seeded.filter((o) => isDeliveryDue(o)).length).toBe(todo.count);
    expect(await warnings(tokens.hongda)).toBe((await list({ pageCode: 'todo' }, tokens.hongda)).count);
  });
});

describe('pageCode=todo from the reminders’ kept order (modules/purchase/reminders.ts)', () => {
  /** The reminders' ids as the list pages through them, and as the stored orders say they must be. */
  const listed = async () =>
    ((await allPages(stub, api.purchase.list, { pageCode: 'todo' }, tokens.supplier)).rows as { id: number }[]).map(
      (o) => o.id,
    );
  const expected = async () =>
    (
      await db().purchaseOrder.findMany({
        where: { supplierCode: 'S10001' },
        orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      })
    )
      .filter((o) => isDeliveryDue(o))
      .map((o) => o.id);

  readTest(
    'answers the rows the usual read answers: the same orders, factory names and what is left to ship',
    async () => {
      const kept = await allPages(stub, api.purchase.list, { pageCode: 'todo' }, tokens.supplier);
      // A sort field reads the page the usual way (kit/sql-page.ts, records.ts `factoryNames` and `openRemainders`);
      // create time descending is the list's own order.
      const usual = await allPages(
        stub,
        api.purchase.list,
        { pageCode: 'todo', sortField: 'createTime', sortOrder: 'desc' },
        tokens.supplier,
      );
      const rows = kept.rows as {
        shoeFactoryName: string | null;
        shoeFactoryCode: string | null;
        remainingQuantity: number;
      }[];
      expect(kept.count).toBeGreaterThan(10);
      expect(rows.some((o) => o.shoeFactoryCode && o.shoeFactoryName && o.shoeFactoryName !== o.shoeFactoryCode)).toBe(
        true,
      );
      expect(rows.some((o) => o.remainingQuantity > 0)).toBe(true);
      expect(kept.count).toBe(usual.count);
      expect(kept.rows).toEqual(usual.rows);
    },
  );

  storedOrders('follows a change of an order’s due date or status at once', async () => {
    const before = await listed();
    expect(before).toEqual(await expected());
    const notDue = await db().purchaseOrder.findFirstOrThrow({
      where: {
        supplierCode: 'S10001',
        status: { in: [PurchaseStatus.new, PurchaseStatus.planned] },
        dueDate: { gt: new Date(Date.now() + 30 * 86_400_000) },
      },
    });
    const due = await db().purchaseOrder.findFirstOrThrow({ where: { id: before[0] } });
    await db().purchaseOrder.update({ where: { id: notDue.id }, data: { dueDate: new Date(Date.now() - 86_400_000) } });
    await db().purchaseOrder.update({ where: { id: due.id }, data: { status: PurchaseStatus.delivered } });
    const after = await listed();
    expect(after).toContain(notDue.id);
    expect(after).not.toContain(due.id);
    expect(after).toEqual(await expected());
    await db().purchaseOrder.update({ where: { id: notDue.id }, data: { dueDate: notDue.dueDate } });
    await db().purchaseOrder.update({ where: { id: due.id }, data: { status: due.status } });
    expect(await listed()).toEqual(before);
  });

  storedOrders(
    'the orders’ change count moves with their reminder columns only, and is never read in a transaction',
    async () => {
      const connection = await connectionOf(db());
      const count = () => changeCount(connection, 'PurchaseOrder', reminderColumns);
      const at = count();
      expect(at).toBeTypeOf('number');
      const line = (await orderIn(PurchaseStatus.planned, 2)).details[0]!;
      const order = await db().purchaseOrder.findUniqueOrThrow({ where: { id: line.purchaseId } });
      // A line's price and an order's other columns leave the reminders as they are.
      await call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: line.id, price: 9 } });
      await db().purchaseOrder.update({ where: { id: order.id }, data: { closeReason: '-' } });
      expect(count()).toBe(at);
      await db().purchaseOrder.update({ where: { id: order.id }, data: { dueDate: new Date() } });
      expect(count()).toBe(at! + 1);
      await db().purchaseOrder.update({ where: { id: order.id }, data: { dueDate: order.dueDate, closeReason: null } });
      expect(count()).toBe(at! + 2);
      await db().$transaction(async (tx) => {
        await tx.purchaseOrder.count();
        expect(count()).toBeUndefined();
      });
    },
  );

  storedOrders('follows the clock, set back and put right', async () => {
    const before = await listed();
    expect(before).toEqual(await expected());
    // Back, not forward: a session's expiry follows the clock too.
    await stub.http
      .put('/__stub/clock')
      .send({ now: new Date(Date.now() - 20 * 86_400_000).toISOString(), frozen: true });
    try {
      const earlier = await listed();
      expect(earlier.length).toBeLessThan(before.length);
      expect(earlier).toEqual(await expected());
    } finally {
      await stub.http.delete('/__stub/clock');
    }
    expect(await listed()).toEqual(before);
  });
});

describe('mspurchaseinfo/detail, details/list, details/export', () => {
  readTest('answers the order with its lines, sizes, plans and shipments', async () => {
    const o = await orderIn(PurchaseStatus.partlyDelivered);
    expect(o.details.length).toBeGreaterThan(0);
    expect(o.quantity).toBe(o.details.reduce((s, l) => s + l.quantity, 0));
    expect(o.shippedQuantity).toBe(o.details.reduce((s, l) => s + l.shippedQuantity, 0));
    for (const l of o.details) expect(l.quantity).toBe(l.sizes.reduce((s, x) => s + x.quantity, 0));
    expect(o.plans.length).toBeGreaterThan(0);
    expect(o.shipments.length).toBeGreaterThan(0);
    expect(o.shipments.every((s) => s.purchaseNo === o.purchaseNo)).toBe(true);
  });

  storedOrders('hides another supplier’s order (采购单不存在)', async () => {
    const other = await db().purchaseOrder.findFirstOrThrow({ where: { supplierCode: 'S10023' } });
    expect((await call(api.purchase.detail, { params: { id: other.id } })).body).toEqual(failure(M.notFound));
    expect((await call(api.purchase.plans, { params: { id: other.id } })).body).toEqual(failure(M.notFound));
  });

  writeTest('lists the lines of one order, and agrees with its export', async () => {
    const o = await orderIn(PurchaseStatus.planned);
    const lines = dataOf(
      api.purchase.detailsList,
      await call(api.purchase.detailsList, { body: { purchaseId: o.id, limit: 100 } }),
    );
    expect(lines.data.map((l) => l.id)).toEqual(o.details.map((l) => l.id));
    const { sheet } = await exportSheet(stub, api.purchase.detailsExport, { purchaseId: o.id }, tokens.supplier);
    expect(sheet.header.slice(0, 3)).toEqual(['采购单号', '行号', '材料编码']);
    expect(sheet.body.map((r) => r[1])).toEqual(o.details.map((l) => l.lineNo));
  });

  storedOrders('lists every line of the caller’s orders (list ⇄ count ⇄ export)', async () => {
    const { count, rows } = await allPages(
      stub,
      api.purchase.detailsList,
      { materialCode: 'SL-26' },
      tokens.supplier,
      25,
    );
    expect(count).toBeGreaterThan(0);
    expect(rows.every((l) => String(l.materialCode).startsWith('SL-26'))).toBe(true);
    const { sheet } = await exportSheet(stub, api.purchase.detailsExport, { materialCode: 'SL-26' }, tokens.supplier);
    expect(sheet.body.length).toBe(count);
    const mine = await db().purchaseLine.count({ where: { order: { supplierCode: 'S10001' } } });
    expect((await allPages(stub, api.purchase.detailsList, {}, tokens.supplier, 100)).count).toBe(mine);
  });
});

describe('getPurchaseFactoryName', () => {
  readTest('names the factories on the caller’s orders, once each', async () => {
    const names = dataOf(api.purchase.factoryNames, await call(api.purchase.factoryNames, {}));
    expect(names.length).toBeGreaterThan(3);
    expect(new Set(names.map((n) => n.shoeFactoryCode)).size).toBe(names.length);
    expect(names).toContainEqual({ shoeFactoryCode: 'F2003', shoeFactoryName: '东莞市裕盛鞋业有限公司' });
    const hongda = dataOf(api.purchase.factoryNames, await call(api.purchase.factoryNames, {}, tokens.hongda));
    expect(hongda.map((n) => n.shoeFactoryCode).sort()).toEqual(['F2003', 'F2005']);
  });
});

describe('mspurchaseinfo/save/plans and plans/{id}: plans add up to the ordered sizes', () => {
  writeTest(
    'plans a new order: status 已计划, plans read back, the due date follows the first uncovered plan',
    async () => {
      const o = await orderIn(PurchaseStatus.new);
      const res = await call(api.purchase.savePlans, {
        body: { purchaseId: o.id, plans: halfPlans(o, day(40), day(50)) },
      });
      expect(res.body).toEqual({ status: 200, message: expect.any(String), data: true });
      const after = await detail(o.id);
      expect(after.status).toBe(PurchaseStatus.planned);
      expect(after.dueDate).toBe(day(40));
      expect(after.warning).toBe(false);
      const plans = dataOf(api.purchase.plans, await call(api.purchase.plans, { params: { id: o.id } }));
      expect(plans).toHaveLength(o.details.length * 2);
      expect(plans.reduce((s, p) => s + p.planQuantity, 0)).toBe(o.quantity);
    },
  );

  writeTest.each([
    [
      'a size short',
      (p: ReturnType<typeof halfPlans>) => [{ ...p[0]!, sizes: p[0]!.sizes.slice(1) }, ...p.slice(1)],
      M.planSumMismatch,
    ],
    ['a size too many', (p: ReturnType<typeof halfPlans>) => [...p, { ...p[0]! }], M.planSumMismatch],
    [
      'an unknown size',
      (p: ReturnType<typeof halfPlans>) => [...p, { ...p[0]!, sizes: [{ size: '99', quantity: 1 }] }],
      M.planSizeUnknown,
    ],
    ['another order’s line', (p: ReturnType<typeof halfPlans>) => [...p, { ...p[0]!, detailId: 1 }], M.planLineUnknown],
  ])('refuses plans with %s', async (_name, change, message) => {
    const o = await orderIn(PurchaseStatus.new, 1);
    const res = await call(api.purchase.savePlans, {
      body: { purchaseId: o.id, plans: change(halfPlans(o, day(3), day(9))) },
    });
    expect(res.body).toEqual(failure(message));
    expect((await detail(o.id)).status).toBe(PurchaseStatus.new);
  });

  writeTest('refuses an empty plan list and a missing date with the form’s words', async () => {
    const o = await orderIn(PurchaseStatus.new, 1);
    expect((await call(api.purchase.savePlans, { body: { purchaseId: o.id, plans: [] } })).body).toEqual(
      failure(`plans: ${M.plansRequired}`),
    );
    const plans = halfPlans(o, '', day(3));
    expect((await call(api.purchase.savePlans, { body: { purchaseId: o.id, plans } })).body.message).toContain(
      M.planDateRequired,
    );
  });

  writeTest('refuses plans of a delivered or closed order with the lifecycle’s message', async () => {
    for (const status of [PurchaseStatus.delivered, PurchaseStatus.closed]) {
      const o = await orderIn(status);
      const res = await call(api.purchase.savePlans, {
        body: { purchaseId: o.id, plans: halfPlans(o, day(3), day(9)) },
      });
      expect(res.body).toEqual(failure(purchaseLifecycle.actions.plan.refused));
    }
  });
});

describe('shipment/sizeshipments: ship by size, the remainder and the reminders follow', () => {
  writeTest('ships the first plan of a due order: the remainder falls and the order leaves the reminders', async () => {
    const o = await orderIn(PurchaseStatus.new, 2);
    await call(api.purchase.savePlans, { body: { purchaseId: o.id, plans: halfPlans(o, day(1), day(40)) } });
    const due = await detail(o.id);
    expect(due.warning).toBe(true);
    const before = await warnings();
    const lines = o.details.map((l) => ({
      purchaseId: o.id,
      detailId: l.id,
      sizes: l.sizes.map((s) => ({ size: s.size, quantity: Math.floor(s.quantity / 2) })),
    }));
    const res = await call(api.purchase.sizeShipments, {
      body: { shipDate: day(0), logisticsCompany: '顺丰速运', lines },
    });
    expect(res.body).toMatchObject({ status: 200, data: true });
    const after = await detail(o.id);
    expect(after.status).toBe(PurchaseStatus.partlyDelivered);
    expect(after.remainingQuantity).toBe(
      o.quantity - lines.flatMap((l) => l.sizes).reduce((s, x) => s + x.quantity, 0),
    );
    expect(after.dueDate).toBe(day(40));
    expect(after.warning).toBe(false);
    expect(await warnings()).toBe(before - 1);
    expect(await homeWarnings()).toBe(before - 1);
    const line = after.details[0]!;
    const history = dataOf(
      api.purchase.shipmentHistory,
      await call(api.purchase.shipmentHistory, { params: { purchaseId: o.id, detailId: line.id } }),
    );
    expect(history[0]).toMatchObject({ purchaseNo: o.purchaseNo, logisticsCompany: '顺丰速运', mergeNo: null });
    const count = dataOf(
      api.purchase.shipmentsCount,
      await call(api.purchase.shipmentsCount, { params: { purchaseId: o.id, detailId: line.id } }),
    );
    expect(count).toBe(history.length);

    // the rest: 已交付
    const rest = after.details.map((l) => ({
      purchaseId: o.id,
      detailId: l.id,
      sizes: l.sizes.map((s) => ({ size: s.size, quantity: s.quantity - s.shippedQuantity })),
    }));
    await call(api.purchase.sizeShipments, { body: { shipDate: day(0), lines: rest } });
    const done = await detail(o.id);
    expect(done).toMatchObject({ status: PurchaseStatus.delivered, remainingQuantity: 0, dueDate: null });
    expect(done.details.every((l) => l.status === PurchaseLineStatus.delivered)).toBe(true);
  });

  writeTest('refuses more than what remains, a new order (no plan), and an empty shipment', async () => {
    const o = await orderIn(PurchaseStatus.planned);
    const l = o.details[0]!;
    const s = l.sizes[0]!;
    const over = [{ purchaseId: o.id, detailId: l.id, sizes: [{ size: s.size, quantity: s.quantity + 1 }] }];
    expect((await call(api.purchase.sizeShipments, { body: { shipDate: day(0), lines: over } })).body).toEqual(
      failure(M.shipExceedsSize(s.size, s.quantity - s.shippedQuantity)),
    );
    // A size named twice, or its line twice, counts once against what is left: each half fits, the sum does not.
    const left = s.quantity - s.shippedQuantity;
    const half = Math.ceil(left / 2) + (left % 2 === 0 ? 1 : 0);
    const twice = [
      { size: s.size, quantity: half },
      { size: s.size, quantity: half },
    ];
    for (const lines of [
      [{ purchaseId: o.id, detailId: l.id, sizes: twice }],
      twice.map((size) => ({ purchaseId: o.id, detailId: l.id, sizes: [size] })),
    ])
      expect((await call(api.purchase.sizeShipments, { body: { shipDate: day(0), lines } })).body).toEqual(
        failure(M.shipExceedsSize(s.size, left)),
      );
    const zero = [{ purchaseId: o.id, detailId: l.id, sizes: [{ size: s.size, quantity: 0 }] }];
    expect((await call(api.purchase.sizeShipments, { body: { shipDate: day(0), lines: zero } })).body).toEqual(
      failure(M.shipEmpty),
    );
    const fresh = await orderIn(PurchaseStatus.new, 3);
    const line = fresh.details[0]!;
    const one = [{ purchaseId: fresh.id, detailId: line.id, sizes: [{ size: line.sizes[0]!.size, quantity: 1 }] }];
    expect((await call(api.purchase.sizeShipments, { body: { shipDate: day(0), lines: one } })).body).toEqual(
      failure(`${fresh.purchaseNo}: ${purchaseLifecycle.actions.ship.refused}`),
    );
    expect((await detail(o.id)).shippedQuantity).toBe(o.shippedQuantity);
  });

  writeTest('merges orders of one factory under one merge number; refuses two factories', async () => {
    const planned = (await list({ status: PurchaseStatus.planned, limit: 100 })).data;
    const pair = planned.filter(
      (o) =>
        o.shoeFactoryCode ===
        planned.find((p, i) => planned.findIndex((q) => q.shoeFactoryCode === p.shoeFactoryCode) !== i)
          ?.shoeFactoryCode,
    );
    const [a, b] = await Promise.all(pair.slice(0, 2).map((o) => detail(o.id)));
    const one = (o: typeof a) => ({
      purchaseId: o!.id,
      detailId: o!.details[0]!.id,
      sizes: [{ size: o!.details[0]!.sizes[0]!.size, quantity: 1 }],
    });
    const res = await call(api.purchase.sizeShipments, { body: { shipDate: day(0), lines: [one(a), one(b)] } });
    expect(res.body).toMatchObject({ status: 200 });
    const [ha, hb] = await Promise.all(
      [a, b].map(async (o) =>
        dataOf(
          api.purchase.shipmentHistory,
          await call(api.purchase.shipmentHistory, { params: { purchaseId: o!.id, detailId: o!.details[0]!.id } }),
        ),
      ),
    );
    expect(ha![0]!.mergeNo).toMatch(/^MG/);
    expect(ha![0]!.mergeNo).toBe(hb![0]!.mergeNo);
    const other = planned.find((o) => o.shoeFactoryCode !== a!.shoeFactoryCode)!;
    const c = await detail(other.id);
    expect(
      (await call(api.purchase.sizeShipments, { body: { shipDate: day(0), lines: [one(a), one(c)] } })).body,
    ).toEqual(failure(M.mergeOneFactory));
  });

  storedOrders('refuses another supplier’s line and the viewer', async () => {
    const theirs = await db().purchaseOrder.findFirstOrThrow({
      where: { supplierCode: 'S10023', status: PurchaseStatus.planned },
    });
    const line = await db().purchaseLine.findFirstOrThrow({ where: { purchaseId: theirs.id } });
    const lines = [{ purchaseId: theirs.id, detailId: line.id, sizes: [{ size: '均码', quantity: 1 }] }];
    expect((await call(api.purchase.sizeShipments, { body: { shipDate: day(0), lines } })).body).toEqual(
      failure(M.notFound),
    );
    expect((await call(api.purchase.sizeShipments, { body: { shipDate: day(0), lines } }, tokens.viewer)).body).toEqual(
      failure(StatusMessage.forbidden, Status.forbidden),
    );
  });
});

describe('mspurchaseinfo/close and shipment/closePurchaseDetail', () => {
  writeTest('closes an order with a reason: it leaves the reminders and its lines close', async () => {
    const todo = (await list({ pageCode: 'todo', limit: 100 })).data.filter((o) => o.status === PurchaseStatus.new);
    const o = todo[0]!;
    const before = await warnings();
    expect((await call(api.purchase.close, { body: { ids: [o.id], closeReason: '鞋厂取消订单' } })).body).toMatchObject(
      {
        status: 200,
        data: true,
      },
    );
    const after = await detail(o.id);
    expect(after).toMatchObject({ status: PurchaseStatus.closed, closeReason: '鞋厂取消订单', warning: false });
    expect(after.closeTime).not.toBeNull();
    expect(after.details.every((l) => l.status === PurchaseLineStatus.closed)).toBe(true);
    expect(await warnings()).toBe(before - 1);
    expect((await call(api.purchase.close, { body: { ids: [o.id], closeReason: '再次' } })).body).toEqual(
      failure(`${o.purchaseNo}: ${purchaseLifecycle.actions.close.refused}`),
    );
  });

  storedOrders('requires a reason, refuses another supplier’s order, and the viewer', async () => {
    const o = await orderIn(PurchaseStatus.planned, 1);
    expect((await call(api.purchase.close, { body: { ids: [o.id], closeReason: ' ' } })).body).toEqual(
      failure(`closeReason: ${M.closeReasonRequired}`),
    );
    const theirs = await db().purchaseOrder.findFirstOrThrow({
      where: { supplierCode: 'S10023', status: PurchaseStatus.new },
    });
    expect((await call(api.purchase.close, { body: { ids: [theirs.id], closeReason: '取消' } })).body).toEqual(
      failure(M.notFound),
    );
    expect((await call(api.purchase.close, { body: { ids: [o.id], closeReason: '取消' } }, tokens.viewer)).status).toBe(
      403,
    );
    expect((await detail(o.id)).status).toBe(PurchaseStatus.planned);
  });

  writeTest('closes one line: it shows as closed and its remainder leaves the order’s remaining quantity', async () => {
    const o = await orderIn(PurchaseStatus.planned, 3);
    const [line, other] = o.details;
    expect(other).toBeDefined();
    expect(o.remainingQuantity).toBe(o.details.reduce((sum, l) => sum + l.remainingQuantity, 0));
    const res = await call(api.purchase.closePurchaseDetail, { body: { ids: [line!.id], closeReason: '鞋厂减单' } });
    expect(res.body).toMatchObject({ status: 200 });
    const after = await detail(o.id);
    expect(after.details.find((l) => l.id === line!.id)).toMatchObject({
      status: PurchaseLineStatus.closed,
      statusName: '已关闭',
      closeReason: '鞋厂减单',
      remainingQuantity: 0,
    });
    expect(after.remainingQuantity).toBe(o.remainingQuantity - line!.remainingQuantity);
    expect(after.status).toBe(PurchaseStatus.planned);
    const listed = (await list({ purchaseNo: o.purchaseNo })).data[0]!;
    expect(listed.remainingQuantity).toBe(after.remainingQuantity);
    const page = dataOf(
      api.purchase.shipmentPageInfo,
      await call(api.purchase.shipmentPageInfo, { params: { id: o.id } }),
    );
    expect(page.purchase.remainingQuantity).toBe(after.remainingQuantity);
  });

  writeTest('closes one line; closing the last open line settles the order', async () => {
    const o = await orderIn(PurchaseStatus.partlyDelivered, 1);
    const open = o.details.filter((l) => l.status === PurchaseLineStatus.open);
    const res = await call(api.purchase.closePurchaseDetail, {
      body: { ids: open.map((l) => l.id), closeReason: '改款' },
    });
    expect(res.body).toMatchObject({ status: 200 });
    const after = await detail(o.id);
    expect(after.status).toBe(PurchaseStatus.delivered);
    expect(after.dueDate).toBeNull();
    expect(
      (await call(api.purchase.closePurchaseDetail, { body: { ids: [open[0]!.id], closeReason: '改款' } })).body,
    ).toEqual(failure(M.lineClosed));
  });
});

describe('shipment: prices, materials, sub-codes, soles and notices', () => {
  const openLine = async () => (await orderIn(PurchaseStatus.planned, 2)).details[0]!;

  storedOrders('saveOrUpdatePriceInfo sets a line’s price; refuses 0 and closed lines', async () => {
    const line = await openLine();
    expect(
      (await call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: line.id, price: 12.5 } })).body,
    ).toMatchObject({ status: 200 });
    expect((await db().purchaseLine.findUniqueOrThrow({ where: { id: line.id } })).price).toBe(12.5);
    // One rule, purchaseLinePrice: the dialog's words (单价必须大于0) and the price float input's limits.
    expect((await call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: line.id, price: 0 } })).body).toEqual(
      failure(`price: ${M.priceInvalid}`),
    );
    expect(
      (await call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: line.id, price: 10001 } })).body,
    ).toEqual(failure(`price: ${PriceMessages.floatMax}`));
    expect(
      (await call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: line.id, price: 1.234 } })).body,
    ).toEqual(failure(`price: ${PriceMessages.decimals}`));
    expect((await db().purchaseLine.findUniqueOrThrow({ where: { id: line.id } })).price).toBe(12.5);
    const closed = await db().purchaseLine.findFirstOrThrow({
      where: { status: PurchaseLineStatus.closed, order: { supplierCode: 'S10001' } },
    });
    expect((await call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: closed.id, price: 3 } })).body).toEqual(
      failure(M.orderClosed),
    );
    // Another supplier's line is a missing one, and stays as it was; so does a line that does not exist.
    const other = await db().purchaseLine.findFirstOrThrow({
      where: {
        status: PurchaseLineStatus.open,
        order: { supplierCode: 'S10023', status: { not: PurchaseStatus.closed } },
      },
    });
    expect((await call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: other.id, price: 3 } })).body).toEqual(
      failure(M.lineNotFound),
    );
    expect((await db().purchaseLine.findUniqueOrThrow({ where: { id: other.id } })).price).toBe(other.price);
    expect((await call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: 99_999_999, price: 3 } })).body).toEqual(
      failure(M.lineNotFound),
    );
  });

  storedOrders(
    'saveOrUpdatePriceInfo, written on the connection itself, waits for a transaction holding it and outlives its rollback',
    async () => {
      const line = await openLine();
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let began = () => {};
      const begun = new Promise<void>((r) => {
        began = r;
      });
      // Another request's Prisma transaction: holds the connection between its statements, then rolls back.
      const other = db()
        .$transaction(async (tx) => {
          await tx.purchaseLine.update({ where: { id: line.id }, data: { priceRemark: 'rolled back' } });
          began();
          await held;
          throw new Error('rolled back');
        })
        .catch(() => 'rolled back');
      await begun;
      // The save either ends inside that transaction (and would be rolled back with it) or waits for it to end, which
      // it does by asking for a transaction of its own: release the other one at whichever comes first.
      const client = db();
      const begin = client.$transaction.bind(client);
      let waiting = () => {};
      const waits = new Promise<void>((r) => {
        waiting = r;
      });
      const spy = vi.spyOn(client, '$transaction').mockImplementation(((...args: Parameters<typeof begin>) => {
        waiting();
        return begin(...args);
      }) as typeof begin);
      const save = call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: line.id, price: 21, remark: '等' } });
      await Promise.race([save, waits]);
      release();
      spy.mockRestore();
      expect(await other).toBe('rolled back');
      expect((await save).body).toMatchObject({ status: 200 });
      const stored = await db().purchaseLine.findUniqueOrThrow({ where: { id: line.id } });
      expect({ price: stored.price, priceRemark: stored.priceRemark }).toEqual({ price: 21, priceRemark: '等' });
    },
  );

  storedOrders(
    'saveOrUpdatePriceInfo: the shipment page reads the saved price and remark back; a save without one clears it',
    async () => {
      const line = await openLine();
      const pageLine = async () => {
        const page = dataOf(
          api.purchase.shipmentPageInfo,
          await call(api.purchase.shipmentPageInfo, { params: { id: line.purchaseId } }),
        );
        return page.details.find((l) => l.id === line.id)!;
      };
      // The order's lines as the 采购明细 list answers them, read first so that answer is kept
      // (docs/decisions/0025-read-answers.md): the save, made on the connection itself, must end it.
      const listedLine = async () =>
        dataOf(
          api.purchase.detailsList,
          await call(api.purchase.detailsList, { body: { page: 1, limit: 50, purchaseId: line.purchaseId } }),
        ).data.find((l) => l.id === line.id);
      expect((await listedLine())?.priceRemark).not.toBe('含税含运费');
      const saved = { detailId: line.id, price: 36.8, remark: '含税含运费' };
      expect((await call(api.purchase.saveOrUpdatePriceInfo, { body: saved })).body).toMatchObject({ status: 200 });
      const stored = await db().purchaseLine.findUniqueOrThrow({ where: { id: line.id } });
      expect({ price: stored.price, priceRemark: stored.priceRemark }).toEqual({
        price: 36.8,
        priceRemark: '含税含运费',
      });
      expect(await pageLine()).toMatchObject({ price: 36.8, priceRemark: '含税含运费' });
      expect(await listedLine()).toMatchObject({ price: 36.8, priceRemark: '含税含运费' });
      expect((await detail(line.purchaseId)).details.find((l) => l.id === line.id)).toMatchObject({
        priceRemark: '含税含运费',
      });
      await call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: line.id, price: 40 } });
      expect(await pageLine()).toMatchObject({ price: 40, priceRemark: null });
    },
  );

  storedOrders(
    'chooses materials: paged list, widths, attributes and sub-codes of the caller’s materials',
    async () => {
      const page = dataOf(
        api.purchase.supplierMaterials,
        await call(api.purchase.supplierMaterials, { body: { keyword: 'SY' } }),
      );
      expect(page.count).toBeGreaterThan(0);
      expect(page.data.every((m) => m.materialCode.includes('SY') || m.materialName.includes('SY'))).toBe(true);
      const all = dataOf(
        api.purchase.supplierMaterialsAndWidth,
        await call(api.purchase.supplierMaterialsAndWidth, { body: {} }),
      );
      expect(all.length).toBe(await db().purchaseMaterial.count({ where: { supplierCode: 'S10001' } }));
      const leather = all.find((m) => m.materialCode === 'SY-26-0012')!;
      const attrs = dataOf(
        api.purchase.materialAttrs,
        await call(api.purchase.materialAttrs, { params: { id: leather.id } }),
      );
      expect(attrs.widths).toContain('137cm');
      const subs = dataOf(
        api.purchase.materialSubCode,
        await call(api.purchase.materialSubCode, { body: { materialCode: 'SY-26-0012', width: '140cm' } }),
      );
      expect(subs.length).toBeGreaterThan(0);
      expect(subs.every((s) => s.width === '140cm')).toBe(true);
      const theirs = await db().purchaseMaterial.findFirstOrThrow({ where: { supplierCode: 'S10023' } });
      expect((await call(api.purchase.materialAttrs, { params: { id: theirs.id } })).body).toEqual(
        failure(M.materialUnknown),
      );
    },
  );

  storedOrders(
    'updateSubCode sets a sub-code of the line’s material and its width; refuses an unknown one',
    async () => {
      const line = await db().purchaseLine.findFirstOrThrow({
        where: {
          materialCode: 'SY-26-0012',
          status: PurchaseLineStatus.open,
          order: { supplierCode: 'S10001', status: { not: PurchaseStatus.closed } },
        },
      });
      expect(
        (await call(api.purchase.updateSubCode, { body: { detailId: line.id, materialSubCode: 'SY-26-0012-02' } }))
          .body,
      ).toMatchObject({ status: 200 });
      expect(await db().purchaseLine.findUniqueOrThrow({ where: { id: line.id } })).toMatchObject({
        materialSubCode: 'SY-26-0012-02',
        width: '140cm',
      });
      expect(
        (await call(api.purchase.updateSubCode, { body: { detailId: line.id, materialSubCode: 'XX' } })).body,
      ).toEqual(failure(M.subCodeUnknown));
    },
  );

  storedOrders(
    'updateSubCode with a sub-code of another of the caller’s materials gives the line that material',
    async () => {
      const line = await db().purchaseLine.findFirstOrThrow({
        where: {
          materialCode: 'SY-26-0012',
          status: PurchaseLineStatus.open,
          order: { supplierCode: 'S10001', status: { not: PurchaseStatus.closed } },
        },
        orderBy: { id: 'desc' },
      });
      expect(
        (await call(api.purchase.updateSubCode, { body: { detailId: line.id, materialSubCode: 'TX-26-0107-03' } }))
          .body,
      ).toMatchObject({ status: 200 });
      const after = dataOf(api.purchase.detail, await call(api.purchase.detail, { params: { id: line.purchaseId } }));
      expect(after.details.find((l) => l.id === line.id)).toMatchObject({
        materialCode: 'TX-26-0107',
        materialName: '三明治网布 RC3085',
        materialSubCode: 'TX-26-0107-03',
        width: '150cm',
      });
      // Another supplier's material: its sub-code is as unknown as a missing one.
      const foreign = 'HD-26-0901-01';
      await db().purchaseMaterial.create({
        data: {
          supplierCode: 'S10023',
          materialCode: 'HD-26-0901',
          materialName: '宏达超纤',
          divisionId: 2,
          widths: ['140cm'],
          thicknesses: [],
          grains: [],
          subCodes: [{ materialSubCode: foreign, width: '140cm', thickness: null, grain: null }],
        },
      });
      expect(
        (await call(api.purchase.updateSubCode, { body: { detailId: line.id, materialSubCode: foreign } })).body,
      ).toEqual(failure(M.subCodeUnknown));
    },
  );

  storedOrders('soles: lists the line’s soles, matches one and its cost', async () => {
    const line = await db().purchaseLine.findFirstOrThrow({
      where: {
        materialCode: 'SL-26-0022',
        status: PurchaseLineStatus.open,
        order: { supplierCode: 'S10001', status: { not: PurchaseStatus.closed } },
      },
    });
    const soles = dataOf(api.purchase.sole, await call(api.purchase.sole, { body: { detailId: line.id } }));
    expect(soles.map((s) => s.soleCode)).toContain('RB-3301');
    expect(soles.map((s) => s.soleCode)).not.toContain('RB-5120');
    expect(
      (await call(api.purchase.matePurchaseSole, { body: { detailId: line.id, soleCode: 'RB-3301' } })).body,
    ).toMatchObject({ status: 200 });
    const cost = dataOf(
      api.purchase.matchPurchaseSoleCost,
      await call(api.purchase.matchPurchaseSoleCost, { body: { detailId: line.id, soleCode: 'RB-3301' } }),
    );
    expect(cost).toEqual({ cost: 18.5 });
    expect(await db().purchaseLine.findUniqueOrThrow({ where: { id: line.id } })).toMatchObject({
      soleCode: 'RB-3301',
      soleCost: 18.5,
    });
    expect(
      (await call(api.purchase.matePurchaseSole, { body: { detailId: line.id, soleCode: 'HD-EV01' } })).body,
    ).toEqual(failure(M.soleUnknown));
  });

  readTest('querySupplierCostMaterial lists the caller’s materials with prices', async () => {
    const rows = dataOf(
      api.purchase.querySupplierCostMaterial,
      await call(api.purchase.querySupplierCostMaterial, { body: { keyword: '大底' } }),
    );
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.materialName.includes('大底') && r.price !== null)).toBe(true);
  });

  storedOrders('sendNoticeEmail writes to the outbox and marks the shipments; refuses another supplier’s', async () => {
    const mine = await db().purchaseShipment.findMany({ where: { supplierCode: 'S10001', noticeTime: null }, take: 2 });
    const ids = mine.map((s) => s.id);
    expect((await call(api.purchase.sendNoticeEmail, { body: { shipmentIds: ids } })).body).toMatchObject({
      status: 200,
    });
    const mail = await db().purchaseMail.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(mail.shipmentIds).toEqual(ids);
    expect(mail.subject).toContain(mine[0]!.shipmentNo);
    expect(await db().purchaseShipment.count({ where: { id: { in: ids }, noticeTime: { not: null } } })).toBe(2);
    const theirs = await db().purchaseShipment.findFirstOrThrow({ where: { supplierCode: 'S10023' } });
    expect((await call(api.purchase.sendNoticeEmail, { body: { shipmentIds: [theirs.id] } })).body).toEqual(
      failure(M.shipmentUnknown),
    );
  });

  readTest('shipmentPageInfo answers the order and its lines with what remains', async () => {
    const o = await orderIn(PurchaseStatus.partlyDelivered, 2);
    const info = dataOf(
      api.purchase.shipmentPageInfo,
      await call(api.purchase.shipmentPageInfo, { params: { id: o.id } }),
    );
    expect(info.purchase.purchaseNo).toBe(o.purchaseNo);
    expect(info.details.map((l) => l.remainingQuantity)).toEqual(o.details.map((l) => l.remainingQuantity));
  });
});

describe('the viewer (every view atom, no write atom)', () => {
  writeTest.each([
    [
      'savePlans',
      api.purchase.savePlans,
      {
        body: { purchaseId: 1, plans: [{ detailId: 1, planDate: '2026-01-01', sizes: [{ size: '36', quantity: 1 }] }] },
      },
    ],
    ['close', api.purchase.close, { body: { ids: [1], closeReason: 'x' } }],
    ['closePurchaseDetail', api.purchase.closePurchaseDetail, { body: { ids: [1], closeReason: 'x' } }],
    ['saveOrUpdatePriceInfo', api.purchase.saveOrUpdatePriceInfo, { body: { detailId: 1, price: 1 } }],
    ['updateSubCode', api.purchase.updateSubCode, { body: { detailId: 1, materialSubCode: 'x' } }],
    ['sendNoticeEmail', api.purchase.sendNoticeEmail, { body: { shipmentIds: [1] } }],
    ['matePurchaseSole', api.purchase.matePurchaseSole, { body: { detailId: 1, soleCode: 'x' } }],
    ['matchPurchaseSoleCost', api.purchase.matchPurchaseSoleCost, { body: { detailId: 1, soleCode: 'x' } }],
    ['shipmentPageInfo', api.purchase.shipmentPageInfo, { params: { id: 1 } }],
  ])('%s is 403 没有权限', async (_name, c, input) => {
    expect((await call(c, input as never, tokens.viewer)).body).toEqual(
      failure(StatusMessage.forbidden, Status.forbidden),
    );
  });

  readTest('reads lists, details and counts', async () => {
    const o = (await list({}, tokens.viewer)).data[0]!;
    expect((await detail(o.id, tokens.viewer)).id).toBe(o.id);
    expect(await warnings(tokens.viewer)).toBe(await warnings());
  });
});

describe('the seed', () => {
  storedOrders('keeps each order’s stored sums and due date consistent with its lines and plans', async () => {
    const orders = await db().purchaseOrder.findMany({ include: { lines: true } });
    for (const o of orders) {
      expect(o.quantity, o.purchaseNo).toBe(o.lines.reduce((s, l) => s + l.quantity, 0));
      expect(o.shippedQuantity, o.purchaseNo).toBe(o.lines.reduce((s, l) => s + l.shippedQuantity, 0));
    }
  });
});
