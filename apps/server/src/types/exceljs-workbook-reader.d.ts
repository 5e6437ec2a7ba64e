/**
 * The parts of exceljs 4.4.0's streaming workbook reader that `kit/sheet-reader.ts` drives with its own zip streams
 * (exceljs declares only the public `read`/`parse`; these are its per-part readers, pinned with the exact version).
 */
declare module 'exceljs/lib/stream/xlsx/workbook-reader.js' {
  import type { Readable } from 'node:stream';

  interface StreamedCell {
    value: unknown;
  }
  interface StreamedRow {
    number: number;
    eachCell(iteratee: (cell: StreamedCell, column: number) => void): void;
  }
  interface WorksheetReader {
    parse(): AsyncIterable<{ eventType: string; value: StreamedRow }[]>;
  }

  export default class WorkbookReader {
    constructor(
      input: undefined,
      options: {
        worksheets: 'emit';
        sharedStrings: 'emit';
        hyperlinks: 'ignore';
        styles: 'ignore';
        entries: 'ignore';
      },
    );
    model?: { sheets?: { id: number; name: string; rId: string }[] };
    workbookRels?: { Id: string; Type?: string; Target: string }[];
    sharedStrings?: unknown[];
    _parseWorkbook(entry: Readable): Promise<void>;
    _parseRels(entry: Readable): Promise<void>;
    _parseSharedStrings(entry: Readable): AsyncIterable<{ index: number; text: unknown }>;
    _parseWorksheet(iterator: Readable, sheetNo: number): Iterable<{ eventType: 'worksheet'; value: WorksheetReader }>;
  }
}
