import { api } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { animationsDone, screenshot } from '../support/browser';
import { browserPerFile, demo, sendCall, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

const open = async (viewport?: { width: number; height: number }) => {
  ({ page } = await browser.open(viewport));
};

describe('the portal shell against the stub', () => {
  it('shows the supplier the brand title and their whole menu', async () => {
    await open();
    await signInToDashboard(page, baseUrl, demo.supplier);
    await expect(page.getByTestId('platform-title').textContent()).resolves.toBe('供应商材料管理平台');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    const entries = await menu.locator(':scope > ul > li').allInnerTexts();
    // 需求管理 carries its unread badge (未读 and a number) after the name.
    expect(entries.map((e) => e.replace(/\s*未读\s*\d+$/, '').trim())).toEqual([
      '首页',
      '面料管理',
      '需求管理',
      '组件成本管理',
      '鞋楦中心',
      '材料待填报管理',
      '采购单',
      '价格中心',
      '组件参数',
    ]);
    await screenshot(page, 'shell-dashboard');

    await menu.getByRole('button', { name: '面料管理' }).click();
    await page.getByRole('menuitem', { name: '材料标准手册' }).waitFor();
    await screenshot(page, 'shell-menu-fabric');
    // One submenu at a time.
    await menu.getByRole('button', { name: '价格中心' }).click();
    await page.getByRole('menuitem', { name: '询价通知列表' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '材料标准手册' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: '询价通知列表' }).click();
    await page.waitForURL(`${baseUrl}/price/inquiry`);
    await page.getByRole('heading', { level: 1, name: '询价通知列表' }).waitFor();
    await screenshot(page, 'shell-inquiry');
  });

  it('opens an external menu link in a frame', async () => {
    await open();
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '面料管理' }).click();
    await page.getByRole('menuitem', { name: '材料标准手册' }).click();
    await page.waitForURL(/\/external\?url=https%3A%2F%2Fdocs\.example\.com/);
    expect(await page.getByTitle('外部链接').getAttribute('src')).toBe('https://docs.example.com/material-standard');
    await page.goto(`${baseUrl}/external`);
    await page.getByText('URL地址有误,请检查!').waitFor();
  });

  it('sends an unknown path to 404', async () => {
    await open();
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/fabric/noSuchPage`);
    await page.waitForURL(`${baseUrl}/404`);
    await page.getByText('页面不存在').waitFor();
    await screenshot(page, 'shell-404');
  });

  it('shows 无权限访问 for a route outside the viewer’s menu', async () => {
    await open();
    await signInToDashboard(page, baseUrl, demo.viewer);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    expect(await menu.getByText('组件成本管理').count()).toBe(0);
    await page.goto(`${baseUrl}/component/componentCost`);
    await page.waitForURL(`${baseUrl}/403`);
    await page.getByText('无权限访问').waitFor();
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'shell-403');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it('shows bell counts that match the stub', async () => {
    await open();
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    const delivery = await sendCall(stubUrl, api.purchase.warningCount, token);
    const notices = await sendCall(stubUrl, api.inquiry.noticeList, token);
    expect(delivery).toBeGreaterThan(0);
    expect(notices.length).toBeGreaterThan(0);

    // The badge shows as soon as one of its two counts has answered: wait for the sum of both.
    const total = String(Math.min(delivery + notices.length, 99));
    await page
      .getByTestId('bell-badge')
      .filter({ hasText: new RegExp(`^${total}$`) })
      .waitFor();
    await page.getByRole('button', { name: '消息提醒' }).click();
    const deliveryItem = page.getByRole('menuitem', { name: `交付提醒(${delivery})` });
    const inquiryItem = page.getByRole('menuitem', { name: `询价通知(${notices.length})` });
    await deliveryItem.waitFor();
    await inquiryItem.waitFor();
    await screenshot(page, 'shell-bell');
    // The dashboard's figure agrees with the bell.
    expect(await page.getByTestId('figure-deliveryWarningCount-value').textContent()).toBe(String(delivery));

    await deliveryItem.click();
    await page.waitForURL(`${baseUrl}/purchase/purchase?pageCode=todo`);
    await page.getByText(`共 ${delivery} 条`).waitFor();
  });

  it('shows the download list’s empty state and the upload choice on fabric pages', async () => {
    await open();
    // The download list is the account's own, and the browser tests share one stub: an account none of them exports with.
    await signInToDashboard(page, baseUrl, demo.hongda);
    expect(await page.getByRole('button', { name: '上传' }).count()).toBe(0);
    await page.getByRole('button', { name: '下载列表' }).click();
    const downloads = page.getByRole('dialog');
    await downloads.getByRole('columnheader', { name: '文件名称' }).waitFor();
    await downloads.getByText('暂无下载记录').waitFor();
    await screenshot(page, 'shell-downloads');
    await page.keyboard.press('Escape');
    await downloads.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/fabric/fabricManage`);
    await page.getByRole('button', { name: '上传' }).click();
    await page.getByText('请选择要上传的数据类型').waitFor();
    await screenshot(page, 'shell-upload');
  });

  it('warns a viewer without the upload atom', async () => {
    await open();
    await signInToDashboard(page, baseUrl, demo.viewer);
    await page.goto(`${baseUrl}/fabric/fabricManage`);
    await page.getByRole('button', { name: '上传' }).click();
    await page.getByRole('button', { name: '鞋面料' }).click();
    await page.getByText('您暂未开通面料管理模块，请联系后台管理员开通!').waitFor();
  });

  it('collapses the menu into a drawer at 800 px wide', async () => {
    await open({ width: 800, height: 900 });
    await signInToDashboard(page, baseUrl, demo.supplier);
    expect(await page.getByRole('navigation', { name: '主菜单' }).count()).toBe(0);
    const toggle = page.getByRole('button', { name: '打开菜单' });
    expect(await toggle.isVisible()).toBe(true);
    await screenshot(page, 'shell-mobile');
    await toggle.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('navigation', { name: '主菜单' }).waitFor();
    // Measured once it has slid in: mid-animation its box is off by a fraction of a pixel.
    await animationsDone(page);
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(210);
    await drawer.getByRole('button', { name: '鞋楦中心' }).click();
    const shoeTrees = drawer.getByRole('link', { name: '鞋楦管理' });
    await shoeTrees.waitFor();
    await screenshot(page, 'shell-mobile-drawer', { fullPage: false });
    await shoeTrees.click();
    await page.waitForURL(`${baseUrl}/shoe/shoeTree`);
    await drawer.waitFor({ state: 'detached' });
  });
});
