import { api } from '@portal/contract';
import { fixture } from '../../db/fixtures';
import { withDivisionNames } from '../../kit/categories';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { offeredTo } from '../../kit/where';

/** 特殊效果管理: the effects offered to every supplier and the caller's own, in their sort order. */
export const effects = pagedResource({
  model: 'effect',
  list: api.effect.list,
  where: (f, { auth }) => ({
    AND: [
      offeredTo([auth.supplierCode]),
      f.divisionId === undefined ? {} : { divisionId: f.divisionId },
      f.effectName ? { effectName: { contains: f.effectName } } : {},
    ],
  }),
  order: [{ sort: 'asc' }, { id: 'asc' }],
  sort: { sort: 'sort', effectPrice: 'effectPrice', effectName: 'effectName' },
  rows: (records, { db }) =>
    withDivisionNames(
      db,
      records.map(({ id, effectName, effectPrice, sort, divisionId }) => ({
        id,
        effectName,
        effectPrice,
        sort,
        divisionId,
      })),
    ),
  export: {
    call: api.effect.export,
    title: '特殊效果',
    columns: [
      { header: '特殊效果', width: 20, value: (e) => e.effectName },
      { header: '价格(¥)', value: (e) => e.effectPrice },
      { header: '排序', value: (e) => e.sort },
      { header: '材料大类', value: (e) => e.divisionName },
    ],
  },
});

export const effectModule = defineModule('effect', {
  handlers: effects.handlers,
  fixtures: [fixture('effects', 'effect')],
});
