/** Category (division) codes, spec 000 §3 and 001 §1. */
export const categoryCodes = [
  'LT',
  'SY',
  'TU',
  'TX',
  'LC',
  'TP',
  'PM',
  'WU',
  'SL',
  'FB',
  'RM',
  'QT',
  'UT',
  'FG',
] as const;
export type CategoryCode = (typeof categoryCodes)[number];
export const innovationPrefix = 'CX';
/** The prefix a material code field shows while no category gives one (spec 000 §3 "The default category prefix is TJ"). */
export const defaultCategoryPrefix = 'TJ';
/**
 * A stored material code as the forms show it (spec 001 §1, §3): its first two characters, the category code (CX
 * for an innovation material), apart from the rest, which the read-only code field shows. Without a code yet the
 * field shows `prefix` (the chosen category's code, or TJ) and nothing else.
 */
export const splitMaterialCode = (
  code: string | null | undefined,
  prefix: string = defaultCategoryPrefix,
): { prefix: string; rest: string } =>
  code ? { prefix: code.slice(0, 2), rest: code.slice(2) } : { prefix, rest: '' };
/** The data permission the material forms request categories with. */
export const shoeDataPermission = 'shoe,1';
/** Categories with this name are hidden in the forms. */
export const hiddenCategoryName = '虚拟材料-加工方式';

/** HTTP behaviour of the client (spec 000 §7, §8). */
export const Http = {
  timeoutMs: 5000,
  notifyMs: 2000,
  networkNotifyMs: 5000,
  tokenHeader: 'token',
} as const;

export const ClientMessages = {
  warningTitle: '警告信息',
  errorTitle: '异常信息',
  network: '网络环境异常，请重试！',
  timeout: '网络请求超时，请重试！',
} as const;

/** Whether a division is offered by the material forms (and accepted by their saves). */
export const shownInForms = (category: { name: string }): boolean => category.name !== hiddenCategoryName;

/**
 * What one spreadsheet import (price cards, component costs, inquiry quotes) may read, checked before and while the
 * workbook is parsed, off the event loop (docs/decisions/0029-spreadsheet-imports.md). The template imports need a
 * small part of each.
 */
export const ImportLimits = {
  /** The uploaded file. */
  fileBytes: 10 * 1024 * 1024,
  /** Entries of the zip an .xlsx is. */
  entries: 500,
  /** Every entry's size once inflated, as the zip's central directory declares it (and no more is inflated). */
  unpackedBytes: 30 * 1024 * 1024,
  /** Rows with a value, after the header row. */
  rows: 5_000,
  /** The last column a value may stand in (AX). */
  columns: 50,
  /** One cell's text. */
  cellChars: 2_000,
  /** Strings of the shared-strings table, and their characters together. */
  sharedStrings: 100_000,
  sharedStringChars: 5_000_000,
  /** The characters of every cell read, together (a shared string counts once per cell that uses it). */
  textChars: 5_000_000,
  /** The reader's heap and how long it may run; past either it is stopped. */
  heapMb: 64,
  timeMs: 20_000,
  /** Imports running at once: per supplier, and in the whole process. */
  perSupplier: 1,
  parallel: 2,
} as const;

const IL = ImportLimits;

/** Refusals of an import's file by its size and shape; the spec gives no text, chosen by this project. */
export const ImportMessages = {
  fileBytes: `导入文件不能超过${IL.fileBytes / 1024 / 1024}MB`,
  entries: `导入文件的结构异常（超过${IL.entries}个部件），请用 Excel 另存为 .xlsx 后再导入`,
  unpackedBytes: `导入文件解压后超过${IL.unpackedBytes / 1024 / 1024}MB，请删除多余的工作表或内容后再导入`,
  rows: `导入文件最多${IL.rows}行数据，请分批导入`,
  columns: (row: number) => `第${row}行超出${IL.columns}列，请使用下载的模板填写`,
  cellChars: (row: number, column: string) => `第${row}行${column}列的内容超过${IL.cellChars}个字符`,
  text: '导入文件的文字内容过多，请删除多余的工作表或内容，或分批导入',
  tooComplex: '导入文件过于复杂，无法读取，请用 Excel 另存为 .xlsx 后再导入',
  timeout: '导入文件读取超时，请分批导入',
  busy: '已有一个导入正在进行，请等待完成后再导入',
  serverBusy: '导入的人较多，请稍后再试',
} as const;
