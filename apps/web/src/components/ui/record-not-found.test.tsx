import { api, PurchaseMessages, type SeasonOrder } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '@/test/fixtures';
import { renderAs } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

/** Detail pages opened with the id of a record the supplier cannot see: a not-found screen, never a blank page. */
describe('a detail page whose record is not there', () => {
  it('发货 of another supplier’s order: 未找到该采购单 with the way back to 采购单', async () => {
    renderAs('supplier', '/purchase/shipmentSingle?id=9', [
      [api.purchase.shipmentPageInfo, envelope(400, PurchaseMessages.notFound, null)],
      [api.purchase.detail, envelope(400, PurchaseMessages.notFound, null)],
    ]);
    const screenOf = await screen.findByTestId('record-not-found');
    expect(within(screenOf).getByRole('heading', { name: '未找到该采购单' })).toBeTruthy();
    expect(within(screenOf).getByRole('link', { name: '返回采购单' }).getAttribute('href')).toBe('/purchase/purchase');
  });

  it('another supplier’s season order: 未找到该调料单 under the page title, one way back', async () => {
    // The stub lists only the supplier's own orders: another's id finds none.
    renderAs('supplier', '/shoe/seasonDetail?id=9', [[api.season.list, { count: 0, data: [] }]]);
    const screenOf = await screen.findByTestId('record-not-found');
    expect(within(screenOf).getByRole('heading', { name: '未找到该调料单' })).toBeTruthy();
    expect(within(screenOf).getByRole('link', { name: '返回调料单管理' }).getAttribute('href')).toBe(
      '/shoe/shoeSeason',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('采购调料单');
  });

  it('a season order that is there: the section as the first crumb and one 返回 (the top bar’s)', async () => {
    const order: SeasonOrder = {
      id: 9,
      seasonNo: 'SO2026110009',
      seasonCode: '27Q1',
      orderType: 'product',
      materialCode: 'SY-26-0012',
      materialName: 'PU超纤革',
      colorName: null,
      supplierCode: 'S10001',
      shoeFactoryName: null,
      shoeTreeCode: null,
      quantity: 100,
      deliveredQuantity: 0,
      remainingQuantity: 100,
      unit: '双',
      deliveryDate: null,
      version: 1,
      status: 1,
      statusName: '已接单',
      remark: null,
      closeReason: null,
      awaitingReceipt: 0,
      createTime: '2026-11-02 09:00:00',
    };
    renderAs('supplier', '/shoe/seasonDetail?id=9', [[api.season.list, { count: 1, data: [order] }]]);
    const title = await screen.findByRole('heading', { level: 1, name: '详情 SO2026110009' });
    expect(title.previousElementSibling?.textContent).toBe('鞋楦中心详情 SO2026110009');
    expect(screen.getAllByRole('button', { name: '返回' })).toHaveLength(1);
    expect(screen.queryAllByRole('link', { name: '返回' })).toHaveLength(0);
  });
});
