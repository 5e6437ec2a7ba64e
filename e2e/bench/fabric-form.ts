import { api } from '@portal/contract';
/**
 * The shoe-upper dialog in Debian's Chromium against the real stub and the built portal. Run with tsx:
 *   pnpm --filter @portal/e2e exec tsx bench/fabric-form.ts      (RUNS=20 for more runs, NO_BUILD=1 to reuse apps/web/dist)
 *
 * Each run is a fresh context signed in as the demo supplier, on 面料管理 (fabricManage), whose list opens the same
 * dialog on a record with its row action 修改:
 * 1. New dialog open to interactive: from the click on 鞋面料 in the top bar's upload popover to the commit that
 *    shows the category select enabled with its options (the dialog module, the categories call, the first render;
 *    on this route the module is usually in already, since the list imports it).
 * 2. Colour picker with 5,000 colours: the colour list is answered from memory (5,000 rows, pages of 100); for
 *    each of the next pages, the time from the moment the page's fetch resolved to the DOM commit that holds its
 *    100 rows: parsing, React Query and the render of one page, without the network or the driver.
 * 3. Loaded record open to interactive: from the click on the first row's 修改 to the commit where the first field
 *    (材料名称) shows the record's name (not empty) and takes input (enabled, the loading cover gone). It includes the spec's
 *    250 ms wait before the record is asked for (spec 001 §4), the detail call and the render of 基本信息; the
 *    sections below it render in a transition after that commit, so the time until the last section (图片与文件)
 *    is in the DOM is reported beside it.
 * Times are taken inside the page (performance.now). Figures are medians and p95; the machine is shared and noisy.
 */
import type { Page } from 'playwright-core';
import { launch } from '../support/browser';
import { demo, newPage, signInToDashboard } from '../support/portal';
import { startStack } from '../support/stack';

const runs = Number(process.env.RUNS ?? 10);
const colourCount = 5000;
const colourPages = 10;

const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => {
  const s = sortedCopy(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const p95 = (values: number[]) => {
  const s = sortedCopy(values);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)] ?? Number.NaN;
};
/** One figure: every run, median and p95, and the verdict against its budget (a part of a figure has none). */
const report = (label: string, values: number[], budget?: number) => {
  const m = median(values);
  console.log(`\n${label}`);
  console.log(`  runs:   ${values.map((v) => v.toFixed(1)).join(', ')} ms`);
  const verdict = budget === undefined ? '' : ` · budget ${budget} ms · ${m <= budget ? 'within' : 'OVER'}`;
  console.log(`  median ${m.toFixed(1)} ms · p95 ${p95(values).toFixed(1)} ms${verdict}`);
};

