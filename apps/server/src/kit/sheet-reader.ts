import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { getHeapStatistics } from 'node:v8';
import type { ImportLimits } from '@portal/contract';
import type { Entry, ZipFile } from 'yauzl';

/**
 * The one reader of imported spreadsheets: the first sheet of an .xlsx, streamed, within `ImportLimits`. It runs in
 * a process of its own (`sheet-worker.ts`, started by `import-sheet.ts`), never on the stub's event loop.
 *
 * The zip is read with yauzl from its central directory: the entry count and every entry's declared size are checked
 * before anything is inflated, and yauzl stops an entry that inflates to more than it declared, so no more than
 * `unpackedBytes` is ever inflated. Only the parts the first sheet needs are opened, in the order it needs them
 * (workbook, relationships, shared strings, the sheet), and each is decoded as UTF-8 across chunk boundaries. The XML
 * is parsed by exceljs's streaming reader (its shared-strings and worksheet readers, fed these streams), and every
 * limit is counted as its items arrive: shared strings as the table is read, rows, columns, cell text while the sheet
 * is. exceljs's own `WorkbookReader.read` is not used: it follows the zip's local headers, copies a sheet that comes
 * before the shared strings to a temporary file unbounded, and decodes UTF-8 chunk by chunk (docs/decisions/0029).
 */
export type SheetCell = string | number | null;

/** What the reader counts (the rest of `ImportLimits` is the caller's: file size, heap, time, slots). */
export type SheetLimits = Pick<
  typeof ImportLimits,
  'entries' | 'unpackedBytes' | 'rows' | 'columns' | 'cellChars' | 'sharedStrings' | 'sharedStringChars' | 'textChars'
>;

export type SheetRefusal =
  | { kind: 'unreadable'; detail: string }
  | { kind: 'noSheet' }
  | { kind: 'entries' }
  | { kind: 'unpackedBytes' }
  | { kind: 'rows' }
  | { kind: 'columns'; row: number }
  | { kind: 'cellChars'; row: number; column: number }
  | { kind: 'text' }
  | { kind: 'heap' };

export interface SheetContent {
  /** Row 1's cells, by column (index 0 is column A). */
  header: SheetCell[];
  /** Every later row with a value, with the row number Excel shows. */
  rows: { row: number; cells: SheetCell[] }[];
}

export type SheetResult = { ok: true; sheet: SheetContent } | { ok: false; refusal: SheetRefusal };

/** A cell as plain text or number: formulas give their result, rich text its text, errors their code, blanks null. */
export const sheetCell = (value: unknown): SheetCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text?: string }[]; error?: unknown; text?: unknown };
    if ('result' in v) return sheetCell(v.result);
    if (Array.isArray(v.richText)) return sheetCell(v.richText.map((t) => t.text ?? '').join(''));
    if (v.error !== undefined) return sheetCell(String(v.error));
    if (v.text !== undefined) return sheetCell(v.text);
  }
  // A formula without a cached result, or anything else that carries no value.
  return null;
};

/** Thrown inside the reader to stop at the first limit passed. */
class Refused extends Error {
  constructor(readonly refusal: SheetRefusal) {
    super(refusal.kind);
  }
}

/** yauzl is loaded with the first workbook read, not with the stub (docs/decisions/0023-cold-start.md). */
const openZip = async (path: string) => {
  const { default: yauzl } = await import('yauzl');
  return new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (e, zip) =>
      e ? reject(e) : resolve(zip),
    ),
  );
};

/**
 * Every entry by name, from the central directory, refusing too many or too large before any is inflated (yauzl
 * reads no more entries than the end record counts).
 */
const listEntries = (zip: ZipFile, limits: SheetLimits) =>
  new Promise<Map<string, Entry>>((resolve, reject) => {
    if (zip.entryCount > limits.entries) return reject(new Refused({ kind: 'entries' }));
    const entries = new Map<string, Entry>();
    let declared = 0;
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (declared > limits.unpackedBytes) return reject(new Refused({ kind: 'unpackedBytes' }));
      if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });

/** An entry as text: yauzl inflates it (no more than it declared), a string decoder keeps characters whole. */
const openText = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (e, stream) => {
      if (e) return reject(e);
      stream.setEncoding('utf8');
      resolve(stream);
    }),
  );

