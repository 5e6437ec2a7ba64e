import { z } from 'zod';
import { AuditMessages, DoneMessages, hasDecimalsAtMost, typedNumber, withDecimals } from '../../schemas';

/**
 * Price rules (spec 000 §5, §9): the price float input filter and the schemas that check the same limits on
 * submit. The portal's price inputs filter keystrokes with `filterPriceInput`; the forms and the stub validate
 * with the zod schemas below, so the stub refuses what the form refuses, with the same words.
 */
export const PriceLimits = {
  /** Price float cap (spec 000 §9). */
  floatMax: 10000,
  /** Width and thickness prices: 0 to 1000 (spec 000 §5). */
  sizePriceMax: 1000,
  decimals: 2,
  /** Width / thickness rows of one card. */
  cardRows: 50,
} as const;

export const PriceMessages = {
  floatMax: '价格浮动不能超过10000,请重新编辑!',
  basePositive: '基础价格不可小于等于0,请重新编辑!',
  // The spec gives no text for these; chosen by this project.
  decimals: '最多保留两位小数',
  sizePriceRange: '价格范围为0-1000',
  floatNegative: '价格浮动不能小于0',
  materialRequired: '请输入材料编码',
  materialCodeMax: '材料编码最多30个字符',
  materialNameRequired: '请输入材料名称',
  materialNameMax: '材料名称最多70个字符',
  seasonMax: '季度最多10个字符',
  unitMax: '单位最多10个字符',
  remarkMax: '备注最多200个字符',
  thicknessMax: '厚度最多30个字符',
  widthMax: '幅宽最多30个字符',
  cardRowsMax: `同一张价格卡最多${PriceLimits.cardRows}行明细价格`,
  codeRequired: '请选择编码',
  codeMax: '编码最多30个字符',
  notFound: '价格记录不存在!',
  cardNotFound: '材料价格卡不存在!',
  notOwned: '无权操作其他供应商的价格!',
  locked: '已提交或已审核的价格不能修改!',
  deleteLocked: '只能删除草稿或已驳回的价格!',
  submitInvalid: '只能提交草稿或已驳回的价格!',
  auditInvalid: '只能审核待审核的价格!',
  rejectNeedsRemark: AuditMessages.rejectNeedsRemark,
  duplicateCard: '该材料在此季度已有价格卡',
  duplicateFloat: '该价格卡已有此编码的价格',
  unknownColor: '颜色不存在',
  unknownLine: '纹路不存在',
  unknownEffect: '特殊效果不存在',
  saved: DoneMessages.saved,
  submitted: DoneMessages.submitted,
  audited: DoneMessages.audited,
  deleted: DoneMessages.deleted,
  // The import of a filled 材料价格导入模板 (docs/decisions/0022-price-card-import.md).
  importFileNotFound: '导入文件不存在，请重新上传',
  importUnreadable: '导入文件无法读取，请上传 .xlsx 格式的材料价格导入模板',
  importEmpty: '导入文件没有数据行',
  importRows: '导入文件有误，未导入任何数据',
} as const;

/** Messages of the import that carry a value (kept apart so `PriceMessages` stays plain text). */
export const PriceImportMessages = {
  missingColumns: (columns: readonly string[]) => `导入文件缺少列：${columns.join('、')}，请下载材料价格导入模板后填写`,
  /** Two rows of one card (same material and season) disagree on a card field. */
  cardMismatch: (firstRow: number) => `与第${firstRow}行不一致：同一材料和季度的行属于同一张价格卡`,
  tooManyRows: (max: number) => `同一张价格卡最多${max}行明细价格`,
  /** 第3行 基础价格：… */
  rowError: (e: { row: number; column: string; message: string }) => `第${e.row}行 ${e.column}：${e.message}`,
  imported: (r: { rows: number; created: number; updated: number }) =>
    `导入成功：${r.rows}行，新增${r.created}张、更新${r.updated}张价格卡`,
  // The colour and line price imports (docs/decisions/0022-price-card-import.md): the same shape, their own template.
  floatMissingColumns: (template: string, columns: readonly string[]) =>
    `导入文件缺少列：${columns.join('、')}，请下载${template}后填写`,
  floatUnreadable: (template: string) => `导入文件无法读取，请上传 .xlsx 格式的${template}`,
  /** Two rows name the same code on the same card. */
  floatDuplicate: (firstRow: number) => `与第${firstRow}行重复：同一价格卡的同一编码只能有一行`,
  floatImported: (label: string, r: { rows: number; created: number; updated: number }) =>
    `导入成功：${r.rows}行，新增${r.created}条、更新${r.updated}条${label}`,
} as const;

