import { api, InnovationStatus } from '@portal/contract';
import { implement } from '../../binder';
import { fixture } from '../../db/fixtures';
import { fileRefs } from '../../kit/file-refs';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { innovationOrder, innovationWhere, toInnovation, withCategoryNames } from './records';
import { ownInnovation, saveInnovation } from './save';

/** 创新材料 (spec 001): the caller's records, latest change first, with category and tag names. */
export const innovations = pagedResource({
  model: 'innovation',
  list: api.innovation.list,
  where: (f, { auth }) => innovationWhere(auth.supplierCode, f),
  order: innovationOrder,
  sort: { materialCode: 'materialCode', materialName: 'materialName', modifyTime: 'modifyTime' },
  rows: async (records, { db }) => {
    const rows = await withCategoryNames(db, records);
    const tags = await db.materialTag.findMany({ where: { id: { in: [...new Set(rows.flatMap((r) => r.tags))] } } });
    const tagName = new Map(tags.map((t) => [t.id, t.tagName]));
    return rows.map((r) => ({ ...r, tagNames: r.tags.map((id) => tagName.get(id) ?? String(id)).join('、') }));
  },
  export: {
    call: api.innovation.export,
    title: '创新材料',
    columns: [
      { header: '材料编码', value: (r) => r.materialCode },
      { header: '材料名称', width: 24, value: (r) => r.materialName },
      { header: '材料大类', value: (r) => r.divisionName },
      { header: '材料小类', value: (r) => r.sectionName },
      { header: '材料介绍', width: 40, value: (r) => r.comment },
      { header: '核心技术', width: 30, value: (r) => r.coreTechnology },
      { header: '材料标签', width: 24, value: (r) => r.tagNames },
      { header: '状态', width: 10, value: (r) => InnovationStatus.text(r.status) },
      { header: '创建时间', width: 20, value: (r) => r.createTime },
      { header: '修改时间', width: 20, value: (r) => r.modifyTime },
    ],
  },
});

/** Innovation materials (创新材料, spec 001): list, save, detail and export, the caller's supplier only. */
export const innovationModule = defineModule('innovation', {
  handlers: [
    ...innovations.handlers,

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
  ],
  fixtures: [fixture('innovationFiles', 'storedFile'), fixture('innovations', 'innovation')],
});
