import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifactsDir = resolve(import.meta.dirname, '../artifacts');

/**
 * Debian's Chromium with the flags that work on these machines (no sandbox as root, no background
 * traffic). Playwright gives every launch a fresh profile of its own.
 */
export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/**
 * Saves a PNG of the page under e2e/artifacts for a person to look at: the whole page, or only the
 * window (`fullPage: false`) where fixed layers such as a drawer would otherwise end mid-page.
 */
export const screenshot = async (page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) => {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage });
};
