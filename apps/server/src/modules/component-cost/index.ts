import {
  api,
  type ComponentCost,
  ComponentCostStatus,
  componentCostBlankSheet,
  componentCostLifecycle,
  componentCostPdf,
  componentCostSheet,
  costConfirmRules,
  costTotal,
  FileMessages,
  ComponentCostMessages as M,
} from '@portal/contract';
import { implement } from '../../binder';
import { fixture, withDates } from '../../db/fixtures';
import { xlsxType } from '../../kit/export';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { sendFile } from '../../kit/send-file';
import { templateCall } from '../../kit/template';
import { assertAllowed, assertRules, fail } from '../../lib/errors';
import { importCostSheet } from './import';
import { costSheetPdf } from './pdf';
import { addRecord, codesOf, costOrder, costWhere, ownCost, ownCostsFor, toCosts } from './records';

const statusText = (c: ComponentCost) => ComponentCostStatus.text(c.status);

/** 组件成本管理: the caller's costs, newest first. */
export const componentCosts = pagedResource({
  model: 'componentCost',
  list: api.componentCost.list,
  where: (f, { auth, db }) => costWhere(db, auth.supplierCode, f),
  order: costOrder,
  sort: { costNo: 'costNo', totalCost: 'totalCost', inquiryDeadline: 'inquiryDeadline', createTime: 'createTime' },
  rows: (records, { db }) => toCosts(db, records),
  count: api.componentCost.count,
  export: {
    call: api.componentCost.export,
    title: '组件成本',
    columns: [
      { header: '成本单号', value: (c) => c.costNo },
      { header: '型体号', value: (c) => c.styleNo },
      { header: '款式名称', width: 20, value: (c) => c.styleName },
      { header: '季度', width: 10, value: (c) => c.seasonCode },
      { header: '组件编码', width: 12, value: (c) => c.componentCode },
      { header: '组件名称', width: 12, value: (c) => c.componentName },
      { header: '适用鞋厂', width: 28, value: (c) => c.shoeFactoryNames },
      {
        header: '成本明细',
        width: 60,
        value: (c) => c.items.map((i) => `${i.itemName} ${i.amount ?? '--'}`).join('；'),
      },
      { header: '合计(元)', width: 12, value: (c) => c.totalCost },
      { header: '状态', width: 10, value: statusText },
      { header: '报价截止', width: 20, value: (c) => c.inquiryDeadline },
      { header: '确认时间', width: 20, value: (c) => c.confirmTime },
      { header: '审核意见', width: 24, value: (c) => c.auditRemark },
      { header: '创建时间', width: 20, value: (c) => c.createTime },
    ],
  },
});

