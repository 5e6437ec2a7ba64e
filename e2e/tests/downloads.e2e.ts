import { readFile } from 'node:fs/promises';
import { api } from '@portal/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, stepTimeoutMs } from '../support/browser';
import { demo, newPage, sendCall, signInToDashboard, tokenOf, type Who } from '../support/portal';
import { type Stack, startStack } from '../support/stack';

/**
 * Exports and the download list against the real stub. This file runs its own stack (the global
 * build, a stub of its own): its download records must not reach the other files' accounts, and its
 * stub holds every export file until the test releases it, so the record is seen 生成中 before it
 * turns 未下载 however slow the machine is.
 */
let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startStack({ build: false, holdExports: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});
afterEach(() => context?.close());

const openAs = async (who: Who) => {
  ({ context, page } = await newPage(browser));
  await signInToDashboard(page, stack.baseUrl, who);
};

/** Opens a page of 面料管理 through the menu, as a person would. */
const openFabricPage = async (title: string) => {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '面料管理' }).click();
  await page.getByRole('menuitem', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
};

const table = (name: string) => page.getByRole('table', { name });
/** The texts of one column, found by its header rather than its position (a selection column shifts it). */
const columnTexts = async (tableName: string, header: string): Promise<string[]> => {
  const headers = (await table(tableName).locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`${tableName} has no column ${header}: ${headers.join(' | ')}`);
  return table(tableName)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
};
/** The table has answered: rows or the empty state, and no newer answer pending. */
const tableReady = (name: string) => page.locator(`table[aria-label="${name}"][aria-busy="false"]`).waitFor();

/** Runs `action` and waits until the list call it causes has answered and the table shows it. */
const listAnswered = async (call: string, tableName: string, action: () => Promise<unknown>) => {
  await Promise.all([page.waitForResponse((r) => r.url().endsWith(call)), action()]);
  await tableReady(tableName);
};
const linesCall = api.grain.list.path;
const effectsCall = api.effect.list.path;
const downloadListCall = api.navbar.downloadList.path;
const markCall = api.navbar.markDownloaded.path;
const answered = (call: string) => page.waitForResponse((r) => r.url().endsWith(call));

/**
 * Exports what the list shows: waits for the export call's answer (the stub has created the download
 * record by then), then for the portal's confirmation. The confirmation alone is not enough: a second
 * export's notification replaces the first one's while it is still shown.
 */
const exportList = async () => {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/export')),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  await page.getByText('导出任务已创建，请在下载列表中查看').waitFor();
};

/** Opens the download list and waits for its answer. */
const openDownloads = async (): Promise<Locator> => {
  await Promise.all([answered(downloadListCall), page.getByRole('button', { name: '下载列表' }).click()]);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('columnheader', { name: '文件名称' }).waitFor();
  return dialog;
};

const downloadList = async (token: string) =>
  (await sendCall(stack.stubUrl, api.navbar.downloadList, token, { body: { limit: 50 } })).data;

