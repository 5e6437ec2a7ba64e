import { api } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/components/uploads/test/upload-test-kit';
import { defaultAdapters } from '@/components/uploads/uploader';
import { appNavigation } from '@/navigation/navigation';
import { sessionStorageKey, sessionStore } from '@/session/session';
import { envelope, menusFixture, sessionFixture } from '@/test/fixtures';
import { stubApi } from '@/test/render-app';
import { request } from './api-client';
import { bindCacheToSession, createQueryClient, queryClient } from './query-client';
import { callKey } from './query-keys';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const homeKey = callKey(api.dashboard.homeInfos);
const supplierFigures = {
  deliveryWarningCount: 4,
  openPurchaseCount: 12,
  inquiryNoticeCount: 2,
  borrowedShoeTreeCount: 1,
};
const cached = () => queryClient.getQueryCache().getAll().length;
const hongda = { ...sessionFixture, token: 'token-hongda', supplierCode: 'S10023', loginAccount: 'hongda' };

/** The supplier signed in, its figures in the app's cache. */
const supplierWithFigures = () => {
  sessionStore.signIn(sessionFixture);
  sessionStore.setMenus(menusFixture);
  queryClient.setQueryData(homeKey, supplierFigures);
  expect(cached()).toBe(1);
};

describe("the app's query cache belongs to one session", () => {
  const navigate = vi.fn();
  beforeEach(() => {
    sessionStore.clear();
    queryClient.clear();
    navigate.mockClear();
    appNavigation.use(navigate);
  });
  afterEach(() => queryClient.clear());

  it('is emptied by a sign-in, a sign-out and a clear', () => {
    supplierWithFigures();
    sessionStore.signIn(hongda);
    expect(cached()).toBe(0);

    queryClient.setQueryData(homeKey, supplierFigures);
    sessionStore.signOut();
    expect(cached()).toBe(0);

    supplierWithFigures();
    sessionStore.clear();
    expect(cached()).toBe(0);
  });

  it('is kept while the session stays the same: the menu arrives, the profile is edited', () => {
    sessionStore.signIn(sessionFixture);
    queryClient.setQueryData(homeKey, supplierFigures);
    sessionStore.setMenus(menusFixture);
    sessionStore.setUser({ ...sessionStore.get().user!, personName: '李四', personTel: '13900000000' });
    expect(queryClient.getQueryData(homeKey)).toEqual(supplierFigures);
  });

  it('is empty before any subscriber (a component) hears of the new session', () => {
    supplierWithFigures();
    const seen: number[] = [];
    const unsubscribe = sessionStore.subscribe(() => seen.push(cached()));
    sessionStore.signIn(hongda);
    unsubscribe();
    expect(seen).toEqual([0]);
  });

  it('is emptied by a logout in another tab', () => {
    supplierWithFigures();
    localStorage.removeItem(sessionStorageKey);
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey }));
    expect(sessionStore.get().token).toBeNull();
    expect(cached()).toBe(0);
  });

  it('is emptied by a 401 of any call', async () => {
    supplierWithFigures();
    stubApi({ [api.purchase.warningCount.path]: () => envelope(401, '', null) });
    await expect(request(api.purchase.warningCount)).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().token).toBeNull();
    expect(cached()).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('is emptied by a 401 of an upload', async () => {
    FakeXhr.install();
    supplierWithFigures();
    const form = new FormData();
    form.append('file', new File(['x'], 'a.pdf'));
    const upload = defaultAdapters.server.upload(form);
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.last().respond(401, { status: 401, message: '', data: null });
    await expect(upload).rejects.toBeTruthy();
    expect(sessionStore.get().token).toBeNull();
    expect(cached()).toBe(0);
  });

  it('ignores a late 401 of the ended session once another user has signed in', async () => {
    supplierWithFigures();
    let answer401: (response: Response) => void = () => {};
    stubApi({ [api.purchase.warningCount.path]: () => new Promise<Response>((done) => (answer401 = done)) });
    const late = request(api.purchase.warningCount);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));

    // The supplier's session ends elsewhere, hongda signs in and gets figures of its own.
    sessionStore.clear();
    sessionStore.signIn(hongda);
    queryClient.setQueryData(homeKey, { ...supplierFigures, openPurchaseCount: 3 });
    answer401(envelope(401, '', null));
    await expect(late).rejects.toMatchObject({ status: 401 });

    expect(sessionStore.get().token).toBe(hongda.token);
    expect(queryClient.getQueryData(homeKey)).toMatchObject({ openPurchaseCount: 3 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('binds any client, and unbinds', () => {
    const client = createQueryClient();
    const unbind = bindCacheToSession(client);
    client.setQueryData(homeKey, supplierFigures);
    sessionStore.signIn(sessionFixture);
    expect(client.getQueryCache().getAll()).toHaveLength(0);

    unbind();
    client.setQueryData(homeKey, supplierFigures);
    sessionStore.signOut();
    expect(client.getQueryData(homeKey)).toEqual(supplierFigures);
  });
});
