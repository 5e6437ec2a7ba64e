import { api, type Call } from '@portal/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { browserPerFile, callStub, demo, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();

/**
 * Every route of the portal (navigation/route-table.ts) with an address that shows a record (the detail pages get
 * the first one of their list, asked of the stub as the demo supplier), and what the viewer gets there: the page,
 * or 403 (a menu it does not have, or a screen that only writes).
 */
interface Visit {
  name: string;
  url: string;
  viewer: 'page' | 'forbidden';
}

type Listed = { data: { id: number }[] };

const firstId = async (token: string, call: Call, body: Record<string, unknown> = {}) => {
  const { data } = await callStub<Listed>(stubUrl, call.path, token, { page: 1, limit: 2, ...body });
  if (!data[0]) throw new Error(`${call.id}: no record to open`);
  return data.map((r) => r.id);
};

const routesWith = async (token: string): Promise<Visit[]> => {
  const [fabric] = await firstId(token, api.fabric.list);
  const [recommend] = await firstId(token, api.recommend.list);
  const [innovation] = await firstId(token, api.innovation.list);
  const [scanApply] = await firstId(token, api.scanApply.list);
  const [shoeTree] = await firstId(token, api.shoeTree.supplierList);
  const [season] = await firstId(token, api.season.list);
  const orders = await firstId(token, api.purchase.list, { status: 1 });
  return [
    { name: 'fabricManage', url: '/fabric/fabricManage', viewer: 'page' },
    { name: 'fabricDetail', url: `/fabric/fabricDetail?id=${fabric}`, viewer: 'page' },
    { name: 'fabricInnovate', url: '/fabric/fabricInnovate', viewer: 'page' },
    { name: 'fabricInnovateDetail', url: `/fabric/fabricInnovateDetail?id=${innovation}`, viewer: 'page' },
    { name: 'supplierRecommendManage', url: '/fabric/supplierRecommendManage', viewer: 'page' },
    { name: 'supplierRecommendDetail', url: `/fabric/supplierRecommendDetail?id=${recommend}`, viewer: 'page' },
    { name: 'scanApply', url: '/fabric/scanApply', viewer: 'page' },
    { name: 'scanApplyDetail', url: `/fabric/scanApplyDetail?id=${scanApply}`, viewer: 'page' },
    { name: 'fabricLinesManage', url: '/fabric/fabricLinesManage', viewer: 'page' },
    { name: 'fabricEffectManage', url: '/fabric/fabricEffectManage', viewer: 'page' },
    { name: 'demandManage', url: '/materialDemand/demandManage', viewer: 'page' },
    { name: 'componentCost', url: '/component/componentCost', viewer: 'forbidden' },
    { name: 'shoeSeason', url: '/shoe/shoeSeason', viewer: 'page' },
    { name: 'shoeTree', url: '/shoe/shoeTree', viewer: 'page' },
    { name: 'shoeTreeMaintain', url: '/shoe/shoeTreeMaintain', viewer: 'page' },
    { name: 'shoeTreeDetail', url: `/shoe/shoeTreeDetail?id=${shoeTree}`, viewer: 'page' },
    { name: 'seasonDetail', url: `/shoe/seasonDetail?id=${season}`, viewer: 'page' },
    { name: 'seasonSingle', url: `/shoe/seasonSingle?id=${season}`, viewer: 'forbidden' },
    { name: 'inquiryMaterial', url: '/inquiryMaterial/inquiryMaterial', viewer: 'forbidden' },
    { name: 'purchase', url: '/purchase/purchase', viewer: 'page' },
    { name: 'shipmentSingle', url: `/purchase/shipmentSingle?id=${orders[0]}`, viewer: 'forbidden' },
    { name: 'shipmentMerge', url: `/purchase/shipmentMerge?ids=${orders.join(',')}`, viewer: 'forbidden' },
    { name: 'materialPrice', url: '/price/materialPrice', viewer: 'page' },
    { name: 'materialPrice-color', url: '/price/materialPrice?tab=color', viewer: 'page' },
    { name: 'materialPrice-line', url: '/price/materialPrice?tab=line', viewer: 'page' },
    { name: 'materialPrice-effect', url: '/price/materialPrice?tab=effect', viewer: 'page' },
    { name: 'inquiry', url: '/price/inquiry', viewer: 'page' },
    { name: 'componentParam', url: '/componentParam/componentParam', viewer: 'forbidden' },
    { name: 'dashboard', url: '/dashboard', viewer: 'page' },
  ];
};

let visits: Visit[] = [];

beforeAll(async () => {
  const { page } = await browser.open();
  await signInToDashboard(page, baseUrl, demo.supplier);
  visits = await routesWith(await tokenOf(page));
});

/**
 * Opens a route and resolves once its page has settled: its heading is shown, no request is in flight and nothing
 * says it is loading (a table's aria-busy, a 加载中 status).
 */
const visit = async (page: Page, url: string) => {
  await page.goto(`${baseUrl}${url}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document.querySelectorAll('main [aria-busy="true"]').length === 0 &&
      !Array.from(document.querySelectorAll('main [role="status"]')).some((s) => /加载中/.test(s.textContent ?? '')),
  );
};

/**
 * What sticks out on the right of the window and is not inside a box that scrolls or clips it (a wide table in
 * its own scrolling box is fine; a page wider than the screen is not): one line per outermost such element.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 1;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p);
        if (overflowX !== 'visible' && p.getBoundingClientRect().right <= limit) return true;
      }
      return false;
    };
    const out: string[] = [];
    const seen = new Set<Element>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= limit || clipped(el)) continue;
      if ([...seen].some((s) => s.contains(el))) continue;
      seen.add(el);
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}`;
      out.push(`${name} ${Math.round(rect.right)} px: ${(el.textContent ?? '').trim().slice(0, 40)}`);
    }
    return { width: document.documentElement.scrollWidth, out };
  });

