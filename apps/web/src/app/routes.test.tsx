import { api } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountDialogs } from '@/features/account';
import { sessionStorageKey, sessionStore } from '@/session/session';
import { envelope, sessionFixture, supplierMenus, viewerMenus } from '@/test/fixtures';
import { renderApp, signInAs, stubApi } from '@/test/render-app';
import { bodiesSent, callAnswers, requestsTo, stubCalls } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const homeInfos = { deliveryWarningCount: 3, openPurchaseCount: 12, inquiryNoticeCount: 2, borrowedShoeTreeCount: 1 };
const answers = callAnswers([api.dashboard.homeInfos, homeInfos], [api.account.menus, supplierMenus]);

/**
 * A page reload: the session comes back from storage, with the menu not yet fetched in this page
 * session. (Restored through the storage event, the way another tab's login arrives.)
 */
const signedInBeforeReload = () => {
  signInAs();
  const stored = localStorage.getItem(sessionStorageKey) ?? '';
  sessionStore.clear();
  localStorage.setItem(sessionStorageKey, stored);
  window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey }));
  expect(sessionStore.get()).toMatchObject({ token: sessionFixture.token, menusLoaded: false });
};

describe('route registry and guard', () => {
  beforeEach(() => {
    sessionStore.clear();
    accountDialogs.close();
  });

  it('sends a visitor without a token to /login?redirect=…', async () => {
    stubApi();
    const { router } = renderApp('/fabric/fabricManage?page=2');
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/fabric/fabricManage?page=2');
  });

  it('redirects / to /dashboard inside the shell: title, menu, the user and the figures', async () => {
    stubCalls(...answers);
    signInAs();
    const { router } = renderApp('/');
    expect(await screen.findByText(/欢迎/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByTestId('platform-title').textContent).toBe('供应商材料管理平台');
    expect(screen.getAllByText(/张三/).length).toBeGreaterThan(0);
    expect(screen.getByTestId('supplier-name').textContent).toBe(sessionFixture.supplierName);

    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(menu).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('button', { name: '面料管理' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: '组件成本管理' }).getAttribute('href')).toBe(
      '/component/componentCost',
    );
    expect(within(menu).getByRole('link', { name: '采购单' }).getAttribute('href')).toBe('/purchase/purchase');

    expect((await screen.findByTestId('figure-openPurchaseCount-value')).textContent).toBe('12');
    expect(document.title).toBe('首页 - 供应商材料管理平台');
  });

  it('退出登录 ends the session at the stub, clears it here and goes to /login', async () => {
    const fetchMock = stubCalls(...answers, [api.account.logout, true]);
    signInAs();
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));

    // The stub hears of it with the session's own token, so the file links signed for it stop working (decision 0042).
    const logout = fetchMock.mock.calls.filter(([input]) => String(input).endsWith(api.account.logout.path));
    expect(logout).toHaveLength(1);
    expect(new Headers(logout[0]![1]?.headers).get('token')).toBe(sessionFixture.token);
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('shows the 404 page for an unknown path, signed in or not', async () => {
    stubCalls(...answers);
    const { router, unmount } = renderApp('/no/such/page');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    unmount();

    signInAs();
    const signedIn = renderApp('/fabric/fabricManage/extra');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(signedIn.router.state.location.pathname).toBe('/404');
  });

  it('sends a viewer to /403 for a route outside their menu', async () => {
    stubCalls(...answers, [api.account.menus, viewerMenus]);
    signInAs(viewerMenus);
    const { router } = renderApp('/component/componentCost');
    expect(await screen.findByText('无权限访问')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('sends a viewer to /403 for a screen that only writes, though its list is in their menu', async () => {
    stubCalls(...answers, [api.account.menus, viewerMenus]);
    for (const entry of [
      '/shoe/seasonSingle?id=1',
      '/purchase/shipmentSingle?id=1',
      '/purchase/shipmentMerge?ids=1,2',
    ]) {
      signInAs(viewerMenus);
      const { router, unmount } = renderApp(entry);
      expect(await screen.findByText('无权限访问')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/403');
      unmount();
    }
  });

  it('redirects a section path to its first child, keeping the query', async () => {
    const fetchMock = stubCalls(...answers);
    signInAs();
    const { router } = renderApp('/purchase?pageCode=todo');
    expect(await screen.findByRole('heading', { level: 1, name: '采购单' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/purchase/purchase');
    expect(router.state.location.search).toBe('?pageCode=todo');
    // The list asks for the delivery reminders (pageCode=todo kept from the section path).
    await waitFor(() => expect(bodiesSent(fetchMock, api.purchase.list)[0]).toMatchObject({ pageCode: 'todo' }));
  });

  it('opens a hidden detail page for whoever may open its list, with the back button', async () => {
    stubCalls(...answers);
    signInAs(viewerMenus);
    const { router } = renderApp('/fabric/fabricDetail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: '面料详情' }, { timeout: 10_000 })).toBeTruthy();
    // Opened directly (no history): back goes to the list it belongs to.
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fabric/fabricManage'));
    await waitFor(() => expect(screen.queryByRole('button', { name: '返回' })).toBeNull());
  });

  it('fetches the menu once per session after a reload, then opens the page', async () => {
    signedInBeforeReload();
    const fetchMock = stubCalls(...answers);
    const { router } = renderApp('/fabric/fabricInnovate');
    expect(await screen.findByRole('heading', { level: 1, name: '创新材料' })).toBeTruthy();
    expect(requestsTo(fetchMock, api.account.menus)).toHaveLength(1);

    await router.navigate('/price/materialPrice');
    expect(await screen.findByRole('heading', { level: 1, name: '材料价格' })).toBeTruthy();
    expect(requestsTo(fetchMock, api.account.menus)).toHaveLength(1);
  });

  it('goes to /500 when the menu cannot be fetched', async () => {
    signedInBeforeReload();
    stubCalls(...answers, [api.account.menus, envelope(500, '', null)]);
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText('500')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/500');
  });

  it('shows the external page in a frame, and refuses an empty or unsafe url', async () => {
    stubCalls(...answers);
    signInAs();
    const url = 'https://docs.example.com/material-standard';
    const { router } = renderApp(`/external?url=${encodeURIComponent(url)}`);
    const frame = await screen.findByTitle('外部链接');
    expect(frame.getAttribute('src')).toBe(url);

    await router.navigate('/external');
    expect(await screen.findByText('URL地址有误,请检查!')).toBeTruthy();
    await router.navigate(`/external?url=${encodeURIComponent('javascript:alert(1)')}`);
    expect(await screen.findByText('URL地址有误,请检查!')).toBeTruthy();
  });

  it('/modifyPassword opens the change-password dialog over the home page', async () => {
    stubCalls(...answers);
    signInAs();
    const { router } = renderApp('/modifyPassword');
    expect(await screen.findByTestId('change-password-dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('/not_developed is a page of the shell', async () => {
    stubCalls(...answers);
    signInAs();
    renderApp('/not_developed');
    expect(await screen.findByText('功能开发中')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });
});
