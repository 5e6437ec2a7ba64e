import { readFile } from 'node:fs/promises';
import type { Db } from '../db/client';
import { fail } from '../lib/errors';
import type { Storage } from '../lib/storage';
import type { Auth } from '../plugins/auth';

/**
 * Imports of filled templates: the uploaded file behind an id, and its first sheet read by header name with
 * exceljs. A domain checks the cells with its own rules and writes in one transaction (or not at all).
 */
export type SheetCell = string | number | null;

/** A cell as plain text or number: formulas give their result, rich text its text, blanks null. */
export const sheetCell = (value: unknown): SheetCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() || null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown };
    if ('result' in v) return sheetCell(v.result);
    if (v.richText) return sheetCell(v.richText.map((t) => t.text).join(''));
    if (v.text !== undefined) return sheetCell(v.text);
  }
  return String(value).trim() || null;
};

/** The bytes of a file the caller uploaded for this import (its business type), or a refusal. */
export const importFileBytes = async (
  db: Db,
  storage: Storage,
  auth: Auth,
  file: { id: string; businessType: string; notFound: string },
): Promise<Buffer> => {
  const stored = await db.storedFile.findFirst({
    where: { id: file.id, supplierCode: auth.supplierCode, businessType: file.businessType },
  });
  const path = stored ? storage.resolve(stored.storagePath) : null;
  const bytes = path ? await readFile(path).catch(() => null) : null;
  if (!bytes) throw fail(file.notFound);
  return bytes;
};

export interface SheetRow<H extends string> {
  /** The row number Excel shows. */
  row: number;
  cells: Record<H, SheetCell>;
}

/**
 * The first sheet's data rows, each cell under its header (columns found by their header text in row 1, in any
 * order); blank rows are skipped. Refuses an unreadable file, missing columns (named) and a sheet without rows.
 */
export const readImportSheet = async <H extends string>(
  bytes: Buffer,
  headers: readonly H[],
  messages: { unreadable: string; missing: (columns: H[]) => string; empty: string },
): Promise<SheetRow<H>[]> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fail(messages.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fail(messages.unreadable);
  const found = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const text = sheetCell(cell.value);
    if (text !== null && !found.has(String(text))) found.set(String(text), column);
  });
  const missing = headers.filter((h) => !found.has(h));
  if (missing.length > 0) throw fail(messages.missing(missing));
  const rows: SheetRow<H>[] = [];
  sheet.eachRow((r, n) => {
    if (n === 1) return;
    const cells = Object.fromEntries(headers.map((h) => [h, sheetCell(r.getCell(found.get(h)!).value)])) as Record<
      H,
      SheetCell
    >;
    if (Object.values(cells).some((c) => c !== null)) rows.push({ row: n, cells });
  });
  if (rows.length === 0) throw fail(messages.empty);
  return rows;
};
