import { api } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { stubApi } from './render-app';
import { bodiesSent } from './render-as';

describe('the call-keyed stub', () => {
  it('answers a call whose path has a :name segment, and only that path', async () => {
    const fetchMock = stubApi({ [api.shoeTree.detail.path]: { id: 7 } });
    const answer = await fetch('/basic/api/shoeTree/getDetailShoeTree/7', { method: 'POST', body: '{"a":1}' });
    expect(await answer.json()).toEqual({ status: 200, message: '成功', data: { id: 7 } });
    const other = await fetch('/basic/api/shoeTree/getDetailShoeTree/7/more', { method: 'POST' });
    expect(await other.json()).toEqual({ status: 500, message: '未实现', data: null });
    expect(bodiesSent(fetchMock, api.shoeTree.detail)).toEqual([{ a: 1 }]);
  });
});
