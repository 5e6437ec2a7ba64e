import { ComponentCostMessages as M } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { importErrorRows } from './import-dialog';

describe('importErrorRows', () => {
  it('splits the stub’s refusal into one line per row', () => {
    expect(importErrorRows(`${M.importRows}。第3行：单价须为数字；用量须为数字；第12行：明细ID重复`)).toEqual([
      '第3行：单价须为数字；用量须为数字',
      '第12行：明细ID重复',
    ]);
  });
  it('keeps a refusal of the whole file as it is', () => {
    expect(importErrorRows(M.importHeader)).toEqual([M.importHeader]);
  });
});
