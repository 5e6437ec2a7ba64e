import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { seriousViolations } from './axe';
import { launch } from './browser';
import { callStub, demo, newPage, signInToDashboard, tokenOf, type Who } from './portal';

/**
 * The set-up the order tests share (purchase orders, season orders): one browser for the file, a fresh context
 * per test signed in on a wide screen, the stub called with that user's token, and axe on this domain's part of
 * the page. Call it at the top of a test file.
 */
export const orderSession = () => {
  const baseUrl = inject('baseUrl');
  const stubUrl = inject('stubUrl');
  let browser: Browser;
  let context: BrowserContext | undefined;
  let current: Page | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());
  afterEach(() => context?.close());
  const page = () => {
    if (!current) throw new Error('signIn first');
    return current;
  };
  return {
    baseUrl,
    stubUrl,
    /** A fresh context signed in (dashboard loaded); the page and the user's token. */
    signIn: async (who: Who = demo.supplier) => {
      ({ context, page: current } = await newPage(browser, { width: 1600, height: 1000 }));
      await signInToDashboard(current, baseUrl, who);
      return { page: current, token: await tokenOf(current) };
    },
    /** A call to the stub as the signed-in user (to compare with what the page shows). */
    call: async <T>(path: string, body: unknown = {}) => callStub<T>(stubUrl, path, await tokenOf(page()), body),
    /** axe-core on this domain's part of the page (the content, or the open dialog): no serious or critical violation. */
    expectAccessible: async (name: string, selector = 'main') =>
      expect(await seriousViolations(page(), selector), name).toEqual([]),
  };
};
