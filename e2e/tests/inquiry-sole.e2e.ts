import { api } from '@portal/contract';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { screenshot, toastShown } from '../support/browser';
import { browserPerFile, demo, sendCall, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

const token = () => tokenOf(page);
const noticeOf = async (id: number) => sendCall(stubUrl, api.inquiry.noticeDetails, await token(), { body: { id } });
const componentsOf = async (id: number) =>
  sendCall(stubUrl, api.inquiry.querySoleConfirmDetails, await token(), { body: { id } });
const downloads = async () =>
  (await sendCall(stubUrl, api.navbar.downloadList, await token(), { body: { limit: 50 } })).data;

/** The rows of a finished export whose name starts with `title` (waits on the stub's download list). */
const exportedRows = async (title: string, before: readonly string[]) => {
  await expect
    .poll(
      async () => (await downloads()).find((r) => r.fileName.startsWith(title) && !before.includes(r.key))?.status,
      {
        timeout: 60_000,
      },
    )
    .toBe(1);
  const record = (await downloads()).find((r) => r.fileName.startsWith(title) && !before.includes(r.key))!;
  const res = await fetch(new URL(record.filePath!, stubUrl), { headers: { token: await token() } });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
};

/** A notice still taking quotes with an open sole (大底) not priced yet. */
const soleToQuote = async () => {
  const notices = await sendCall(stubUrl, api.inquiry.noticeList, await token());
  for (const { id } of notices) {
    const notice = await noticeOf(id);
    const item = notice.items.find((i) => i.isSole === 1 && i.status === 0 && i.price === null);
    if (item) return { notice, item };
  }
  throw new Error('no sole to quote in the fixtures');
};

describe('大底组件: a sole is quoted from its components, then exported', () => {
  it('edits the components, matches a unit price, submits the sole and sees it priced after a reload', async () => {
    ({ page } = await browser.open({ width: 1440, height: 900 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const { notice, item } = await soleToQuote();
    const stored = await componentsOf(item.id);
    expect(stored.length).toBeGreaterThan(1);

    await page.goto(`${baseUrl}/price/inquiry?ids=${notice.id}`);
    await page.getByRole('button', { name: new RegExp(notice.inquiryNo) }).click();
    const notices = page.getByTestId('notice-dialog');
    await notices.getByRole('button', { name: `${item.materialName} 大底组件` }).click();
    const dialog = page.getByTestId('sole-dialog');
    const rows = dialog.getByTestId('sole-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(stored.length);
    // The columns are the stored field list's.
    for (const header of ['组件名称', '组件材料编码', '重量(g)', '单价(元/kg)'])
      await dialog.getByRole('columnheader', { name: header }).waitFor();

    // Row 1 takes a material with a brand reference price and loses its typed price; a new row is added.
    await dialog.getByLabel('第1行 组件材料编码').fill('SL0001001');
    await dialog.getByLabel('第1行 单价(元/kg)').fill('');
    await dialog.getByRole('button', { name: '添加组件' }).click();
    await dialog.getByLabel(`第${stored.length + 1}行 组件名称`).fill('  ');
    await dialog.getByLabel(`第${stored.length + 1}行 重量(g)`).fill('-5');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入组件名称').waitFor();
    await dialog.getByText('重量不能小于0').waitFor();
    expect(await componentsOf(item.id)).toEqual(stored.map((c) => expect.objectContaining(c)));
    await screenshot(page, 'inquiry-sole-errors', { fullPage: false });

    await dialog.getByLabel(`第${stored.length + 1}行 组件名称`).fill('防滑片');
    await dialog.getByLabel(`第${stored.length + 1}行 重量(g)`).fill('12');
    await dialog.getByLabel(`第${stored.length + 1}行 单价(元/kg)`).fill('30');
    // 匹配单价 saves the rows and fills the empty unit price from the injection material prices: the supplier's own
    // price of TPR粒料 55A (the brand's reference price is 14.5).
    const own = await sendCall(stubUrl, api.inquiry.injectionMaterialPriceBySupplier, await token());
    const matched = own.find((p) => p.materialCode === 'SL0001001')!.price;
    expect(matched).not.toBe(14.5);
    await dialog.getByRole('button', { name: '匹配单价' }).click();
    await toastShown(page, '已匹配单价');
    expect(await dialog.getByLabel('第1行 单价(元/kg)').inputValue()).toBe(String(matched));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'inquiry-sole', { fullPage: false });

    await dialog.getByRole('button', { name: '提交大底信息' }).click();
    const toast = await toastShown(page, '提交成功! 大底报价');
    const price = Number(/([\d.]+) 元/.exec((await toast.textContent()) ?? '')?.[1]);
    await dialog.waitFor({ state: 'hidden' });

    const saved = await componentsOf(item.id);
    expect(saved).toHaveLength(stored.length + 1);
    expect(saved[0]).toMatchObject({ materialCode: 'SL0001001', unitPrice: matched, weight: stored[0]!.weight });
    expect(saved.at(-1)).toMatchObject({ componentName: '防滑片', weight: 12, unitPrice: 30, cost: 0.36 });
    const priced = (await noticeOf(notice.id)).items.find((i) => i.id === item.id)!;
    expect(priced).toMatchObject({ price, status: 1 });
    expect(price).toBeGreaterThan(0);

    // After a reload the notice shows the price and the sole its components.
    await page.reload();
    await page.getByRole('button', { name: new RegExp(notice.inquiryNo) }).click();
    const row = notices.getByTestId(`quote-row-${item.materialCode}`);
    await row.getByText(String(price)).first().waitFor();
    await notices.getByRole('button', { name: `${item.materialName} 大底组件` }).click();
    await page
      .getByTestId('sole-dialog')
      .getByLabel(`第${stored.length + 1}行 组件名称`)
      .waitFor();
    expect(
      await page
        .getByTestId('sole-dialog')
        .getByLabel(`第${stored.length + 1}行 组件名称`)
        .inputValue(),
    ).toBe('防滑片');
    await page.keyboard.press('Escape');

    // 导出大底信息: one row per component of the notice's soles.
    const before = (await downloads()).map((r) => r.key);
    await notices.getByRole('button', { name: '导出大底信息' }).click();
    await toastShown(page, '导出任务已创建');
    const sheet = await exportedRows('大底信息', before);
    expect(sheet[0]).toEqual([
      '询价单号',
      '材料编码',
      '材料名称',
      '组件名称',
      '组件材料编码',
      '重量(g)',
      '单价(元/kg)',
      '成本(元)',
    ]);
    expect(sheet).toContainEqual([
      notice.inquiryNo,
      item.materialCode,
      item.materialName,
      '防滑片',
      undefined,
      12,
      30,
      0.36,
    ]);
  });

  it('材料待填报: a sole opens its components; 导出报价记录 exports the priced materials', async () => {
    ({ page } = await browser.open({ width: 390, height: 844 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/inquiryMaterial/inquiryMaterial?materialName=${encodeURIComponent('大底')}`);
    const table = page.getByRole('table', { name: '材料待填报列表' });
    await table.getByRole('row').nth(1).waitFor();
    // A sole has no typed price (填报), only its components.
    const sole = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '大底组件' }) })
      .first();
    expect(await sole.getByRole('button', { name: '填报' }).count()).toBe(0);
    await sole.getByRole('button', { name: '大底组件' }).click();
    await page.getByTestId('sole-dialog').getByTestId('sole-row').first().waitFor();
    await screenshot(page, 'inquiry-sole-phone', { fullPage: false });
    await page.keyboard.press('Escape');

    const before = (await downloads()).map((r) => r.key);
    await page.getByRole('button', { name: '导出报价记录' }).click();
    await toastShown(page, '导出任务已创建');
    const sheet = await exportedRows('报价记录', before);
    expect(sheet[0]).toEqual(['询价单号', '询价标题', '材料编码', '材料名称', '单位', '单价(元)', '备注', '报价时间']);
    expect(sheet.length).toBeGreaterThan(1);
    // Only priced soles (the filter 大底 applies).
    for (const r of sheet.slice(1)) {
      expect(String(r[3])).toContain('大底');
      expect(Number(r[5])).toBeGreaterThan(0);
    }
  });
});
