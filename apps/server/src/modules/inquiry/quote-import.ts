import { readFile } from 'node:fs/promises';
import { hasTwoDecimals, InquiryMessages as M, quoteTemplateHeaders } from '@portal/contract';
import type { Db } from '../../db/client';
import type { InquiryItem, InquiryNotice } from '../../generated/prisma/client';
import { fail } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { Auth } from '../../plugins/auth';

/**
 * The quote import (uploadConfirm): a filled 报价导入模板 is read with exceljs, every row is checked, and either
 * every row is applied or none; the refusal lists each bad row with its Excel row number and what to fix.
 */
export interface QuoteImportRow {
  itemId: number;
  price: number;
  remark: string | null;
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && value !== null) {
    if ('result' in value) return cellText((value as { result: unknown }).result);
    if ('richText' in value) return (value as { richText: { text: string }[] }).richText.map((t) => t.text).join('');
    if ('text' in value) return String((value as { text: unknown }).text);
  }
  return String(value).trim();
};

/** Reads the workbook's first sheet into checked rows, or the list of row errors. Pure apart from parsing. */
export const parseQuoteSheet = async (
  bytes: Buffer,
  notice: Pick<InquiryNotice, 'inquiryNo'>,
  items: Pick<InquiryItem, 'id' | 'materialCode' | 'status'>[],
): Promise<{ rows: QuoteImportRow[]; errors: string[] }> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { rows: [], errors: [M.importUnreadable] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], errors: [M.importUnreadable] };
  const header = quoteTemplateHeaders.map((_, i) => cellText(sheet.getRow(1).getCell(i + 1).value));
  if (header.join('|') !== quoteTemplateHeaders.join('|')) return { rows: [], errors: [M.importHeader] };

  const column = (name: (typeof quoteTemplateHeaders)[number]) => quoteTemplateHeaders.indexOf(name) + 1;
  const byCode = new Map(items.map((i) => [i.materialCode, i]));
  const seen = new Set<string>();
  const rows: QuoteImportRow[] = [];
  const errors: string[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const text = (name: (typeof quoteTemplateHeaders)[number]) => cellText(row.getCell(column(name)).value);
    if (quoteTemplateHeaders.every((h) => text(h) === '')) continue;
    const problems: string[] = [];
    if (text('询价单号') !== notice.inquiryNo) problems.push(M.importNoticeMismatch);
    const code = text('材料编码');
    const item = byCode.get(code);
    if (!item) problems.push(M.importMaterialUnknown);
    else if (item.status === 2) problems.push(M.itemClosed);
    else if (seen.has(code)) problems.push(M.importDuplicate);
    seen.add(code);
    const priceText = text('单价(元)');
    const price = Number(priceText);
    if (priceText === '' || !Number.isFinite(price) || price <= 0 || !hasTwoDecimals(price))
      problems.push(M.importPriceInvalid);
    const remark = text('备注');
    if (remark.length > 200) problems.push('备注最长200个字符');
    if (problems.length > 0) errors.push(M.importRow(r, problems.join('，')));
    else if (item) rows.push({ itemId: item.id, price, remark: remark || null });
  }
  if (rows.length === 0 && errors.length === 0) errors.push(M.importEmpty);
  return { rows, errors };
};

/** The uploaded file behind an id, if the caller uploaded it as a quote import. */
export const importBytes = async (db: Db, storage: Storage, auth: Auth, fileId: string): Promise<Buffer> => {
  const file = await db.storedFile.findFirst({
    where: { id: fileId, supplierCode: auth.supplierCode, businessType: 'inquiryImport' },
  });
  const abs = file ? storage.resolve(file.storagePath) : null;
  if (!abs) throw fail(M.importFileNotFound);
  return readFile(abs);
};
