import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core on the page as it is, or on the part `include` selects (the content, an open dialog): its serious and
 * critical violations (none expected), one line each. The notifications are left out: their fade-in animation
 * confuses the contrast rule while they slide in.
 */
export const seriousViolations = async (page: Page, include?: string): Promise<string[]> => {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (selector) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: unknown }[] }[] };
    const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } };
    const context = { ...(selector && { include: [[selector]] }), exclude: [['[data-sonner-toaster]']] };
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  }, include);
};
