import { beforeEach, describe, expect, it, vi } from 'vitest';
import { menusFixture, sessionFixture } from '@/test/fixtures';
import { sessionStorageKey, sessionStore } from './session';

describe('session store', () => {
  beforeEach(() => sessionStore.clear());

  it('keeps the token apart from the user and persists both', () => {
    sessionStore.signIn(sessionFixture);
    const { token, user } = sessionStore.get();
    expect(token).toBe(sessionFixture.token);
    expect(user).not.toHaveProperty('token');
    expect(user?.personName).toBe(sessionFixture.personName);
    expect(JSON.parse(localStorage.getItem(sessionStorageKey) ?? '{}').token).toBe(sessionFixture.token);
  });

  it('stores permissions, buttons, dictionary and menu from the menus call', () => {
    sessionStore.signIn(sessionFixture);
    sessionStore.setMenus(menusFixture);
    expect(sessionStore.get()).toMatchObject({
      permissions: menusFixture.permissions,
      buttons: menusFixture.buttons,
      dictionary: menusFixture.dictionary,
      menus: menusFixture.menu,
      menusLoaded: true,
    });
    // Whether the menu was fetched belongs to this page session, not to storage.
    expect(JSON.parse(localStorage.getItem(sessionStorageKey) ?? '{}')).not.toHaveProperty('menusLoaded');
  });

  it('notifies subscribers and clears everything on logout', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.signIn(sessionFixture);
    sessionStore.clear();
    unsubscribe();

    expect(listener).toHaveBeenCalledTimes(2);
    expect(sessionStore.get()).toMatchObject({ token: null, user: null, permissions: [], menus: [] });
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('restores a stored session on load and drops a malformed one', async () => {
    sessionStore.signIn(sessionFixture);
    vi.resetModules();
    expect((await import('./session')).sessionStore.get().token).toBe(sessionFixture.token);

    const restored = (await import('./session')).sessionStore.get();
    expect(restored.user?.personName).toBe(sessionFixture.personName);
    expect(restored.menusLoaded).toBe(false);

    localStorage.setItem(sessionStorageKey, JSON.stringify({ token: 5 }));
    vi.resetModules();
    expect((await import('./session')).sessionStore.get().token).toBeNull();
  });

  it('reads storage when first asked, not when the module loads (the first page never asks)', async () => {
    sessionStore.signIn(sessionFixture);
    vi.resetModules();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const { sessionStore: loaded } = await import('./session');
    expect(getItem).not.toHaveBeenCalled();
    expect(loaded.get().token).toBe(sessionFixture.token);
    expect(getItem).toHaveBeenCalledWith(sessionStorageKey);
  });

  it('drops a stored session whose user or menu is malformed', async () => {
    sessionStore.signIn(sessionFixture);
    sessionStore.setMenus(menusFixture);
    const stored = JSON.parse(localStorage.getItem(sessionStorageKey) ?? '{}');
    for (const broken of [
      { ...stored, user: { ...stored.user, personName: 1 } },
      { ...stored, menus: [{ ...stored.menus[0], children: [{ id: 'x' }] }] },
      { ...stored, permissions: 'all' },
    ]) {
      localStorage.setItem(sessionStorageKey, JSON.stringify(broken));
      vi.resetModules();
      expect((await import('./session')).sessionStore.get().token).toBeNull();
    }
  });

  it('keeps the fetched menu when another tab only updates the same session', () => {
    sessionStore.signIn(sessionFixture);
    sessionStore.setMenus(menusFixture);
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey }));
    expect(sessionStore.get().menusLoaded).toBe(true);
  });

  it('follows a logout made in another tab', () => {
    sessionStore.signIn(sessionFixture);
    localStorage.removeItem(sessionStorageKey);
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey }));
    expect(sessionStore.get().token).toBeNull();
  });
});
