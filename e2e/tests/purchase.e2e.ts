import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { animationsDone, launch, screenshot, toastShown } from '../support/browser';
import { callStub, demo, newPage, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(() => context?.close());

/** axe-core on this domain's part of the page (the content, or the open dialog): no serious or critical violation. */
const expectAccessible = async (name: string, selector = 'main') =>
  expect(await seriousViolations(page, selector), name).toEqual([]);

interface Order {
  id: number;
  purchaseNo: string;
  status: number;
  shoeFactoryCode: string | null;
  remainingQuantity: number;
  details: { id: number; lineNo: number; sizes: { size: string; quantity: number; shippedQuantity: number }[] }[];
}
const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const bellCount = async () => {
  await page.getByRole('button', { name: '消息提醒' }).click();
  const item = page.getByRole('menuitem', { name: /^交付提醒\(\d+\)$/ });
  const text = (await item.textContent()) ?? '';
  return { item, count: Number(/\((\d+)\)/.exec(text)?.[1]) };
};

describe('purchase orders: reminders, plans and shipments against the stub', () => {
  it('bell → 交付提醒 → an order → its plan → a part shipped: the remainder and the bell fall', async () => {
    ({ context, page } = await newPage(browser, { width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    const warnings = await callStub<number>(stubUrl, '/basic/supplier/mspurchaseinfo/warningCount', token);

    const { item, count } = await bellCount();
    expect(count).toBe(warnings);
    await item.click();
    await page.waitForURL(`${baseUrl}/purchase/purchase?pageCode=todo`);
    const table = page.getByRole('table', { name: '交付提醒' });
    await page.getByText(`共 ${warnings} 条`).waitFor();
    await table.getByRole('button', { name: 'PO2026110001', exact: true }).waitFor();
    await animationsDone(page);
    await screenshot(page, 'purchase-todo');
    await expectAccessible('the reminder list');

    // The detail: lines, no plan yet.
    await table.getByRole('button', { name: 'PO2026110001', exact: true }).click();
    const detail = page.getByTestId('purchase-detail');
    await detail.getByRole('table', { name: '采购明细' }).waitFor();
    await detail.getByText('尚未制定交付计划').waitFor();
    await animationsDone(page);
    await screenshot(page, 'purchase-detail', { fullPage: false });
    await expectAccessible('the detail', '[role="dialog"]');

    // The plan: line 1 half tomorrow and half in 40 days, line 2 in 40 days; wrong sums are refused first.
    await detail.getByRole('button', { name: '交付计划' }).click();
    const plan = page.getByTestId('plan-dialog');
    await plan.getByText('明细 1：已计划 1000 / 采购 1000').waitFor();
    const line1 = plan.locator('fieldset').nth(0);
    const line2 = plan.locator('fieldset').nth(1);
    await line1.getByLabel('计划交付日期').fill(day(1));
    await line1.getByLabel('尺码 均码').fill('400');
    await plan.getByRole('button', { name: '保存' }).click();
    await plan.getByRole('alert').filter({ hasText: '交付计划各尺码数量之和必须等于采购数量' }).waitFor();
    await line1.getByRole('button', { name: '添加计划' }).click();
    await line1.getByLabel('计划交付日期').nth(1).fill(day(40));
    await line1.getByLabel('尺码 均码').nth(1).fill('600');
    await line2.getByLabel('计划交付日期').fill(day(40));
    await plan.getByText('明细 1：已计划 1000 / 采购 1000').waitFor();
    await animationsDone(page);
    await screenshot(page, 'purchase-plan', { fullPage: false });
    await expectAccessible('the plan dialog', '[role="dialog"]');
    await plan.getByRole('button', { name: '保存' }).click();
    await toastShown(page, '交付计划保存成功!');
    const row = table.getByRole('row').filter({ hasText: 'PO2026110001' });
    await row.getByText('已计划').waitFor();

    // Ship line 1's first 400: the order is no longer due, the bell falls by one.
    await row.getByRole('link', { name: '发货 PO2026110001' }).click();
    await page.waitForURL(/\/purchase\/shipmentSingle\?id=\d+$/);
    const remaining = page.getByTestId('remaining-PO2026110001');
    await remaining.filter({ hasText: '1,800' }).waitFor();
    await page.getByTestId('ship-1-均码').fill('2000');
    await page.getByRole('button', { name: '确认发货' }).click();
    await page.getByRole('alert').filter({ hasText: '发货数量不能超过剩余数量' }).waitFor();
    await page.getByTestId('ship-1-均码').fill('400');
    await page.getByLabel('物流公司').fill('顺丰速运');
    await page.getByLabel('物流单号').fill('SF1234567890');
    await page.getByRole('button', { name: '确认发货' }).click();
    await toastShown(page, '发货成功!');
    await remaining.filter({ hasText: '1,400' }).waitFor();
    await page.getByRole('table', { name: '发货记录 PO2026110001' }).getByText('SF1234567890').waitFor();
    await animationsDone(page);
    await screenshot(page, 'purchase-shipment-single');
    await expectAccessible('the shipment page');
    await expect
      .poll(() => callStub<number>(stubUrl, '/basic/supplier/mspurchaseinfo/warningCount', token))
      .toBe(warnings - 1);
    await page.getByRole('button', { name: '消息提醒' }).click();
    await page.getByRole('menuitem', { name: `交付提醒(${warnings - 1})` }).waitFor();
    await page.keyboard.press('Escape');

    // The notice e-mail goes to the stub's outbox.
    await page.getByRole('button', { name: /^发送发货通知 SH/ }).click();
    await toastShown(page, '发货通知已发送!');
  });

  it('merges two planned orders of one factory into one shipment, and closes an order with a reason', async () => {
    ({ context, page } = await newPage(browser, { width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    const planned = await callStub<{ data: Order[] }>(stubUrl, '/basic/supplier/mspurchaseinfo/list', token, {
      status: 1,
      shoeFactoryCode: 'F2005',
      limit: 100,
    });
    expect(planned.data.length).toBeGreaterThanOrEqual(2);
    const [a, b] = planned.data;
    await page.goto(`${baseUrl}/purchase/purchase?status=1&shoeFactoryCode=F2005`);
    const table = page.getByRole('table', { name: '采购单列表' });
    await table.getByRole('button', { name: a!.purchaseNo, exact: true }).waitFor();
    await page.getByRole('checkbox', { name: `选择 ${a!.id}` }).click();
    await page.getByRole('checkbox', { name: `选择 ${b!.id}` }).click();
    await page.getByRole('button', { name: '合并发货' }).click();
    await page.waitForURL(/\/purchase\/shipmentMerge\?ids=/);
    await page.getByRole('heading', { name: '合并发货（2 张采购单）' }).waitFor();
    for (const o of [a!, b!]) {
      const card = page.getByTestId(`ship-order-${o.purchaseNo}`);
      await card.waitFor();
      const first = card.getByRole('spinbutton').first();
      await first.fill('1');
    }
    await animationsDone(page);
    await screenshot(page, 'purchase-shipment-merge');
    await expectAccessible('the merged shipment page');
    await page.getByRole('button', { name: '确认发货' }).click();
    await toastShown(page, '发货成功!');
    for (const o of [a!, b!]) {
      const history = page.getByRole('table', { name: `发货记录 ${o.purchaseNo}` });
      await history
        .getByText(/^MG\d+/)
        .first()
        .waitFor();
    }
    const detailA = await callStub<{ status: number; shipments: { mergeNo: string | null }[] }>(
      stubUrl,
      `/basic/supplier/mspurchaseinfo/detail/${a!.id}`,
      token,
    );
    expect(detailA.status).toBe(2);
    const detailB = await callStub<{ shipments: { mergeNo: string | null }[] }>(
      stubUrl,
      `/basic/supplier/mspurchaseinfo/detail/${b!.id}`,
      token,
    );
    expect(detailA.shipments[0]!.mergeNo).toBe(detailB.shipments[0]!.mergeNo);

    // Close an order: the reason is required.
    await page.goto(`${baseUrl}/purchase/purchase?status=0`);
    const list = page.getByRole('table', { name: '采购单列表' });
    const first = list.getByRole('row').nth(1);
    const no = (await first.getByRole('button').first().textContent())!;
    await first.getByRole('button', { name: `关闭 ${no}` }).click();
    const dialog = page.getByTestId('close-dialog');
    await dialog.getByRole('button', { name: '确认关闭' }).click();
    await dialog.getByText('请输入关闭原因').waitFor();
    await dialog.getByLabel('关闭原因').fill('鞋厂取消订单');
    await animationsDone(page);
    await screenshot(page, 'purchase-close', { fullPage: false });
    await dialog.getByRole('button', { name: '确认关闭' }).click();
    await toastShown(page, '关闭成功!');
    await list.getByRole('button', { name: no, exact: true }).waitFor({ state: 'detached' });
  });

  it('shows the viewer no write button', async () => {
    ({ context, page } = await newPage(browser, { width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.viewer);
    await page.goto(`${baseUrl}/purchase/purchase`);
    const table = page.getByRole('table', { name: '采购单列表' });
    await table
      .getByRole('button', { name: /^详情 PO/ })
      .first()
      .waitFor();
    for (const name of ['合并发货', /^交付计划 PO/, /^关闭 PO/])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^发货 PO/ }).count()).toBe(0);
    await screenshot(page, 'purchase-viewer');
  });
});
