import { api } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { sessionStore } from '@/session/session';
import { sessionFixture } from '@/test/fixtures';
import { stubApi } from '@/test/render-app';
import { useCallMutation } from './mutations';
import { callKey } from './query-keys';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const setup = () => {
  sessionStore.signIn(sessionFixture);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(callKey(api.demand.list, { body: { page: 1 } }), { data: [], count: 0 });
  client.setQueryData(callKey(api.demand.detail, { body: { id: 7 } }), { id: 7 });
  client.setQueryData(callKey(api.purchase.list), { data: [], count: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
};
const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

afterEach(() => sessionStore.clear());

describe('useCallMutation', () => {
  it('sends the call with the mapped input, then says the success and makes the declared answers stale', async () => {
    const fetchMock = stubApi({ [api.demand.deleteReply.path]: (body: unknown) => ({ echoed: body }) });
    const { client, wrapper } = setup();
    const { result } = renderHook(
      () =>
        useCallMutation(api.demand.deleteReply, {
          invalidates: [api.demand.list, api.demand.detail],
          success: '删除成功',
          input: (id: number) => ({ body: { id } }),
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ id: 3 });
    expect(notify.success).toHaveBeenCalledWith('删除成功');
    expect(invalidated(client, callKey(api.demand.list, { body: { page: 1 } }))).toBe(true);
    expect(invalidated(client, callKey(api.demand.detail, { body: { id: 7 } }))).toBe(true);
    expect(invalidated(client, callKey(api.purchase.list))).toBe(false);
  });

  it('leaves every answer as it was and says nothing when the call is refused', async () => {
    stubApi({});
    const { client, wrapper } = setup();
    const { result } = renderHook(
      () => useCallMutation(api.demand.deleteReply, { invalidates: [api.demand.list], success: '删除成功' }),
      { wrapper },
    );
    await act(() => expect(result.current.mutateAsync({ body: { id: 3 } })).rejects.toThrow('未实现'));
    expect(notify.success).not.toHaveBeenCalled();
    expect(invalidated(client, callKey(api.demand.list, { body: { page: 1 } }))).toBe(false);
  });
});
