import { api, ScanApplyStatus } from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { type FixtureRow, fixture, withDates } from '../../db/fixtures';
import { readRows } from '../../db/reads';
import { chinaDayText, chinaToday } from '../../kit/dates';
import { fileRefs } from '../../kit/file-refs';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { ownBatch, ownScanApply, saveScanApply, updateScanApply } from './actions';
import { scanApplyWhere, toScanApply } from './records';

/** The caller's name, which every row shows (raw SQL: the list asks it on every call). */
const supplierName = async (db: Db, code: string) =>
  (await readRows<{ name: string }>(db, 'SELECT name FROM Supplier WHERE code = ?', code))[0]?.name ?? code;

/** 扫描申请管理: the caller's applications, latest first. */
export const scanApplies = pagedResource({
  model: 'scanApply',
  list: api.scanApply.list,
  where: (f, { auth }) => scanApplyWhere(auth.supplierCode, f),
  order: [{ createTime: 'desc' }, { id: 'desc' }],
  sort: { applyNo: 'applyNo', createTime: 'createTime', modifyTime: 'modifyTime' },
  rows: async (records, { db, auth }) => {
    const name = await supplierName(db, auth.supplierCode);
    return records.map((r) => toScanApply(r, name));
  },
  count: api.scanApply.listSize,
});

/** Fixture rows keep expectDate / sendDate as YYYY-MM-DD text, written relative to the seed. */
const scanApplyRecord = (row: FixtureRow): FixtureRow => {
  const dated = withDates(row);
  for (const key of ['expectDate', 'sendDate'] as const)
    if (dated[key] instanceof Date) dated[key] = chinaDayText(dated[key] as Date);
  return dated;
};

/** Scan applications (扫描申请, docs/domains/scan-apply.md): all ten scanApply/ calls. */
export const scanApplyModule = defineModule('scanApply', {
  handlers: [
    ...scanApplies.handlers,

    implement(api.scanApply.detail, async ({ body, db, auth }) => {
      const row = await ownScanApply(db, auth, body.id);
      const record = toScanApply(row, await supplierName(db, auth.supplierCode));
      return { ...record, sampleImgs: await fileRefs(db, record.sampleImgIds) };
    }),

    implement(api.scanApply.suppliers, async ({ body, db, auth }) => {
      const own = await db.supplier.findUnique({ where: { code: auth.supplierCode } });
      if (!own) return [];
      const keyword = body.keyword?.trim();
      const matches = !keyword || [own.code, own.name, own.shortName].some((t) => t.includes(keyword));
      return matches
        ? [{ supplierCode: own.code, shortName: own.shortName, supplierName: own.name, typeCode: own.typeCode }]
        : [];
    }),

    implement(api.scanApply.materials, async ({ body, db, auth }) => {
      const keyword = body.keyword?.trim();
      const rows = await db.material.findMany({
        where: {
          supplierCode: auth.supplierCode,
          ...(keyword && { OR: [{ materialCode: { contains: keyword } }, { materialName: { contains: keyword } }] }),
        },
        select: { id: true, materialCode: true, materialName: true },
        orderBy: [{ modifyTime: 'desc' }, { id: 'desc' }],
        take: 50,
      });
      return rows;
    }),

    implement(api.scanApply.saveOrUpdate, ({ body, db, auth }) => saveScanApply(db, auth, body)),

    implement(api.scanApply.updateScan, ({ body, db, auth }) => updateScanApply(db, auth, body, chinaToday())),

    implement(api.scanApply.checkScan, async ({ body, db, auth }) => {
      await ownBatch(db, auth, [body.id], 'check');
      await db.scanApply.update({
        where: { id: body.id },
        data: {
          status: ScanApplyStatus.accepted,
          checkTime: new Date(),
          modifiedBy: auth.loginAccount,
          modifyTime: new Date(),
        },
      });
      return true;
    }),

    implement(api.scanApply.close, async ({ body, db, auth }) => {
      const rows = await ownBatch(db, auth, body.ids, 'close');
      await db.scanApply.updateMany({
        where: { id: { in: rows.map((r) => r.id) } },
        data: {
          status: ScanApplyStatus.closed,
          closeReason: body.closeReason?.trim() || null,
          modifiedBy: auth.loginAccount,
          modifyTime: new Date(),
        },
      });
      return true;
    }),

    implement(api.scanApply.delete, async ({ body, db, auth }) => {
      const rows = await ownBatch(db, auth, body.ids, 'delete');
      await db.scanApply.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
      return true;
    }),
  ],
  fixtures: [fixture('scanApplies', 'scanApply', undefined, scanApplyRecord)],
});
