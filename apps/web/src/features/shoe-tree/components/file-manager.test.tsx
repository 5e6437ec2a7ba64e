import { api, type Menus, type ShoeTreeFileNode } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { fileLinksAnswer, signedLinkFixture, supplierMenus, viewerMenus } from '@/test/fixtures';
import { signInAs, stubApi } from '@/test/render-app';
import { FileManager } from './file-manager';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const node = (id: number, name: string, patch: Partial<ShoeTreeFileNode> = {}): ShoeTreeFileNode => ({
  id,
  shoeTreeId: 1,
  parentId: null,
  name,
  type: 'file',
  fileId: `file-${id}`,
  fileSize: 4096,
  contentType: 'image/jpeg',
  creator: '张三',
  createTime: '2026-11-01 09:00:00',
  modifier: '张三',
  modifyTime: '2026-11-02 10:00:00',
  ...patch,
});
const rows = [
  node(1, '楦体侧面.jpg'),
  node(2, '楦型参数.pdf', { contentType: 'application/pdf' }),
  node(3, '资料', { type: 'folder', fileId: null, contentType: null }),
];

const renderAs = (menus: Menus) => {
  stubApi({
    [api.shoeTree.fileList.path]: rows,
    [api.shoeTree.fileTree.path]: [rows[2]],
    [api.files.fileLinks.path]: fileLinksAnswer,
  });
  signInAs(menus);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FileManager shoeTreeId={1} readOnly={false} />
    </QueryClientProvider>,
  );
};
const groupOf = (name: string) => screen.findByRole('group', { name: `${name} 的操作` });
const actionsOf = async (name: string) => within(await groupOf(name));
/** What a row's actions show on screen, in order. */
const labels = async (name: string) =>
  [...(await groupOf(name)).querySelectorAll('button, a')].map((a) => a.textContent);

describe('the file centre’s row actions', () => {
  it('show their labels, each named with its file, and download by the signed link', async () => {
    renderAs(supplierMenus);
    expect(await labels('楦体侧面.jpg')).toEqual(['预览', '下载', '属性', '重命名', '移动', '删除']);
    expect(await labels('楦型参数.pdf')).toEqual(['预览', '下载', '属性', '重命名', '移动', '删除']);
    expect(await labels('资料')).toEqual(['属性', '重命名', '移动', '删除']);
    const image = await actionsOf('楦体侧面.jpg');
    for (const label of ['预览', '属性', '重命名', '移动', '删除'])
      expect(image.getByRole('button', { name: `${label} 楦体侧面.jpg` }).textContent).toBe(label);
    const download = image.getByRole('link', { name: '下载 楦体侧面.jpg' });
    await waitFor(() => expect(download.getAttribute('href')).toBe(signedLinkFixture(api.files.getFile, 'file-1')));
    expect(download.getAttribute('download')).toBe('楦体侧面.jpg');
  });

  it('show the viewer what it may do: 预览, 下载 and 属性', async () => {
    renderAs(viewerMenus);
    expect(await labels('楦体侧面.jpg')).toEqual(['预览', '下载', '属性']);
    expect(await labels('资料')).toEqual(['属性']);
  });
});