const colours = Array.from({ length: colourCount }, (_, i) => ({
  colorCode: `C${String(i + 1).padStart(5, '0')}`,
  colorName: `色卡${i + 1}`,
  colorRgb: `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
}));

/**
 * Records in the page when each colour answer is in hand (fetch resolved; the fulfilled body is complete), so the
 * time measured is the page's own: parsing, React Query and the render, not the driver's interception. A string,
 * so that tsx adds no helpers the page lacks.
 */
const markColourAnswers = (page: Page) =>
  page.addInitScript(`
    window.colourAnswers = [];
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => original(input, init).then((response) => {
      if (String(input instanceof Request ? input.url : input).includes('getColorDataList'))
        window.colourAnswers.push(performance.now());
      return response;
    });
  `);

const serveColours = (page: Page) =>
  page.route(`**${api.lookups.colorDataList.path}`, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { page?: number; limit?: number };
    const [pageNo, limit] = [body.page ?? 1, body.limit ?? 100];
    const data = colours.slice((pageNo - 1) * limit, pageNo * limit);
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ status: 200, message: '成功', data: { count: colours.length, data } }),
    });
  });

/** In the page: the click on 鞋面料 → the category select enabled with its options. */
const openToInteractive = async (page: Page): Promise<number> => {
  await page.locator('button[aria-haspopup="dialog"][aria-label="上传"]').click(); // the top bar's, not a list's 上传
  const choice = page.getByRole('button', { name: '鞋面料', exact: true });
  await choice.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { bench: { clicked?: number; ready?: number } };
    w.bench = {};
    document.addEventListener('click', () => (w.bench.clicked ??= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const select = document.querySelector<HTMLSelectElement>('#material-divisionId');
      if (select && !select.disabled && select.options.length > 1) {
        w.bench.ready = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await choice.click();
  await page.waitForFunction(() => (window as unknown as { bench: { ready?: number } }).bench.ready !== undefined);
  const marks = await page.evaluate(() => (window as unknown as { bench: { clicked: number; ready: number } }).bench);
  return marks.ready - marks.clicked;
};

/**
 * In the page: the click on the first row's 修改 → 材料名称 enabled and filled, the loading cover gone
 * (interactive), and → the last section in the DOM (all sections).
 */
interface LoadedOpen {
  interactive: number;
  complete: number;
  /** Click → the detail call sent (the spec's 250 ms wait and the dialog's mount). */
  asked: number;
  /** The detail call itself (the stub and the network). */
  call: number;
  /** Its answer in hand → interactive (parse, fill, render of 基本信息). */
  render: number;
}
const openLoadedRecord = async (page: Page): Promise<LoadedOpen> => {
  const edit = page.getByRole('button', { name: '修改', exact: true }).first();
  await edit.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { bench: { clicked?: number; ready?: number; complete?: number } };
    w.bench = {};
    document.addEventListener('click', () => (w.bench.clicked ??= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[data-testid="material-dialog"]');
      const name = dialog?.querySelector<HTMLInputElement>('#material-materialName');
      if (
        w.bench.ready === undefined &&
        name &&
        !name.disabled &&
        name.value !== '' &&
        dialog?.querySelector('form[aria-busy="false"]')
      )
        w.bench.ready = performance.now();
      if (w.bench.ready !== undefined && dialog?.querySelector('#material-coverImgId')) {
        w.bench.complete = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await edit.click();
  await page.waitForFunction(
    () => (window as unknown as { bench: { complete?: number } }).bench.complete !== undefined,
  );
  const marks = await page.evaluate(() => {
    const { bench } = window as unknown as { bench: { clicked: number; ready: number; complete: number } };
    const detail = performance
      .getEntriesByType('resource')
      .find((r) => r.name.includes('/fabric/detail/') && r.startTime >= bench.clicked) as
      | PerformanceResourceTiming
      | undefined;
    return { ...bench, asked: detail?.startTime ?? Number.NaN, answered: detail?.responseEnd ?? Number.NaN };
  });
  return {
    interactive: marks.ready - marks.clicked,
    complete: marks.complete - marks.clicked,
    asked: marks.asked - marks.clicked,
    call: marks.answered - marks.asked,
    render: marks.ready - marks.answered,
  };
};

/** In the page: for each next colour page, response end → its rows committed. */
const colourPageRenders = async (page: Page): Promise<number[]> =>
  page.evaluate(async (pages) => {
    const list = document.querySelector<HTMLUListElement>('[data-testid="color-list"]');
    if (!list) throw new Error('no colour list');
    // No named helpers in here: tsx would wrap them in a __name call the page does not have.
    const times: number[] = [];
    for (let i = 0; i < pages; i++) {
      const before = list.querySelectorAll('li').length - 1;
      const committed = new Promise<number>((done) => {
        const observer = new MutationObserver(() => {
          if (list.querySelectorAll('li').length - 1 >= before + 100) {
            observer.disconnect();
            done(performance.now());
          }
        });
        observer.observe(list, { childList: true, subtree: true });
      });
      list.scrollTop = list.scrollHeight;
      list.dispatchEvent(new Event('scroll'));
      const at = await committed;
      const answered = (window as unknown as { colourAnswers: number[] }).colourAnswers.at(-1);
      if (answered === undefined) throw new Error('no colour answer recorded');
      times.push(at - answered);
      // Let the list settle (the loading row goes away) before the next page.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    return times;
  }, colourPages);

const main = async () => {
  const stack = await startStack({ build: process.env.NO_BUILD !== '1' });
  const browser = await launch();
  const open: number[] = [];
  const pages: number[] = [];
  const loaded: LoadedOpen[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { context, page } = await newPage(browser, { width: 1680, height: 1000 });
      await markColourAnswers(page);
      await signInToDashboard(page, stack.baseUrl, demo.supplier);
      await serveColours(page);
      await page.goto(`${stack.baseUrl}/fabric/fabricManage`);
      open.push(await openToInteractive(page));
      const dialog = page.getByTestId('material-dialog');
      await dialog.getByLabel('材料大类').selectOption({ label: '真皮' });
      await dialog.getByLabel('材料小类').selectOption({ label: '头层牛皮' });
      await dialog.locator('[data-testid="color-list"] li').nth(99).waitFor();
      pages.push(...(await colourPageRenders(page)));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      loaded.push(await openLoadedRecord(page));
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log(`\nshoe-upper dialog, Chromium headless, ${runs} runs (fresh context each)`);
  report('new dialog open → interactive (click 鞋面料 → category select ready):', open, 300);
  const of = (key: keyof LoadedOpen) => loaded.map((l) => l[key]);
  report(
    'loaded record open → interactive (click 修改 → 材料名称 filled and enabled; incl. the 250 ms wait):',
    of('interactive'),
    300,
  );
  report("  of which click → detail call sent (the spec's 250 ms wait, the dialog mount):", of('asked'));
  report('  of which the detail call (stub and network):', of('call'));
  report('  of which answer → interactive (parse, fill, render of 基本信息):', of('render'));
  report(
    'loaded record open → all sections in the DOM (click 修改 → 图片与文件 rendered, in a transition):',
    of('complete'),
  );
  report(`colour picker, ${colourCount} colours: next page of 100 rendered (response end → commit):`, pages, 50);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
