import {
  api,
  type Call,
  type CallRequestParts,
  type FloatImportKind,
  floatTemplates,
  PriceMessages as M,
  mouldPriceSheet,
  PriceStatus,
  priceCardSheet,
  Status,
} from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { fixture } from '../../db/fixtures';
import { xlsxType } from '../../kit/export';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { type FloatKind, ownPriceRecords } from '../../kit/price-records';
import { sendFile } from '../../kit/send-file';
import { templateCall, templateWorkbook } from '../../kit/template';
import { ApiFailure, fail } from '../../lib/errors';
import type { Auth } from '../../plugins/auth';
import { importFloatPrices } from './float-import';
import { importPriceCards } from './import';
import { cardWhere, checkLifecycle, floatWhere, toCards, toFloats, writeCard } from './records';
import { auditCall, submitCall } from './transitions';

/** 材料价格: the caller's cards, latest change first. */
export const priceCards = pagedResource({
  model: 'priceCard',
  list: api.price.materialList,
  where: (f, { auth }) => cardWhere(auth.supplierCode, f),
  order: [{ modifyTime: 'desc' }, { id: 'desc' }],
  sort: { materialCode: 'materialCode', basePrice: 'basePrice', modifyTime: 'modifyTime' },
  rows: (records, { db }) => toCards(db, records),
  export: {
    call: api.price.exportMaterial,
    title: '材料价格',
    columns: [
      { header: '材料编码', value: (c) => c.materialCode },
      { header: '材料名称', width: 24, value: (c) => c.materialName },
      { header: '季度', width: 10, value: (c) => c.season },
      { header: '单位', width: 10, value: (c) => c.unit },
      { header: '基础价格(元)', value: (c) => c.basePrice },
      {
        header: '明细价格',
        width: 40,
        value: (c) =>
          c.rows
            .map((r) => `${r.thickness ?? ''} ${r.thicknessPrice ?? ''} / ${r.width ?? ''} ${r.widthPrice ?? ''}`)
            .join('；'),
      },
      { header: '版本', width: 8, value: (c) => `V${c.version}` },
      { header: '状态', width: 10, value: (c) => PriceStatus.text(c.status) },
      { header: '审核意见', width: 24, value: (c) => c.auditRemark },
      { header: '修改人', width: 12, value: (c) => c.modifier },
      { header: '修改时间', width: 20, value: (c) => c.modifyTime },
    ],
  },
});

const floatCodeHeader: Record<FloatKind, [string, string]> = {
  color: ['颜色编码', '颜色名称'],
  line: ['纹路编码', '纹路名称'],
  effect: ['特殊效果编号', '特殊效果名称'],
};

const floatResource = (
  kind: FloatKind,
  list: typeof api.price.colorList | typeof api.price.lineList | typeof api.price.effectList,
  exportCall: typeof api.price.exportColor | typeof api.price.exportLine | typeof api.price.exportEffect,
  title: string,
) =>
  pagedResource({
    model: 'priceFloat',
    list,
    where: (f, { auth }) => floatWhere(kind, auth.supplierCode, f),
    order: [{ modifyTime: 'desc' }, { id: 'desc' }],
    sort: {
      materialCode: (direction) => ({ card: { materialCode: direction } }),
      code: 'code',
      floatingPrice: 'floatingPrice',
      modifyTime: 'modifyTime',
    },
    rows: (records, { db }) => toFloats(db, records),
    export: {
      call: exportCall,
      title,
      columns: [
        { header: '材料编码', value: (r) => r.materialCode },
        { header: '材料名称', width: 24, value: (r) => r.materialName },
        { header: floatCodeHeader[kind][0], value: (r) => r.code },
        { header: floatCodeHeader[kind][1], value: (r) => r.name },
        { header: '价格浮动(元)', value: (r) => r.floatingPrice },
        { header: '状态', width: 10, value: (r) => PriceStatus.text(r.status) },
        { header: '审核意见', width: 24, value: (r) => r.auditRemark },
        { header: '修改时间', width: 20, value: (r) => r.modifyTime },
      ],
    },
  });

