import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifactsDir = resolve(import.meta.dirname, '../artifacts');

/**
 * How long one Playwright step (a wait for an element, a response, a navigation) may take. Generous:
 * CI machines have 2 cores and are often busy, and every wait is for an event, so a fast run never
 * waits this long and a slow one is not failed for being slow.
 */
export const stepTimeoutMs = 60_000;

/**
 * Debian's Chromium with the flags that work on these machines (no sandbox as root, no background
 * traffic), and any a test adds. Playwright gives every launch a fresh profile of its own.
 */
export const launch = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    timeout: stepTimeoutMs,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });

/**
 * Resolves once no finite animation or transition of the page is running (spinners and other endless
 * animations are left alone): waits for each one's `finished`, then for a frame, until none is left.
 */
export const animationsDone = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    // Bounded by rounds, not by time: an animation that ends may start another (an exit after an entry).
    for (let round = 0; round < 50; round++) {
      const now = running();
      if (now.length === 0) return;
      await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
      await new Promise((done) => requestAnimationFrame(() => done(undefined)));
    }
  });

/**
 * Resolves after the page has rendered two more frames: whatever an input already dispatched (a key
 * press, a click) caused has been committed and painted. Used before asserting that something did
 * NOT happen, instead of sleeping.
 */
export const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * The sonner notification showing `text`, mounted and done sliding in. `hold` points the mouse at it,
 * which pauses its auto-dismiss timer (the notifications last 2 s), so a picture taken next still has it.
 */
export const toastShown = async (page: Page, text: string, { hold = false } = {}): Promise<Locator> => {
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: text }).first();
  await toast.waitFor();
  if (hold) await toast.hover();
  await animationsDone(page);
  return toast;
};

/**
 * Saves a PNG of the page under e2e/artifacts for a person to look at: the whole page, or only the
 * window (`fullPage: false`) where fixed layers such as a drawer would otherwise end mid-page. Waits
 * for entry animations (dialogs, drawers, notifications) to finish first, so the picture shows what a
 * person would see once the page is still.
 */
/** Every image in the page has loaded (or failed), so a picture shows what a person would see. */
export const imagesLoaded = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      // A lazy image below the fold loads once scrolled to; the full-page picture shows it, so load it now.
      image.loading = 'eager';
      return image.complete;
    }),
  );

export const screenshot = async (page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) => {
  mkdirSync(artifactsDir, { recursive: true });
  await animationsDone(page);
  await imagesLoaded(page);
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage, animations: 'disabled' });
};

/** Whether the element's box lies inside the viewport (what a person sees without scrolling). */
export const inViewport = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });
