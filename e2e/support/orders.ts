import type { Call, CallInput } from '@portal/contract';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { seriousViolations } from './axe';
import { browserPerFile, demo, sendCall, signInToDashboard, tokenOf, type Who } from './portal';

/**
 * The set-up the order tests share (purchase orders, season orders): one browser for the file, a fresh context
 * per test signed in on a wide screen, the stub called with that user's token, and axe on this domain's part of
 * the page. Call it at the top of a test file.
 */
export const orderSession = () => {
  const baseUrl = inject('baseUrl');
  const stubUrl = inject('stubUrl');
  const browser = browserPerFile();
  let current: Page | undefined;
  const page = () => {
    if (!current) throw new Error('signIn first');
    return current;
  };
  return {
    baseUrl,
    stubUrl,
    /** A fresh context signed in (dashboard loaded); the page and the user's token. */
    signIn: async (who: Who = demo.supplier) => {
      ({ page: current } = await browser.open({ width: 1600, height: 1000 }));
      await signInToDashboard(current, baseUrl, who);
      return { page: current, token: await tokenOf(current) };
    },
    /**
     * A contract call to the stub as the signed-in user (to compare with what the page shows):
     * `session.call(api.purchase.detail, { params: { id } })`, its answer typed by the call's data.
     */
    call: async <C extends Call>(call: C, input?: Omit<CallInput<C>, 'query'>) =>
      sendCall(stubUrl, call, await tokenOf(page()), input),
    /** axe-core on this domain's part of the page (the content, or the open dialog): no serious or critical violation. */
    expectAccessible: async (name: string, selector = 'main') =>
      expect(await seriousViolations(page(), selector), name).toEqual([]),
  };
};
