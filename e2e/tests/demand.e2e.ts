import { api } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { screenshot, toastShown } from '../support/browser';
import { browserPerFile, demo, sendCall, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

const unreadTotal = async (token: string) => {
  const res = await fetch(`${stubUrl}${api.demand.totalNoReadNum.path}`, { headers: { token } });
  return ((await res.json()) as { data: number }).data;
};
/** The badge of 需求管理 (a test id, not a role: an open dialog hides the menu from the accessibility tree). */
const menuBadge = () => page.getByTestId('menu-badge');

describe('需求管理', () => {
  it('replies to a request and watches the unread badge fall', async () => {
    ({ page } = await browser.open({ width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    const total = await unreadTotal(token);
    expect(total).toBeGreaterThan(1);
    await menuBadge().getByText(String(total)).waitFor();

    await page.goto(`${baseUrl}/materialDemand/demandManage?unread=1`);
    const table = page.getByRole('table', { name: '材料需求列表' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'demand-list');

    const { data } = await sendCall(stubUrl, api.demand.list, token, {
      body: { page: 1, limit: 50, unread: 1, status: 1 },
    });
    const request = data[0]!;
    await page.goto(`${baseUrl}/materialDemand/demandManage?unread=1&status=1`);
    await table.getByRole('button', { name: request.title }).first().click();
    const dialog = page.getByRole('dialog', { name: '材料需求详情' });
    await dialog.getByTestId('demand-reply').first().waitFor();

    // Reply with a material from the catalogue.
    await dialog.getByRole('button', { name: '发送回复' }).click();
    await dialog.getByText('请输入回复内容！').waitFor();
    await dialog.getByLabel('回复内容').fill('e2e 已推荐以下材料，样品明天寄出。');
    const materials = dialog.getByRole('combobox', { name: '关联材料' });
    await materials.locator('option').nth(1).waitFor({ state: 'attached' });
    await materials.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await dialog.getByRole('button', { name: '发送回复' }).click();
    await toastShown(page, '回复成功！');
    await dialog.getByText('e2e 已推荐以下材料，样品明天寄出。').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'demand-detail', { fullPage: false });

    // 全部标为已读: the badge falls by the request's unread count.
    await dialog.getByRole('button', { name: /全部标为已读/ }).click();
    await toastShown(page, '已全部标为已读');
    const after = total - request.noReadNum;
    expect(await unreadTotal(token)).toBe(after);
    if (after > 0) await menuBadge().getByText(String(after)).waitFor();
    else await menuBadge().waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    // Reading one message about a reply lowers the badge once more.
    if (after > 0) {
      await page.getByRole('button', { name: '消息', exact: true }).click();
      const messages = page.getByRole('dialog', { name: '消息中心' });
      const item = messages.getByTestId('demand-message').filter({ hasText: '材料需求有新回复' }).first();
      await item.getByRole('button', { name: '标为已读' }).click();
      if (after > 1)
        await menuBadge()
          .getByText(String(after - 1))
          .waitFor();
      expect(await unreadTotal(token)).toBe(after - 1);
      await screenshot(page, 'demand-messages', { fullPage: false });
    }
  });

  it('the viewer reads without the reply form', async () => {
    ({ page } = await browser.open());
    await signInToDashboard(page, baseUrl, demo.viewer);
    await page.goto(`${baseUrl}/materialDemand/demandManage?status=1`);
    const table = page.getByRole('table', { name: '材料需求列表' });
    await table.getByRole('row').nth(1).waitFor();
    await table.getByRole('button', { name: '查看回复' }).first().click();
    const dialog = page.getByRole('dialog', { name: '材料需求详情' });
    await dialog.getByRole('heading', { name: '回复记录' }).waitFor();
    expect(await dialog.getByRole('button', { name: '发送回复' }).count()).toBe(0);
  });

  it('on a phone the detail fits the screen, and closing it gives focus back to the row', async () => {
    ({ page } = await browser.open({ width: 390, height: 844 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/materialDemand/demandManage?status=1`);
    const table = page.getByRole('table', { name: '材料需求列表' });
    // The request's title opens it; the supplier's detail carries the reply form.
    const opener = table.getByRole('row').nth(1).getByRole('button').first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '材料需求详情' });
    await dialog.getByRole('button', { name: '发送回复' }).waitFor();
    // No sideways scrolling inside the dialog: its columns shrink to the screen, long text wraps.
    expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await opener.evaluate(
      (b) =>
        new Promise<void>((done) => {
          const check = () => (b === document.activeElement ? done() : requestAnimationFrame(check));
          check();
        }),
    );
  });
});
