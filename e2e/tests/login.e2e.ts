import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { screenshot, toastShown } from '../support/browser';
import { browserPerFile, demo, signIn } from '../support/portal';

const baseUrl = inject('baseUrl');
const browser = browserPerFile();
let page: Page;

beforeEach(async () => {
  ({ page } = await browser.open());
});

describe('login against the stub', () => {
  it('sends an unauthenticated visitor to /login and back to the asked page after login', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(/\/login\?redirect=%2Fdashboard/);
    await page.getByRole('button', { name: '登录' }).waitFor();
    await screenshot(page, 'login');
    await page.getByLabel('账号').fill(demo.supplier.account);
    await page.getByLabel('密码').fill(demo.supplier.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('陈志华').first().waitFor();
    await page.getByText('东莞市华彩鞋材科技有限公司').first().waitFor();
    await screenshot(page, 'dashboard');
  });

  it('shows the stub’s message for a wrong password in a 警告信息 notification', async () => {
    await signIn(page, baseUrl, { account: 'supplier', password: 'Wrong@2026' });
    // Held under the mouse (its auto-dismiss paused) and done sliding in, for the picture.
    const toast = await toastShown(page, '警告信息', { hold: true });
    await toast.getByText('账号或密码错误').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-wrong-password');
  });

  it('keeps the session in the browser and ends it on logout', async () => {
    await signIn(page, baseUrl, demo.viewer);
    await page.waitForURL(`${baseUrl}/dashboard`);
    const stored = await page.evaluate(() => Object.values(localStorage).join(''));
    expect(stored).toMatch(/"token":"[0-9a-f]{64}"/);
    await page.reload();
    await page.getByText('林晓梅').first().waitFor();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/login/);
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(/\/login\?redirect=/);
  });

  it('loads no code of the signed-in portal until the user starts signing in, then fetches it ahead', async () => {
    // What the first input fetches (docs/decisions/0037-the-first-page.md): by chunk name, `<module>-<hash>.js`.
    const later = /\/assets\/(sign-in|shell|dashboard-page|forgot-password-dialog)-[\w-]+\.js$/;
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (later.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    // The page has been idle once: a fetch in idle time (as /login once did) would have started by now.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined))));
    expect(fetched).toEqual([]);

    const signInCode = page.waitForRequest(/\/assets\/sign-in-[\w-]+\.js$/);
    const shellCode = page.waitForRequest(/\/assets\/shell-[\w-]+\.js$/);
    await page.getByLabel('账号').pressSequentially('s');
    await Promise.all([signInCode, shellCode]);
  });
});
