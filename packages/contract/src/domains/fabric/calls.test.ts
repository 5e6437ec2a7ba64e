import { describe, expect, it } from 'vitest';
import { api } from '../../catalogue';
import { MaterialStatus } from './calls';

describe('fabric and recommend call shapes', () => {
  it('the list reads filters, date range, complete-data flags and sort', () => {
    const body = api.fabric.list.body.parse({
      divisionId: 2,
      sectionId: 109,
      materialCode: 'SY',
      materialName: '超纤',
      status: MaterialStatus.approved,
      modifyTimeStart: '2026-01-01',
      modifyTimeEnd: '2026-03-31',
      fileHasComplete: '1',
      isCompleteData: false,
      sortField: 'modifyTime',
      sortOrder: 'desc',
    });
    expect(body).toMatchObject({ page: 1, limit: 10, fileHasComplete: 1, isCompleteData: 0, sortField: 'modifyTime' });
    expect(api.fabric.list.body.safeParse({ sortField: 'price' }).success).toBe(false);
    expect(api.recommend.list.body.parse({ status: 2 })).toMatchObject({ status: 2 });
    expect(api.recommend.size.body.parse({ materialName: '网' })).toEqual({ materialName: '网' });
  });

  it('exports take the filters and optional ids, never paging', () => {
    expect(api.fabric.export.body.parse({ ids: [1, 2], status: 3, page: 2 })).toEqual({ ids: [1, 2], status: 3 });
    expect(api.recommend.export.body.safeParse({ ids: [0] }).success).toBe(false);
  });

  it('a save accepts a draft with only a name, incomplete rows, and a null code', () => {
    const draft = api.fabric.saveOrUpdate.body.parse({ materialName: '半成品', status: 1, materialCode: null });
    expect(draft).toMatchObject({ materialName: '半成品', status: 1, materialCode: null });
    const rows = api.fabric.saveOrUpdate.body.parse({
      status: 2,
      elements: [{ element: 'PU', proportion: null }],
      subList: [{ width: '54"' }],
      effects: [{ id: 1, sort: null }],
      materialStage: 'recommend',
    });
    expect(rows.elements).toEqual([{ element: 'PU', proportion: null }]);
    expect(api.fabric.saveOrUpdate.body.safeParse({ status: 5 }).success).toBe(false);
    expect(api.fabric.saveOrUpdate.body.safeParse({ status: 2, materialStage: 'other' }).success).toBe(false);
    // Server-owned fields are dropped, not trusted.
    expect(api.fabric.saveOrUpdate.body.parse({ status: 2, editType: 7, auditRemark: 'x' })).toEqual({ status: 2 });
  });

  it('the similar-image answer and the detail extras', () => {
    expect(
      api.fabric.querySimilarImg.data.parse({
        count: 1,
        data: [
          { id: 1, materialCode: 'LT000001', materialName: '头层牛皮', supplierShortnames: '华彩', coverImgId: 'f1' },
        ],
      }).count,
    ).toBe(1);
    expect(Object.keys(api.fabric.detail.data.shape)).toEqual(
      expect.arrayContaining(['subPriceList', 'shoesFactories', 'checkFiles', 'vrFiles', 'imgs', 'vrImgs', 'colors']),
    );
  });
});
