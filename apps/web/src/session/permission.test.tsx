import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Permission } from '@/components/permission';
import { sessionFixture } from '@/test/fixtures';
import { hasPermission, usePermission } from './permission';
import { sessionStore } from './session';

const holding = (permissions: string[]) => {
  sessionStore.signIn(sessionFixture);
  sessionStore.setMenus({ menu: [], permissions, buttons: [], dictionary: [] });
};

const Probe = () => <p>{usePermission('fabric:recommendAdd') ? 'may add' : 'may not add'}</p>;

const renderAt = (element: ReactNode) => {
  const router = createMemoryRouter(
    [
      { path: '/page', element },
      { path: '/403', element: <p>无权限访问</p> },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('permission atoms', () => {
  beforeEach(() => sessionStore.clear());

  it('hasPermission: one atom, or any of several', () => {
    expect(hasPermission(['fabric:fabricManageAdd'], 'fabric:fabricManageAdd')).toBe(true);
    expect(hasPermission(['fabric:fabricManageAdd'], 'fabric:recommendAdd')).toBe(false);
    expect(hasPermission(['fabric:recommendAdd'], ['fabric:fabricManageAdd', 'fabric:recommendAdd'])).toBe(true);
    expect(hasPermission([], [])).toBe(false);
  });

  it('usePermission follows the session', () => {
    holding(['fabric:recommendAdd']);
    renderAt(<Probe />);
    expect(screen.getByText('may add')).toBeTruthy();
  });

  it('<Permission> removes the element when the atom is missing, or renders a fallback', () => {
    holding(['fabric:fabricManageList']);
    renderAt(
      <>
        <Permission atom="fabric:fabricManageList">
          <button type="button">list</button>
        </Permission>
        <Permission atom="fabric:fabricManageAdd">
          <button type="button">add</button>
        </Permission>
        <Permission atom="fabric:recommendDelete" fallback={<span>no delete</span>}>
          <button type="button">delete</button>
        </Permission>
      </>,
    );
    expect(screen.getByRole('button', { name: 'list' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
    expect(screen.getByText('no delete')).toBeTruthy();
  });

  it('<Permission redirect> sends the user to /403', async () => {
    holding([]);
    const router = renderAt(
      <Permission atom="component:costList" redirect>
        <p>cost list</p>
      </Permission>,
    );
    expect(await screen.findByText('无权限访问')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
  });
});
