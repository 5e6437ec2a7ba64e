import { api, decryptPassword } from '@portal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { showNotification } from '@/lib/notify';
import { sessionStore } from '@/session/session';
import { envelope, menusFixture, sessionFixture } from '@/test/fixtures';
import type { FetchMock } from '@/test/render-app';
import { stubCalls } from '@/test/render-as';
import { LoginPage } from './login-page';

// The toast itself is sonner's business; here we only check what the http client asked to show.
vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const renderLogin = (entry = '/login') => {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/fabric/fabricManage', element: <p>fabric page</p> },
    ],
    { initialEntries: [entry] },
  );
  // No query client: the login page and its dialog work without the signed-in session's data layer.
  render(<RouterProvider router={router} />);
  return router;
};

const bodyOf = (fetchMock: FetchMock, index: number): Record<string, string> =>
  JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body));

describe('LoginPage', () => {
  let fetchMock: FetchMock;

  beforeEach(() => {
    sessionStore.clear();
    vi.mocked(showNotification).mockClear();
    fetchMock = stubCalls([api.account.login, sessionFixture], [api.account.menus, menusFixture]);
  });

  it('shows the platform title and the 账号 / 密码 fields', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: '供应商材料管理平台' })).toBeTruthy();
    expect(screen.getByLabelText('账号')).toBeTruthy();
    expect(screen.getByLabelText('密码')).toBeTruthy();
  });

  it('asks for what comes after the login once the user starts signing in, not when the page shows', async () => {
    const signingIn = vi.fn();
    const router = createMemoryRouter([{ path: '/login', element: <LoginPage onSigningIn={signingIn} /> }], {
      initialEntries: ['/login'],
    });
    render(<RouterProvider router={router} />);
    // The account field has the focus from the start: that alone is not a start.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('账号')));
    expect(signingIn).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('账号'), 'supplier');
    await userEvent.click(screen.getByLabelText('密码'));
    expect(signingIn).toHaveBeenCalledTimes(1);
  });

  it('shows 请输入账号 and 请输入密码 when submitted empty, without calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByLabelText('账号').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submits the encrypted password, stores the session and menus, then follows ?redirect', async () => {
    const router = renderLogin('/login?redirect=%2Ffabric%2FfabricManage');
    await userEvent.type(screen.getByLabelText('账号'), ' supplier01 ');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('fabric page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fabric/fabricManage');

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(api.account.login.path);
    const login = bodyOf(fetchMock, 0);
    expect(login.loginAccount).toBe('supplier01');
    expect(login.password).not.toBe('Secret#123');
    expect(decryptPassword(login.password ?? '', env.passwordAesKey)).toBe('Secret#123');

    // The menus call carries the token the login just returned.
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(api.account.menus.path);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('token')).toBe(sessionFixture.token);

    const stored = sessionStore.get();
    expect(stored.token).toBe(sessionFixture.token);
    expect(stored.user?.supplierName).toBe(sessionFixture.supplierName);
    expect(stored.permissions).toEqual(menusFixture.permissions);
    expect(stored.dictionary).toEqual(menusFixture.dictionary);
    expect(stored.menus).toEqual(menusFixture.menu);
  });

  it('goes to /dashboard without a redirect, and ignores a redirect to another site', async () => {
    const router = renderLogin('/login?redirect=%2F%2Fevil.example');
    await userEvent.type(screen.getByLabelText('账号'), 'supplier01');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows a loading state while signing in', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderLogin();
    await userEvent.type(screen.getByLabelText('账号'), 'supplier01');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    const button = screen.getByRole('button', { name: '登录' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    answer(envelope(200, '成功', sessionFixture));
    expect(await screen.findByText('dashboard page')).toBeTruthy();
  });

  it('stays on the page and lets the http client show the server message when login fails', async () => {
    fetchMock.mockImplementation(async () => envelope(400, '账号或密码错误', null));
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText('账号'), 'supplier01');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() =>
      expect(showNotification).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'warning', title: '警告信息', message: '账号或密码错误' }),
      ),
    );
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.get().token).toBeNull();
    expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false);
  });

  it('does not stay half signed in when the menus call fails', async () => {
    fetchMock = stubCalls([api.account.login, sessionFixture], [api.account.menus, envelope(500, '', null)]);
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText('账号'), 'supplier01');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false));
    expect(sessionStore.get().token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
