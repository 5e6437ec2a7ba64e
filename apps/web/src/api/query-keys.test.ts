import { api } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { callKey } from './query-keys';

describe('callKey', () => {
  it("is the call's id, then the input it was asked with", () => {
    expect(callKey(api.innovation.list)).toEqual(['innovation.list']);
    expect(callKey(api.innovation.detail, { params: { id: 7 } })).toEqual(['innovation.detail', { params: { id: 7 } }]);
    // The input is checked like request's.
    // @ts-expect-error a status the call does not declare
    callKey(api.innovation.list, { body: { status: '9' } });
    // @ts-expect-error the detail needs its id
    callKey(api.innovation.detail, { body: {} });
  });

  it('reaches every answer of a call, and only of that call, with the key of the call alone', async () => {
    const client = new QueryClient();
    const page = (n: number) => callKey(api.innovation.list, { body: { page: n, limit: 10, materialName: 'PU' } });
    client.setQueryData(page(1), 'first');
    client.setQueryData(page(2), 'second');
    client.setQueryData(callKey(api.grain.list, { body: { page: 1, limit: 10 } }), 'grain');
    await client.invalidateQueries({ queryKey: callKey(api.innovation.list) });
    const stale = client
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryKey[0], q.isStale()]);
    expect(stale).toEqual([
      ['innovation.list', true],
      ['innovation.list', true],
      ['grain.list', false],
    ]);
  });
});
