import { hasTwoDecimals, InquiryMessages as M, quoteTemplateHeaders } from '@portal/contract';
import type { InquiryItem, InquiryNotice } from '../../generated/prisma/client';
import type { SheetRow } from '../../kit/import-sheet';
import { fail } from '../../lib/errors';

/**
 * The quote import (uploadConfirm): a filled 报价导入模板 is read by the import reader (kit/import-sheet.ts), every
 * row is checked, and either every row is applied or none; the refusal lists each bad row with its Excel row number
 * and what to fix.
 */
export interface QuoteImportRow {
  itemId: number;
  price: number;
  remark: string | null;
}

type QuoteHeader = (typeof quoteTemplateHeaders)[number];

/** Checks the sheet's rows against the notice's materials: the rows to save, or every row's errors. */
export const checkQuoteRows = (
  sheet: SheetRow<QuoteHeader>[],
  notice: Pick<InquiryNotice, 'inquiryNo'>,
  items: Pick<InquiryItem, 'id' | 'materialCode' | 'status'>[],
): { rows: QuoteImportRow[]; errors: string[] } => {
  const byCode = new Map(items.map((i) => [i.materialCode, i]));
  const seen = new Set<string>();
  const rows: QuoteImportRow[] = [];
  const errors: string[] = [];
  for (const { row, cells } of sheet) {
    const text = (name: QuoteHeader) => (cells[name] === null ? '' : String(cells[name]));
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
    if (problems.length > 0) errors.push(M.importRow(row, problems.join('，')));
    else if (item) rows.push({ itemId: item.id, price, remark: remark || null });
  }
  return { rows, errors };
};

/** The template's columns, in order from column A, and the words of a sheet the import refuses. */
export const quoteImport = {
  headers: quoteTemplateHeaders,
  messages: { unreadable: M.importUnreadable, missing: () => M.importHeader, empty: M.importEmpty },
  columns: 'in-order',
} as const;

/** The rows of a filled template, every one checked; a row in error refuses the whole import. */
export const quoteRows = (
  sheet: SheetRow<QuoteHeader>[],
  notice: Pick<InquiryNotice, 'inquiryNo'>,
  items: Pick<InquiryItem, 'id' | 'materialCode' | 'status'>[],
): QuoteImportRow[] => {
  const { rows, errors } = checkQuoteRows(sheet, notice, items);
  if (errors.length > 0) throw fail(errors.join('；'));
  return rows;
};
