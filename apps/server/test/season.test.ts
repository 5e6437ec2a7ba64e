import {
  api,
  SeasonMessages as M,
  type SeasonOrder,
  SeasonReceipt,
  SeasonStatus,
  Status,
  StatusMessage,
  seasonDeliveredStatuses,
  seasonLifecycle,
} from '@portal/contract';
import { describe, expect } from 'vitest';
import { dataOf, failure, internalTest, readTest, useContractStub, writeTest } from './helper';
import { allPages } from './paged-lists';

const { stub, tokens, db, call } = useContractStub();
const storedOrders = internalTest.because('reads, changes or finds the stored orders and deliveries');
const list = async (body: object = {}, as = tokens.supplier) =>
  dataOf(api.season.list, await call(api.season.list, { body }, as));
const versions = async (id: number) =>
  dataOf(api.season.getVersion, await call(api.season.getVersion, { params: { id } }));
/** The stored order (with its sizes) of the demo supplier in a status, lowest id first. */
const storedOrderIn = (status: number, orderType: 'product' | 'sample', skip = 0) =>
  db().seasonOrder.findFirstOrThrow({
    where: { supplierCode: 'S10001', status, orderType },
    orderBy: { id: 'asc' },
    skip,
  });
/** An order of the demo supplier in a status, lowest id first. */
const orderIn = async (status: number, orderType: 'product' | 'sample', skip = 0) => {
  const { rows } = await allPages(stub, api.season.list, { status, orderType }, tokens.supplier, 50);
  const order = (rows as SeasonOrder[]).sort((a, b) => a.id - b.id)[skip];
  if (!order) throw new Error(`no ${orderType} order ${skip + 1} in status ${status}`);
  return order;
};
const sizes = (o: { sizes: unknown }) => o.sizes as { size: string; quantity: number; deliveredQuantity: number }[];
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('season/list and getDeliveredCount', () => {
  storedOrders('lists the caller’s orders in every status; another supplier sees only its own', async () => {
    const { rows } = await allPages(stub, api.season.list, {}, tokens.supplier, 50);
    expect(rows.length).toBe(await db().seasonOrder.count({ where: { supplierCode: 'S10001' } }));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(SeasonStatus.values));
    const theirs = await list({ limit: 100 }, tokens.hongda);
    expect(theirs.data.every((o) => o.supplierCode === 'S10023')).toBe(true);
  });

  readTest('filters by season code, type, material and status', async () => {
    const { data } = await list({ limit: 100 });
    const code = data[0]!.seasonCode;
    const bySeason = await list({ seasonCode: code, limit: 100 });
    expect(bySeason.data.every((o) => o.seasonCode === code)).toBe(true);
    const samples = await list({ orderType: 'sample', limit: 100 });
    expect(samples.count).toBeGreaterThan(0);
    expect(samples.data.every((o) => o.orderType === 'sample')).toBe(true);
  });

  readTest('counts the delivered orders the same filters select', async () => {
    for (const filters of [{}, { orderType: 'product' as const }]) {
      const count = dataOf(api.season.deliveredCount, await call(api.season.deliveredCount, { body: filters }));
      const { rows } = await allPages(stub, api.season.list, filters, tokens.supplier, 50);
      expect(count).toBe(rows.filter((r) => (seasonDeliveredStatuses as readonly unknown[]).includes(r.status)).length);
      expect(count).toBeGreaterThan(0);
    }
  });
});