const colorPrices = floatResource('color', api.price.colorList, api.price.exportColor, '颜色价格');
const linePrices = floatResource('line', api.price.lineList, api.price.exportLine, '纹路价格');
const effectPrices = floatResource('effect', api.price.effectList, api.price.exportEffect, '特殊效果价格');

type CardBody = CallRequestParts<typeof api.price.materialSaveOrUpdateCard>['body'];
type FloatBody = CallRequestParts<typeof api.price.effectSaveOrUpdate>['body'];

/** 新增/编辑材料价格卡: a draft (or a rejected card, which starts its next version); the rows are replaced. */
const saveCard = async (db: Db, auth: Auth, body: Exclude<CardBody, { fileId: string }>) => {
  const [existing] = body.id ? await ownPriceRecords(db, auth, 'material', [body.id]) : [null];
  checkLifecycle('save', existing ? [existing] : []);
  const duplicate = await db.priceCard.findFirst({
    where: {
      supplierCode: auth.supplierCode,
      materialCode: body.materialCode,
      season: body.season || null,
      ...(existing && { id: { not: existing.id } }),
    },
  });
  if (duplicate) throw fail(M.duplicateCard);
  return db.$transaction((tx) => writeCard(tx, auth, existing ?? null, body, new Date()));
};

/** What a code names: a colour, a grain (line) or a special effect. */
const codeName = async (db: Db, kind: FloatKind, code: string): Promise<string> => {
  if (kind === 'color') {
    const color = await db.color.findUnique({ where: { colorCode: code } });
    if (!color) throw fail(M.unknownColor);
    return color.colorName;
  }
  if (kind === 'line') {
    const grain = await db.grain.findUnique({ where: { lineCode: code } });
    if (!grain) throw fail(M.unknownLine);
    return grain.lineName;
  }
  const effect = /^\d+$/.test(code) ? await db.effect.findUnique({ where: { id: Number(code) } }) : null;
  if (!effect) throw fail(M.unknownEffect);
  return effect.effectName;
};

const saveFloat = async (db: Db, auth: Auth, kind: FloatKind, body: FloatBody) => {
  const card = await db.priceCard.findUnique({ where: { id: body.parentId } });
  if (!card) throw fail(M.cardNotFound);
  if (card.supplierCode !== auth.supplierCode) throw new ApiFailure(Status.forbidden, M.notOwned);
  const [existing] = body.id ? await ownPriceRecords(db, auth, kind, [body.id]) : [null];
  checkLifecycle('save', existing ? [existing] : []);
  const name = await codeName(db, kind, body.code);
  const clash = await db.priceFloat.findUnique({
    where: { kind_cardId_code: { kind, cardId: card.id, code: body.code } },
  });
  if (clash && clash.id !== existing?.id) throw fail(M.duplicateFloat);
  const data = {
    cardId: card.id,
    code: body.code,
    name,
    floatingPrice: body.floatingPrice,
    remark: body.remark || null,
    status: PriceStatus.draft,
    auditRemark: null,
    modifiedBy: auth.loginAccount,
    modifyTime: new Date(),
  };
  if (existing) {
    const version = existing.version + (existing.status === PriceStatus.rejected ? 1 : 0);
    await db.priceFloat.update({ where: { id: existing.id }, data: { ...data, version } });
    return { id: existing.id };
  }
  const created = await db.priceFloat.create({ data: { ...data, kind, supplierCode: auth.supplierCode } });
  return { id: created.id };
};

