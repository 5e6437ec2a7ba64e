import {
  type ApproveRecord,
  api,
  componentsCost,
  InquiryItemStatus,
  inquiryLifecycle,
  InquiryMessages as M,
  type MaterialCost,
  packagedPrice,
  quoteSheet,
} from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { fixture } from '../../db/fixtures';
import { readRows } from '../../db/reads';
import type {
  InquiryCostLine,
  InquiryItem,
  InquiryNotice as InquiryNoticeRecord,
  InquirySoleComponent,
  Prisma,
} from '../../generated/prisma/client';
import { approvalTrail, recordApprovals } from '../../kit/approvals';
import { exportCall, inBatches } from '../../kit/export';
import { runImport } from '../../kit/import-sheet';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { ownPriceRecords } from '../../kit/price-records';
import { sqlRows } from '../../kit/sql-page';
import { templateCall } from '../../kit/template';
import { fail } from '../../lib/errors';
import type { Auth } from '../../plugins/auth';
import { quoteImport, quoteRows } from './quote-import';
import {
  bellStatus,
  checkItems,
  checkNotice,
  itemOrder,
  itemWhere,
  ownItems,
  ownNotice,
  toItem,
  toItems,
  toNotice,
} from './records';
import { referenceHandlers } from './references';

/** One step of a notice's quote trail (提交报价, 撤回报价, 主管审核), by the caller. */
const recordStep = (
  tx: Prisma.TransactionClient,
  auth: Auth,
  notice: { id: number },
  step: { node: string; result: ApproveRecord['result']; remark?: string | null },
) => recordApprovals(tx, 'inquiry', [{ recordId: notice.id, ...step }], auth.loginAccount);

/** 材料待填报: the caller's materials to quote, newest notice first. */
export const inquiryItems = pagedResource({
  model: 'inquiryItem',
  list: api.inquiry.priceList,
  where: (f, { auth }) => itemWhere(auth.supplierCode, f),
  order: itemOrder,
  sort: {
    materialCode: 'materialCode',
    deadline: (direction) => ({ notice: { deadline: direction } }),
    price: 'price',
  },
  rows: (records, { db }) => toItems(db, records),
  export: {
    call: api.inquiry.priceExport,
    title: '材料待填报',
    columns: [
      { header: '询价单号', value: (i) => i.inquiryNo },
      { header: '询价标题', width: 28, value: (i) => i.inquiryTitle },
      { header: '材料编码', value: (i) => i.materialCode },
      { header: '材料名称', width: 24, value: (i) => i.materialName },
      { header: '规格', value: (i) => i.spec },
      { header: '单位', width: 10, value: (i) => i.unit },
      { header: '数量', width: 10, value: (i) => i.quantity },
      { header: '单价(元)', width: 12, value: (i) => i.price },
      { header: '状态', width: 10, value: (i) => InquiryItemStatus.text(i.status) },
      { header: '截止时间', width: 20, value: (i) => i.deadline },
    ],
  },
});

type Costed = InquiryItem & { components: InquirySoleComponent[]; costLines?: InquiryCostLine[] };
const priceOf = (item: Costed) => packagedPrice({ ...item, components: item.components });

const toComponent = (
  c: Pick<InquirySoleComponent, 'id' | 'componentName' | 'materialCode' | 'weight' | 'unitPrice'>,
) => ({
  id: c.id,
  componentName: c.componentName,
  materialCode: c.materialCode,
  weight: c.weight,
  unitPrice: c.unitPrice,
  cost: c.weight === null || c.unitPrice === null ? null : componentsCost([c]),
});

const costDetail = (item: Costed & { costLines: InquiryCostLine[] }): MaterialCost => ({
  id: item.id,
  inquiryPriceId: item.id,
  materialCode: item.materialCode,
  materialName: item.materialName,
  items: item.costLines.map((l) => ({ name: l.name, amount: l.amount })),
  materialCost: item.materialCost,
  processCost: item.processCost,
  lossRate: item.lossRate,
  profitRate: item.profitRate,
  totalCost: priceOf(item),
  status: item.status,
});

const fieldTypes = ['text', 'number', 'select', 'date'] as const;
/** A stored column type the contract knows; anything else is shown as text. */
const fieldType = (type: string) => fieldTypes.find((t) => t === type) ?? 'text';

type SoleBody = {
  inquiryPriceId: number;
  components: { componentName: string; materialCode?: string; weight?: number; unitPrice?: number }[];
};