/** Component costs (组件成本, docs/domains/component-cost.md): every call of the domain. */
export const componentCostModule = defineModule('componentCost', {
  handlers: [
    ...componentCosts.handlers,

    implement(api.componentCost.downloadPdf, async ({ body, db, auth, env, reply }) => {
      const [cost] = await toCosts(db, [await ownCost(db, auth, body.id)]);
      const supplier = await db.supplier.findUnique({ where: { code: auth.supplierCode } });
      await sendFile(reply, {
        source: await costSheetPdf(cost!, supplier?.name ?? auth.supplierCode, env.CJK_FONT_PATH),
        type: 'application/pdf',
        fileName: componentCostPdf.fileName(cost!.costNo),
        disposition: 'attachment',
        cacheControl: 'no-store',
      });
      return null;
    }),

    implement(api.componentCost.delete, async ({ body, db, auth }) => {
      await ownCostsFor(db, auth, body.ids, 'delete');
      await db.componentCost.deleteMany({ where: { id: { in: body.ids }, supplierCode: auth.supplierCode } });
      return true;
    }),

    implement(api.componentCost.confirm, async ({ body, db, auth, storage }) => {
      if (body.fileId !== undefined) return importCostSheet(db, storage, auth, body.fileId);
      const costs = await ownCostsFor(db, auth, body.ids ?? [], 'confirm');
      const items = await db.componentCostItem.findMany({ where: { costId: { in: costs.map((c) => c.id) } } });
      for (const cost of costs) {
        assertRules(
          { shoeFactoryCodes: codesOf(cost.shoeFactoryCodes), items: items.filter((i) => i.costId === cost.id) },
          costConfirmRules,
          `${cost.costNo}：`,
        );
      }
      const now = new Date();
      await db.$transaction(async (tx) => {
        for (const cost of costs) {
          await tx.componentCost.update({
            where: { id: cost.id },
            data: { status: ComponentCostStatus.toAudit, confirmTime: now, modifyTime: now },
          });
          await addRecord(tx, cost.id, '确认', auth);
        }
      });
      return true;
    }),

    implement(api.componentCost.confirmOne, async ({ params, body, db, auth }) => {
      const cost = await ownCost(db, auth, params.id);
      assertAllowed(componentCostLifecycle, 'confirm', cost.status);
      const items = await db.componentCostItem.findMany({ where: { costId: cost.id }, orderBy: { sort: 'asc' } });
      const given = new Map(body.items.map((i) => [i.id, i]));
      if (body.items.some((i) => !items.some((x) => x.id === i.id))) throw fail(M.itemUnknown);
      const filled = items.map((i) => ({ ...i, ...given.get(i.id) }));
      assertRules({ shoeFactoryCodes: codesOf(cost.shoeFactoryCodes), items: filled }, costConfirmRules);
      const now = new Date();
      await db.$transaction(async (tx) => {
        for (const i of body.items)
          await tx.componentCostItem.update({
            where: { id: i.id },
            data: { usage: i.usage, unitPrice: i.unitPrice, lossRate: i.lossRate },
          });
        await tx.componentCost.update({
          where: { id: cost.id },
          data: {
            totalCost: costTotal(filled),
            status: ComponentCostStatus.toAudit,
            remark: body.remark || null,
            confirmTime: now,
            modifyTime: now,
          },
        });
        await addRecord(tx, cost.id, '确认', auth, body.remark || null);
      });
      return true;
    }),

    templateCall({
      call: api.componentCost.downloadImportTemplateFile,
      title: componentCostSheet.title,
      headers: [...componentCostSheet.headers],
    }),
    templateCall({
      call: api.componentCost.downloadTemplateFile,
      title: componentCostBlankSheet.title,
      headers: [...componentCostBlankSheet.headers],
    }),
    templateCall({
      call: api.componentCost.downloadTemplateFileAndSetValue,
      title: componentCostSheet.title,
      headers: [...componentCostSheet.headers],
      rows: async ({ body, db, auth }) => {
        const records = await db.componentCost.findMany({
          where: { id: { in: body.ids }, supplierCode: auth.supplierCode },
          orderBy: costOrder,
        });
        if (records.length !== new Set(body.ids).size) throw fail(M.notFound);
        return (await toCosts(db, records)).flatMap((c) =>
          c.items.map((i) => [
            i.id,
            c.costNo,
            c.styleNo,
            c.seasonCode,
            c.componentName,
            i.itemName,
            i.materialCode,
            i.unit,
            i.usage,
            i.unitPrice,
            i.lossRate,
          ]),
        );
      },
    }),

    implement(api.componentCost.exportByKey, async ({ params, db, auth, storage, reply }) => {
      const record = await db.downloadRecord.findUnique({ where: { key: params.key } });
      if (!record || record.accountId !== auth.accountId || record.source !== api.componentCost.export.id)
        throw fail(FileMessages.notFound);
      if (!record.storagePath) throw fail(record.failed ? FileMessages.exportFailed : FileMessages.exportGenerating);
      const abs = storage.resolve(record.storagePath);
      const sent =
        abs &&
        (await sendFile(reply, {
          source: abs,
          type: xlsxType,
          fileName: record.fileName,
          disposition: 'attachment',
          cacheControl: 'private, no-store',
        }));
      if (!sent) throw fail(FileMessages.notFound);
      return null;
    }),

    implement(api.componentCost.setCostShoeFactorys, async ({ body, db, auth }) => {
      const codes = [...new Set(body.shoeFactoryCodes)];
      const factories = await db.supplier.count({ where: { code: { in: codes }, typeCode: 'FWP' } });
      if (factories !== codes.length) throw fail(M.factoryUnknown);
      const costs = await ownCostsFor(db, auth, body.ids, 'setShoeFactories');
      const names = await db.supplier.findMany({ where: { code: { in: codes } }, orderBy: { code: 'asc' } });
      const now = new Date();
      await db.$transaction(async (tx) => {
        for (const cost of costs) {
          await tx.componentCost.update({
            where: { id: cost.id },
            data: { shoeFactoryCodes: codes.sort(), modifyTime: now },
          });
          await addRecord(tx, cost.id, '更换鞋厂', auth, names.map((n) => n.shortName).join('、'));
        }
      });
      return true;
    }),

    implement(api.componentCost.closeInquiry, async ({ body, db, auth }) => {
      const costs = await ownCostsFor(db, auth, body.ids, 'closeInquiry');
      const now = new Date();
      await db.$transaction(async (tx) => {
        for (const cost of costs) {
          await tx.componentCost.update({
            where: { id: cost.id },
            data: { status: ComponentCostStatus.closed, closeReason: body.closeReason || null, modifyTime: now },
          });
          await addRecord(tx, cost.id, '关闭询价', auth, body.closeReason || null);
        }
      });
      return true;
    }),

    implement(api.componentCost.supervisorAudit, async ({ body, db, auth }) => {
      const remark = body.auditRemark?.trim() || null;
      const costs = await ownCostsFor(db, auth, body.ids, 'audit');
      const now = new Date();
      await db.$transaction(async (tx) => {
        for (const cost of costs) {
          await tx.componentCost.update({
            where: { id: cost.id },
            data: {
              status: body.pass ? ComponentCostStatus.approved : ComponentCostStatus.rejected,
              auditRemark: remark,
              auditTime: now,
              modifyTime: now,
            },
          });
          await addRecord(tx, cost.id, body.pass ? '审核通过' : '驳回', auth, remark);
        }
      });
      return true;
    }),
  ],
  fixtures: [
    fixture('componentCosts', 'componentCost', undefined, (row) => ({
      ...withDates(row),
      inquiryDeadline: row.inquiryDeadline ? withDates({ deadline: row.inquiryDeadline }).deadline : null,
    })),
    fixture('componentCostItems', 'componentCostItem'),
    fixture('componentCostRecords', 'componentCostRecord'),
  ],
});
