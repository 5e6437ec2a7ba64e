import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { envelope, menusFixture, sessionFixture } from '@/test/fixtures';
import { buildRoutes } from './routes';

const renderAt = (entry: string) => {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [entry] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const signedIn = () => {
  sessionStore.signIn(sessionFixture);
  sessionStore.setMenus(menusFixture);
};

describe('route registry and guard', () => {
  beforeEach(() => {
    sessionStore.clear();
    // No page here should reach the network on its own.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(500, '', null)),
    );
  });

  it('sends a visitor without a token to /login?redirect=…', async () => {
    const router = renderAt('/dashboard?tab=1');
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard?tab=1');
  });

  it('redirects / to /dashboard, which greets the signed-in user', async () => {
    signedIn();
    const router = renderAt('/');
    expect(await screen.findByText(/欢迎/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText(/张三/)).toBeTruthy();
    expect(screen.getByText(sessionFixture.supplierName)).toBeTruthy();
  });

  it('退出登录 clears the session and goes to /login', async () => {
    signedIn();
    const router = renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));

    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('shows the 404 page for an unknown path', async () => {
    const router = renderAt('/no/such/page');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });
});
