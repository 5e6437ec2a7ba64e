import { api } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot, toastShown } from '../support/browser';
import { orderSession } from '../support/orders';
import { demo } from '../support/portal';

const session = orderSession();
const { baseUrl, expectAccessible } = session;
let page: Page;

const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const bellCount = async () => {
  await page.getByRole('button', { name: '消息提醒' }).click();
  const item = page.getByRole('menuitem', { name: /^交付提醒\(\d+\)$/ });
  const text = (await item.textContent()) ?? '';
  return { item, count: Number(/\((\d+)\)/.exec(text)?.[1]) };
};

describe('purchase orders: reminders, plans and shipments against the stub', () => {
  it('bell → 交付提醒 → an order → its plan → a part shipped: the remainder and the bell fall', async () => {
    ({ page } = await session.signIn(demo.supplier));
    const warnings = await session.call(api.purchase.warningCount);

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
    await expect.poll(() => session.call(api.purchase.warningCount)).toBe(warnings - 1);
    await page.getByRole('button', { name: '消息提醒' }).click();
    await page.getByRole('menuitem', { name: `交付提醒(${warnings - 1})` }).waitFor();
    await page.keyboard.press('Escape');

    // The notice e-mail goes to the stub's outbox.
    await page.getByRole('button', { name: /^发送发货通知 SH/ }).click();
    await page.getByTestId('notice-confirm').getByRole('button', { name: '确定' }).click();
    await toastShown(page, '发货通知已发送!');
  });

  it('merges two planned orders of one factory into one shipment, and closes an order with a reason', async () => {
    ({ page } = await session.signIn(demo.supplier));
    const planned = await session.call(api.purchase.list, {
      body: { status: 1, shoeFactoryCode: 'F2005', limit: 100 },
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
    const detailA = await session.call(api.purchase.detail, { params: { id: a!.id } });
    expect(detailA.status).toBe(2);
    const detailB = await session.call(api.purchase.detail, { params: { id: b!.id } });
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

  it('on the shipment page: chooses a material, prices it, changes its sub-code, matches a sole, closes a line', async () => {
    ({ page } = await session.signIn(demo.supplier));
    const [listed] = (await session.call(api.purchase.list, { body: { purchaseNo: 'PO2026110003' } })).data;
    const detail = () => session.call(api.purchase.detail, { params: { id: listed!.id } });
    const lineOf = async (lineNo: number) => (await detail()).details.find((l) => l.lineNo === lineNo)!;
    const before = await detail();
    await page.goto(`${baseUrl}/purchase/shipmentSingle?id=${listed!.id}`);
    const lines = page.getByRole('table', { name: '采购明细 PO2026110003' });
    const row = (lineNo: number) => page.getByTestId(`line-PO2026110003-${lineNo}`);
    await row(1).waitFor();

    // 选择材料: another of the supplier's materials, narrowed to 150cm, fills line 1.
    await lines.getByRole('button', { name: '选择材料 PO2026110003-1' }).click();
    const material = page.getByTestId('material-dialog');
    await material.getByRole('searchbox', { name: '请输入材料编码或名称' }).fill('TX-26-0107');
    await material.getByRole('radio', { name: '选择 TX-26-0107' }).click();
    await material.getByText('已选材料：TX-26-0107 三明治网布 RC3085').waitFor();
    await material.getByLabel('幅宽').selectOption('150cm');
    await material.getByRole('radio', { name: '选择 TX-26-0107-03' }).click();
    await animationsDone(page);
    await screenshot(page, 'purchase-choose-material', { fullPage: false });
    await expectAccessible('the material dialog', '[role="dialog"]');
    await material.getByRole('button', { name: '保存' }).click();
    await toastShown(page, '保存成功!');
    expect(await lineOf(1)).toMatchObject({
      materialCode: 'TX-26-0107',
      materialSubCode: 'TX-26-0107-03',
      width: '150cm',
    });
    await row(1).getByText('TX-26-0107-03').waitFor();

    // 价格信息: 10001 is held at 10000 with the rule's message, and the stub refuses it too.
    await lines.getByRole('button', { name: '价格信息 PO2026110003-1' }).click();
    const price = page.getByTestId('price-dialog');
    const input = price.getByLabel(/^单价/);
    await input.fill('10001');
    await price.getByText('价格浮动不能超过10000,请重新编辑!').waitFor();
    expect(await input.inputValue()).toBe('10000');
    await expect(
      session.call(api.purchase.saveOrUpdatePriceInfo, { body: { detailId: before.details[0]!.id, price: 10001 } }),
    ).rejects.toThrow('价格浮动不能超过10000,请重新编辑!');
    await input.fill('36.8');
    await price.getByLabel('价格备注').fill('含税含运费');
    await animationsDone(page);
    await screenshot(page, 'purchase-price-info', { fullPage: false });
    await price.getByRole('button', { name: '保存' }).click();
    await toastShown(page, '保存成功!');
    expect((await lineOf(1)).price).toBe(36.8);
    await row(1).getByText('36.8').waitFor();

    // 材料子编码: back to the 137cm sub-code of the chosen material.
    await lines.getByRole('button', { name: '材料子编码 PO2026110003-1' }).click();
    const subCode = page.getByTestId('material-dialog');
    await subCode.getByText('(当前)').waitFor();
    await subCode.getByRole('radio', { name: '选择 TX-26-0107-01' }).click();
    await subCode.getByRole('button', { name: '保存' }).click();
    await toastShown(page, '保存成功!');
    expect(await lineOf(1)).toMatchObject({ materialSubCode: 'TX-26-0107-01', width: '137cm' });
    await row(1).getByText('TX-26-0107-01').waitFor();

    // 大底匹配: line 3 (a sole material) to RB-5133, and its cost.
    await lines.getByRole('button', { name: '大底匹配 PO2026110003-3' }).click();
    const sole = page.getByTestId('sole-dialog');
    await sole.getByRole('radio', { name: '选择 RB-5133' }).click();
    await sole.getByRole('button', { name: '匹配大底', exact: true }).click();
    await toastShown(page, '大底匹配成功!');
    expect((await lineOf(3)).soleCode).toBe('RB-5133');
    await sole.getByRole('button', { name: '匹配大底成本' }).click();
    await sole.getByTestId('matched-sole').getByText('26.8').waitFor();
    expect(await lineOf(3)).toMatchObject({ soleCode: 'RB-5133', soleCost: 26.8 });
    await animationsDone(page);
    await screenshot(page, 'purchase-sole', { fullPage: false });
    await expectAccessible('the sole dialog', '[role="dialog"]');
    await sole.getByRole('button', { name: '取消' }).click();
    await row(3).getByText('RB-5133').waitFor();

    // 关闭明细: line 2 closes with a reason; its remainder leaves the order's.
    const line2 = before.details.find((l) => l.lineNo === 2)!;
    await lines.getByRole('button', { name: '关闭明细 PO2026110003-2' }).click();
    const close = page.getByTestId('close-line-dialog');
    await close.getByRole('button', { name: '确认关闭' }).click();
    await close.getByText('请输入关闭原因').waitFor();
    await close.getByLabel('关闭原因').fill('鞋厂减单');
    await close.getByRole('button', { name: '确认关闭' }).click();
    await toastShown(page, '关闭成功!');
    const after = await detail();
    expect(after.details.find((l) => l.lineNo === 2)).toMatchObject({
      status: 2,
      closeReason: '鞋厂减单',
      remainingQuantity: 0,
    });
    expect(after.remainingQuantity).toBe(before.remainingQuantity - line2.remainingQuantity);
    await row(2).getByText('已关闭').waitFor();
    expect(await row(2).getByRole('button').count()).toBe(0);
    await page
      .getByTestId('remaining-PO2026110003')
      .filter({ hasText: after.remainingQuantity.toLocaleString('en-US') })
      .waitFor();
    await animationsDone(page);
    await screenshot(page, 'purchase-shipment-lines');
    await expectAccessible('the shipment page with its line controls');
  });

  it('shows the viewer no write button', async () => {
    ({ page } = await session.signIn(demo.viewer));
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
