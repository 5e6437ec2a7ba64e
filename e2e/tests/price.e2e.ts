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

const cardsOf = async (materialCode: string) =>
  (
    await sendCall(stubUrl, api.price.materialList, await tokenOf(page), {
      body: {
        materialCode,
      },
    })
  ).data;

describe('材料价格: a card created, capped at 10000, saved, submitted, audited and locked', () => {
  it('walks the card through its lifecycle', async () => {
    ({ page } = await browser.open({ width: 1600, height: 960 }));
    // The supervisor: it enters and submits like the supplier, and audits (审核) as well.
    await signInToDashboard(page, baseUrl, demo.supervisor);
    await page.goto(`${baseUrl}/price/materialPrice`);
    const table = page.getByRole('table', { name: '材料价格列表' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'price-cards');

    const code = `LT${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByTestId('card-dialog');
    await dialog.getByLabel('材料编码').fill(code);
    await dialog.getByLabel('材料名称').fill('头层牛皮荔枝纹');
    await dialog.getByLabel('季度').fill('2027Q1');
    await dialog.getByLabel('单位').fill('平方英尺');
    const base = dialog.getByLabel('基础价格(元)');
    await base.fill('10001');
    await dialog.getByText('价格浮动不能超过10000,请重新编辑!').waitFor();
    expect(await base.inputValue()).toBe('10000');
    await base.fill('0');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('基础价格不可小于等于0,请重新编辑!').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'price-card-form-errors', { fullPage: false });
    expect(await cardsOf(code)).toEqual([]);

    await base.fill('38.456');
    expect(await base.inputValue()).toBe('38.45');
    await dialog.getByRole('button', { name: '添加明细' }).click();
    await dialog.getByLabel('幅宽 1', { exact: true }).fill('137cm');
    await dialog.getByLabel('幅宽价格 1').fill('1.5');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    const [saved] = await cardsOf(code);
    expect(saved).toMatchObject({ status: 0, basePrice: 38.45, version: 1 });

    await page.getByLabel('材料编码').first().fill(code);
    await page.getByRole('button', { name: '查询' }).click();
    const row = table.getByRole('row').filter({ hasText: code });
    await row.getByText('草稿').waitFor();
    await row.getByRole('button', { name: '提交' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await row.getByText('待审核').waitFor();
    expect(await row.getByRole('button', { name: '编辑' }).count()).toBe(0);

    await row.getByRole('button', { name: '审核' }).click();
    const audit = page.getByTestId('audit-dialog');
    await audit.getByRole('button', { name: '驳回' }).click();
    await audit.getByText('驳回时请填写审核意见').waitFor();
    await audit.getByRole('button', { name: '通过' }).click();
    await row.getByText('已审核').waitFor();
    expect(await row.getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect((await cardsOf(code))[0]!.status).toBe(2);

    await row.getByRole('button', { name: '审批记录' }).click();
    await page.getByTestId('price-history').getByText('主管审核').waitFor();
    await screenshot(page, 'price-card-history', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: '颜色价格' }).click();
    await page.getByRole('table', { name: '颜色价格列表' }).getByRole('row').nth(1).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'price-colors');
  });

  it('the viewer sees the cards without write buttons', async () => {
    ({ page } = await browser.open());
    await signInToDashboard(page, baseUrl, demo.viewer);
    await page.goto(`${baseUrl}/price/materialPrice`);
    await page.getByRole('table', { name: '材料价格列表' }).getByRole('row').nth(1).waitFor();
    for (const name of ['新增', '编辑', '提交', '审核', '删除', '导入'])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
  });
});

describe('材料价格: the import of a filled template', () => {
  const xlsx = async (rows: (string | number | null)[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('材料价格导入模板');
    sheet.addRow(['材料编码', '材料名称', '季度', '单位', '基础价格', '厚度', '厚度价格', '幅宽', '幅宽价格', '备注']);
    for (const row of rows) sheet.addRow(row);
    return {
      name: '材料价格导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    };
  };

  it('shows the bad row’s error and writes nothing, then imports the corrected file', async () => {
    ({ page } = await browser.open({ width: 1600, height: 960 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/price/materialPrice`);
    const table = page.getByRole('table', { name: '材料价格列表' });
    await table.getByRole('row').nth(1).waitFor();

    const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
    const [a, b] = [`IM1${stamp}`, `IM2${stamp}`];
    const rows = (bad: boolean) => [
      [a, '头层牛皮荔枝纹', '2027Q3', '平方英尺', 38.5, '1.2mm', 1.5, '137cm', 0.8, null],
      [a, '头层牛皮荔枝纹', '2027Q3', '平方英尺', 38.5, '1.4mm', 2.5, '140cm', 1.2, null],
      [b, '超纤绒面', '2027Q3', '米', bad ? 10001 : 26.8, null, null, null, null, null],
    ];

    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByTestId('price-import-dialog');
    // The uploaded file is listed as a link once its upload has finished.
    const uploadedFile = dialog.getByRole('link', { name: /材料价格导入\.xlsx/ });
    await dialog.getByLabel('上传填写好的模板').setInputFiles(await xlsx(rows(true)));
    await uploadedFile.waitFor();
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const errors = dialog.getByRole('table', { name: /未导入任何数据/ });
    const bad = errors.getByRole('row').filter({ hasText: '价格浮动不能超过10000,请重新编辑!' });
    await bad.waitFor();
    expect(await bad.getByRole('cell').allInnerTexts()).toEqual(['4', '基础价格', '价格浮动不能超过10000,请重新编辑!']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'price-import-errors', { fullPage: false });
    expect([...(await cardsOf(a)), ...(await cardsOf(b))]).toEqual([]);

    // A refused file leaves the list: the corrected one is chosen with the same button, and its upload clears the errors.
    await uploadedFile.waitFor({ state: 'detached' });
    await dialog.getByLabel('上传填写好的模板').setInputFiles(await xlsx(rows(false)));
    await uploadedFile.waitFor();
    await errors.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await dialog.getByRole('status').getByText('导入成功：3行，新增2张、更新0张价格卡').waitFor();
    await screenshot(page, 'price-import-done', { fullPage: false });
    expect((await cardsOf(a)).map((c) => [c.basePrice, c.status])).toEqual([[38.5, 0]]);
    expect((await cardsOf(b)).map((c) => [c.basePrice, c.status])).toEqual([[26.8, 0]]);

    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    // The list was read again: the new cards are at the top (latest change first).
    await table.getByRole('row').filter({ hasText: b }).waitFor();
    await table.getByRole('button', { name: a }).click();
    const detail = page.getByTestId('price-detail-dialog');
    await detail.getByRole('table', { name: '明细价格' }).getByText('140cm').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'price-card-detail', { fullPage: false });
  });
});

