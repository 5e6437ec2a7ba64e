import { api, DeliveryWarning, InquiryStatus } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, inProcess, send, signedInStub, type Target } from './helper';

let stub: Target;
let token: string;
beforeAll(async () => {
  ({ stub, token } = await signedInStub());
});
afterAll(() => stub.close());

/** The delivery rule applied to the seeded rows directly, as the assertion's independent side. */
const expectedWarnings = async () => {
  const rows = (await stub.app?.db.purchaseOrder.findMany({ where: { supplierCode: 'S10001' } })) ?? [];
  const limit = Date.now() + DeliveryWarning.days * 86_400_000;
  return rows.filter(
    (o) =>
      (DeliveryWarning.openStatuses as readonly number[]).includes(o.status) &&
      o.deliveryDate !== null &&
      o.deliveryDate.getTime() <= limit &&
      o.shippedQuantity < o.quantity,
  ).length;
};

describe('the bell', () => {
  it.runIf(inProcess)('counts the supplier’s orders due within the reminder window', async () => {
    const count = dataOf(api.purchase.warningCount, await send(stub, api.purchase.warningCount, {}, token));
    expect(count).toBe(await expectedWarnings());
    expect(count).toBeGreaterThan(0);
  });

  it.runIf(inProcess)('stops counting an order once it is fully shipped', async () => {
    const before = dataOf(api.purchase.warningCount, await send(stub, api.purchase.warningCount, {}, token));
    const order = await stub.app?.db.purchaseOrder.findFirstOrThrow({ where: { purchaseNo: 'PO2026110001' } });
    await stub.app?.db.purchaseOrder.update({ where: { id: order?.id }, data: { shippedQuantity: order?.quantity } });
    const after = dataOf(api.purchase.warningCount, await send(stub, api.purchase.warningCount, {}, token));
    expect(after).toBe(before - 1);
  });

  it('lists the notices still to quote, soonest deadline first', async () => {
    const notices = dataOf(api.inquiry.noticeList, await send(stub, api.inquiry.noticeList, { body: {} }, token));
    expect(notices.map((n) => n.inquiryNo)).toEqual(['INQ-2026-1101', 'INQ-2026-1102', 'INQ-2026-1103']);
    expect(notices.every((n) => n.status === InquiryStatus.toQuote && n.supplierCode === 'S10001')).toBe(true);
  });

  it('shows given notices by id (the inquiry route’s ids query)', async () => {
    const all = dataOf(
      api.inquiry.noticeList,
      await send(stub, api.inquiry.noticeList, { body: { status: 1 } }, token),
    );
    const ids = all.map((n) => n.id);
    const some = dataOf(api.inquiry.noticeList, await send(stub, api.inquiry.noticeList, { body: { ids } }, token));
    expect(some.map((n) => n.inquiryNo)).toEqual(['INQ-2026-1020']);
  });
});

describe('home/homeInfos', () => {
  it('gives the dashboard its counts', async () => {
    const info = dataOf(api.dashboard.homeInfos, await send(stub, api.dashboard.homeInfos, {}, token));
    expect(info.inquiryNoticeCount).toBe(3);
    expect(info.borrowedShoeTreeCount).toBe(1);
    expect(info.openPurchaseCount).toBeGreaterThanOrEqual(info.deliveryWarningCount);
    if (inProcess) expect(info.deliveryWarningCount).toBe(await expectedWarnings());
  });
});
