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

const listed = async (token: string, body: object) =>
  sendCall(stubUrl, api.scanApply.list, token, {
    body: {
      page: 1,
      limit: 50,
      ...body,
    },
  });

describe('扫描申请管理', () => {
  it('creates an application and walks it through 受理 and 寄送样品', async () => {
    ({ page } = await browser.open({ width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    await page.goto(`${baseUrl}/fabric/scanApply`);
    const table = page.getByRole('table', { name: '扫描申请列表' });
    await table.getByRole('row').nth(1).waitFor();
    const tabs = page.getByRole('navigation', { name: '申请状态' });
    const submittedBefore = (await listed(token, { status: 1 })).count;
    await tabs.getByText(`(${submittedBefore})`).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'scan-apply-list');

    // 新增: the form's rules, then a submitted application.
    await page.getByRole('button', { name: '新增扫描申请' }).click();
    const dialog = page.getByRole('dialog', { name: '新增扫描申请' });
    await dialog.getByLabel('样品数量').fill('');
    await dialog.getByRole('button', { name: '提交' }).click();
    await dialog.getByText('请选择材料！').waitFor();
    await dialog.getByText('请输入样品数量！').waitFor();
    await screenshot(page, 'scan-apply-dialog-errors', { fullPage: false });
    const material = dialog.getByRole('combobox', { name: '材料' });
    await material.locator('option').nth(1).waitFor({ state: 'attached' });
    await material.selectOption({ index: 1 });
    await dialog.getByLabel('样品数量').fill('3');
    await dialog.getByLabel('备注').fill('e2e 请扫描正反两面');
    await dialog.getByRole('button', { name: '提交' }).click();
    await toastShown(page, '提交成功！');
    await tabs
      .getByText(`(${submittedBefore + 1})`)
      .first()
      .waitFor();

    // The newest application of the tab is the one just made (the list is latest first).
    const [created] = (await listed(token, { status: 1 })).data;
    expect(created!.status).toBe(1);

    // Open it, 受理, 寄送样品.
    await page.goto(`${baseUrl}/fabric/scanApplyDetail?id=${created!.id}`);
    await page.getByText(created!.applyNo).waitFor();
    await page.getByRole('button', { name: '受理' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await toastShown(page, '受理成功！');
    await page.getByRole('button', { name: '寄送样品' }).click();
    const send = page.getByRole('dialog', { name: '寄送样品' });
    await send.getByLabel('物流单号').fill('SF-1');
    await send.getByRole('button', { name: '确定' }).click();
    await send.getByText('请输入物流公司！').waitFor();
    await send.getByText('物流单号只能包含字母和数字（6-30位）！').waitFor();
    await send.getByLabel('物流公司').fill('顺丰速运');
    await send.getByLabel('物流单号').fill('SF1234509876');
    // A send date after today (China's day) is refused at its field, with the words the stub refuses it with.
    const sendDate = send.getByLabel('寄样日期');
    const today = await sendDate.inputValue();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await sendDate.fill(tomorrow);
    await send.getByRole('button', { name: '确定' }).click();
    await send.getByText('寄样日期不能晚于今天！').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'scan-apply-send-sample-future-390', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'scan-apply-send-sample-future-1440', { fullPage: false });
    await page.setViewportSize({ width: 1600, height: 1000 });
    await sendDate.fill(today);
    await screenshot(page, 'scan-apply-send-sample', { fullPage: false });
    await send.getByRole('button', { name: '确定' }).click();
    await toastShown(page, '寄样成功！');
    await page.getByText('SF1234509876').waitFor();
    await page.getByText('已寄样').first().waitFor();
    expect(await page.getByRole('button', { name: '寄送样品' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'scan-apply-detail');
    const [after] = (await listed(token, { applyNo: created!.applyNo })).data;
    expect([after!.status, after!.expressNo]).toEqual([3, 'SF1234509876']);
  });

  it('the viewer sees the list without write buttons', async () => {
    ({ page } = await browser.open());
    await signInToDashboard(page, baseUrl, demo.viewer);
    await page.goto(`${baseUrl}/fabric/scanApply`);
    await page.getByRole('table', { name: '扫描申请列表' }).getByRole('row').nth(1).waitFor();
    for (const name of ['新增扫描申请', '受理', '关闭', '删除', '寄送样品', '修改'])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
  });
});