/** Where a relationship's target lives in the zip (relative to xl/, or absolute from the root). */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`));

const textLength = (value: unknown): number => {
  if (typeof value === 'string') return value.length;
  const runs = (value as { richText?: { text?: string }[] } | null)?.richText;
  // A run counts at least one character: a table of empty runs is as heavy as one of letters.
  return Array.isArray(runs) ? runs.reduce((n, r) => n + Math.max(1, r.text?.length ?? 0), 0) : 1;
};

/**
 * The reader's own watch on its heap (checked after each chunk of the sheet and every 1,000 shared strings): past
 * `heapBytes` it collects garbage, and if the heap is still past it, stops with `heap`. The process's hard limit
 * (`--max-old-space-size`) stays the backstop for what grows between two checks or in the small parts.
 */
export interface HeapGuard {
  heapBytes: number;
}

const heapWatch = (guard: HeapGuard | undefined) => () => {
  if (!guard || getHeapStatistics().used_heap_size <= guard.heapBytes) return;
  (globalThis as { gc?: () => void }).gc?.();
  if (getHeapStatistics().used_heap_size > guard.heapBytes) throw new Refused({ kind: 'heap' });
};

const readSheet = async (
  zip: ZipFile,
  limits: SheetLimits,
  opened: Readable[],
  guard: HeapGuard | undefined,
): Promise<SheetContent> => {
  const checkHeap = heapWatch(guard);
  const entries = await listEntries(zip, limits);
  const part = async (name: string) => {
    const entry = entries.get(name);
    if (!entry) return null;
    const stream = await openText(zip, entry);
    opened.push(stream);
    return stream;
  };
  // Loaded here, in the import worker: the stub imports this file for `checkZip` and never loads exceljs at start.
  const { default: WorkbookReader } = await import('exceljs/lib/stream/xlsx/workbook-reader.js');
  const reader = new WorkbookReader(undefined, {
    worksheets: 'emit',
    sharedStrings: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });

  if (!entries.has('xl/workbook.xml') || !entries.has('xl/_rels/workbook.xml.rels'))
    throw new Refused({ kind: 'unreadable', detail: 'no workbook part' });
  await reader._parseWorkbook((await part('xl/workbook.xml'))!);
  await reader._parseRels((await part('xl/_rels/workbook.xml.rels'))!);
  const first = reader.model?.sheets?.[0];
  const sheetRel = first && reader.workbookRels?.find((r) => r.Id === first.rId);
  const sheetName = sheetRel ? partPath(sheetRel.Target) : null;
  if (!first || !sheetName || !entries.has(sheetName)) throw new Refused({ kind: 'noSheet' });

  const stringsRel = reader.workbookRels?.find((r) => r.Type?.endsWith('/sharedStrings'));
  const stringsPart = await part(stringsRel ? partPath(stringsRel.Target) : 'xl/sharedStrings.xml');
  const strings: unknown[] = [];
  let stringChars = 0;
  if (stringsPart)
    for await (const { text } of reader._parseSharedStrings(stringsPart)) {
      stringChars += textLength(text);
      if (strings.length >= limits.sharedStrings || stringChars > limits.sharedStringChars)
        throw new Refused({ kind: 'text' });
      strings.push(text);
      if (strings.length % 1000 === 0) checkHeap();
    }
  reader.sharedStrings = strings;

  const sheet: SheetContent = { header: [], rows: [] };
  let textChars = 0;
  let last = 0;
  for (const { value: worksheet } of reader._parseWorksheet((await part(sheetName))!, first.id))
    for await (const events of worksheet.parse()) {
      checkHeap();
      for (const { eventType, value: row } of events) {
        if (eventType !== 'row') continue;
        // A row may leave out its number: it is then the one after the last.
        const number = Number.isSafeInteger(row.number) ? row.number : last + 1;
        last = number;
        const cells: SheetCell[] = [];
        row.eachCell((cell, column) => {
          const value = sheetCell(cell.value);
          if (value === null) return;
          if (column > limits.columns) throw new Refused({ kind: 'columns', row: number });
          if (typeof value === 'string') {
            if (value.length > limits.cellChars) throw new Refused({ kind: 'cellChars', row: number, column });
            textChars += value.length;
            if (textChars > limits.textChars) throw new Refused({ kind: 'text' });
          }
          cells[column - 1] = value;
        });
        const dense = Array.from(cells, (c) => c ?? null);
        if (number === 1) sheet.header = dense;
        else if (dense.length > 0) {
          sheet.rows.push({ row: number, cells: dense });
          if (sheet.rows.length > limits.rows) throw new Refused({ kind: 'rows' });
        }
      }
    }
  return sheet;
};

/**
 * The checks of the zip's central directory alone (entry count, declared sizes), without inflating anything: cheap
 * enough to run before a reader process is started. Null when they pass; a file that is no zip passes (the reader
 * says it is unreadable).
 */
export const checkZip = async (path: string, limits: SheetLimits): Promise<SheetRefusal | null> => {
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(path);
    await listEntries(zip, limits);
    return null;
  } catch (error) {
    return error instanceof Refused ? error.refusal : null;
  } finally {
    zip?.close();
  }
};

/**
 * The first sheet of the .xlsx at `path`, or why not. Any failure to read it (not a zip, broken XML, an entry that
 * inflates to more than it declared) is `unreadable`: the file is the caller's, never the reader's fault.
 */
export const readFirstSheet = async (path: string, limits: SheetLimits, guard?: HeapGuard): Promise<SheetResult> => {
  let zip: ZipFile | undefined;
  const opened: Readable[] = [];
  try {
    zip = await openZip(path);
    return { ok: true, sheet: await readSheet(zip, limits, opened, guard) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    return { ok: false, refusal: { kind: 'unreadable', detail: String(error) } };
  } finally {
    for (const stream of opened) stream.destroy();
    zip?.close();
  }
};
