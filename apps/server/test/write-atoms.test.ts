import { api, Status, StatusMessage } from '@portal/contract';
import { describe, expect } from 'vitest';
import { readTest, send, useContractStub, writeTest } from './helper';

const { stub, tokens } = useContractStub();

// Material-demand replies and material comments change data: they need a write atom the viewer lacks.
const writes = [
  {
    id: api.demand.saveOrUpdateReply.id,
    call: api.demand.saveOrUpdateReply,
    input: { body: { requestId: 1, content: '已寄样' } },
  },
  { id: api.demand.deleteReply.id, call: api.demand.deleteReply, input: { body: { id: 1 } } },
  { id: api.comment.save.id, call: api.comment.save, input: { body: { materialId: 1, content: '手感很好' } } },
  { id: api.comment.delete.id, call: api.comment.delete, input: { body: { id: 1 } } },
];

describe('writes without a spec atom of their own', () => {
  writeTest.each(writes)('$id refuses the viewer with 403 没有权限', async ({ call, input }) => {
    const res = await send(stub, call, input as never, tokens.viewer);
    expect(res.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
  });

  writeTest.each(writes)('$id lets the supplier past the atom check', async ({ call, input }) => {
    const res = await send(stub, call, input as never, tokens.supplier);
    expect(res.body.status).not.toBe(Status.forbidden);
  });

  readTest('lets the viewer read the material demands (a view atom)', async () => {
    const res = await send(stub, api.demand.totalNoReadNum, {}, tokens.viewer);
    expect(res.body.status).not.toBe(Status.forbidden);
  });
});
