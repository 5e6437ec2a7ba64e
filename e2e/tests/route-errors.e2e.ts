import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/browser';
import { browserPerFile, demo, signInToDashboard } from '../support/portal';

const baseUrl = inject('baseUrl');
const browser = browserPerFile();

/** The built page chunk of a route's module (`<module>-<hash>.js`), refused by the network as after a deployment. */
const chunkOf = (module: string) => new RegExp(`/assets/${module}-[\\w-]+\\.js$`);

/** Opens a page of 鞋楦中心 through the menu: a client-side navigation, which loads the page's chunk. */
const openFromMenu = async (page: Page, name: string) => {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '鞋楦中心' }).click();
  await page.getByRole('menuitem', { name }).click();
};

describe('a page whose code does not load (docs/decisions/0033-route-errors.md)', () => {
  it('reloads once by itself when the chunk is gone, and shows the page from the new load', async () => {
    const { page } = await browser.open();
    await signInToDashboard(page, baseUrl, demo.supplier);
    const refused: string[] = [];
    await page.route(
      chunkOf('shoe-tree-page'),
      (route: Route) => {
        refused.push(route.request().url());
        return route.abort();
      },
      { times: 1 },
    );
    const reloaded = page.waitForEvent('load');
    await openFromMenu(page, '鞋楦管理');
    await reloaded;
    await page.getByRole('heading', { level: 1, name: '鞋楦管理' }).waitFor();
    expect(refused).toHaveLength(1);
    expect(page.url()).toBe(`${baseUrl}/shoe/shoeTree`);
    expect(await page.getByTestId('route-error').count()).toBe(0);
    // The note of the reload is forgotten once the page rendered.
    expect(await page.evaluate(() => sessionStorage.getItem('supplier-portal.chunk-reload'))).toBeNull();
  });

  it('shows 页面加载失败 under the top bar when the reload does not help, and recovers with 重新加载', async () => {
    const { page } = await browser.open();
    await signInToDashboard(page, baseUrl, demo.supplier);
    let refused = 0;
    const handler = (route: Route) => {
      refused += 1;
      return route.abort();
    };
    await page.route(chunkOf('shoe-tree-maintain-page'), handler);
    const reloaded = page.waitForEvent('load');
    await openFromMenu(page, '鞋楦信息维护');
    await reloaded;
    const error = page.getByRole('alert', { name: '页面加载失败' });
    await error.waitFor();
    // Refused before and after the one automatic reload: no loop.
    expect(refused).toBe(2);
    expect(await error.textContent()).toContain('系统可能已经更新，或网络连接中断。请重新加载页面。');
    expect(await page.getByText(/Unexpected Application Error|Hey developer/).count()).toBe(0);
    expect(await page.getByTestId('platform-title').textContent()).toBe('供应商材料管理平台');
    await screenshot(page, 'route-error-chunk');

    await page.unroute(chunkOf('shoe-tree-maintain-page'), handler);
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.getByRole('heading', { level: 1, name: '鞋楦信息维护' }).waitFor();
    expect(await page.getByTestId('route-error').count()).toBe(0);
  });

  it('reloads /login once when the code that signs in is gone, and signs in from the new load', async () => {
    const { page } = await browser.open();
    // The sign-in module's file is gone (a deployment) until the portal has loaded again.
    let gone = true;
    let refused = 0;
    await page.route(chunkOf('sign-in'), (route: Route) => {
      if (!gone) return route.continue();
      refused += 1;
      return route.abort();
    });
    await page.goto(`${baseUrl}/login`);
    // Typing fetches the sign-in module ahead; the submit asks for it again, and the router reloads the portal.
    await page.getByLabel('账号').fill(demo.supplier.account);
    await page.getByLabel('密码').fill(demo.supplier.password);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: '登录' }).click();
    await reloaded;
    gone = false;
    expect(refused).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(await page.getByTestId('route-error').count()).toBe(0);
    await signInToDashboard(page, baseUrl, demo.supplier);
  });
});
