import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { nextFrames, screenshot } from '../support/browser';
import { browserPerFile, demo, signInToDashboard } from '../support/portal';

const baseUrl = inject('baseUrl');
const browser = browserPerFile();

const introduction = 'e2e 草稿：手感柔软，适用于运动鞋鞋面。';

/** 上传 → 鞋面料 from the top bar, on 鞋面料管理; resolves once the form's categories have loaded. */
const openFabricDialog = async (page: Page) => {
  await page.locator('button[aria-haspopup="dialog"][aria-label="上传"]').click();
  await page.getByRole('button', { name: '鞋面料', exact: true }).click();
  const dialog = page.getByTestId('material-dialog');
  await dialog.getByLabel('材料大类').locator('option', { hasText: '真皮' }).waitFor({ state: 'attached' });
  return dialog;
};

const question = (page: Page) => page.getByRole('alertdialog', { name: '提示' });

describe.each([
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('the fabric dialog with unsaved changes ($name)', ({ name, viewport }) => {
  it('asks before Esc and × discard them, keeps a draft over a reload, and forgets it on 放弃修改', async () => {
    const { page } = await browser.open(viewport);
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/fabric/fabricManage`);
    let dialog = await openFabricDialog(page);

    // Untouched: Esc closes at once.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await nextFrames(page);
    expect(await question(page).count()).toBe(0);

    dialog = await openFabricDialog(page);
    await dialog.getByLabel('材料大类').selectOption({ label: '真皮' });
    await dialog.getByLabel('材料小类').selectOption({ label: '头层牛皮' });
    await dialog.getByLabel('材料介绍').fill(introduction);

    // Esc in a field asks; 继续编辑 keeps everything.
    await dialog.getByLabel('材料介绍').press('Escape');
    await question(page).waitFor();
    expect(await question(page).textContent()).toContain('当前内容尚未保存，关闭后所做的修改将丢失。确定关闭吗？');
    await screenshot(page, `form-dialog-ask-${name}`, { fullPage: false });
    await question(page).getByRole('button', { name: '继续编辑' }).click();
    await question(page).waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('材料介绍').inputValue()).toBe(introduction);

    // The ×: asks as well.
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await question(page).waitFor();
    await question(page).getByRole('button', { name: '继续编辑' }).click();
    await question(page).waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);

    // Closed by accident (a reload): the draft comes back when the dialog opens again.
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((k) => k.startsWith('supplier-portal.draft:supplier:material:fabric:new')),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    dialog = await openFabricDialog(page);
    await dialog.getByTestId('draft-notice').waitFor();
    expect(await dialog.getByLabel('材料介绍').inputValue()).toBe(introduction);
    expect(await dialog.getByLabel('材料小类').locator('option:checked').textContent()).toBe('头层牛皮');
    await screenshot(page, `form-dialog-restored-${name}`, { fullPage: false });

    // 放弃修改: closed, and the next opening is empty.
    await page.keyboard.press('Escape');
    await question(page).getByRole('button', { name: '放弃修改' }).click();
    await dialog.waitFor({ state: 'detached' });
    dialog = await openFabricDialog(page);
    expect(await dialog.getByLabel('材料大类').locator('option:checked').textContent()).not.toBe('真皮');
    expect(await dialog.getByTestId('draft-notice').count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.draft:')))).toEqual([]);
  });
});
