import { api } from '@portal/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot } from '../support/browser';
import { dashboardReady, demo, newPage, sendCall, signInToDashboard, tokenOf, type Who } from '../support/portal';
import { type Stack, startStack } from '../support/stack';

/**
 * One supplier's answers never reach the next user of the same tab. The supplier's token dies on the stub while
 * the portal shows its figures, counts and downloads; the portal hits the 401, and another supplier signs in on
 * the same page (no reload, so the query cache of the first session is still in memory unless the session
 * emptied it). A recorder installed before the portal's first script writes down every text the figures, the bell
 * and the download list render, and none of the first supplier's may appear once the second signs in.
 *
 * This file runs its own stub (the global build): it ends the supplier's sessions and creates a download record,
 * which the other files' accounts must not see.
 */
let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startStack({ build: false });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});
afterEach(() => context?.close());

const hongda: Who = { account: 'hongda', password: 'Hongda@2026' };

interface Seen {
  phase: string;
  what: string;
  text: string;
}
interface Recorder {
  __seen: Seen[];
  __phase: string;
}

/**
 * Runs in the page before any of its scripts. On every DOM change (a MutationObserver's callback runs before
 * the browser paints the change) it notes the text of each watched element, once per phase and text: the
 * dashboard's figures and the supplier's name, the bell's badge and items, and each row of the download list.
 */
const installRecorder = () => {
  const w = window as unknown as Recorder;
  w.__seen = [];
  w.__phase = 'start';
  const noted = new Set<string>();
  const note = (what: string, text: string) => {
    const key = `${w.__phase}\u0000${what}\u0000${text}`;
    if (noted.has(key)) return;
    noted.add(key);
    w.__seen.push({ phase: w.__phase, what, text });
  };
  const all = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector));
  const record = () => {
    for (const el of all(
      '[data-testid^="figure-"][data-testid$="-value"], [data-testid="supplier-name"], [data-testid="bell-badge"], [data-testid="bell-delivery"], [data-testid="bell-inquiry"]',
    ))
      note(el.dataset.testid ?? '', el.textContent ?? '');
    for (const el of all('[data-testid="download-status"]')) note('download-row', el.closest('tr')?.textContent ?? '');
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
};

const seenIn = async (phase: string): Promise<Seen[]> =>
  (await page.evaluate(() => (window as unknown as Recorder).__seen)).filter((s) => s.phase === phase);

type Figures = Record<
  'deliveryWarningCount' | 'openPurchaseCount' | 'inquiryNoticeCount' | 'borrowedShoeTreeCount',
  number
>;

/** What the stub holds for the signed-in user of the page: figures, bell counts, download file names, supplier. */
const stubView = async () => {
  const token = await tokenOf(page);
  const user = await sendCall(stack.stubUrl, api.account.currentUser, token);
  const figures = await sendCall(stack.stubUrl, api.dashboard.homeInfos, token);
  const delivery = await sendCall(stack.stubUrl, api.purchase.warningCount, token);
  const notices = (await sendCall(stack.stubUrl, api.inquiry.noticeList, token)).length;
  const downloads = await sendCall(stack.stubUrl, api.navbar.downloadList, token, {
    body: { page: 1, limit: 10, type: 'download' },
  });
  return {
    token,
    supplierName: user.supplierName,
    figures,
    delivery,
    notices,
    badge: String(Math.min(delivery + notices, 99)),
    files: downloads.data.map((d) => d.fileName),
  };
};
type View = Awaited<ReturnType<typeof stubView>>;