describe('exports and the download list', () => {
  it('exports the filtered grains, shows the file 生成中 then 未下载, downloads a real .xlsx and marks it 已下载', async () => {
    await openAs(demo.supplier);
    const token = await tokenOf(page);
    await openFabricPage('面料纹路管理');
    await tableReady('面料纹路列表');
    expect(await page.getByRole('navigation', { name: '分页' }).textContent()).toContain('共 61 条');
    // The 图片 column shows the seeded covers: real thumbnails, decoded by the browser.
    const cover = page.getByRole('img', { name: '拉丝纹' });
    await cover.waitFor();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: stepTimeoutMs,
      })
      .toBeGreaterThan(0);
    await screenshot(page, 'fabric-lines');

    // Filter: 材料大类 合成革 (SY, division 2), 状态 启用.
    await page.getByLabel('材料大类').selectOption({ value: '2' });
    await page.getByLabel('状态').selectOption({ label: '启用' });
    await listAnswered(linesCall, '面料纹路列表', () => page.getByRole('button', { name: '查询' }).click());
    expect(page.url()).toMatch(/\/fabric\/fabricLinesManage\?divisionId=2&isActive=1$/);
    const expected = await sendCall(stack.stubUrl, api.grain.list, token, {
      body: { divisionId: 2, isActive: '1', page: 1, limit: 10 },
    });
    expect(expected.count).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: '分页' }).textContent()).toContain(`共 ${expected.count} 条`);
    expect(await columnTexts('面料纹路列表', '纹路编码')).toEqual(expected.data.map((g) => g.lineCode));
    await screenshot(page, 'fabric-lines-filtered');

    await exportList();
    const record = (await downloadList(token))[0]!;
    expect(record.fileName).toMatch(/^面料纹路_\d{14}\.xlsx$/);
    expect(record.status).toBe(0);

    const marks: string[] = [];
    page.on('request', (r) => r.url().endsWith(markCall) && marks.push(r.postData() ?? ''));
    const dialog = await openDownloads();
    const row = dialog.getByRole('row').filter({ hasText: record.fileName });
    await row.getByText('生成中').waitFor();
    // Not a link while it is generated.
    expect(await row.getByRole('link').count()).toBe(0);
    await screenshot(page, 'downloads-generating', { fullPage: false });

    // The file is written; the open list asks again every 2 s while something is generated.
    await stack.releaseExports();
    await row.getByText('未下载').waitFor();
    await screenshot(page, 'downloads-ready', { fullPage: false });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      answered(markCall),
      row.getByRole('link').click(),
    ]);
    expect(download.suggestedFilename()).toBe(record.fileName);
    const bytes = await readFile((await download.path())!);
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    await row.getByText('已下载').waitFor();
    expect((await downloadList(token)).find((r) => r.key === record.key)?.status).toBe(2);
    expect(marks).toHaveLength(1);
    // fileUrl is the link the list gave, signed for the session, never with the login token (decision 0042).
    expect(JSON.parse(marks[0]!)).toEqual({
      key: record.key,
      fileName: record.fileName,
      fileUrl: expect.stringMatching(new RegExp(`^/basic/api/async/file/${record.key}\\?expires=\\d+&.*signature=`)),
    });
    expect(marks[0]).not.toContain(token);

    // 已下载 can be downloaded again, without another mark. A mark would be sent from the click, so
    // before the list that is opened next asks again: close it, open it, and count once it answered.
    const [again] = await Promise.all([page.waitForEvent('download'), row.getByRole('link').click()]);
    expect(again.suggestedFilename()).toBe(record.fileName);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const reopened = await openDownloads();
    expect(marks).toHaveLength(1);
    await reopened.getByRole('row').filter({ hasText: record.fileName }).getByText('已下载').waitFor();
    await screenshot(page, 'downloads-downloaded', { fullPage: false });
  });

  it('keeps the list state in the URL: a reload and the back button show the same search and page', async () => {
    await openAs(demo.supplier);
    await page.goto(`${stack.baseUrl}/fabric/fabricLinesManage?lineName=${encodeURIComponent('纹')}&page=2`);
    await tableReady('面料纹路列表');
    expect(await page.getByLabel('纹路名称').inputValue()).toBe('纹');
    expect(await page.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    await listAnswered(linesCall, '面料纹路列表', () => page.getByRole('button', { name: '第 1 页' }).click());
    expect(page.url()).toMatch(/\?lineName=%E7%BA%B9$/);
    await page.goBack();
    await page.waitForURL(/page=2/);
    await page.locator('nav[aria-label="分页"] [aria-current="page"]', { hasText: '2' }).waitFor();
    await page.getByRole('button', { name: '重置' }).click();
    await page.waitForURL(`${stack.baseUrl}/fabric/fabricLinesManage`);
    expect(await page.getByLabel('纹路名称').inputValue()).toBe('');
  });

  it('lets the viewer export grains and effects (view atoms) into a list of their own', async () => {
    await openAs(demo.viewer);
    const token = await tokenOf(page);
    await openFabricPage('面料纹路管理');
    await tableReady('面料纹路列表');
    await exportList();

    await openFabricPage('特殊效果管理');
    await tableReady('特殊效果列表');
    expect(await page.getByRole('navigation', { name: '分页' }).textContent()).toContain('共 40 条');
    await page.getByLabel('特殊效果', { exact: true }).fill('烫');
    await listAnswered(effectsCall, '特殊效果列表', () => page.getByRole('button', { name: '查询' }).click());
    expect(page.url()).toMatch(/effectName=/);
    const names = await columnTexts('特殊效果列表', '特殊效果');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('烫'))).toBe(true);
    await screenshot(page, 'fabric-effects');
    await exportList();

    // Newest first: the effects, then the grains (both records exist once their export answered).
    await expect
      .poll(async () => (await downloadList(token)).map((r) => r.fileName.split('_')[0]), { timeout: 60_000 })
      .toEqual(['特殊效果', '面料纹路']);
    const records = await downloadList(token);
    const dialog = await openDownloads();
    // Only the viewer's own two files, never the supplier's.
    await dialog.getByRole('row').filter({ hasText: records[0]!.fileName }).waitFor();
    expect(await dialog.locator('tbody tr').count()).toBe(2);
    const effects = dialog.getByRole('row').filter({ hasText: records[0]!.fileName });
    await stack.releaseExports();
    await effects.getByText('未下载').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      answered(markCall),
      effects.getByRole('link').click(),
    ]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await effects.getByText('已下载').waitFor();
  });
});
