import { api, fillPath } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { stubApi } from './render-app';
import { bodiesSent, requestsTo, stubCalls } from './render-as';

describe('the call-keyed stub', () => {
  it('answers a call whose path has a :name segment, and only that path', async () => {
    const fetchMock = stubApi({ [api.shoeTree.detail.path]: { id: 7 } });
    const answer = await fetch(fillPath(api.shoeTree.detail.path, { id: 7 }), { method: 'POST', body: '{"a":1}' });
    expect(await answer.json()).toEqual({ status: 200, message: '成功', data: { id: 7 } });
    const other = await fetch(`${fillPath(api.shoeTree.detail.path, { id: 7 })}/more`, { method: 'POST' });
    expect(await other.json()).toEqual({ status: 500, message: '未实现', data: null });
    expect(bodiesSent(fetchMock, api.shoeTree.detail)).toEqual([{ a: 1 }]);
  });

  it('hands an answer the request: the path’s segments by name, the query and the body', async () => {
    const fetchMock = stubCalls(
      [api.purchase.shipmentsCount, (_, { params }) => Number(params.purchaseId) * 100 + Number(params.detailId)],
      [api.account.code, (_, { query }) => ({ personTel: query.get('loginAccount') ?? '', expiresIn: 60 })],
    );
    const count = await fetch(fillPath(api.purchase.shipmentsCount.path, { purchaseId: 3, detailId: 11 }), {
      method: 'POST',
      body: '{}',
    });
    expect((await count.json()).data).toBe(311);
    const code = await fetch(`${api.account.code.path}?loginAccount=supplier`);
    expect((await code.json()).data).toEqual({ personTel: 'supplier', expiresIn: 60 });
    expect(requestsTo(fetchMock, api.purchase.shipmentsCount).map((r) => r.params)).toEqual([
      { purchaseId: '3', detailId: '11' },
    ]);
    expect(requestsTo(fetchMock, api.account.code)[0]?.query.get('loginAccount')).toBe('supplier');
  });
});
