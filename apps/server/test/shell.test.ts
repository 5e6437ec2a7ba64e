import { api, InquiryStatus, isDeliveryDue } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, inProcess, send, signedInStub, type Target } from './helper';

let stub: Target;
let token: string;
beforeAll(async () => {
  ({ stub, token } = await signedInStub());
});
afterAll(() => stub.close());

/** The delivery rule (the contract's isDeliveryDue) applied to the seeded rows directly, as the independent side. */
const expectedWarnings = async () => {
  const rows = (await stub.app?.db.purchaseOrder.findMany({ where: { supplierCode: 'S10001' } })) ?? [];
  return rows.filter((o) => isDeliveryDue(o)).length;
};

describe('the bell', () => {
  it.runIf(inProcess)('counts the supplier’s orders due within the reminder window', async () => {
    const count = dataOf(api.purchase.warningCount, await send(stub, api.purchase.warningCount, {}, token));
    expect(count).toBe(await expectedWarnings());
    expect(count).toBeGreaterThan(0);
  });

  it.runIf(inProcess)('stops counting an order once it is closed', async () => {
    const before = dataOf(api.purchase.warningCount, await send(stub, api.purchase.warningCount, {}, token));
    const order = await stub.app?.db.purchaseOrder.findFirstOrThrow({ where: { purchaseNo: 'PO2026110001' } });
    const body = { ids: [order!.id], closeReason: '鞋厂取消订单' };
    expect((await send(stub, api.purchase.close, { body }, token)).body).toMatchObject({ status: 200 });
    const after = dataOf(api.purchase.warningCount, await send(stub, api.purchase.warningCount, {}, token));
    expect(after).toBe(before - 1);
  });

  it('lists the notices still to quote, soonest deadline first', async () => {
    const notices = dataOf(api.inquiry.noticeList, await send(stub, api.inquiry.noticeList, { body: {} }, token));
    // fixtures/inquiryNotices.json: 8 of S10001 still to quote.
    expect(notices).toHaveLength(8);
    const deadlines = notices.map((n) => n.deadline ?? '');
    expect(deadlines).toEqual([...deadlines].sort());
    expect(notices.every((n) => n.status === InquiryStatus.toQuote && n.supplierCode === 'S10001')).toBe(true);
  });

  it('shows given notices by id (the inquiry route’s ids query)', async () => {
    const all = dataOf(
      api.inquiry.noticeList,
      await send(stub, api.inquiry.noticeList, { body: { status: 1 } }, token),
    );
    const ids = all.map((n) => n.id);
    const some = dataOf(api.inquiry.noticeList, await send(stub, api.inquiry.noticeList, { body: { ids } }, token));
    expect(ids.length).toBeGreaterThan(0);
    expect(some.map((n) => n.id)).toEqual(ids);
  });
});

describe('home/homeInfos', () => {
  it('gives the dashboard its counts', async () => {
    const info = dataOf(api.dashboard.homeInfos, await send(stub, api.dashboard.homeInfos, {}, token));
    expect(info.inquiryNoticeCount).toBe(8);
    expect(info.borrowedShoeTreeCount).toBe(1);
    expect(info.openPurchaseCount).toBeGreaterThanOrEqual(info.deliveryWarningCount);
    if (inProcess) expect(info.deliveryWarningCount).toBe(await expectedWarnings());
  });
});
