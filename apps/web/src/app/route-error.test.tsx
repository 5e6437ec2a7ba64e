import { api } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountDialogs } from '@/features/account';
import { sessionStore } from '@/session/session';
import { supplierMenus } from '@/test/fixtures';
import { renderApp, signInAs } from '@/test/render-app';
import { stubCalls } from '@/test/render-as';
import { chunkReloadKey, isChunkLoadError, pageReload } from './route-error';
import { productPages } from './routes';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const staleChunk = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/shoe-tree-page-3f2a1c.js');
const realShoeTree = productPages.shoeTree;

describe('the router’s error page', () => {
  beforeEach(() => {
    sessionStore.clear();
    accountDialogs.close();
    sessionStorage.clear();
    stubCalls([api.account.menus, supplierMenus]);
    signInAs();
  });
  afterEach(() => {
    productPages.shoeTree = realShoeTree;
    sessionStorage.clear();
  });

  it('tells a stale page’s code apart from other errors, in each browser’s words', () => {
    expect(isChunkLoadError(staleChunk())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once when a page’s code fails to load, then shows 页面加载失败 under the top bar', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    productPages.shoeTree = () => Promise.reject(staleChunk());
    const first = renderApp('/shoe/shoeTree');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The address is noted before the reload, so the same failure after it is shown instead of looping.
    expect(sessionStorage.getItem(chunkReloadKey)).toBe(window.location.pathname + window.location.search);
    expect(screen.queryByText('页面加载失败')).toBeNull();
    first.unmount();

    // After the reload the page's code still does not arrive: the Chinese page, no second reload.
    const second = renderApp('/shoe/shoeTree');
    const alert = await screen.findByRole('alert', { name: '页面加载失败' });
    expect(alert.textContent).toContain('系统可能已经更新，或网络连接中断。请重新加载页面。');
    expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).toBeNull();
    expect(screen.getByTestId('platform-title').textContent).toBe('供应商材料管理平台');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/dashboard');
    expect(reload).toHaveBeenCalledTimes(1);

    // 重新加载 forgets the note: the reload it starts may be followed by one automatic reload again.
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(chunkReloadKey)).toBeNull();
    second.unmount();

    // Once the code arrives the page shows and the note is gone.
    productPages.shoeTree = async () => () => <h1>鞋楦管理（新版本）</h1>;
    sessionStorage.setItem(chunkReloadKey, '/shoe/shoeTree');
    renderApp('/shoe/shoeTree');
    await screen.findByRole('heading', { name: '鞋楦管理（新版本）' });
    await waitFor(() => expect(sessionStorage.getItem(chunkReloadKey)).toBeNull());
  });

  it('shows 页面出错了, without reloading, for a page that throws', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    productPages.shoeTree = async () => () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    };
    renderApp('/shoe/shoeTree');
    const alert = await screen.findByRole('alert', { name: '页面出错了' });
    expect(alert.textContent).toContain('请重新加载页面');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });

  it('shows the failure to load the code that signs in on /login, instead of a form that does nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStore.clear();
    // The sign-in module is loaded when the user starts signing in (docs/decisions/0037-the-first-page.md). A stale
    // file's reload is the browser test's (e2e/tests/route-errors.e2e.ts): vitest words a failed import its own way.
    vi.doMock('@/features/auth/api/sign-in', () => {
      throw staleChunk();
    });
    try {
      renderApp('/login');
      await userEvent.type(await screen.findByLabelText('账号'), 'supplier');
      await userEvent.type(screen.getByLabelText('密码'), 'Supplier@2026');
      await userEvent.click(screen.getByRole('button', { name: '登录' }));
      expect(await screen.findByTestId('route-error')).toBeTruthy();
      expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    } finally {
      vi.doUnmock('@/features/auth/api/sign-in');
    }
  });
});
