import { api, InnovationStatusText } from '@portal/contract';
import { implement } from '../../binder';
import { pageArgs } from '../../lib/format';
import { exportCall, inBatches } from '../exports/export';
import { fileRefs, innovationOrder, innovationWhere, toInnovation, withCategoryNames } from './records';
import { ownInnovation, saveInnovation } from './save';

/** Innovation materials (创新材料, spec 001): list, save, detail and export, the caller's supplier only. */
export const innovateHandlers = [
  implement(api.innovation.list, async ({ body, db, auth }) => {
    const where = innovationWhere(auth.supplierCode, body);
    const [count, rows] = await Promise.all([
      db.innovationMaterial.count({ where }),
      db.innovationMaterial.findMany({ where, orderBy: innovationOrder, ...pageArgs(body) }),
    ]);
    return { count, data: await withCategoryNames(db, rows) };
  }),

  implement(api.innovation.saveOrUpdate, ({ body, db, auth }) => saveInnovation(db, auth, body)),

  implement(api.innovation.detail, async ({ params, db, auth }) => {
    const record = toInnovation(await ownInnovation(db, auth, params.id));
    const images = [...(record.coverImgId ? [record.coverImgId] : []), ...record.otherImgIds];
    return {
      ...record,
      imgs: await fileRefs(db, images),
      appendixFiles: await fileRefs(db, record.appendixIds),
    };
  }),

  exportCall({
    call: api.innovation.export,
    title: '创新材料',
    rows: async function* ({ body, db, auth }) {
      const where = {
        ...innovationWhere(auth.supplierCode, body),
        ...(body.ids?.length && { id: { in: body.ids } }),
      };
      const tagNames = new Map((await db.materialTag.findMany()).map((t) => [t.id, t.tagName]));
      for await (const batch of inBatches((skip, take) =>
        db.innovationMaterial.findMany({ where, orderBy: innovationOrder, skip, take }),
      ))
        yield (await withCategoryNames(db, batch)).map((r) => ({
          ...r,
          tagNames: r.tags.map((id) => tagNames.get(id) ?? String(id)).join('、'),
        }));
    },
    columns: [
      { header: '材料编码', value: (r) => r.materialCode },
      { header: '材料名称', width: 24, value: (r) => r.materialName },
      { header: '材料大类', value: (r) => r.divisionName },
      { header: '材料小类', value: (r) => r.sectionName },
      { header: '材料介绍', width: 40, value: (r) => r.comment },
      { header: '核心技术', width: 30, value: (r) => r.coreTechnology },
      { header: '材料标签', width: 24, value: (r) => r.tagNames },
      { header: '状态', width: 10, value: (r) => InnovationStatusText[r.status] },
      { header: '创建时间', width: 20, value: (r) => r.createTime },
      { header: '修改时间', width: 20, value: (r) => r.modifyTime },
    ],
  }),
];
