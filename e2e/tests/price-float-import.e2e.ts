import { readFile } from 'node:fs/promises';
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

const headers = ['材料编码', '季度', '颜色编码', '价格浮动(元)', '备注'];

const xlsx = async (rows: (string | number | null)[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('颜色价格导入模板');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return {
    name: '颜色价格导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
};

describe('颜色价格: the import of a filled template', () => {
  it('downloads the template, shows a bad row’s error and writes nothing, then imports the corrected file', async () => {
    ({ page } = await browser.open({ width: 1440, height: 900 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    const cards = await sendCall(stubUrl, api.price.materialList, token, {
      body: {
        status: 0,
        limit: 50,
      },
    });
    const card = cards.data.find((c) => c.season !== null)!;
    const colorsOf = async () =>
      (
        await sendCall(stubUrl, api.price.colorList, token, {
          body: {
            parentId: card.id,
            limit: 100,
          },
        })
      ).data;
    const before = await colorsOf();
    // Two seeded colours the card has no price for yet (other browser tests share the stub and may have added some).
    const fresh = Array.from({ length: 20 }, (_, i) => `C${String(i + 2).padStart(4, '0')}`)
      .filter((c) => !before.some((f) => f.code === c))
      .slice(0, 2);
    expect(fresh).toHaveLength(2);

    await page.goto(`${baseUrl}/price/materialPrice`);
    await page.getByRole('link', { name: '颜色价格' }).click();
    const table = page.getByRole('table', { name: '颜色价格列表' });
    await table.getByRole('row').nth(1).waitFor();

    // The template has the columns the import reads.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载导入模板' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('颜色价格导入模板.xlsx');
    const template = new ExcelJS.Workbook();
    await template.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    expect((template.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(headers);

    const rows = (bad: boolean) => [
      [card.materialCode, card.season, fresh[0]!, 6.5, '导入'],
      [card.materialCode, card.season, bad ? 'C9999' : fresh[1]!, 2, null],
    ];
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByTestId('price-import-dialog');
    await dialog.getByRole('heading', { name: '导入颜色价格' }).waitFor();
    const uploadedFile = dialog.getByRole('link', { name: /颜色价格导入\.xlsx/ });
    await dialog.getByLabel('上传填写好的模板').setInputFiles(await xlsx(rows(true)));
    await uploadedFile.waitFor();
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const errors = dialog.getByRole('table', { name: /未导入任何数据/ });
    const bad = errors.getByRole('row').filter({ hasText: '颜色不存在' });
    await bad.waitFor();
    expect(await bad.getByRole('cell').allInnerTexts()).toEqual(['3', '颜色编码', '颜色不存在']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'price-color-import-errors', { fullPage: false });
    expect(await colorsOf()).toEqual(before);

    await uploadedFile.waitFor({ state: 'detached' });
    await dialog.getByLabel('上传填写好的模板').setInputFiles(await xlsx(rows(false)));
    await uploadedFile.waitFor();
    await errors.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await dialog.getByRole('status').getByText('导入成功：2行，新增2条、更新0条颜色价格').waitFor();
    await screenshot(page, 'price-color-import-done', { fullPage: false });

    // After a reload the list shows the imported prices, as stored.
    await page.reload();
    await page.getByRole('textbox', { name: '材料编码' }).fill(card.materialCode);
    await page.getByRole('button', { name: '查询' }).click();
    for (const code of fresh) await table.getByRole('row').filter({ hasText: code }).waitFor();
    const stored = (await colorsOf()).filter((f) => fresh.includes(f.code));
    expect(stored.map((f) => [f.code, f.floatingPrice, f.status]).sort()).toEqual([
      [fresh[0], 6.5, 0],
      [fresh[1], 2, 0],
    ]);
  });
});
