import { api } from '@portal/contract';
import type { Db } from '../../db/client';
import { formatDateTime } from '../../lib/format';
import { exportCall, inBatches } from '../exports/export';
import { fabricEffectsOrder, fabricEffectsWhere, fabricLinesOrder, fabricLinesWhere } from './queries';

const yesNo = (flag: string) => (flag === '1' ? '是' : '否');

/** Division (材料大类) names by id. */
const divisionNames = async (db: Db) =>
  new Map((await db.materialCategory.findMany({ where: { parentId: null } })).map((c) => [c.id, c.name]));

export const fabricExports = [
  exportCall({
    call: api.grain.export,
    title: '面料纹路',
    rows: async function* ({ body, db, auth }) {
      const names = await divisionNames(db);
      const where = fabricLinesWhere(auth.supplierCode, body);
      for await (const batch of inBatches((skip, take) =>
        db.fabricLine.findMany({ where, orderBy: fabricLinesOrder, skip, take }),
      ))
        yield batch.map((r) => ({ ...r, divisionName: names.get(r.divisionId) ?? null }));
    },
    columns: [
      { header: '纹路编码', value: (r) => r.lineCode },
      { header: '纹路名称', width: 20, value: (r) => r.lineName },
      { header: '材料大类', value: (r) => r.divisionName },
      { header: '浮动价格', value: (r) => r.floatingPrice },
      { header: '是否启用', value: (r) => yesNo(r.isActive) },
      { header: '是否显示', value: (r) => yesNo(r.isShow) },
      { header: '有效期至', width: 20, value: (r) => formatDateTime(r.availableEndDate) },
    ],
  }),

  exportCall({
    call: api.effect.export,
    title: '特殊效果',
    rows: async function* ({ body, db, auth }) {
      const names = await divisionNames(db);
      const where = fabricEffectsWhere(auth.supplierCode, body);
      for await (const batch of inBatches((skip, take) =>
        db.fabricEffect.findMany({ where, orderBy: fabricEffectsOrder, skip, take }),
      ))
        yield batch.map((r) => ({ ...r, divisionName: names.get(r.divisionId) ?? null }));
    },
    columns: [
      { header: '特殊效果', width: 20, value: (r) => r.effectName },
      { header: '价格(¥)', value: (r) => r.effectPrice },
      { header: '排序', value: (r) => r.sort },
      { header: '材料大类', value: (r) => r.divisionName },
    ],
  }),
];