/** Replaces a sole item's components (the notice must still take quotes); confirmed marks 提交大底信息. */
const saveComponents = async (db: Db, auth: Auth, body: SoleBody, confirmed: boolean) => {
  const [item] = await ownItems(db, auth, [body.inquiryPriceId]);
  if (!item) throw fail(M.itemNotFound);
  if (item.isSole !== 1) throw fail('该材料不是大底，不能维护大底组件');
  checkItems([item], 'fill');
  const components = body.components.map((c, sort) => ({
    componentName: c.componentName,
    materialCode: c.materialCode || null,
    weight: c.weight ?? null,
    unitPrice: c.unitPrice ?? null,
    confirmed: confirmed ? 1 : 0,
    sort,
  }));
  const price = packagedPrice({ ...item, components });
  await db.$transaction([
    db.inquirySoleComponent.deleteMany({ where: { itemId: item.id } }),
    db.inquiryItem.update({
      where: { id: item.id },
      data: {
        components: { create: components },
        modifiedBy: auth.loginAccount,
        modifyTime: new Date(),
        ...(confirmed && { price, status: InquiryItemStatus.filled }),
      },
    }),
  ]);
  return price;
};

type PricedRow = { id: number; price: number; remark?: string | null };

/** An item's quoted price and remark, by the caller: it is 已填报. */
const fillItem = (db: Db | Prisma.TransactionClient, auth: Auth, row: PricedRow, now: Date) =>
  db.inquiryItem.update({
    where: { id: row.id },
    data: {
      price: row.price,
      remark: row.remark || null,
      status: InquiryItemStatus.filled,
      modifiedBy: auth.loginAccount,
      modifyTime: now,
    },
  });

/** Saves prices on items (材料待填报 and the quote form); the notices must still take quotes. */
const savePrices = async (db: Db, auth: Auth, rows: PricedRow[]) => {
  const items = await ownItems(
    db,
    auth,
    rows.map((r) => r.id),
  );
  checkItems(items, 'fill');
  const now = new Date();
  await db.$transaction(rows.map((r) => fillItem(db, auth, r, now)));
  return items;
};

const closeItems = async (db: Db, auth: Auth, ids: number[], closeReason: string | undefined) => {
  const items = await ownItems(db, auth, ids);
  checkItems(items, 'close');
  await db.inquiryItem.updateMany({
    where: { id: { in: items.map((i) => i.id) } },
    data: {
      status: InquiryItemStatus.closed,
      closeReason: closeReason?.trim() || null,
      modifiedBy: auth.loginAccount,
      modifyTime: new Date(),
    },
  });
  return true;
};

