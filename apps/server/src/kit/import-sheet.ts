import { stat } from 'node:fs/promises';
import { type Atom, ImportMessages as IM, ImportLimits as L, Status } from '@portal/contract';
import type { Db } from '../db/client';
import { ApiFailure, fail, forbidden } from '../lib/errors';
import type { Storage } from '../lib/storage';
import type { Auth } from '../plugins/auth';
import { runBounded } from './bounded-process';
import { checkZip, type SheetCell, type SheetRefusal, type SheetResult } from './sheet-reader';

/**
 * Imports of filled templates (price cards, component costs, inquiry quotes; docs/decisions/0029-spreadsheet-imports.md):
 * the uploaded file behind an id, one import at a time per supplier, and its first sheet read by the one reader
 * (`sheet-reader.ts`) in a process of its own with a hard heap limit and a time limit, so no workbook can block the
 * stub's event loop or exhaust its memory. A domain checks the cells with its own rules and writes in one transaction
 * (or not at all).
 */
export type { SheetCell } from './sheet-reader';

export interface ImportFile {
  path: string;
  fileName: string;
  size: number;
}

/** The file the caller uploaded for this import (its business type, the caller's supplier), or a refusal. */
const importFile = async (
  db: Db,
  storage: Storage,
  auth: Auth,
  file: { id: string; businessType: string; notFound: string },
): Promise<ImportFile> => {
  const stored = await db.storedFile.findFirst({
    where: { id: file.id, supplierCode: auth.supplierCode, businessType: file.businessType },
  });
  const path = stored ? storage.resolve(stored.storagePath) : null;
  const stats = path ? await stat(path).catch(() => null) : null;
  if (!stored || !path || !stats?.isFile()) throw fail(file.notFound);
  return { path, fileName: stored.fileName, size: stats.size };
};

/** Imports running now, per supplier (the process's own count: imports are held in memory only while they run). */
const running = new Map<string, number>();

/**
 * Takes an import slot for the supplier, or refuses: one import at a time per supplier, `ImportLimits.parallel` in
 * the process. The answer releases it (once).
 */
export const takeImportSlot = (supplierCode: string): (() => void) => {
  const mine = running.get(supplierCode) ?? 0;
  if (mine >= L.perSupplier) throw fail(IM.busy);
  if ([...running.values()].reduce((a, b) => a + b, 0) >= L.parallel) throw fail(IM.serverBusy);
  running.set(supplierCode, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (running.get(supplierCode) ?? 1) - 1;
    if (left > 0) running.set(supplierCode, left);
    else running.delete(supplierCode);
  };
};

/** Runs a whole import (reading and writing) in the supplier's slot. */
const withImportSlot = async <T>(auth: Auth, run: () => Promise<T>): Promise<T> => {
  const release = takeImportSlot(auth.supplierCode);
  try {
    return await run();
  } finally {
    release();
  }
};

/**
 * Reads the first sheet in the reader's process (`sheet-worker.ts`, through `runBounded`); past its heap or the time
 * limit it is stopped and the file refused.
 */
const readInProcess = async (path: string): Promise<SheetResult> => {
  const outcome = await runBounded<SheetResult>(
    'sheet-worker',
    { path, limits: L },
    {
      heapMb: L.heapMb,
      timeMs: L.timeMs,
      exposeGc: true,
    },
  );
  if (outcome.kind === 'timeout') throw fail(IM.timeout);
  if (outcome.kind === 'memory') throw fail(IM.tooComplex);
  return outcome.value;
};

export interface SheetMessages<H extends string> {
  /** Not an .xlsx workbook (or a broken one). */
  unreadable: string;
  /** A workbook without a sheet; `unreadable` when not given. */
  noSheet?: string;
  /** Template columns not found in row 1. */
  missing: (columns: H[]) => string;
  /** No row with a value in the template's columns. */
  empty: string;
}

const refusalMessage = (refusal: SheetRefusal, messages: SheetMessages<string>): string => {
  switch (refusal.kind) {
    case 'unreadable':
      return messages.unreadable;
    case 'noSheet':
      return messages.noSheet ?? messages.unreadable;
    case 'entries':
      return IM.entries;
    case 'unpackedBytes':
      return IM.unpackedBytes;
    case 'rows':
      return IM.rows;
    case 'columns':
      return IM.columns(refusal.row);
    case 'cellChars':
      return IM.cellChars(refusal.row, columnLetters(refusal.column));
    case 'text':
      return IM.text;
    case 'heap':
      return IM.tooComplex;
  }
};

