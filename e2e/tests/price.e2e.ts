import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launch, screenshot } from '../support/browser';
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

interface Card {
  id: number;
  materialCode: string;
  status: number;
  basePrice: number;
  version: number;
}

const cardsOf = async (materialCode: string) =>
  (
    await callStub<{ count: number; data: Card[] }>(
      stubUrl,
      '/basic/supplier/materialPrice/list',
      await tokenOf(page),
      {
        materialCode,
      },
    )
  ).data;

describe('材料价格: a card created, capped at 10000, saved, submitted, audited and locked', () => {
  it('walks the card through its lifecycle', async () => {
    ({ context, page } = await newPage(browser, { width: 1600, height: 960 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
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
    ({ context, page } = await newPage(browser));
    await signInToDashboard(page, baseUrl, demo.viewer);
    await page.goto(`${baseUrl}/price/materialPrice`);
    await page.getByRole('table', { name: '材料价格列表' }).getByRole('row').nth(1).waitFor();
    for (const name of ['新增', '编辑', '提交', '审核', '删除'])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
  });
});
