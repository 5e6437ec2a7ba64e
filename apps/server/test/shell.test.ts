import { api, InquiryStatus, isDeliveryDue } from '@portal/contract';
import { describe, expect } from 'vitest';
import { dataOf, internalTest, readTest, send, useContractStub, writeTest } from './helper';

const { stub, tokens } = useContractStub();

/** The delivery rule (the contract's isDeliveryDue) applied to the seeded rows directly, as the independent side. */
const expectedWarnings = async () => {
  const rows = await stub.app!.db.purchaseOrder.findMany({ where: { supplierCode: 'S10001' } });
  return rows.filter((o) => isDeliveryDue(o)).length;
};
const warningCount = async () =>
  dataOf(api.purchase.warningCount, await send(stub, api.purchase.warningCount, {}, tokens.supplier));

describe('the bell', () => {
  internalTest.because('applies the delivery rule to the stored orders')(
    'counts the supplier’s orders due within the reminder window',
    async () => {
      const count = dataOf(api.purchase.warningCount, await send(stub, api.purchase.warningCount, {}, tokens.supplier));
      expect(count).toBe(await expectedWarnings());
      expect(count).toBeGreaterThan(0);
    },
  );

  writeTest('stops counting an order once it is closed', async () => {
    const before = await warningCount();
    const [order] = dataOf(
      api.purchase.list,
      await send(stub, api.purchase.list, { body: { purchaseNo: 'PO2026110001' } }, tokens.supplier),
    ).data;
    const body = { ids: [order!.id], closeReason: '鞋厂取消订单' };
    expect((await send(stub, api.purchase.close, { body }, tokens.supplier)).body).toMatchObject({ status: 200 });
    expect(await warningCount()).toBe(before - 1);
  });

  readTest('lists the notices still to quote, soonest deadline first', async () => {
    const notices = dataOf(
      api.inquiry.noticeList,
      await send(stub, api.inquiry.noticeList, { body: {} }, tokens.supplier),
    );
    // fixtures/inquiryNotices.json: 8 of S10001 still to quote.
    expect(notices).toHaveLength(8);
    const deadlines = notices.map((n) => n.deadline ?? '');
    expect(deadlines).toEqual([...deadlines].sort());
    expect(notices.every((n) => n.status === InquiryStatus.toQuote && n.supplierCode === 'S10001')).toBe(true);
  });

  readTest('shows given notices by id (the inquiry route’s ids query)', async () => {
    const all = dataOf(
      api.inquiry.noticeList,
      await send(stub, api.inquiry.noticeList, { body: { status: 1 } }, tokens.supplier),
    );
    const ids = all.map((n) => n.id);
    const some = dataOf(
      api.inquiry.noticeList,
      await send(stub, api.inquiry.noticeList, { body: { ids } }, tokens.supplier),
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(some.map((n) => n.id)).toEqual(ids);
  });
});

describe('home/homeInfos', () => {
  readTest('gives the dashboard its counts', async () => {
    const info = dataOf(api.dashboard.homeInfos, await send(stub, api.dashboard.homeInfos, {}, tokens.supplier));
    expect(info.inquiryNoticeCount).toBe(8);
    expect(info.borrowedShoeTreeCount).toBe(1);
    expect(info.openPurchaseCount).toBeGreaterThanOrEqual(info.deliveryWarningCount);
    expect(info.deliveryWarningCount).toBe(await warningCount());
  });
});
