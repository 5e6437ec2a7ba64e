import { api } from '@portal/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { screenshot, toastShown } from '../support/browser';
import { browserJpeg, browserPdf, paddedJpeg } from '../support/images';
import { browserPerFile, demo, sendCall, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let context: BrowserContext;
let page: Page;

/** axe-core on the page as it is: no serious or critical violation. */
const expectAccessible = async (name: string) => expect(await seriousViolations(page), name).toEqual([]);

/** Opens 鞋楦管理, searches one code and opens its detail from the link. */
const openDetail = async (code: string) => {
  await page.goto(`${baseUrl}/shoe/shoeTree`);
  await page.getByLabel('鞋楦编码').fill(code);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('link', { name: `查看鞋楦 ${code}` }).click();
  await page.getByRole('heading', { name: code }).waitFor();
};

describe('the shoe-last centre against the stub', () => {
  it('lists, filters, opens a last, scraps a size and sees the stock fall', async () => {
    ({ context, page } = await browser.open({ width: 1440, height: 960 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    await page.goto(`${baseUrl}/shoe/shoeTree`);
    const table = page.getByRole('table', { name: '鞋楦列表' });
    await table.getByRole('link').first().waitFor();
    await page.getByLabel('状态').selectOption({ label: '报废' });
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/status=3/);
    await expect.poll(async () => table.getByText('在用').count()).toBe(0);
    await screenshot(page, 'shoe-tree-list');
    await expectAccessible('鞋楦管理');

    const listed = await sendCall(stubUrl, api.shoeTree.supplierList, token, {
      body: {
        status: '1',
        sortField: 'shoeTreeCode',
        sortOrder: 'asc',
        limit: 1,
      },
    });
    const last = listed.data[0]!;
    await openDetail(last.shoeTreeCode);
    await page.getByRole('tab', { name: '尺码库存' }).click();
    const sizes = await sendCall(stubUrl, api.shoeTree.scrapSize, token, { body: { shoeTreeId: last.id } });
    const size = sizes[0]!;
    await page.getByTestId(`available-${size.size}`).getByText(String(size.availableQuantity)).waitFor();

    await page.getByRole('button', { name: '报废' }).click();
    const dialog = page.getByTestId('scrap-dialog');
    await dialog.getByLabel(`尺码 ${size.size} 报废双数`).fill('1');
    await dialog.getByRole('button', { name: '报废' }).click();
    await dialog.getByText('请输入报废原因').waitFor();
    await dialog.getByLabel('报废原因').fill('楦头开裂，无法修复');
    await screenshot(page, 'shoe-tree-scrap-dialog', { fullPage: false });
    await expectAccessible('报废');
    await dialog.getByRole('button', { name: '报废' }).click();
    await page.getByTestId('scrap-confirm').getByRole('button', { name: '确定' }).click();
    await toastShown(page, '报废成功!');
    await page
      .getByTestId(`available-${size.size}`)
      .getByText(String(size.availableQuantity - 1))
      .waitFor();
    await page.getByRole('tab', { name: '履历记录' }).click();
    await page.getByRole('cell', { name: '楦头开裂，无法修复' }).waitFor();
    await screenshot(page, 'shoe-tree-history');
    await expectAccessible('履历记录');
  });

  it('manages the files: folder, two uploads, rename, preview, delete the folder', async () => {
    ({ context, page } = await browser.open({ width: 1440, height: 960 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    const listed = await sendCall(stubUrl, api.shoeTree.supplierList, token, {
      body: {
        status: '1',
        sortField: 'shoeTreeCode',
        sortOrder: 'desc',
        limit: 1,
      },
    });
    const last = listed.data[0]!;
    await openDetail(last.shoeTreeCode);
    await page.getByRole('tab', { name: /文件资料/ }).click();
    const manager = page.getByTestId('file-manager');
    await manager
      .getByText('此文件夹为空')
      .or(manager.getByRole('button', { name: /打开文件夹/ }).first())
      .waitFor();

    await manager.getByRole('button', { name: '新建文件夹' }).click();
    const nameDialog = page.getByTestId('name-dialog');
    await nameDialog.getByLabel('文件夹名称').fill('../etc');
    await nameDialog.getByRole('button', { name: '确定' }).click();
    await nameDialog.getByText('名称不能包含 / \\ : * ? " < > | 等字符').waitFor();
    await nameDialog.getByLabel('文件夹名称').fill('技术图纸');
    await nameDialog.getByRole('button', { name: '确定' }).click();
    await toastShown(page, '创建成功!');
    await manager.getByRole('button', { name: '打开文件夹 技术图纸' }).click();
    await manager.getByText('此文件夹为空').waitFor();

    // A slow upload link (64 KB/s) so the progress of a 320 KB picture shows; back to full speed once seen.
    const jpeg = paddedJpeg(await browserJpeg(page, 320, 240), 320 * 1024);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
    await throttle(64 * 1024);
    await manager.getByLabel('上传文件').setInputFiles([
      { name: '楦体侧面.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      { name: '楦型参数.pdf', mimeType: 'application/pdf', buffer: await browserPdf(page) },
    ]);
    const progress = manager.getByTestId('upload-progress').filter({ hasText: '楦体侧面.jpg' });
    await progress.getByRole('progressbar').waitFor();
    await screenshot(page, 'shoe-tree-upload-progress', { fullPage: false });
    await throttle(-1);
    await manager.getByText('楦体侧面.jpg').waitFor();
    await manager.getByText('楦型参数.pdf').waitFor();
    await screenshot(page, 'shoe-tree-files');
    await expectAccessible('文件资料');

    // Renaming edits the base name; the extension stays.
    await manager.getByRole('button', { name: '重命名 楦型参数.pdf' }).click();
    expect(await nameDialog.getByLabel('新名称').inputValue()).toBe('楦型参数');
    await nameDialog.getByText('扩展名 .pdf 保持不变').waitFor();
    // The name is judged as it is sent, the kept extension included: 47 characters and .pdf are one too many.
    await nameDialog.getByLabel('新名称').fill('楦'.repeat(47));
    await nameDialog.getByRole('button', { name: '确定' }).click();
    await nameDialog.getByText('名称最长50个字符').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'shoe-tree-rename-too-long-390', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 960 });
    await screenshot(page, 'shoe-tree-rename-too-long-1440', { fullPage: false });
    await nameDialog.getByLabel('新名称').fill('楦型技术参数');
    await nameDialog.getByRole('button', { name: '确定' }).click();
    await toastShown(page, '重命名成功!');
    await manager.getByText('楦型技术参数.pdf').waitFor();

    await manager.getByRole('button', { name: '预览 楦体侧面.jpg' }).click();
    const preview = page.getByTestId('preview-dialog');
    await preview.locator('img[alt="楦体侧面.jpg"]').waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="preview-dialog"] img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    await screenshot(page, 'shoe-tree-preview', { fullPage: false });
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    await manager.getByRole('button', { name: '全部文件' }).first().click();
    await manager.getByRole('button', { name: '删除 技术图纸' }).click();
    const confirm = page.getByTestId('delete-confirm');
    await confirm.getByText('此操作将删除文件夹「技术图纸」及其中的 2 个文件，是否继续?').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await toastShown(page, '删除成功!');
    await manager.getByRole('button', { name: '打开文件夹 技术图纸' }).waitFor({ state: 'detached' });
    const root = await sendCall(stubUrl, api.shoeTree.fileList, token, {
      body: {
        shoeTreeId: last.id,
      },
    });
    expect(root.map((n) => n.name)).not.toContain('技术图纸');
  });

  it('maintains a waiting last: the badge falls and its record shows', async () => {
    ({ context, page } = await browser.open({ width: 1440, height: 960 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    const waiting = await sendCall(stubUrl, api.shoeTree.maintainedCount, token, {
      body: {
        maintainStatus: 0,
      },
    });
    await page.goto(`${baseUrl}/shoe/shoeTreeMaintain`);
    await page.getByTestId('waiting-badge').getByText(`待维护 ${waiting}`).waitFor();
    const table = page.getByRole('table', { name: '鞋楦维护列表' });
    await table.getByRole('link').first().waitFor();
    await screenshot(page, 'shoe-tree-maintain-list');
    await expectAccessible('鞋楦信息维护');

    const first = await sendCall(stubUrl, api.shoeTree.maintainList, token, { body: { limit: 1 } });
    const last = first.data[0]!;
    expect(last.maintainStatus).toBe(0);
    await table.getByRole('button', { name: `维护 ${last.shoeTreeCode}` }).click();
    const dialog = page.getByTestId('maintain-dialog');
    await dialog.getByLabel('第 1 行双数').waitFor();
    await dialog.getByLabel('维护备注').fill('楦面重新抛光，复核楦围');
    await screenshot(page, 'shoe-tree-maintain-dialog', { fullPage: false });
    await expectAccessible('维护');
    await dialog.getByRole('button', { name: '保存' }).click();
    await toastShown(page, '保存成功!');
    await page
      .getByTestId('waiting-badge')
      .getByText(`待维护 ${waiting - 1}`)
      .waitFor();

    await table.getByRole('link', { name: `查看鞋楦 ${last.shoeTreeCode}` }).click();
    await page.getByRole('tab', { name: '履历记录' }).click();
    await page.getByRole('cell', { name: '楦面重新抛光，复核楦围' }).waitFor();
  });

  it('shows the viewer no write button', async () => {
    ({ context, page } = await browser.open({ width: 1440, height: 960 }));
    await signInToDashboard(page, baseUrl, demo.viewer);
    await page.goto(`${baseUrl}/shoe/shoeTree`);
    const table = page.getByRole('table', { name: '鞋楦列表' });
    await table.getByRole('link').first().waitFor();
    expect(await table.getByRole('button', { name: /^报废/ }).count()).toBe(0);
    await table.getByRole('link').first().click();
    await page.getByRole('tab', { name: /文件资料/ }).click();
    await page.getByTestId('file-manager').getByRole('navigation', { name: '文件夹树' }).waitFor();
    expect(await page.getByRole('button', { name: '新建文件夹' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '报废' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '维护' }).count()).toBe(0);
  });
});
