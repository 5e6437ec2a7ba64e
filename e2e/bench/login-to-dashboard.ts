/**
 * Time from the login click to the dashboard rendered (its figures shown), measured in Debian's
 * Chromium against the real stub and the built portal. Run with tsx:
 *   pnpm --filter @portal/e2e bench:login        (RUNS=20 for more runs, NO_BUILD=1 to reuse apps/web/dist)
 * It starts what it needs the same way the e2e global setup does (support/stack.ts). Each run is a
 * fresh browser context (empty cache and storage): a supplier opening the portal and signing in.
 *
 * The time is taken inside the page: from the click event on 登录 to the DOM commit that shows the
 * figures ([data-testid=home-figures][data-state=ready]). The driver's own view (Playwright's click
 * and polling included) is printed too, for comparison.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { launch } from '../support/browser';
import { dashboardReady, demo, newPage } from '../support/portal';
import { startStack } from '../support/stack';

const runs = Number(process.env.RUNS ?? 10);

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const median = (sorted: number[]) => {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

interface Marks {
  clicked?: number;
  ready?: number;
}

/** Records, in the page's clock, the click on 登录 and the commit that shows the figures. */
const instrument = (page: Page) =>
  page.evaluate(() => {
    const marks: Marks = {};
    (window as unknown as { benchMarks: Marks }).benchMarks = marks;
    document.querySelector('button[type="submit"]')?.addEventListener(
      'click',
      () => {
        marks.clicked = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="home-figures"][data-state="ready"]')) {
        marks.ready = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });

const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`\n${label}`);
  console.log(`  runs:   ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(
    `  min ${ms(sorted[0] ?? Number.NaN)} · median ${ms(median(sorted))} · p90 ${ms(percentile(sorted, 90))} · max ${ms(sorted.at(-1) ?? Number.NaN)}`,
  );
};

const main = async () => {
  const stack = await startStack({ build: process.env.NO_BUILD !== '1' });
  const browser = await launch();
  const inPage: number[] = [];
  const driver: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { context, page } = await newPage(browser);
      await page.goto(`${stack.baseUrl}/login`);
      await page.getByLabel('账号').fill(demo.supplier.account);
      await page.getByLabel('密码').fill(demo.supplier.password);
      await instrument(page);
      const started = performance.now();
      await page.getByRole('button', { name: '登录' }).click();
      await dashboardReady(page);
      driver.push(performance.now() - started);
      const marks = await page.evaluate(() => (window as unknown as { benchMarks: Marks }).benchMarks);
      if (marks.clicked === undefined || marks.ready === undefined) throw new Error(`run ${i + 1}: marks missing`);
      inPage.push(marks.ready - marks.clicked);
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log(`\nlogin click → dashboard rendered, Chromium headless, ${runs} runs (fresh context each)`);
  summary('in the page (click event → figures committed to the DOM):', inPage);
  summary('as the driver sees it (Playwright click → figures seen):', driver);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