describe('every route on a phone (390 px)', () => {
  it('is no wider than the screen', async () => {
    const { page } = await browser.open({ width: 390, height: 844 });
    await signInToDashboard(page, baseUrl, demo.supplier);
    const wide: Record<string, unknown> = {};
    for (const route of visits) {
      await visit(page, route.url);
      const { width, out } = await overflowing(page);
      if (width > 390 || out.length > 0) wide[route.name] = { width, out };
      await screenshot(page, `route-390-${route.name}`, { fullPage: false });
    }
    expect(wide).toEqual({});
  });
});

describe('the inquiry notice on a phone (390 px)', () => {
  it('keeps its price inputs reachable inside the dialog', async () => {
    const { page } = await browser.open({ width: 390, height: 844 });
    await signInToDashboard(page, baseUrl, demo.supplier);
    await visit(page, '/price/inquiry');
    await page
      .getByRole('button', { name: /^报价 / })
      .first()
      .click();
    const dialog = page.getByTestId('notice-dialog');
    const price = dialog.getByRole('textbox', { name: /单价\(元\)$/ }).first();
    await price.waitFor();
    // Nothing of the dialog's body is cut off on the right: a wide table scrolls in its own box.
    const body = await dialog.evaluate((d) => {
      const scroller = d.querySelector('.overflow-y-auto') as HTMLElement;
      return { scroll: scroller.scrollWidth, client: scroller.clientWidth };
    });
    expect(body.scroll).toBeLessThanOrEqual(body.client);
    await price.scrollIntoViewIfNeeded();
    const box = await price.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await price.fill('12.5');
    await screenshot(page, 'route-390-inquiry-notice', { fullPage: false });
  });
});

/** The names of the buttons and links shown, as a screen reader names them (a row's action is `修改 <code>`). */
const controlNames = (page: Page, { exceptTopBarUpload = false } = {}) =>
  page.evaluate(
    (except) =>
      Array.from(document.querySelectorAll('button, a[href], [role="button"], [role="menuitem"]'))
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .filter((el) => !(except && el.closest('header') && el.getAttribute('aria-label') === '上传'))
        .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()),
    exceptTopBarUpload,
  );

/** The supervisor's controls (主管审核 of prices, quotes and costs): only the `supervisor` demo account has them. */
const supervisorName = /^(主管审核|审核所选|审核|审核通过)( |\(|$)/;

describe('every route on a desktop (1440 px) as the supplier', () => {
  it('has no serious or critical axe-core violation, and no supervisor control', async () => {
    const { page } = await browser.open({ width: 1440, height: 900 });
    await signInToDashboard(page, baseUrl, demo.supplier);
    const violations: Record<string, string[]> = {};
    const supervisor: Record<string, string[]> = {};
    for (const route of visits) {
      await visit(page, route.url);
      const found = await seriousViolations(page);
      if (found.length > 0) violations[route.name] = found;
      const audits = (await controlNames(page)).filter((name) => supervisorName.test(name));
      if (audits.length > 0) supervisor[route.name] = [...new Set(audits)];
    }
    expect(violations).toEqual({});
    expect(supervisor).toEqual({});
  });
});

/**
 * The names of the controls that change something (buttons and links, as a screen reader names them: a row's
 * action is `修改 <code>`): none of them may show to the viewer, who holds no write atom (fixtures/roles.json).
 */
const writeVerbs = [
  '上传',
  '新增',
  '新建',
  '修改',
  '编辑',
  '删除',
  '复制',
  '提交',
  '暂存',
  '保存',
  '审核',
  '主管审核',
  '审核所选',
  '报价',
  '提交报价',
  '导入',
  '导入报价',
  '接单',
  '交付',
  '确认交付',
  '确认收货',
  '发货',
  '合并发货',
  '交付计划',
  '关闭',
  '停用',
  '启用',
  '借用',
  '归还',
  '维护',
  '申请转正',
  '重命名',
  '移动',
  '新建文件夹',
];
const writeName = new RegExp(`^(${writeVerbs.join('|')})( |$)`);

describe('every route as the viewer', () => {
  it('shows no write control, and 403 for a screen that only writes', async () => {
    const { page } = await browser.open({ width: 1440, height: 900 });
    await signInToDashboard(page, baseUrl, demo.viewer);
    const found: Record<string, string[]> = {};
    for (const route of visits) {
      if (route.viewer === 'forbidden') {
        await page.goto(`${baseUrl}${route.url}`);
        // The guard replaces the address in the page (no load): wait for the page, then read it.
        await page.getByText('无权限访问').waitFor();
        expect(new URL(page.url()).pathname, route.name).toBe('/403');
        continue;
      }
      await visit(page, route.url);
      // The top bar's 上传 stays: the spec has it warn 您暂未开通…模块 to a user without the upload atoms.
      const writes = (await controlNames(page, { exceptTopBarUpload: true })).filter((name) => writeName.test(name));
      if (writes.length > 0) found[route.name] = [...new Set(writes)];
    }
    expect(found).toEqual({});
  });
});
