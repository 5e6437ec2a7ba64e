import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { animationsDone, screenshot, stepTimeoutMs, toastShown } from '../support/browser';
import { browserPdf } from '../support/images';
import { browserPerFile, demo, signInToDashboard } from '../support/portal';

/**
 * Files as a supplier meets them: the shoe-last file centre with its labelled actions, a file downloaded by the link
 * the stub signed (never the login token: docs/decisions/0042-file-links-and-pdf-uploads.md), that link refused once expired
 * and after logout, and a malformed PDF refused as 检测报告 at upload (docs/decisions/0042-file-links-and-pdf-uploads.md).
 */
const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();

const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The seeded last ST-2026-0458 (fixtures/shoeTreeNodes.json): two folders and 楦底样.pdf at its root. */
const lastCode = 'ST-2026-0458';
const rootFile = '楦底样.pdf';

/** Every URL the page asks for, to show that none carries the login token. */
const watchUrls = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
};

const openFileCentre = async (page: Page) => {
  await page.goto(`${baseUrl}/shoe/shoeTree?shoeTreeCode=${lastCode}`);
  await page.getByRole('link', { name: `查看鞋楦 ${lastCode}` }).click();
  await page.getByRole('heading', { name: lastCode }).waitFor();
  await page.getByRole('tab', { name: /文件资料/ }).click();
  const manager = page.getByTestId('file-manager');
  await manager.getByRole('group', { name: `${rootFile} 的操作` }).waitFor();
  return manager;
};

/** The download link of a file in the centre, once the stub has signed it. */
const downloadHref = async (page: Page, name: string) => {
  const link = page.getByTestId('file-manager').getByRole('link', { name: `下载 ${name}` });
  await expect.poll(() => link.getAttribute('href'), { timeout: stepTimeoutMs }).toContain('signature=');
  return new URL((await link.getAttribute('href'))!, baseUrl).toString();
};

/** Opens a URL as a copied link would be: no session, no header, nothing but the URL. */
const openCopied = async (url: string) => {
  const res = await fetch(url);
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, body: type.includes('json') ? await res.json() : await res.arrayBuffer() };
};

/** Moves the stub's clock (docs/dev-kit.md), or back to the real time. */
const setStubClock = async (now: string | null) => {
  const res = await fetch(
    `${stubUrl}/__stub/clock`,
    now === null
      ? { method: 'DELETE' }
      : { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now, frozen: true }) },
  );
  if (!res.ok) throw new Error(`the stub's clock: HTTP ${res.status} ${await res.text()}`);
};

describe('files', () => {
  it.each(widths)('the file centre labels its actions and downloads by a signed link at $width px', async (size) => {
    const { page } = await browser.open(size);
    const urls = watchUrls(page);
    await signInToDashboard(page, baseUrl, demo.supplier);
    const manager = await openFileCentre(page);

    // Each action says what it does, on screen, and is named with its file for a screen reader.
    const actions = manager.getByRole('group', { name: `${rootFile} 的操作` });
    for (const label of ['预览', '下载', '属性', '重命名', '移动', '删除']) {
      const action = actions.getByRole(label === '下载' ? 'link' : 'button', { name: `${label} ${rootFile}` });
      expect(await action.textContent()).toBe(label);
      expect(await action.isVisible()).toBe(true);
    }
    // On a phone the page stays within the screen; the table scrolls inside its card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await animationsDone(page);
    await screenshot(page, `files-centre-${size.width}`);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // The download: the link the stub signed, opened without the session, is the file.
    const href = await downloadHref(page, rootFile);
    expect(href).not.toContain('token=');
    const copied = await openCopied(href);
    expect(copied.status).toBe(200);
    expect(copied.type).toContain('application/pdf');
    expect(
      Buffer.from(copied.body as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Nothing the page asked for carried the login token.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('supplier-portal.session')!).token);
    expect(urls.filter((u) => u.includes('token=') || u.includes(token))).toEqual([]);
  });

  it('a copied link stops working once it expires, and after logout', async () => {
    const { page } = await browser.open({ width: 1440, height: 900 });
    await signInToDashboard(page, baseUrl, demo.supplier);
    await openFileCentre(page);
    const href = await downloadHref(page, rootFile);
    const expires = Number(new URL(href).searchParams.get('expires')) * 1000;

    try {
      await setStubClock(new Date(expires + 1000).toISOString());
      expect((await openCopied(href)).body).toEqual({
        status: 400,
        message: '文件链接已过期，请刷新页面后重试!',
        data: null,
      });
    } finally {
      await setStubClock(null);
    }
    expect((await openCopied(href)).status).toBe(200);

    // 退出登录 ends the session at the stub too: the link copied before is refused.
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '登录' }).waitFor();
    await expect
      .poll(async () => (await openCopied(href)).body, { timeout: stepTimeoutMs })
      .toEqual({ status: 400, message: '文件链接已失效，请重新登录后再试!', data: null });
  });

  it.each(widths)('a malformed PDF is refused as 检测报告 with the message at $width px', async (size) => {
    const { page } = await browser.open(size);
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/fabric/fabricManage`);
    await page.locator('button[aria-haspopup="dialog"][aria-label="上传"]').click();
    await page.getByRole('button', { name: '鞋面料', exact: true }).click();
    const dialog = page.getByTestId('material-dialog');
    await dialog.getByLabel('材料大类').locator('option', { hasText: '真皮' }).waitFor({ state: 'attached' });
    await dialog.getByLabel('材料大类').selectOption({ label: '真皮' });
    await dialog.getByLabel('材料小类').selectOption({ label: '头层牛皮' });

    const picker = dialog.getByLabel('上传检测报告');
    await picker.setInputFiles({
      name: '检测报告.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n这不是一份 PDF，只有文件头\n'),
    });
    await dialog.getByRole('button', { name: '上传检测报告' }).scrollIntoViewIfNeeded();
    await toastShown(page, '上传的 pdf 文件已损坏或无法读取，请检查后重新上传!');
    await screenshot(page, `files-bad-pdf-${size.width}`, { fullPage: false });
    expect(await dialog.getByRole('link', { name: /检测报告\.pdf/ }).count()).toBe(0);

    // A real one is taken, and opens from the list by its signed link.
    await picker.setInputFiles({ name: '检测报告.pdf', mimeType: 'application/pdf', buffer: await browserPdf(page) });
    const link = dialog.getByRole('link', { name: '预览 检测报告.pdf' });
    await expect.poll(() => link.getAttribute('href'), { timeout: stepTimeoutMs }).toContain('signature=');
    expect((await openCopied(new URL((await link.getAttribute('href'))!, baseUrl).toString())).status).toBe(200);
  });
});