const M = PriceMessages;

/** True when a number has at most two decimals (within float noise). */
export const hasTwoDecimals = hasDecimalsAtMost(2);

/**
 * The price float input filter (spec 000 §5): digits and one dot only, a leading dot and leading zeros
 * stripped, at most two decimals (extra cut), and above 10000 the value becomes 10000 with the message.
 * Returns the filtered text and the message to show (null when none).
 */
export const filterPriceInput = (raw: string): { value: string; message: string | null } => {
  let text = raw.replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot >= 0) text = text.slice(0, dot + 1) + text.slice(dot + 1).replace(/\./g, '');
  text = text.replace(/^\.+/, '').replace(/^0+(?=\d)/, '');
  text = text.replace(/^(\d+\.\d{2})\d+$/, '$1');
  if (text !== '' && Number(text) > PriceLimits.floatMax)
    return { value: String(PriceLimits.floatMax), message: M.floatMax };
  return { value: text, message: null };
};

/** A price float (colour, line, effect): 0 to 10000, two decimals. */
export const priceFloat = withDecimals(
  z.number({ error: M.floatNegative }).min(0, M.floatNegative).max(PriceLimits.floatMax, M.floatMax),
  2,
  M.decimals,
);

/** A base price: above 0 (基础价格不可小于等于0), at most 10000, two decimals. */
export const basePrice = withDecimals(
  z.number({ error: M.basePositive }).gt(0, M.basePositive).max(PriceLimits.floatMax, M.floatMax),
  2,
  M.decimals,
);

/** A width or thickness price: 0 to 1000, two decimals (spec 000 §5). */
export const sizePrice = withDecimals(
  z.number({ error: M.sizePriceRange }).min(0, M.sizePriceRange).max(PriceLimits.sizePriceMax, M.sizePriceRange),
  2,
  M.decimals,
);

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** One width / thickness row of a material price card. */
export const priceCardRowInput = z.object({
  id: z.number().int().positive().optional(),
  thickness: optionalText(30, M.thicknessMax),
  thicknessPrice: sizePrice.optional(),
  width: optionalText(30, M.widthMax),
  widthPrice: sizePrice.optional(),
});

/** 新增/编辑材料价格卡: the card and its width / thickness rows. */
export const priceCardInput = z.object({
  id: z.number().int().positive().optional(),
  materialCode: z.string({ error: M.materialRequired }).trim().min(1, M.materialRequired).max(30, M.materialCodeMax),
  materialName: z
    .string({ error: M.materialNameRequired })
    .trim()
    .min(1, M.materialNameRequired)
    .max(70, M.materialNameMax),
  divisionId: z.number().int().positive().optional(),
  season: optionalText(10, M.seasonMax),
  unit: optionalText(10, M.unitMax),
  basePrice,
  remark: optionalText(200, M.remarkMax),
  rows: z.array(priceCardRowInput).max(PriceLimits.cardRows, M.cardRowsMax).default([]),
});
export type PriceCardInput = z.input<typeof priceCardInput>;

/** 新增/编辑材料价格卡 as the dialog holds it: the card with its prices typed as text, read by the card's own rules. */
export const priceCardForm = priceCardInput.extend({
  basePrice: typedNumber(basePrice),
  rows: z
    .array(
      priceCardRowInput.extend({
        thicknessPrice: typedNumber(sizePrice.optional()),
        widthPrice: typedNumber(sizePrice.optional()),
      }),
    )
    .max(PriceLimits.cardRows, M.cardRowsMax),
});
export type PriceCardForm = z.input<typeof priceCardForm>;