/** 询价 (docs/domains/inquiry.md): notices, quotes, sole components, 材料待填报, costs and reference lists. */
export const inquiryModule = defineModule('inquiry', {
  handlers: [
    implement(
      api.inquiry.noticeList,
      async ({ body, db, auth }) => {
        const where: Prisma.InquiryNoticeWhereInput = {
          supplierCode: auth.supplierCode,
          // With neither ids, status nor all: the notices still to quote (what the bell counts).
          ...(body.ids?.length
            ? { id: { in: body.ids } }
            : body.status !== undefined
              ? { status: body.status }
              : body.all
                ? {}
                : { status: bellStatus }),
          ...(body.inquiryNo && { inquiryNo: { contains: body.inquiryNo } }),
          ...(body.title && { title: { contains: body.title } }),
        };
        const orderBy: Prisma.InquiryNoticeOrderByWithRelationInput[] = [{ deadline: 'asc' }, { id: 'asc' }];
        // The bell asks this on every page: two SQL statements (kit/sql-page.ts) rather than Prisma's include.
        const notices =
          ((await sqlRows(db, 'inquiryNotice', where, orderBy)) as InquiryNoticeRecord[] | undefined) ??
          (await db.inquiryNotice.findMany({ where, orderBy }));
        const items = notices.length
          ? await readRows<Pick<InquiryItem, 'inquiryId' | 'price' | 'status'>>(
              db,
              `SELECT inquiryId, price, status FROM InquiryItem WHERE inquiryId IN (${notices.map(() => '?').join(', ')})`,
              ...notices.map((n) => n.id),
            )
          : [];
        return notices.map((n) => toNotice({ ...n, items: items.filter((i) => i.inquiryId === n.id) }));
      },
      { read: true },
    ),

    implement(api.inquiry.noticeDetails, async ({ body, db, auth }) => {
      const notice = await ownNotice(db, auth, body.id);
      const updated = await db.inquiryNotice.update({
        where: { id: notice.id },
        data: { isRead: 1 },
        include: { items: { orderBy: { id: 'asc' } } },
      });
      return {
        ...toNotice(updated),
        remark: updated.remark,
        auditRemark: updated.auditRemark,
        items: updated.items.map((i) => toItem(i, updated)),
      };
    }),

    implement(api.inquiry.noticeApproveHistory, async ({ body, db, auth }) =>
      approvalTrail(db, 'inquiry', (await ownNotice(db, auth, body.id)).id),
    ),
    implement(api.inquiry.queryCostApprove, async ({ params, db, auth }) =>
      approvalTrail(db, 'inquiryCost', (await ownNotice(db, auth, params.id)).id),
    ),

    implement(api.inquiry.submitPrice, async ({ body, db, auth }) => {
      const notice = await ownNotice(db, auth, body.id);
      checkNotice(notice, 'submit');
      const items = await db.inquiryItem.findMany({ where: { inquiryId: notice.id } });
      const given = new Map(body.items.map((r) => [r.id, r]));
      for (const row of body.items) {
        const item = items.find((i) => i.id === row.id);
        if (!item) throw fail(M.itemOfOtherNotice);
        if (item.status === InquiryItemStatus.closed) throw fail(M.itemClosed);
      }
      const open = items.filter((i) => i.status !== InquiryItemStatus.closed);
      if (open.length === 0 || open.some((i) => i.price === null && !given.has(i.id))) throw fail(M.pricesMissing);
      const now = new Date();
      await db.$transaction(async (tx) => {
        for (const row of body.items) await fillItem(tx, auth, row, now);
        await tx.inquiryNotice.update({
          where: { id: notice.id },
          data: { status: inquiryLifecycle.actions.submit.to, quoteTime: now, auditRemark: null, isRead: 1 },
        });
        await recordStep(tx, auth, notice, { node: '提交报价', result: 'submit' });
      });
      return true;
    }),

    implement(api.inquiry.cancelInquiry, async ({ body, db, auth }) => {
      const notice = await ownNotice(db, auth, body.id);
      checkNotice(notice, 'cancel');
      await db.$transaction(async (tx) => {
        await tx.inquiryNotice.update({
          where: { id: notice.id },
          data: { status: inquiryLifecycle.actions.cancel.to, quoteTime: null },
        });
        await recordStep(tx, auth, notice, { node: '撤回报价', result: 'cancel' });
      });
      return true;
    }),

    implement(api.inquiry.confirm, async ({ params, body, db, auth }) => {
      const notice = await ownNotice(db, auth, params.id);
      const pass = body.pass ?? true;
      const remark = body.auditRemark?.trim() || null;
      const action = pass ? 'approve' : 'reject';
      checkNotice(notice, action);
      await db.$transaction(async (tx) => {
        await tx.inquiryNotice.update({
          where: { id: notice.id },
          data: { status: inquiryLifecycle.actions[action].to, auditRemark: remark },
        });
        await recordStep(tx, auth, notice, { node: '主管审核', result: pass ? 'pass' : 'reject', remark });
      });
      return true;
    }),

    implement(api.inquiry.updateSoleComponent, async ({ body, db, auth }) => {
      await saveComponents(db, auth, body, false);
      return true;
    }),
    implement(api.inquiry.submitSoleInfo, async ({ body, db, auth }) => ({
      price: await saveComponents(db, auth, body, true),
    })),
    implement(api.inquiry.querySoleConfirmDetails, async ({ body, db, auth }) => {
      const [item] = await ownItems(db, auth, [body.id]);
      const components = await db.inquirySoleComponent.findMany({
        where: { itemId: item!.id },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      });
      return components.map(toComponent);
    }),

    templateCall({
      call: api.inquiry.downloadTemplateFile,
      title: quoteSheet.title,
      headers: [...quoteSheet.headers],
      rows: async ({ body, db, auth }) => {
        if (body.id === undefined) return [];
        const notice = await ownNotice(db, auth, body.id);
        const items = await db.inquiryItem.findMany({
          where: { inquiryId: notice.id, status: { not: InquiryItemStatus.closed } },
          orderBy: { id: 'asc' },
        });
        return items.map((i) => [
          notice.inquiryNo,
          notice.title,
          i.materialCode,
          i.materialName,
          i.unit,
          i.quantity,
          i.price,
          i.remark,
        ]);
      },
    }),

    implement(api.inquiry.uploadConfirm, async ({ body, db, auth, storage }) => {
      const notice = await ownNotice(db, auth, body.inquiryId);
      checkNotice(notice, 'quote');
      const items = await db.inquiryItem.findMany({ where: { inquiryId: notice.id } });
      const file = { id: body.fileId, businessType: 'inquiryImport', notFound: M.importFileNotFound };
      return runImport({ db, storage, auth }, { file, ...quoteImport }, async (sheet) => {
        const rows = quoteRows(sheet, notice, items);
        await savePrices(
          db,
          auth,
          rows.map((r) => ({ id: r.itemId, price: r.price, remark: r.remark ?? undefined })),
        );
        return { imported: rows.length };
      });
    }),

    exportCall({
      call: api.inquiry.exportUpSoleInfo,
      title: '大底信息',
      columns: [
        { header: '询价单号', value: (r: SoleRow) => r.inquiryNo },
        { header: '材料编码', value: (r: SoleRow) => r.materialCode },
        { header: '材料名称', width: 24, value: (r: SoleRow) => r.materialName },
        { header: '组件名称', value: (r: SoleRow) => r.componentName },
        { header: '组件材料编码', value: (r: SoleRow) => r.componentCode },
        { header: '重量(g)', width: 10, value: (r: SoleRow) => r.weight },
        { header: '单价(元/kg)', width: 12, value: (r: SoleRow) => r.unitPrice },
        { header: '成本(元)', width: 10, value: (r: SoleRow) => r.cost },
      ],
      rows: async function* ({ body, db, auth }) {
        const where = { item: { supplierCode: auth!.supplierCode, inquiryId: { in: body.ids } } };
        for await (const batch of inBatches((skip, take) =>
          db.inquirySoleComponent.findMany({
            where,
            include: { item: { include: { notice: { select: { inquiryNo: true } } } } },
            orderBy: [{ itemId: 'asc' }, { sort: 'asc' }, { id: 'asc' }],
            skip,
            take,
          }),
        ))
          yield batch.map((c) => ({
            inquiryNo: c.item.notice.inquiryNo,
            materialCode: c.item.materialCode,
            materialName: c.item.materialName,
            componentName: c.componentName,
            componentCode: c.materialCode,
            weight: c.weight,
            unitPrice: c.unitPrice,
            cost: toComponent(c).cost,
          }));
      },
    }),

    exportCall({
      call: api.inquiry.quoteRecordExport,
      title: '报价记录',
      columns: [
        { header: '询价单号', value: (i: ReturnType<typeof toItem>) => i.inquiryNo },
        { header: '询价标题', width: 28, value: (i: ReturnType<typeof toItem>) => i.inquiryTitle },
        { header: '材料编码', value: (i: ReturnType<typeof toItem>) => i.materialCode },
        { header: '材料名称', width: 24, value: (i: ReturnType<typeof toItem>) => i.materialName },
        { header: '单位', width: 10, value: (i: ReturnType<typeof toItem>) => i.unit },
        { header: '单价(元)', width: 12, value: (i: ReturnType<typeof toItem>) => i.price },
        { header: '备注', width: 24, value: (i: ReturnType<typeof toItem>) => i.remark },
        { header: '报价时间', width: 20, value: (i: ReturnType<typeof toItem>) => i.modifyTime },
      ],
      rows: async function* ({ body, db, auth }) {
        const { ids, ...filters } = body;
        const where = {
          AND: [
            itemWhere(auth!.supplierCode, filters),
            { price: { not: null } },
            ids?.length ? { id: { in: ids } } : {},
          ],
        };
        for await (const batch of inBatches((skip, take) =>
          db.inquiryItem.findMany({ where, orderBy: itemOrder, skip, take }),
        ))
          yield await toItems(db, batch);
      },
    }),

    ...inquiryItems.handlers,

    implement(api.inquiry.hasQuotation, async ({ body, db, auth }) => {
      const [item] = await ownItems(db, auth, [body.id]);
      return item!.price !== null;
    }),
    implement(api.inquiry.savePrice, async ({ body, db, auth }) => {
      await savePrices(db, auth, body.items);
      return true;
    }),

    implement(api.inquiry.matchInquirySoleCost, async ({ body, db, auth }) => {
      const [item] = await ownItems(db, auth, [body.id]);
      const components = await db.inquirySoleComponent.findMany({
        where: { itemId: item!.id },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      });
      const codes = components.flatMap((c) => (c.materialCode ? [c.materialCode] : []));
      const prices = await db.injectionMaterialPrice.findMany({
        where: { materialCode: { in: codes }, OR: [{ supplierCode: auth.supplierCode }, { supplierCode: null }] },
      });
      // The supplier's own price first, else the brand's reference price.
      const priceOf = (code: string | null) =>
        (
          prices.find((p) => p.materialCode === code && p.supplierCode === auth.supplierCode) ??
          prices.find((p) => p.materialCode === code)
        )?.price ?? null;
      const matched = components.map((c) => toComponent({ ...c, unitPrice: c.unitPrice ?? priceOf(c.materialCode) }));
      return { cost: matched.length ? componentsCost(matched) : null, components: matched };
    }),

    implement(api.inquiry.encapsulationInquiryPrice, async ({ body, db, auth }) => {
      await ownItems(db, auth, body.ids);
      const items = await db.inquiryItem.findMany({
        where: { id: { in: body.ids } },
        include: { components: true, notice: true },
        orderBy: { id: 'asc' },
      });
      return items.map((i) => ({ ...toItem(i, i.notice), price: priceOf(i) }));
    }),

    implement(api.inquiry.costClose, ({ body, db, auth }) => closeItems(db, auth, [body.id], body.closeReason)),
    implement(api.inquiry.costBatchClose, ({ body, db, auth }) => closeItems(db, auth, body.ids, body.closeReason)),

    implement(api.inquiry.queryCostDetail, async ({ body, db, auth }) => {
      await ownItems(db, auth, [body.id]);
      const item = await db.inquiryItem.findUniqueOrThrow({
        where: { id: body.id },
        include: { components: true, costLines: { orderBy: { sort: 'asc' } } },
      });
      return costDetail(item);
    }),
    implement(api.inquiry.materialCostSingle, async ({ body, db, auth }) => {
      const item = await db.inquiryItem.findFirst({
        where: { supplierCode: auth.supplierCode, materialCode: body.materialCode },
        include: { components: true, costLines: { orderBy: { sort: 'asc' } } },
        orderBy: [{ modifyTime: 'desc' }, { id: 'desc' }],
      });
      return item ? costDetail(item) : null;
    }),

    implement(
      api.inquiry.fieldList,
      async ({ body, db }) => {
        const fields = await db.inquiryField.findMany({
          where: { isSole: body.isSole ? 1 : 0 },
          orderBy: [{ sort: 'asc' }, { id: 'asc' }],
        });
        const dictCodes = [...new Set(fields.flatMap((f) => (f.dictCode ? [f.dictCode] : [])))];
        const details = dictCodes.length
          ? await db.dictionaryDetail.findMany({ where: { dictCode: { in: dictCodes } }, orderBy: { sort: 'asc' } })
          : [];
        return fields.map((f) => ({
          field: f.field,
          label: f.label,
          type: fieldType(f.type),
          required: f.required === 1,
          ...(f.dictCode && {
            options: details.filter((d) => d.dictCode === f.dictCode).map((d) => ({ code: d.dcode, name: d.dname })),
          }),
        }));
      },
      { read: true },
    ),

    implement(api.inquiry.materialPriceApproveHistory, async ({ body, db, auth }) => {
      await ownPriceRecords(db, auth, body.kind, [body.id]);
      return approvalTrail(db, body.kind, body.id);
    }),

    ...referenceHandlers,
  ],
  fixtures: [
    fixture('inquiryNotices', 'inquiryNotice', (r) => ({ inquiryNo: r.inquiryNo })),
    fixture('inquiryItems', 'inquiryItem'),
    fixture('inquirySoleComponents', 'inquirySoleComponent'),
    fixture('inquiryCostLines', 'inquiryCostLine'),
    fixture('inquiryParams', 'inquiryParam'),
    fixture('injectionMaterialPrices', 'injectionMaterialPrice'),
    fixture('inquiryFields', 'inquiryField', (r) => ({ isSole_field: { isSole: r.isSole, field: r.field } })),
  ],
});

interface SoleRow {
  inquiryNo: string;
  materialCode: string;
  materialName: string;
  componentName: string;
  componentCode: string | null;
  weight: number | null;
  unitPrice: number | null;
  cost: number | null;
}