/** The four calls every float kind has besides its list and export. */
const floatHandlers = (
  kind: FloatKind,
  calls: {
    save: typeof api.price.colorSaveOrUpdate | typeof api.price.lineSaveOrUpdate | typeof api.price.effectSaveOrUpdate;
    remove: typeof api.price.colorDelete | typeof api.price.lineDelete | typeof api.price.effectDelete;
    submit: Call;
    audit: Call;
  },
) => [
  implement(calls.save, ({ body, db, storage, auth }) =>
    'fileId' in body
      ? importFloatPrices(db, storage, auth, kind as FloatImportKind, body.fileId)
      : saveFloat(db, auth, kind, body),
  ),
  implement(calls.remove, async ({ body, db, auth }) => {
    const records = await ownPriceRecords(db, auth, kind, body.ids);
    checkLifecycle('delete', records);
    await db.priceFloat.deleteMany({ where: { id: { in: records.map((r) => r.id) } } });
    return true;
  }),
  submitCall(calls.submit as typeof api.price.materialSubmit, kind),
  auditCall(calls.audit as typeof api.price.materialSupervisorAudit, kind),
];

/** 价格 (price cards, docs/domains/price.md): cards, their colour / line / effect prices, submit and audit. */
export const priceModule = defineModule('price', {
  handlers: [
    ...priceCards.handlers,
    ...colorPrices.handlers,
    ...linePrices.handlers,
    ...effectPrices.handlers,

    implement(api.price.materialSaveOrUpdateCard, ({ body, db, storage, auth }) =>
      'fileId' in body ? importPriceCards(db, storage, auth, body.fileId) : saveCard(db, auth, body),
    ),

    implement(api.price.materialDelete, async ({ body, db, auth }) => {
      const cards = await ownPriceRecords(db, auth, 'material', body.parentIds);
      checkLifecycle('delete', cards);
      const rows = await db.priceCardRow.findMany({ where: { id: { in: body.ids } }, select: { cardId: true } });
      if (rows.length !== new Set(body.ids).size) throw fail(M.notFound);
      // Deleting a row edits its card: only a card that may be saved.
      checkLifecycle(
        'save',
        await ownPriceRecords(
          db,
          auth,
          'material',
          rows.map((r) => r.cardId),
        ),
      );
      await db.$transaction([
        db.priceCardRow.deleteMany({ where: { id: { in: body.ids } } }),
        db.priceCard.deleteMany({ where: { id: { in: cards.map((c) => c.id) } } }),
      ]);
      return true;
    }),
    submitCall(api.price.materialSubmit, 'material'),
    auditCall(api.price.materialSupervisorAudit, 'material'),

    ...floatHandlers('color', {
      save: api.price.colorSaveOrUpdate,
      remove: api.price.colorDelete,
      submit: api.price.colorSubmit,
      audit: api.price.colorSupervisorAudit,
    }),
    ...floatHandlers('line', {
      save: api.price.lineSaveOrUpdate,
      remove: api.price.lineDelete,
      submit: api.price.lineSubmit,
      audit: api.price.lineSupervisorAudit,
    }),
    ...floatHandlers('effect', {
      save: api.price.effectSaveOrUpdate,
      remove: api.price.effectDelete,
      submit: api.price.effectSubmit,
      audit: api.price.effectSupervisorAudit,
    }),

    // The price card template, or with { kind } the colour / line price template.
    implement(api.price.downloadTemplateFile, async ({ body, reply }) => {
      const kind = body?.kind ?? 'material';
      const { title, headers } =
        kind === 'material'
          ? { title: priceCardSheet.title, headers: [...priceCardSheet.headers] }
          : { title: floatTemplates[kind].title, headers: floatTemplates[kind].columns.map((c) => c.header) };
      await sendFile(reply, {
        source: await templateWorkbook(title, headers),
        type: xlsxType,
        fileName: `${title}.xlsx`,
        disposition: 'attachment',
        cacheControl: 'no-store',
      });
      return null;
    }),
    templateCall({
      call: api.price.downloadMouldTemplateFile,
      title: mouldPriceSheet.title,
      headers: [...mouldPriceSheet.headers],
    }),
  ],
  fixtures: [
    fixture('priceCards', 'priceCard'),
    fixture('priceCardRows', 'priceCardRow'),
    fixture('priceFloats', 'priceFloat'),
    fixture('priceApprovals', 'priceApproval'),
  ],
});
