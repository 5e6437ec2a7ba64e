import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { api, fillPath } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { animationsDone, screenshot, stepTimeoutMs } from '../support/browser';
import { browserPerFile, demo, sendCall, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

interface Detail {
  id: number;
  materialName: string;
  fullMaterialName: string | null;
  materialCode: string;
  imgs: { id: string; fileName: string }[];
  checkFiles: { id: string; fileName: string }[];
  auditRemark: string | null;
}

/** A GET call of the stub with the user's token (callStub posts). */
const getStub = async <T>(path: string, token: string): Promise<T> => {
  const response = await fetch(`${stubUrl}${path}`, { headers: { token } });
  const envelope = (await response.json()) as { status: number; message: string; data: T };
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.status} ${envelope.message}`);
  return envelope.data;
};

/** A rejected material of the signed-in supplier with images, a check PDF and a history (other tests may change some). */
const rejectedWithFiles = async (token: string): Promise<Detail> => {
  const { data } = await sendCall(stubUrl, api.fabric.list, token, { body: { status: 5, limit: 50 } });
  for (const { id } of data) {
    const d = await getStub<Detail>(fillPath(api.fabric.detail.path, { id }), token);
    const history = await getStub<unknown[]>(fillPath(api.fabric.queryMaterialApprove.path, { id }), token);
    if (d.imgs.length > 0 && d.checkFiles.length > 0 && history.length > 0) return d;
  }
  throw new Error('no rejected material with images, check file and history');
};

/** Another supplier's (宏达, S10023) approved material, from the seed. */
const othersApproved = (): { id: number; materialName: string } => {
  const rows = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/materials.json'), 'utf8')) as {
    id: number;
    supplierCode: string;
    status: number;
    materialName: string;
  }[];
  const row = rows.find((r) => r.supplierCode === 'S10023' && r.status === 3);
  if (!row) throw new Error('no approved S10023 material in the seed');
  return row;
};

describe('the material detail against the stub', () => {
  it('shows a material with its images in the full-size viewer, the check PDF and the approval history', async () => {
    ({ page } = await browser.open({ width: 1440, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const m = await rejectedWithFiles(await tokenOf(page));
    await page.goto(`${baseUrl}/fabric/fabricDetail?id=${m.id}`);
    await page.getByRole('heading', { level: 2, name: m.fullMaterialName || m.materialName }).waitFor();
    if (m.auditRemark) await page.getByRole('alert').getByText(m.auditRemark).waitFor();

    const basic = page.getByRole('region', { name: '基本信息' });
    await basic.getByText(m.materialCode, { exact: true }).waitFor();
    const history = page.getByRole('table', { name: '审批记录列表' });
    await history.waitFor();
    expect(await history.getByRole('row').count()).toBeGreaterThan(1);

    // The check PDF inline, through getFilePdfStream, once the stub has signed its link.
    const pdf = page.getByTitle('检测报告预览');
    await expect
      .poll(() => pdf.getAttribute('src'), { timeout: stepTimeoutMs })
      .toContain(`/getFilePdfStream/${m.checkFiles[0]!.id}?`);
    const pdfResponse = await page.request.get(new URL((await pdf.getAttribute('src'))!, baseUrl).href);
    expect(pdfResponse.headers()['content-type']).toContain('application/pdf');
    await page.getByRole('button', { name: '修改' }).waitFor();
    await page.getByRole('button', { name: '复制' }).waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'fabric-detail');

    // The cover opens in the full-size viewer (getFile).
    const cover = m.imgs[0]!;
    await page.getByRole('button', { name: `查看大图：${cover.fileName}` }).click();
    const viewer = page.getByRole('dialog', { name: cover.fileName });
    await viewer.waitFor();
    await expect
      .poll(() => viewer.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    await animationsDone(page);
    await screenshot(page, 'fabric-detail-viewer', { fullPage: false });
  });

  it('shows another supplier’s approved material read-only from the similar images (favorites)', async () => {
    ({ page } = await browser.open({ width: 1440, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const other = othersApproved();
    await page.goto(`${baseUrl}/fabric/fabricDetail?id=${other.id}&parentPage=favorites`);
    await page.getByRole('note').getByText('仅展示公开信息').waitFor();
    await page.getByRole('region', { name: '基本信息' }).getByText(other.materialName, { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: '价格与交期' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: '审批记录' }).count()).toBe(0);
    expect(await page.getByTitle('检测报告预览').count()).toBe(0);
    expect(await page.getByRole('button', { name: '修改' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '复制' }).count()).toBe(0);
    // Its other images are readable too (the stub serves an approved material's images to every supplier).
    const images = page.getByRole('region', { name: '图片与文件' }).locator('img');
    await expect
      .poll(() => images.evaluateAll((all) => all.map((i) => (i as HTMLImageElement).naturalWidth > 0)), {
        timeout: 60_000,
      })
      .not.toContain(false);
    await screenshot(page, 'fabric-detail-favorites');
  });
});

describe('the innovation list and detail against the stub', () => {
  it('lists the records with thumbnails, opens a submitted one with its images and attachment', async () => {
    ({ page } = await browser.open({ width: 1680, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/fabric/fabricInnovate?status=2`);
    const table = page.getByRole('table', { name: '创新材料列表' });
    const row = table
      .locator('tbody tr')
      .filter({ has: page.locator('img') })
      .first();
    await row.waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'innovate-list');
    await row.getByRole('link', { name: /^查看 / }).click();
    await page.waitForURL(/fabricInnovateDetail\?id=\d+/);
    const media = page.getByRole('region', { name: '图片与附件' });
    await media.getByRole('link', { name: /技术说明\.pdf/ }).waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'innovate-detail');
    await media
      .getByRole('button', { name: /^查看大图：/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog');
    await expect
      .poll(() => viewer.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
  });

  it('opens a draft from the list, edits it with 修改创新材料, and the list shows the change', async () => {
    ({ page } = await browser.open({ width: 1680, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/fabric/fabricInnovate?status=1`);
    const table = page.getByRole('table', { name: '创新材料列表' });
    const firstRow = table.locator('tbody tr').first();
    await firstRow.getByRole('link', { name: /^查看 / }).click();
    await page.waitForURL(/fabricInnovateDetail\?id=\d+/);
    await page.getByRole('region', { name: '基本信息' }).waitFor();

    await page.getByRole('button', { name: '修改创新材料' }).click();
    const dialog = page.getByTestId('innovation-dialog');
    await dialog.getByRole('heading', { name: /修改创新材料/ }).waitFor();
    const name = dialog.getByLabel('材料名称');
    await expect.poll(() => name.inputValue(), { timeout: 60_000 }).not.toBe('');
    const renamed = `e2e详情修改${Date.now() % 100000}`;
    await name.fill(renamed);
    await dialog.getByRole('button', { name: '暂存' }).click();
    await page.getByTestId('innovation-confirm').getByRole('button', { name: '确定' }).click();
    await page.getByText('暂存成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The detail reads again, then the list shows the new name.
    await page.getByRole('region', { name: '基本信息' }).getByText(renamed, { exact: true }).waitFor();
    await page.goto(`${baseUrl}/fabric/fabricInnovate?materialName=${encodeURIComponent(renamed)}`);
    await table.getByRole('link', { name: renamed, exact: true }).waitFor();
  });
});
