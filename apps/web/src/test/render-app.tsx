import { api, type Menus, type Session } from '@portal/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type Mock, onTestFinished, vi } from 'vitest';
import { fileLinks } from '@/api/file-urls';
import { bindCacheToSession, createQueryClient } from '@/api/query-client';
import { buildRoutes } from '@/app/routes';
import { appNavigation } from '@/navigation/navigation';
import { sessionStore } from '@/session/session';
import { envelope, fileLinksAnswer, sessionFixture, supplierMenus } from './fixtures';

/** What a stubbed call was sent: its method, its path's `:name` segments, its query and its JSON body. */
export interface StubRequest {
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}
/** An answer of the stub: a value (wrapped in a 200 envelope), a Response, or a function of the body and request. */
export type StubAnswer = unknown | ((body: unknown, request: StubRequest) => Response | unknown);
export type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** A call's path as a pattern: its `:name` segments match any one segment, captured by name. */
export const pathPattern = (path: string): RegExp =>
  new RegExp(
    `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => `(?<${name}>[^/]+)`)}$`,
  );

/** What fetch was sent, as a stubbed call reads it: the path's segments by the pattern's names, query and body. */
export const stubRequest = (pattern: RegExp, url: URL, init?: RequestInit): StubRequest => ({
  method: init?.method ?? 'GET',
  params: Object.fromEntries(
    Object.entries(pattern.exec(url.pathname)?.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
  ),
  query: url.searchParams,
  body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
});

/**
 * Stubs fetch with answers by call path (a `:name` segment matches any value); any other call answers 500 未实现, like the stub for calls
 * whose domain is not built yet. Returns the mock to inspect the calls made. File links signed for another stub's
 * answers are forgotten.
 */
export const stubApi = (answers: Record<string, StubAnswer> = {}): FetchMock => {
  fileLinks.clear();
  const fetchMock: FetchMock = vi.fn(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    const key = path in answers ? path : Object.keys(answers).find((k) => k.includes(':') && pathPattern(k).test(path));
    if (key === undefined) return envelope(500, '未实现', null);
    const answer = answers[key];
    const request = stubRequest(pathPattern(key), url, init);
    const value = typeof answer === 'function' ? await answer(request.body, request) : answer;
    return value instanceof Response ? value : envelope(200, '成功', value);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The paths fetch was called with, in order. */
export const calledPaths = (fetchMock: FetchMock): string[] =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

/** The shell's own calls (the top bar's counts), the home page's figures, and the signing of file links. */
export const shellAnswers = {
  [api.files.fileLinks.path]: fileLinksAnswer,
  [api.purchase.warningCount.path]: 3,
  [api.inquiry.noticeList.path]: [],
  [api.dashboard.homeInfos.path]: {
    deliveryWarningCount: 3,
    openPurchaseCount: 12,
    inquiryNoticeCount: 0,
    borrowedShoeTreeCount: 1,
  },
};

/** Signs in as the login page would: session, then menus. */
export const signInAs = (menus: Menus = supplierMenus, session: Session = sessionFixture): void => {
  sessionStore.signIn(session);
  sessionStore.setMenus(menus);
};

/**
 * The whole app (route registry, guard, shell) at an address, in a memory router, the shell with a query client
 * made and bound to the session as the app's own (api/query-client.ts). Call it inside a test.
 */
export const renderApp = (entry: string) => {
  const client = createQueryClient();
  onTestFinished(bindCacheToSession(client));
  const router = createMemoryRouter(buildRoutes({ queryClient: client }), { initialEntries: [entry] });
  appNavigation.use((to) => {
    void router.navigate(to, { replace: true });
  });
  const view = render(<RouterProvider router={router} />);
  return { router, client, ...view };
};