describe('a season order from acceptance to receipt, each step a version', () => {
  storedOrders('accepts, delivers part and the rest, is confirmed, and its versions show each step', async () => {
    const order = await storedOrderIn(SeasonStatus.toAccept, 'product');
    expect((await call(api.season.receiveSeason, { body: { ids: [order.id] } })).body).toMatchObject({ status: 200 });
    expect((await call(api.season.receiveSeason, { body: { ids: [order.id] } })).body).toEqual(
      failure(`${order.seasonNo}: ${seasonLifecycle.actions.accept.refused}`),
    );
    const all = sizes(order);
    const half = all.map((s) => ({ size: s.size, quantity: Math.floor(s.quantity / 2) }));
    const body = { seasonId: order.id, deliverDate: today, sizes: half, logisticsNo: 'SF100200300' };
    expect((await call(api.season.operateAdd, { body })).body).toMatchObject({ status: 200 });
    let after = await db().seasonOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.status).toBe(SeasonStatus.delivering);
    const sizeRows = dataOf(api.season.sizeList, await call(api.season.sizeList, { params: { id: order.id } }));
    expect(sizeRows.map((s) => s.deliveredQuantity)).toEqual(half.map((s) => s.quantity));
    // More than what is left is refused.
    const over = { ...body, sizes: [{ size: all[0]!.size, quantity: all[0]!.quantity }] };
    expect((await call(api.season.operateAdd, { body: over })).body).toEqual(
      failure(M.deliverExceedsSize(all[0]!.size, all[0]!.quantity - half[0]!.quantity)),
    );
    const rest = all.map((s, i) => ({ size: s.size, quantity: s.quantity - half[i]!.quantity }));
    await call(api.season.operateAdd, { body: { ...body, sizes: rest } });
    after = await db().seasonOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.status).toBe(SeasonStatus.delivered);
    const waiting = dataOf(
      api.season.confirmRecord,
      await call(api.season.confirmRecord, { params: { id: order.id } }),
    );
    expect(waiting).toHaveLength(2);
    for (const d of waiting)
      expect(
        (await call(api.season.saveConfirmReceipt, { params: { id: d.id }, body: { remark: '数量无误' } })).body,
      ).toMatchObject({ status: 200 });
    expect((await call(api.season.saveConfirmReceipt, { params: { id: waiting[0]!.id }, body: {} })).body).toEqual(
      failure(M.receiptDone),
    );
    after = await db().seasonOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.status).toBe(SeasonStatus.received);
    const history = await versions(order.id);
    expect(history.map((v) => v.action)).toEqual(['下单', '接单', '大货交付', '大货交付', '确认收货', '确认收货']);
    expect(history.map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(history[2]!.snapshot.deliveredQuantity).toBe(half.reduce((s, x) => s + x.quantity, 0));
    expect(history.at(-1)!.snapshot.status).toBe(SeasonStatus.received);
    const record = dataOf(
      api.season.recordDetail,
      await call(api.season.recordDetail, { params: { id: waiting[0]!.id } }),
    );
    expect(record.receiptStatus).toBe(SeasonReceipt.received);
    expect((await call(api.season.removeSeasonDeliver, { params: { id: waiting[0]!.id } })).body).toEqual(
      failure(M.removeReceived),
    );
  });

  storedOrders(
    'delivers a sample order through sampleSeason only; removing a delivery gives the sizes back',
    async () => {
      const order = await storedOrderIn(SeasonStatus.accepted, 'sample');
      const left = dataOf(
        api.season.sampleSeasonSize,
        await call(api.season.sampleSeasonSize, { params: { id: order.id } }),
      );
      expect(left.length).toBe(sizes(order).length);
      const body = { seasonId: order.id, deliverDate: today, sizes: [{ size: left[0]!.size, quantity: 1 }] };
      expect((await call(api.season.operateAdd, { body })).body).toEqual(failure(M.wrongTypeProduct));
      expect((await call(api.season.sampleSeason, { body })).body).toMatchObject({ status: 200 });
      const deliveries = dataOf(
        api.season.deliverDetail,
        await call(api.season.deliverDetail, { body: { id: order.id } }),
      );
      expect(deliveries[0]).toMatchObject({ deliverType: 'sample', quantity: 1, receiptStatus: SeasonReceipt.waiting });
      expect((await call(api.season.removeSeasonDeliver, { params: { id: deliveries[0]!.id } })).body).toMatchObject({
        status: 200,
      });
      const after = await db().seasonOrder.findUniqueOrThrow({ where: { id: order.id } });
      expect(after).toMatchObject({ status: SeasonStatus.accepted, deliveredQuantity: 0 });
      expect((await versions(order.id)).slice(-2).map((v) => v.action)).toEqual(['样品交付', '撤销交付']);
    },
  );

  storedOrders('refuses a delivery before acceptance', async () => {
    const order = await storedOrderIn(SeasonStatus.toAccept, 'product', 1);
    const body = { seasonId: order.id, deliverDate: today, sizes: [{ size: sizes(order)[0]!.size, quantity: 1 }] };
    expect((await call(api.season.operateAdd, { body })).body).toEqual(
      failure(seasonLifecycle.actions.deliver.refused),
    );
  });
});

