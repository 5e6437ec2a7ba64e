import { api, type Call, type CallData, type CallInput, type Menus, viewAtoms } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { supplierMenus, viewerMenus } from './fixtures';
import {
  type FetchMock,
  pathPattern,
  renderApp,
  type StubAnswer,
  shellAnswers,
  signInAs,
  stubApi,
  stubRequest,
} from './render-app';

type BodyOf<C extends Call> = CallInput<C> extends { body: infer B } ? B : undefined;
type ParamsOf<C extends Call> = CallInput<C> extends { params: infer P } ? { [K in keyof P]: string } : object;

/** What a call was sent: its method, its path's `:name` segments (as text), its query and its body. */
export interface CallRequest<C extends Call> {
  method: string;
  params: ParamsOf<C>;
  query: URLSearchParams;
  body: BodyOf<C>;
}

/**
 * What the stub answers a call: its data, a Response (a refusal), or either from the body and request sent (e.g. a
 * detail call answering per id: `(_, { params }) => details[params.id]`).
 */
export type CallAnswer<C extends Call> =
  | CallData<C>
  | Response
  | ((body: BodyOf<C>, request: CallRequest<C>) => CallData<C> | Response | Promise<CallData<C> | Response>);

/** The answers of a page test, keyed by the contract's call objects: `[[api.season.list, { count, data }]]`. */
export type CallAnswers<T extends readonly Call[]> = { [K in keyof T]: readonly [T[K], CallAnswer<T[K]>] };

/** A test file's shared answers, typed as `renderAs` takes them: `callAnswers([api.season.list, page], …)`. */
export const callAnswers = <const T extends readonly Call[]>(...answers: CallAnswers<T>): CallAnswers<T> => answers;

/**
 * Who signs in: the seeded supplier (every atom), the viewer (view atoms, fewer menus), `viewAtoms` (every menu, view
 * atoms only: for pages the viewer's menus leave out, so that the atoms alone decide the buttons), or given menus.
 */
export type Role = 'supplier' | 'viewer' | 'viewAtoms' | Menus;
const menusOf = (role: Role): Menus => {
  if (role === 'supplier') return supplierMenus;
  if (role === 'viewer') return viewerMenus;
  if (role === 'viewAtoms') return { ...supplierMenus, permissions: [...viewAtoms] };
  return role;
};

/** The requests sent to a call (params, query, parsed JSON body), in order. */
export const requestsTo = <C extends Call>(fetchMock: FetchMock, call: C): CallRequest<C>[] => {
  const pattern = pathPattern(call.path);
  return fetchMock.mock.calls.flatMap(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return pattern.test(url.pathname) ? [stubRequest(pattern, url, init) as CallRequest<C>] : [];
  });
};

/** The bodies sent to a call (parsed JSON; undefined for a call without one), in order. */
export const bodiesSent = <C extends Call>(fetchMock: FetchMock, call: C): BodyOf<C>[] =>
  requestsTo(fetchMock, call).map((r) => r.body);

/** The answers by path stubApi takes, from answers keyed by call objects. */
const byPathOf = (answers: readonly (readonly [Call, unknown])[]): Record<string, StubAnswer> =>
  Object.fromEntries(answers.map(([call, answer]) => [call.path, answer]));

/**
 * Stubs fetch with answers keyed by the contract's call objects (typed by each call's data), over the shell's own
 * answers (`shellAnswers`); any other call answers 500 未实现. For tests that render a component, not a route:
 * `stubCalls([api.price.materialList, page], …)`, or `stubCalls(...answers)` with a file's `callAnswers`.
 */
export const stubCalls = <const T extends readonly Call[]>(...answers: CallAnswers<T>): FetchMock =>
  stubApi({ ...shellAnswers, ...byPathOf(answers as readonly (readonly [Call, unknown])[]) });

/**
 * Signs in as `role` and renders the app at `entry` with fetch stubbed: the shell's own calls, the role's menus,
 * and the given answers per call (any other call answers 500 未实现). Returns the rendered view and `bodies(call)`,
 * the bodies the page sent to that call.
 */
export const renderAs = <const T extends readonly Call[]>(
  role: Role,
  entry: string,
  answers: readonly [...CallAnswers<T>],
) => {
  const menus = menusOf(role);
  const fetchMock = stubApi({
    ...shellAnswers,
    [api.account.menus.path]: menus,
    ...byPathOf(answers as readonly (readonly [Call, unknown])[]),
  });
  signInAs(menus);
  const view = renderApp(entry);
  return { ...view, fetchMock, bodies: <C extends Call>(call: C) => bodiesSent(fetchMock, call) };
};

/** The cell texts of each body row of the table named `name`, once it shows `count` of them. */
export const findRows = async (name: string, count: number): Promise<string[][]> => {
  const table = await screen.findByRole('table', { name });
  const bodyRows = () =>
    within(table)
      .queryAllByRole('row')
      .filter((r) => within(r).queryAllByRole('cell').length > 0);
  await waitFor(() => expect(bodyRows()).toHaveLength(count));
  return bodyRows().map((r) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? ''),
  );
};
