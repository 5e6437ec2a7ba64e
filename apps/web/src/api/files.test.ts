import { api } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/session/session';
import { captureDownloads, type Download } from '@/test/downloads';
import { envelope, sessionFixture } from '@/test/fixtures';
import { stubApi } from '@/test/render-app';
import { bodiesSent } from '@/test/render-as';
import { saveCallFile } from './files';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

let downloads: Download[] = [];

beforeEach(() => {
  sessionStore.signIn(sessionFixture);
  downloads = captureDownloads();
});

afterEach(() => sessionStore.clear());

describe('saveCallFile', () => {
  it('asks the file call with its input and saves the answer under the name given', async () => {
    const fetchMock = stubApi({
      [api.componentCost.downloadPdf.path]: () =>
        new Response('%PDF-1.7 成本单', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    await saveCallFile(api.componentCost.downloadPdf, { body: { id: 12 } }, '组件成本单_CC0012.pdf');
    expect(bodiesSent(fetchMock, api.componentCost.downloadPdf)).toEqual([{ id: 12 }]);
    expect(downloads.map((d) => d.fileName)).toEqual(['组件成本单_CC0012.pdf']);
    expect(await downloads[0]?.text).toBe('%PDF-1.7 成本单');
    // The link does not stay in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('saves nothing and rejects when the call is refused', async () => {
    stubApi({ [api.price.downloadTemplateFile.path]: () => envelope(500, '模板生成失败', null) });
    await expect(saveCallFile(api.price.downloadTemplateFile, { body: {} }, '材料价格导入模板.xlsx')).rejects.toThrow(
      '模板生成失败',
    );
    expect(downloads).toEqual([]);
  });
});