/** The letters Excel shows for a 1-based column number (1 → A, 27 → AA). */
export const columnLetters = (column: number): string => {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

export interface SheetRow<H extends string> {
  /** The row number Excel shows. */
  row: number;
  cells: Record<H, SheetCell>;
}

/**
 * The first sheet's data rows, each cell under its template header, blank rows skipped. Columns are found by their
 * header text in row 1: in any order (`by-name`), or exactly in the template's order from column A (`in-order`).
 * Refuses a file over the import limits (`ImportLimits`, with `ImportMessages`), an unreadable file, missing columns
 * and a sheet without rows.
 */
const readImportSheet = async <H extends string>(
  file: ImportFile,
  headers: readonly H[],
  messages: SheetMessages<H>,
  columns: 'by-name' | 'in-order' = 'by-name',
): Promise<SheetRow<H>[]> => {
  if (file.size > L.fileBytes) throw fail(IM.fileBytes);
  const early = await checkZip(file.path, L);
  const result: SheetResult = early ? { ok: false, refusal: early } : await readInProcess(file.path);
  if (!result.ok) throw fail(refusalMessage(result.refusal, messages as SheetMessages<string>));
  const header = result.sheet.header.map((c) => (c === null ? null : String(c)));
  const at = new Map<H, number>();
  if (columns === 'in-order') {
    for (const [i, h] of headers.entries()) if (header[i] === h) at.set(h, i);
  } else for (const [i, text] of header.entries()) if (text !== null && !at.has(text as H)) at.set(text as H, i);
  const missing = headers.filter((h) => !at.has(h));
  if (missing.length > 0) throw fail(messages.missing(missing));
  const rows: SheetRow<H>[] = [];
  for (const { row, cells } of result.sheet.rows) {
    const picked = Object.fromEntries(headers.map((h) => [h, cells[at.get(h)!] ?? null])) as Record<H, SheetCell>;
    if (Object.values(picked).some((c) => c !== null)) rows.push({ row, cells: picked });
  }
  if (rows.length === 0) throw fail(messages.empty);
  return rows;
};

/** What an import reads: the uploaded file, its template's columns and the words of each refusal. */
export interface ImportSpec<H extends string> {
  /** The atom the import needs besides the call's own (403 without it). */
  atom?: Atom;
  file: { id: string; businessType: string; notFound: string };
  headers: readonly H[];
  messages: SheetMessages<H>;
  columns?: 'by-name' | 'in-order';
}

/**
 * One import, as every import runs it: the atom, the caller's uploaded file, the supplier's import slot, the sheet
 * read by the one reader; then `write` checks the rows with the domain's rules and writes them (or refuses them all).
 */
export const runImport = async <H extends string, T>(
  { db, storage, auth }: { db: Db; storage: Storage; auth: Auth },
  spec: ImportSpec<H>,
  write: (rows: SheetRow<H>[], file: ImportFile) => Promise<T>,
): Promise<T> => {
  if (spec.atom && !auth.atoms.has(spec.atom)) throw forbidden();
  const file = await importFile(db, storage, auth, spec.file);
  return withImportSlot(auth, async () =>
    write(await readImportSheet(file, spec.headers, spec.messages, spec.columns), file),
  );
};

/**
 * Refuses an import whose rows have errors, so nothing is written: `message` and the first five rows as `describe`
 * words them in the envelope's message, every error in its data (the dialogs list them as a table).
 */
export const refuseRowErrors = <E extends { row: number }>(
  message: string,
  errors: E[],
  describe: (e: E) => string,
) => {
  if (errors.length === 0) return;
  errors.sort((a, b) => a.row - b.row);
  const shown = errors.slice(0, 5).map(describe).join('；');
  throw new ApiFailure(
    Status.badRequest,
    `${message}。${shown}${errors.length > 5 ? `…（共${errors.length}处）` : ''}`,
    {
      data: { errors },
    },
  );
};
