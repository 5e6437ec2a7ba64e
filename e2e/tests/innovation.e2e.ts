import { api } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { animationsDone, screenshot } from '../support/browser';
import { browserJpeg, imageLoaded, paddedJpeg } from '../support/images';
import { browserPerFile, demo, sendCall, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

const openInnovationDialog = async () => {
  await page.goto(`${baseUrl}/fabric/fabricInnovate`);
  await page.getByRole('button', { name: '上传' }).click();
  await page.getByRole('button', { name: '创新材料', exact: true }).click();
  const dialog = page.getByTestId('innovation-dialog');
  await dialog.getByRole('heading', { name: '上传创新材料' }).waitFor();
  return dialog;
};

describe('the innovation material dialog against the stub', () => {
  it('checks, uploads a cover with its thumbnail, and saves a draft the stub lists', async () => {
    ({ page } = await browser.open({ width: 1680, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const dialog = await openInnovationDialog();
    await dialog.getByLabel('材料大类').locator('option', { hasText: '合成革' }).waitFor({ state: 'attached' });
    await animationsDone(page);
    await screenshot(page, 'innovate-dialog-empty', { fullPage: false });
    expect((await dialog.boundingBox())?.width).toBe(1600);
    expect(await dialog.getByLabel('材料大类').locator('option', { hasText: '虚拟材料-加工方式' }).count()).toBe(0);

    // 暂存 needs a name; 提交 names every field that is wrong.
    await dialog.getByRole('button', { name: '暂存' }).click();
    await page.getByText('请您输入材料名称后再暂存!').first().waitFor();
    await dialog.getByRole('button', { name: '提交' }).click();
    await page.getByText('材料部分字段信息填写有误，请按输入框下提示信息检查!').waitFor();
    for (const message of ['材料大类不能为空', '材料小类不能为空', '材料名称不能为空', '材料介绍不能为空'])
      await dialog.getByText(message).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 60_000 })
      .toBe('innovation-divisionId');
    await screenshot(page, 'innovate-dialog-errors', { fullPage: false });

    const name = `e2e创新材料${Date.now() % 100000}`;
    await dialog.getByLabel('材料大类').selectOption({ label: '合成革' });
    await dialog.getByLabel('材料小类').selectOption({ label: 'PU革' });
    await dialog.getByLabel('材料名称').fill(name);
    await dialog.getByLabel('材料介绍').fill('以再生纤维为基布、水性PU涂层的合成革，手感柔软，适用于休闲鞋鞋面。');
    await dialog.getByLabel('核心技术').fill('无溶剂水性PU一体贴合工艺');
    await dialog.getByRole('button', { name: '环保' }).click();
    expect(await dialog.getByText('材料介绍不能为空').count()).toBe(0);

    const jpeg = await browserJpeg(page);
    await dialog.getByLabel('上传封面图片').setInputFiles({ name: 'swatch.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await imageLoaded(page, '[data-testid="innovation-dialog"] img[alt="swatch.jpg"]');

    // Over 5 MB: refused before anything is sent.
    await dialog.getByLabel('上传材料图片').setInputFiles({
      name: 'large.jpg',
      mimeType: 'image/jpeg',
      buffer: paddedJpeg(jpeg, 5 * 1024 * 1024 + 1024),
    });
    await page.getByText('上传材料图片大小不能超过 5MB!').waitFor();
    await screenshot(page, 'innovate-dialog-filled', { fullPage: false });

    await dialog.getByRole('button', { name: '暂存' }).click();
    const confirm = page.getByTestId('innovation-confirm');
    await confirm.getByText('此操作将暂存创新材料信息, 是否继续?').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByText('暂存成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const token = await tokenOf(page);
    const listed = await sendCall(stubUrl, api.innovation.list, token, { body: { materialName: name } });
    expect(listed.count).toBe(1);
    expect(listed.data[0]).toMatchObject({
      materialName: name,
      status: '1',
      divisionName: '合成革',
      sectionName: 'PU革',
      tags: [1],
    });
    expect(listed.data[0]?.materialCode).toMatch(/^CX\d{6}$/);
    expect(listed.data[0]?.coverImgId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('fits a narrow window', async () => {
    ({ page } = await browser.open({ width: 800, height: 900 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const dialog = await openInnovationDialog();
    await animationsDone(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(800);
    await screenshot(page, 'innovate-dialog-narrow', { fullPage: false });
  });
});

describe('the innovation list against the stub', () => {
  it('offers the 材料小类 of the chosen 材料大类 and lists that section’s records', async () => {
    ({ page } = await browser.open({ width: 1680, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/fabric/fabricInnovate`);
    const form = page.getByRole('form', { name: '搜索条件' });
    const section = form.getByLabel('材料小类');
    await section.locator('option', { hasText: '合成革 / PU革' }).waitFor({ state: 'attached' });
    await form.getByLabel('材料大类').selectOption({ label: '合成革' });
    await section.locator('option', { hasText: '合成革 / ' }).first().waitFor({ state: 'detached' });
    await section.selectOption({ label: 'PU革' });
    await form.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/sectionId=109/);

    const listed = await sendCall(stubUrl, api.innovation.list, await tokenOf(page), {
      body: { divisionId: 2, sectionId: 109, page: 1, limit: 10 },
    });
    expect(listed.count).toBeGreaterThan(0);
    expect(listed.data.every((r) => r.sectionName === 'PU革')).toBe(true);
    const rows = page.getByRole('table', { name: '创新材料列表' }).locator('tbody tr');
    // The rows of the earlier search leave; then the page shows exactly the stub's rows.
    await rows.filter({ hasNotText: 'PU革' }).first().waitFor({ state: 'detached' });
    for (const r of listed.data) await rows.filter({ hasText: `${r.materialCode}` }).waitFor();
    expect(await rows.count()).toBe(listed.data.length);
    await screenshot(page, 'innovate-list-section', { fullPage: false });
  });
});