describe('颜色价格: the code is chosen in the colour picker', () => {
  it('searches the colours, picks one and saves its price on a card', async () => {
    ({ page } = await browser.open({ width: 1600, height: 960 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    const code = `CP${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    await sendCall(stubUrl, api.price.materialSaveOrUpdateCard, token, {
      body: {
        materialCode: code,
        materialName: '头层牛皮荔枝纹',
        season: '2027Q4',
        basePrice: 30,
      },
    });
    const [card] = await cardsOf(code);

    await page.goto(`${baseUrl}/price/materialPrice?tab=color`);
    await page.getByRole('table', { name: '颜色价格列表' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByTestId('float-dialog');
    await dialog.getByLabel('材料价格卡').selectOption(String(card!.id));
    const colours = dialog.getByTestId('color-list');
    await colours.getByRole('radio').first().waitFor();
    await dialog.getByPlaceholder(/颜色/).fill('C0002');
    const radio = colours.getByRole('radio', { name: /C0002/ });
    await radio.click();
    const chosen = dialog.getByTestId('price-code-chosen');
    await chosen.getByText('本白').waitFor();
    expect(await chosen.textContent()).toContain('C0002');
    expect(await radio.isChecked()).toBe(true);
    await dialog.getByLabel('价格浮动(元)').fill('12.5');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'price-color-picker', { fullPage: false });
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    const colors = await sendCall(stubUrl, api.price.colorList, token, { body: { parentId: card!.id } });
    expect(colors.data.map((c) => [c.code, c.floatingPrice])).toEqual([['C0002', 12.5]]);
  });
});

describe('纹路价格 and 特殊效果价格: the grain and effect pickers', () => {
  it('offers the grain cards and the effect chips, one at a time', async () => {
    ({ page } = await browser.open({ width: 1600, height: 960 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    for (const [tab, label, shot] of [
      ['line', '纹路价格', 'price-line-picker'],
      ['effect', '特殊效果价格', 'price-effect-picker'],
    ] as const) {
      await page.goto(`${baseUrl}/price/materialPrice?tab=${tab}`);
      await page
        .getByRole('table', { name: `${label}列表` })
        .getByRole('row')
        .nth(1)
        .waitFor();
      await page.getByRole('button', { name: '新增', exact: true }).click();
      const dialog = page.getByTestId('float-dialog');
      const options = dialog.locator('button[aria-pressed]');
      await options.nth(1).waitFor();
      await options.nth(0).click();
      await dialog.locator('button[aria-pressed="true"]').waitFor();
      await options.nth(1).click();
      await options.nth(0).and(page.locator('[aria-pressed="false"]')).waitFor();
      expect(await options.nth(1).getAttribute('aria-pressed')).toBe('true');
      expect(await dialog.locator('button[aria-pressed="true"]').count()).toBe(1);
      await dialog.getByTestId('price-code-chosen').locator('.font-mono').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, shot, { fullPage: false });
      await dialog.getByRole('button', { name: '取消' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
