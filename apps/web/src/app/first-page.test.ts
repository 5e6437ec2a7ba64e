import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const webDir = join(import.meta.dirname, '../..');

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
interface Report {
  budgetBytes: number;
  firstPage: { html: Sizes; javascript: Sizes & { files: string[] }; css: Sizes & { files: string[] } };
  firstPageTotal: Sizes;
  forbidden: { file: string; module: string; why: string }[];
  namedOnFirstInput: string[];
  problems: string[];
}

/**
 * What /login loads, from a production build (scripts/bundle-report.mjs, `pnpm bench:web`): none of the shell or the
 * data layer, within its budget (docs/decisions/0037-the-first-page.md).
 */
describe('the first page', () => {
  it('loads none of the shell or the data layer, within its budget', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'first-page-'));
    try {
      const run = spawnSync(process.execPath, ['scripts/bundle-report.mjs', '--json', '--out-dir', outDir], {
        cwd: webDir,
        encoding: 'utf8',
        // The production build (vitest's NODE_ENV=test would make Vite bundle React's development build).
        env: { ...process.env, NODE_ENV: 'production' },
      });
      const report = JSON.parse(run.stdout) as Report;
      expect(report.forbidden).toEqual([]);
      expect(report.problems).toEqual([]);
      expect(run.status).toBe(0);

      expect(report.firstPage.javascript.files.length).toBeGreaterThan(0);
      expect(report.firstPage.css.files.length).toBeGreaterThan(0);
      expect(report.firstPageTotal.brotli).toBeGreaterThan(0);
      expect(report.firstPageTotal.brotli).toBeLessThanOrEqual(report.budgetBytes);
      // The list of what /login must not load names the modules the first input fetches: its patterns match real ids.
      expect(report.namedOnFirstInput.length).toBeGreaterThanOrEqual(6);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 300_000);
});
