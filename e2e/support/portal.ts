import { type Call, type CallData, type CallInput, fillPath } from '@portal/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launch, stepTimeoutMs } from './browser';

export const demo = {
  supplier: { account: 'supplier', password: 'Supplier@2026' },
  /** The supplier's atoms plus the supervisor audits (主管审核). */
  supervisor: { account: 'supervisor', password: 'Supervisor@2026' },
  viewer: { account: 'viewer', password: 'Viewer@2026' },
  newcomer: { account: 'newcomer', password: 'Newcomer@2026' },
  /** Another supplier (S10023) with the supplier's atoms; no browser test exports with it. */
  hongda: { account: 'hongda', password: 'Hongda@2026' },
} as const;

export interface Who {
  account: string;
  password: string;
}

/**
 * A fresh browser context (own storage), Chinese locale, desktop size unless told, and generous step
 * timeouts (support/browser.ts `stepTimeoutMs`).
 */
export const newPage = async (
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  context.setDefaultTimeout(stepTimeoutMs);
  context.setDefaultNavigationTimeout(stepTimeoutMs);
  return { context, page: await context.newPage() };
};

/**
 * One browser for the test file and a fresh context for every page it opens, closed after each test. Call it at
 * the top of a test file; `open` is `newPage` on that browser.
 */
export const browserPerFile = () => {
  let browser: Browser;
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());
  afterEach(() => Promise.all(opened.splice(0).map((context) => context.close())));
  return {
    open: async (viewport?: { width: number; height: number }) => {
      const page = await newPage(browser, viewport);
      opened.push(page.context);
      return page;
    },
  };
};

/** Fills the login form as a person would and submits it. */
export const signIn = async (page: Page, baseUrl: string, who: Who) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('账号').fill(who.account);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录' }).click();
};

/** The dashboard has rendered its figures (home/homeInfos answered). */
export const dashboardReady = (page: Page) =>
  page.locator('[data-testid="home-figures"][data-state="ready"]').waitFor();

/** Signs in and waits for the dashboard, figures included. */
export const signInToDashboard = async (page: Page, baseUrl: string, who: Who) => {
  await signIn(page, baseUrl, who);
  await page.waitForURL(`${baseUrl}/dashboard`);
  await dashboardReady(page);
};

/** The token the portal keeps for the signed-in user. */
export const tokenOf = async (page: Page): Promise<string> => {
  const stored = await page.evaluate(() => localStorage.getItem('supplier-portal.session'));
  const token = stored ? (JSON.parse(stored) as { token?: string }).token : undefined;
  if (!token) throw new Error('no session in the browser');
  return token;
};

/** Calls the stub directly (not through the browser), to compare what the page shows. */
export const callStub = async <T>(stubUrl: string, path: string, token: string, body: unknown = {}): Promise<T> => {
  const response = await fetch(`${stubUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: number; message: string; data: T };
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.status} ${envelope.message}`);
  return envelope.data;
};

/**
 * A contract call to the stub as `token` (POST, as the portal sends its calls), keyed by the call object: its path
 * filled from `params`, its body typed by the call's input, its answer by the call's data; a renamed call is a type
 * error.
 */
export const sendCall = <C extends Call>(
  stubUrl: string,
  call: C,
  token: string,
  input: Omit<CallInput<C>, 'query'> = {} as Omit<CallInput<C>, 'query'>,
): Promise<CallData<C>> => {
  const { params, body } = input as { params?: Record<string, unknown>; body?: unknown };
  return callStub<CallData<C>>(stubUrl, fillPath(call.path, params), token, body ?? {});
};
