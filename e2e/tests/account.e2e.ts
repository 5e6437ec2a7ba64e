import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { nextFrames, screenshot } from '../support/browser';
import { browserPerFile, demo, signIn, signInToDashboard } from '../support/portal';

const baseUrl = inject('baseUrl');
const browser = browserPerFile();
let page: Page;

const newcomerPassword = 'Fresh#2027';

describe('account dialogs against the stub', () => {
  it('forces a newcomer to change the password, then the new one signs in', async () => {
    ({ page } = await browser.open());
    await signInToDashboard(page, baseUrl, demo.newcomer);
    const dialog = page.getByTestId('change-password-dialog');
    await dialog.waitFor();
    await screenshot(page, 'account-forced-password');

    // It cannot be closed: no close icon, Escape and a click outside leave it open.
    expect(await dialog.getByRole('button', { name: '关闭' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(20, 450);
    // Both inputs have been handled and the page has rendered since: a dialog that closed is gone.
    await nextFrames(page);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('原密码').fill(demo.newcomer.password);
    await dialog.getByLabel('新密码').fill('abc12345');
    await dialog.getByLabel('确认密码').fill('abc12345');
    await dialog.getByRole('button', { name: '修改' }).click();
    await dialog.getByText('请输入8~20个字符，必须包含字母,数字,特殊字符(~!@#$%^&*)组合').waitFor();
    await screenshot(page, 'account-weak-password');

    await dialog.getByLabel('新密码').fill(newcomerPassword);
    await dialog.getByLabel('确认密码').fill(newcomerPassword);
    await dialog.getByRole('button', { name: '修改' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await signInToDashboard(page, baseUrl, { account: demo.newcomer.account, password: newcomerPassword });
    // The forced dialog would open with the session that rendered the dashboard.
    await nextFrames(page);
    expect(await page.getByTestId('change-password-dialog').count()).toBe(0);
  });

  it('keeps the old password out after the change', async () => {
    ({ page } = await browser.open());
    await signIn(page, baseUrl, demo.newcomer);
    await page.getByText('账号或密码错误').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('refuses a bad phone number in the personal center', async () => {
    ({ page } = await browser.open());
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    const dialog = page.getByTestId('profile-dialog');
    await dialog.waitFor();
    expect(await dialog.getByText('S10001').count()).toBe(1);
    await dialog.getByLabel('手机号码').fill('12345678901');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入正确的手机号码').waitFor();
    expect(await page.getByTestId('profile-confirm').count()).toBe(0);
    await screenshot(page, 'account-profile-bad-phone');
  });

  it('saves the personal center after the confirmation', async () => {
    ({ page } = await browser.open());
    await signInToDashboard(page, baseUrl, demo.viewer);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    const dialog = page.getByTestId('profile-dialog');
    await dialog.getByLabel('手机号码').fill('13912345600');
    await dialog.getByRole('button', { name: '保存' }).click();
    const confirm = page.getByTestId('profile-confirm');
    await confirm.getByText('此操作将修改当前用户信息, 是否继续?').waitFor();
    await screenshot(page, 'account-profile-confirm');
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByText('修改成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    expect(await page.getByTestId('profile-dialog').getByLabel('手机号码').inputValue()).toBe('13912345600');
  });

  it('opens the change-password dialog at /modifyPassword', async () => {
    ({ page } = await browser.open());
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/modifyPassword`);
    await page.waitForURL(`${baseUrl}/dashboard`);
    const dialog = page.getByTestId('change-password-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