const exact = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`);
const figureKeys = Object.keys({
  deliveryWarningCount: 0,
  openPurchaseCount: 0,
  inquiryNoticeCount: 0,
  borrowedShoeTreeCount: 0,
} satisfies Figures) as (keyof Figures)[];

/** Waits until the dashboard, the bell (opened and closed) and the download list show exactly `view`. */
const showsEverything = async (view: View) => {
  await dashboardReady(page);
  for (const key of figureKeys)
    await page
      .getByTestId(`figure-${key}-value`)
      .filter({ hasText: exact(String(view.figures[key])) })
      .waitFor();
  await page
    .getByTestId('supplier-name')
    .filter({ hasText: exact(view.supplierName) })
    .waitFor();
  await page
    .getByTestId('bell-badge')
    .filter({ hasText: exact(view.badge) })
    .waitFor();

  await page.getByRole('button', { name: '消息提醒' }).click();
  await page.getByRole('menuitem', { name: `交付提醒(${view.delivery})` }).waitFor();
  if (view.notices > 0) await page.getByRole('menuitem', { name: `询价通知(${view.notices})` }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });

  await page.getByRole('button', { name: '下载列表' }).click();
  const downloads = page.getByRole('dialog');
  if (view.files.length === 0) await downloads.getByText('暂无下载记录').waitFor();
  for (const file of view.files) await downloads.getByRole('row').filter({ hasText: file }).waitFor();
  await page.keyboard.press('Escape');
  await downloads.waitFor({ state: 'detached' });
};

describe('the query cache belongs to one session', () => {
  it("shows none of a supplier's figures, counts or rows to the next supplier after a 401", async () => {
    ({ context, page } = await newPage(browser));
    await context.addInitScript(installRecorder);
    await signInToDashboard(page, stack.baseUrl, demo.supplier);

    // A download record of the supplier's own, so the download list has a row to leak.
    const supplierToken = await tokenOf(page);
    await sendCall(stack.stubUrl, api.grain.export, supplierToken);
    const supplier = await stubView();
    expect(supplier.files).toHaveLength(1);
    await showsEverything(supplier);
    // Every figure, count and row of the supplier's is in the portal's cache now.
    expect((await seenIn('start')).some((s) => s.what === 'download-row')).toBe(true);

    // The supplier's token dies on the stub: a password change (to the same password) ends every session.
    const same = demo.supplier.password;
    await sendCall(stack.stubUrl, api.account.changePwd, supplierToken, {
      body: {
        oldPwd: same,
        newPwd: same,
        confirmPwd: same,
      },
    });
    // The portal's next call (the bell asks again when opened) answers 401: signed out, on /login, no reload.
    await page.getByRole('button', { name: '消息提醒' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('supplier-portal.session'))).toBeNull();
    expect(await page.evaluate(() => (window as unknown as Recorder).__phase)).toBe('start');

    // Another supplier signs in on the same page; from here on, record what is shown as theirs.
    await page.evaluate(() => {
      (window as unknown as Recorder).__phase = 'hongda';
    });
    await page.getByLabel('账号').fill(hongda.account);
    await page.getByLabel('密码').fill(hongda.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // What the supplier had: any of it rendered after the second sign-in is a leak.
    const leaks = async () =>
      (await seenIn('hongda')).filter(
        ({ what, text }) =>
          figureKeys.some((key) => what === `figure-${key}-value` && text === String(supplier.figures[key])) ||
          (what === 'supplier-name' && text === supplier.supplierName) ||
          (what === 'bell-badge' && text === supplier.badge) ||
          (what === 'bell-delivery' && text.includes(`(${supplier.delivery})`)) ||
          (what === 'bell-inquiry' && text.includes(`(${supplier.notices})`)) ||
          (what === 'download-row' && supplier.files.some((file) => text.includes(file))),
      );
    await dashboardReady(page);
    expect(await leaks()).toEqual([]);
    const next = await stubView();
    expect(next.supplierName).not.toBe(supplier.supplierName);
    await showsEverything(next);
    await screenshot(page, 'session-next-supplier');

    // The two suppliers differ in every figure and count, so any leaked value would be told apart.
    for (const key of figureKeys) expect(next.figures[key]).not.toBe(supplier.figures[key]);
    expect(next.badge).not.toBe(supplier.badge);
    expect(next.delivery).not.toBe(supplier.delivery);
    expect(next.notices).not.toBe(supplier.notices);
    expect(await leaks()).toEqual([]);
    const seen = await seenIn('hongda');
    // The recorder did see the second supplier's own values while it watched.
    for (const key of figureKeys)
      expect(seen).toContainEqual({ phase: 'hongda', what: `figure-${key}-value`, text: String(next.figures[key]) });
    expect(seen).toContainEqual({ phase: 'hongda', what: 'bell-badge', text: next.badge });
    expect(seen).toContainEqual({ phase: 'hongda', what: 'bell-delivery', text: `交付提醒(${next.delivery})` });
  });
});
