import { api } from '@portal/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { screenshot, toastShown } from '../support/browser';
import { browserPerFile, dashboardReady, demo } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();

/**
 * The reset changes the viewer's password, which other files sign in with: the whole flow runs in a stub scenario
 * of its own (docs/dev-kit.md "Scenarios"), a copy of the fixtures the browser's calls name by a header.
 */
const scenario = 'forgot-password-e2e';
const inScenario = { 'x-stub-scenario': scenario };

beforeAll(async () => {
  const made = await fetch(`${stubUrl}/__stub/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: scenario }),
  });
  expect(made.status).toBe(200);
});
afterAll(() => fetch(`${stubUrl}/__stub/scenarios/${scenario}`, { method: 'DELETE', headers: inScenario }));

/** The latest SMS the stub "sent" to the account (its outbox, in the scenario). */
const latestSms = async (loginAccount: string) => {
  const res = await fetch(`${stubUrl}/__stub/outbox?loginAccount=${loginAccount}`, { headers: inScenario });
  const [latest] = ((await res.json()) as { data: { to: string; text: string }[] }).data;
  if (!latest) throw new Error(`no message to ${loginAccount}`);
  return { to: latest.to, code: latest.text.match(/\d{6}/)![0] };
};

const openPage = async (viewport: { width: number; height: number }) => {
  const { page } = await browser.open(viewport);
  await page.context().setExtraHTTPHeaders(inScenario);
  await page.goto(`${baseUrl}/login`);
  return page;
};

const openDialog = async (page: Page, account: string) => {
  await page.getByLabel('账号').fill(account);
  await page.getByRole('button', { name: '忘记密码?' }).click();
  const dialog = page.getByTestId('forgot-password-dialog');
  await dialog.getByRole('heading', { name: '找回密码' }).waitFor();
  return dialog;
};

describe('找回密码 from the login page', () => {
  it('sends a code to the masked phone, refuses a wrong one, resets with the right one and signs in', async () => {
    const page = await openPage({ width: 1440, height: 900 });
    const dialog = await openDialog(page, demo.viewer.account);
    expect(await dialog.getByLabel('账号').inputValue()).toBe(demo.viewer.account);

    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const sent = dialog.getByText(/^验证码已发送至 1\d{2}\*{4}\d{4}，5分钟内有效$/);
    await sent.waitFor();
    const sms = await latestSms(demo.viewer.account);
    expect(await sent.textContent()).toContain(`${sms.to.slice(0, 3)}****${sms.to.slice(-4)}`);
    await dialog.getByRole('button', { name: /^重新获取\(\d+s\)$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The password rules are the contract's, with its messages.
    await dialog.getByLabel('验证码').fill(sms.code);
    await dialog.getByLabel('新密码').fill('abcdefgh');
    await dialog.getByLabel('确认密码').fill('abcdefgh');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请输入8~20个字符，必须包含字母,数字,特殊字符(~!@#$%^&*)组合').waitFor();
    await screenshot(page, 'forgot-password', { fullPage: false });

    // A wrong code is refused by the stub (one guess spent); what was typed stays.
    const newPassword = 'Reset#2027';
    await dialog.getByLabel('验证码').fill(sms.code === '000000' ? '111111' : '000000');
    await dialog.getByLabel('新密码').fill(newPassword);
    await dialog.getByLabel('确认密码').fill(newPassword);
    await dialog.getByRole('button', { name: '确定' }).click();
    await (await toastShown(page, '验证码错误或已过期')).waitFor();
    expect(await dialog.getByLabel('新密码').inputValue()).toBe(newPassword);

    await dialog.getByLabel('验证码').fill(sms.code);
    await dialog.getByRole('button', { name: '确定' }).click();
    await toastShown(page, '密码已重置，请使用新密码登录');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('账号').inputValue()).toBe(demo.viewer.account);
    expect(await page.getByLabel('密码').inputValue()).toBe('');

    // The old password no longer signs in; the new one does.
    await page.getByLabel('密码').fill(demo.viewer.password);
    await page.getByRole('button', { name: '登录' }).click();
    await (await toastShown(page, '账号或密码错误')).waitFor();
    await page.getByLabel('密码').fill(newPassword);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await dashboardReady(page);
    await page.getByText('林晓梅').first().waitFor();
    // The code was spent: the same code cannot reset again.
    const again = await fetch(`${stubUrl}${api.account.forgetPassword.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...inScenario },
      body: JSON.stringify({
        loginAccount: demo.viewer.account,
        code: sms.code,
        newPwd: 'Other#2027',
        confirmPwd: 'Other#2027',
      }),
    });
    expect(((await again.json()) as { message: string }).message).toBe('验证码错误或已过期');
  });

  it('fits a phone', async () => {
    const page = await openPage({ width: 390, height: 844 });
    const dialog = await openDialog(page, demo.supplier.account);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByText(/^验证码已发送至 /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'forgot-password-phone', { fullPage: false });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
