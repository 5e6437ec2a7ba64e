import type { Page } from 'playwright-core';

export const demo = {
  supplier: { account: 'supplier', password: 'Supplier@2026' },
  viewer: { account: 'viewer', password: 'Viewer@2026' },
  newcomer: { account: 'newcomer', password: 'Newcomer@2026' },
} as const;

/** Fills the login form as a person would and submits it. */
export const signIn = async (page: Page, baseUrl: string, who: { account: string; password: string }) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('账号').fill(who.account);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录' }).click();
};
