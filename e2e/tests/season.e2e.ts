import { api } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot, toastShown } from '../support/browser';
import { orderSession } from '../support/orders';
import { demo } from '../support/portal';

const session = orderSession();
const { baseUrl, expectAccessible } = session;
let page: Page;

interface SeasonRow {
  id: number;
  seasonNo: string;
  orderType: 'product' | 'sample';
  status: number;
}

/** Delivers one of the first size on the delivery screen. */
const deliverOne = async (order: SeasonRow) => {
  await page.goto(`${baseUrl}/shoe/seasonSingle?id=${order.id}`);
  const input = page.getByRole('spinbutton').first();
  await input.fill('1');
  await page.getByRole('button', { name: '确认交付' }).click();
  await toastShown(page, '交付成功!');
};

describe('season orders (调料单) against the stub', () => {
  it('accepts an order, delivers it as sample and product, confirms receipt, and shows each step as a version', async () => {
    ({ page } = await session.signIn(demo.supplier));
    const fresh = await session.call(api.season.list, { body: { status: 0, limit: 100 } });
    const product = fresh.data.find((o) => o.orderType === 'product')!;
    const sample = fresh.data.find((o) => o.orderType === 'sample')!;

    await page.goto(`${baseUrl}/shoe/shoeSeason?status=0`);
    const table = page.getByRole('table', { name: '调料单列表' });
    await table.getByRole('link', { name: product.seasonNo }).waitFor();
    await page.getByTestId('season-delivered-count').waitFor();
    await animationsDone(page);
    await screenshot(page, 'season-list');
    await expectAccessible('the season list');
    for (const order of [product, sample]) {
      await table.getByRole('button', { name: `接单 ${order.seasonNo}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await table.getByRole('link', { name: order.seasonNo }).waitFor({ state: 'detached' });
    }

    await deliverOne(sample);
    await deliverOne(product);
    await animationsDone(page);
    await screenshot(page, 'season-single');
    await expectAccessible('the delivery screen');

    await page.goto(`${baseUrl}/shoe/seasonDetail?id=${product.id}`);
    const deliveries = page.getByRole('table', { name: '交付记录' });
    await deliveries
      .getByRole('button', { name: /^确认收货/ })
      .first()
      .click();
    await toastShown(page, '确认收货成功!');
    const versions = page.getByRole('table', { name: '版本记录' });
    for (const action of ['下单', '接单', '大货交付', '确认收货'])
      await versions.getByRole('cell', { name: action, exact: true }).first().waitFor();
    await animationsDone(page);
    await screenshot(page, 'season-detail');
    await expectAccessible('the detail');
    const history = await session.call(api.season.getVersion, { params: { id: sample.id } });
    expect(history.map((v) => v.action)).toEqual(['下单', '接单', '样品交付']);
  });
});
