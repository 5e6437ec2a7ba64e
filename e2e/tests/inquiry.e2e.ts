import { api } from '@portal/contract';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { browserPerFile, demo, sendCall, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

interface Notice {
  id: number;
  inquiryNo: string;
  title: string;
  materialCount: number;
  status: number;
}

const openNotices = async () => sendCall(stubUrl, api.inquiry.noticeList, await tokenOf(page));
const detailOf = async (id: number) =>
  sendCall(stubUrl, api.inquiry.noticeDetails, await tokenOf(page), { body: { id } });
const bellCount = async () => {
  await page.getByRole('button', { name: '消息提醒' }).click();
  const item = page.getByTestId('bell-inquiry');
  await item.waitFor();
  const text = (await item.textContent()) ?? '';
  return { item, count: Number(/\((\d+)\)/.exec(text)?.[1]) };
};
const row = (notice: Notice) => page.getByRole('row').filter({ hasText: notice.inquiryNo });

describe('询价通知: bell → list → a notice → quote → the bell count falls', () => {
  it('quotes a notice by its deadline, the supervisor passes it, and the bell counts one fewer', async () => {
    ({ page } = await browser.open({ width: 1440, height: 960 }));
    // The supervisor: it quotes like the supplier, and audits the quote as well.
    await signInToDashboard(page, baseUrl, demo.supervisor);
    const before = await openNotices();
    const { item, count } = await bellCount();
    expect(count).toBe(before.length);
    await item.click();
    await page.waitForURL(`${baseUrl}/price/inquiry`);
    await page.getByTestId('notice-count').getByText(`共 ${before.length} 条询价通知`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'inquiry-list');

    const notice = before[0]!;
    await row(notice)
      .getByRole('button', { name: new RegExp(notice.inquiryNo) })
      .click();
    const dialog = page.getByTestId('notice-dialog');
    await dialog.getByText(notice.title).waitFor();
    const { items } = await detailOf(notice.id);
    const open = items.filter((i) => i.status !== 2);

    // A bad price is refused in the form with the contract's message; nothing is sent.
    const first = dialog.getByLabel(`${open[0]!.materialName} 单价(元)`).first();
    await first.fill('0');
    await dialog.getByRole('button', { name: '提交报价' }).click();
    await dialog.getByText('报价必须大于0').first().waitFor();
    await screenshot(page, 'inquiry-quote-errors', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    for (const [k, material] of open.entries())
      await dialog
        .getByTestId(`quote-row-${material.materialCode}`)
        .getByRole('textbox')
        .first()
        .fill(String(12.5 + k));
    await dialog.getByRole('button', { name: '提交报价' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await dialog.getByText('主管审核中').first().waitFor();
    await dialog.getByTestId('notice-history').getByText('提交报价').waitFor();
    expect((await detailOf(notice.id)).status).toBe(2);

    // The supervisor passes it: 已报价.
    await dialog.getByRole('button', { name: '审核通过' }).click();
    await dialog.getByText('已报价').first().waitFor();
    await screenshot(page, 'inquiry-quoted', { fullPage: false });
    await page.keyboard.press('Escape');

    await page
      .getByTestId('notice-count')
      .getByText(`共 ${before.length - 1} 条询价通知`)
      .waitFor();
    expect(await row(notice).count()).toBe(0);
    const after = await bellCount();
    expect(after.count).toBe(before.length - 1);
  });

  it('an import with one bad row shows that row’s error and writes nothing', async () => {
    ({ page } = await browser.open({ width: 1440, height: 960 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const notice = (await openNotices()).find((n) => n.materialCount >= 2)!;
    const detail = await detailOf(notice.id);
    const open = detail.items.filter((i) => i.status !== 2);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('报价');
    sheet.addRow(['询价单号', '询价标题', '材料编码', '材料名称', '单位', '数量', '单价(元)', '备注']);
    for (const [k, i] of open.entries())
      sheet.addRow([
        notice.inquiryNo,
        notice.title,
        i.materialCode,
        i.materialName,
        i.unit,
        i.quantity,
        k === 1 ? 'abc' : 20 + k,
        '',
      ]);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());

    await page.goto(`${baseUrl}/price/inquiry?ids=${notice.id}`);
    await page.getByText('当前显示通知中指定的询价').waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    await row(notice)
      .getByRole('button', { name: new RegExp(notice.inquiryNo) })
      .click();
    const dialog = page.getByTestId('notice-dialog');
    await dialog.getByTestId('quote-import-input').setInputFiles({
      name: '报价.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    const alert = dialog.getByRole('alert').filter({ hasText: '导入失败' });
    await alert.getByText('第3行：单价必须是大于0且最多两位小数的数字').waitFor();
    await screenshot(page, 'inquiry-import-errors', { fullPage: false });
    expect((await detailOf(notice.id)).items).toEqual(detail.items);
  });

  it('材料待填报: filters the materials to quote and shows a cost detail', async () => {
    ({ page } = await browser.open({ width: 1600, height: 960 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/inquiryMaterial/inquiryMaterial`);
    const table = page.getByRole('table', { name: '材料待填报列表' });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByLabel('状态').selectOption({ label: '待填报' });
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/status=0/);
    const first = table.getByRole('row').nth(1);
    await first.getByText('待填报').waitFor();
    await first.getByRole('button', { name: '成本明细' }).click();
    await page.getByTestId('cost-total').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'inquiry-material-cost', { fullPage: false });
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'inquiry-material');
  });

  it('the viewer sees the notices but no quote button', async () => {
    ({ page } = await browser.open());
    await signInToDashboard(page, baseUrl, demo.viewer);
    await page.goto(`${baseUrl}/price/inquiry?status=all`);
    const first = page.getByRole('button', { name: / INQ-/ }).first();
    await first.click();
    const dialog = page.getByTestId('notice-dialog');
    await dialog.getByText('审批记录').first().waitFor();
    expect(await dialog.getByRole('button', { name: '提交报价' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: '审核通过' }).count()).toBe(0);
  });
});