describe('the supplier’s edit, delete and close', () => {
  storedOrders('edits sizes, date and remark of an accepted order, leaving a version', async () => {
    const order = await orderIn(SeasonStatus.accepted, 'product');
    const newSizes = [
      { size: '38', quantity: 50 },
      { size: '39', quantity: 70 },
    ];
    const body = { id: order.id, deliveryDate: today, sizes: newSizes, remark: '鞋厂调整尺码配比' };
    expect((await call(api.season.saveOrUpdateSeason, { body })).body).toMatchObject({ status: 200 });
    const after = await db().seasonOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(after).toMatchObject({ quantity: 120, remark: '鞋厂调整尺码配比', version: order.version + 1 });
    expect((await versions(order.id)).at(-1)).toMatchObject({ action: '编辑', remark: '鞋厂调整尺码配比' });
    const delivering = await orderIn(SeasonStatus.delivering, 'product');
    expect((await call(api.season.saveOrUpdateSeason, { body: { id: delivering.id, remark: 'x' } })).body).toEqual(
      failure(seasonLifecycle.actions.edit.refused),
    );
  });

  storedOrders('closes with a reason; deletes only a new or closed order with nothing delivered', async () => {
    const order = await orderIn(SeasonStatus.toAccept, 'sample');
    expect((await call(api.season.closeOperate, { body: { ids: [order.id], closeReason: '' } })).body).toEqual(
      failure(`closeReason: ${M.closeReasonRequired}`),
    );
    expect(
      (await call(api.season.closeOperate, { body: { ids: [order.id], closeReason: '款式取消' } })).body,
    ).toMatchObject({ status: 200 });
    expect((await call(api.season.closeOperate, { body: { ids: [order.id], closeReason: '再次' } })).body).toEqual(
      failure(seasonLifecycle.actions.close.refused),
    );
    expect((await call(api.season.removeSeason, { params: { id: order.id } })).body).toMatchObject({ status: 200 });
    expect(await db().seasonOrder.findUnique({ where: { id: order.id } })).toBeNull();
    const delivering = await orderIn(SeasonStatus.delivering, 'sample');
    expect((await call(api.season.removeSeason, { params: { id: delivering.id } })).body).toEqual(
      failure(seasonLifecycle.actions.remove.refused),
    );
  });
});

describe('ownership, options and permissions', () => {
  storedOrders('hides another supplier’s orders and deliveries', async () => {
    const theirs = await db().seasonOrder.findFirstOrThrow({ where: { supplierCode: 'S10023' } });
    const delivery = await db().seasonDelivery.findFirstOrThrow({ where: { order: { supplierCode: 'S10023' } } });
    expect((await call(api.season.sizeList, { params: { id: theirs.id } })).body).toEqual(failure(M.notFound));
    expect((await call(api.season.getVersion, { params: { id: theirs.id } })).body).toEqual(failure(M.notFound));
    expect((await call(api.season.receiveSeason, { body: { ids: [theirs.id] } })).body).toEqual(failure(M.notFound));
    expect((await call(api.season.recordDetail, { params: { id: delivery.id } })).body).toEqual(
      failure(M.deliveryNotFound),
    );
    expect((await call(api.season.saveConfirmReceipt, { params: { id: delivery.id }, body: {} })).body).toEqual(
      failure(M.deliveryNotFound),
    );
  });

  const sizeOptions = async () => dataOf(api.season.getSeasonSize, await call(api.season.getSeasonSize, { body: {} }));

  readTest('offers the size options: the dictionary 尺码 the menus answer, in order', async () => {
    const menus = dataOf(api.account.menus, await call(api.account.menus, {}));
    const sizes = menus.dictionary.find((d) => d.code === 'shoe_size')!;
    expect(await sizeOptions()).toEqual(sizes.details.map((d) => d.dname));
    expect(await sizeOptions()).toContain('40');
  });

  internalTest.because('changes the stored dictionary')('the size options follow the stored sizes', async () => {
    await db().dictionaryDetail.create({ data: { dictCode: 'shoe_size', dcode: '47', dname: '47', sort: 99 } });
    await db().dictionaryDetail.deleteMany({ where: { dictCode: 'shoe_size', dcode: '34' } });
    const options = await sizeOptions();
    expect(options.at(-1)).toBe('47');
    expect(options).not.toContain('34');
  });

  writeTest.each([
    ['receiveSeason', api.season.receiveSeason, { body: { ids: [1] } }],
    ['closeOperate', api.season.closeOperate, { body: { ids: [1], closeReason: 'x' } }],
    [
      'operateAdd',
      api.season.operateAdd,
      { body: { seasonId: 1, deliverDate: today, sizes: [{ size: '38', quantity: 1 }] } },
    ],
    [
      'sampleSeason',
      api.season.sampleSeason,
      { body: { seasonId: 1, deliverDate: today, sizes: [{ size: '38', quantity: 1 }] } },
    ],
    ['saveOrUpdateSeason', api.season.saveOrUpdateSeason, { body: { id: 1 } }],
    ['removeSeason', api.season.removeSeason, { params: { id: 1 } }],
    ['saveConfirmReceipt', api.season.saveConfirmReceipt, { params: { id: 1 }, body: {} }],
    ['removeSeasonDeliver', api.season.removeSeasonDeliver, { params: { id: 1 } }],
  ])('%s is 403 没有权限 for the viewer', async (_name, c, input) => {
    expect((await call(c, input as never, tokens.viewer)).body).toEqual(
      failure(StatusMessage.forbidden, Status.forbidden),
    );
  });
});