/** 新增/编辑颜色、纹路、特殊效果价格: a price float of one code on a card. */
export const priceFloatInput = z.object({
  id: z.number().int().positive().optional(),
  /** The material price card the row belongs to. */
  parentId: z.number({ error: M.cardNotFound }).int().positive(M.cardNotFound),
  code: z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(30, M.codeMax),
  floatingPrice: priceFloat,
  remark: optionalText(200, M.remarkMax),
});
export type PriceFloatInput = z.input<typeof priceFloatInput>;

/** The colour / line / effect price dialog's values: the card chosen and the price typed as text. */
export const priceFloatForm = priceFloatInput.extend({
  parentId: typedNumber(priceFloatInput.shape.parentId),
  floatingPrice: typedNumber(priceFloat),
});
export type PriceFloatForm = z.input<typeof priceFloatForm>;

/**
 * The columns of 材料价格导入模板 (downloadTemplateFile writes them, the import reads them): one row per width /
 * thickness row of a card; rows with the same 材料编码 and 季度 are one card. Each column is the card field the
 * card form validates.
 */
export const priceCardTemplateColumns = [
  { header: '材料编码', field: 'materialCode' },
  { header: '材料名称', field: 'materialName' },
  { header: '季度', field: 'season' },
  { header: '单位', field: 'unit' },
  { header: '基础价格', field: 'basePrice' },
  { header: '厚度', field: 'thickness' },
  { header: '厚度价格', field: 'thicknessPrice' },
  { header: '幅宽', field: 'width' },
  { header: '幅宽价格', field: 'widthPrice' },
  { header: '备注', field: 'remark' },
] as const;
export const priceCardTemplateHeaders = priceCardTemplateColumns.map((c) => c.header);
/** 材料价格导入模板 (downloadTemplateFile without a kind): the sheet the stub writes and the portal saves. */
export const priceCardSheet = { title: '材料价格导入模板', headers: priceCardTemplateHeaders } as const;
/** 模具价格导入模板 (downloadMouldTemplateFile): its title and columns; no call imports it. */
export const mouldPriceSheet = {
  title: '模具价格导入模板',
  headers: ['模号', '模具名称', '材料编码', '尺码段', '模具价格', '备注'],
} as const;

/** The price floats a file may import (the effect prices have no import atom). */
export type FloatImportKind = 'color' | 'line';

/**
 * The columns of 颜色价格导入模板 / 纹路价格导入模板 (downloadTemplateFile { kind } writes them, the colour and line
 * saveOrUpdate with { fileId } read them): one row per price float; 材料编码 and 季度 name the supplier's card, the
 * third column the colour's or the grain's code. The two templates differ only in what they price.
 */
const floatTemplate = <const N extends string>(name: N) => ({
  title: `${name}价格导入模板` as const,
  label: `${name}价格` as const,
  columns: [
    { header: '材料编码', field: 'materialCode' },
    { header: '季度', field: 'season' },
    { header: `${name}编码`, field: 'code' },
    { header: '价格浮动(元)', field: 'floatingPrice' },
    { header: '备注', field: 'remark' },
  ] as const,
});
export const floatTemplates = {
  color: floatTemplate('颜色'),
  line: floatTemplate('纹路'),
} as const satisfies Record<
  FloatImportKind,
  { title: string; label: string; columns: readonly { header: string; field: string }[] }
>;

/** The import through saveOrUpdateCard: a filled template uploaded with businessType materialPriceImport. */
export const priceImportBody = z.object({ fileId: z.string().trim().min(1, PriceMessages.importFileNotFound) });

/** One refused cell of an import: the Excel row number, the column header and the rule's own message. */
export const priceImportErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type PriceImportError = z.infer<typeof priceImportErrorSchema>;

/** What an import wrote: its data rows, and the cards created and updated (all in one transaction). */
export const priceImportResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type PriceImportResult = z.infer<typeof priceImportResultSchema>;
