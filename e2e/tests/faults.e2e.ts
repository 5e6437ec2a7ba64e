import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, toastShown } from '../support/browser';
import { demo, newPage, signInToDashboard } from '../support/portal';
import { type Stack, startStack } from '../support/stack';

/**
 * What the portal does when the backend is slow or fails, driven through the stub's fault injector
 * (docs/dev-kit.md): the 5000 ms timeout, a gateway's failure, the 500 notification and the 401 logout. This file
 * runs its own stub, so its faults never reach another file's.
 */
let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const homeInfos = 'dashboard.homeInfos';

const control = async (method: string, path: string, body?: object) => {
  const res = await fetch(`${stack.stubUrl}/__stub${path}`, {
    method,
    // A POST to the control surface carries JSON (docs/dev-kit.md "Who may call it").
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const envelope = (await res.json()) as { status: number; message: string; data: unknown };
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
};

beforeAll(async () => {
  stack = await startStack({ build: false });
  browser = await launch();
  ({ context, page } = await newPage(browser));
  await signInToDashboard(page, stack.baseUrl, demo.supplier);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});
afterEach(() => control('DELETE', '/faults'));

/** Opens the dashboard again: its figures are asked anew, through whatever fault is in force. */
const reloadDashboard = () => page.reload();

describe('the portal under injected faults', () => {
  it('times out after 5000 ms with 网络请求超时，请重试！, and the badge says a fault is active', async () => {
    // No count: the rule stays (and the badge shows it) until afterEach removes it.
    await control('POST', '/faults', { match: homeInfos, kind: 'latency', delayMs: 6000 });
    await reloadDashboard();
    await toastShown(page, '网络请求超时，请重试！');
    await page.getByRole('link', { name: /Stub: 1 fault/ }).waitFor();
    await screenshot(page, 'fault-timeout', { fullPage: false });
  });

  it('shows 网络环境异常，请重试！ when a gateway answers 502', async () => {
    await control('POST', '/faults', { match: homeInfos, kind: 'http', httpStatus: 502, times: 1 });
    await reloadDashboard();
    await toastShown(page, '网络环境异常，请重试！');
  });

  it('shows 系统错误信息 in an 异常信息 notification for a 500', async () => {
    await control('POST', '/faults', { match: homeInfos, kind: 'envelope', status: 500, times: 1 });
    await reloadDashboard();
    const toast = await toastShown(page, '系统错误信息', { hold: true });
    await toast.getByText('异常信息').waitFor();
    await screenshot(page, 'fault-500', { fullPage: false });
  });

  it('signs out on a 401 with an empty message and goes to /login', async () => {
    await control('POST', '/faults', { match: homeInfos, kind: 'envelope', status: 401, message: '', times: 1 });
    await reloadDashboard();
    await page.waitForURL(/\/login/);
    const session = await page.evaluate(() => localStorage.getItem('supplier-portal.session'));
    expect(session === null || !JSON.parse(session).token).toBe(true);
  });
});
