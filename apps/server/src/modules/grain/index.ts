import { api } from '@portal/contract';
import { fixture } from '../../db/fixtures';
import { withDivisionNames } from '../../kit/categories';
import { toGrain } from '../../kit/grains';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { offeredTo } from '../../kit/where';

const yesNo = (flag: string) => (flag === '1' ? '是' : '否');

/** 面料纹路管理: the grains offered to every supplier and the caller's own. */
export const grains = pagedResource({
  model: 'grain',
  list: api.grain.list,
  where: (f, { auth }) => ({
    AND: [
      offeredTo([auth.supplierCode]),
      f.divisionId === undefined ? {} : { divisionId: f.divisionId },
      f.lineName ? { lineName: { contains: f.lineName } } : {},
      f.isActive ? { isActive: f.isActive } : {},
    ],
  }),
  order: [{ lineCode: 'asc' }],
  sort: { lineCode: 'lineCode', floatingPrice: 'floatingPrice', availableEndDate: 'availableEndDate' },
  rows: (records, { db }) => withDivisionNames(db, records.map(toGrain)),
  export: {
    call: api.grain.export,
    title: '面料纹路',
    ids: 'lineCode',
    columns: [
      { header: '纹路编码', value: (g) => g.lineCode },
      { header: '纹路名称', width: 20, value: (g) => g.lineName },
      { header: '材料大类', value: (g) => g.divisionName },
      { header: '浮动价格', value: (g) => g.floatingPrice },
      { header: '是否启用', value: (g) => yesNo(g.isActive) },
      { header: '是否显示', value: (g) => yesNo(g.isShow) },
      { header: '有效期至', width: 20, value: (g) => g.availableEndDate },
    ],
  },
});

export const grainModule = defineModule('grain', {
  handlers: grains.handlers,
  fixtures: [fixture('grains', 'grain', (r) => ({ lineCode: r.lineCode }))],
});
