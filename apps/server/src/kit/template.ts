import type { Call, CallData } from '@portal/contract';
import { type HandlerContext, type Implementation, implement } from '../binder';
import { type Cell, xlsxType } from './export';
import { sendFile } from './send-file';

/**
 * Import templates: small .xlsx files made on request (header row, column widths, optional prefilled rows).
 * A domain declares each of its templates with `templateCall` in its module. The header texts are this
 * project's reading of what each import needs; the spec shows none.
 */
export interface TemplateDefinition<C extends Call> {
  call: C;
  /** Download name without the extension. */
  title: string;
  headers: string[];
  /** Rows written under the header (e.g. a notice's number in the quote template). */
  rows?: (ctx: HandlerContext<C>) => Promise<Cell[][]>;
}

export const templateWorkbook = async (title: string, headers: string[], rows: Cell[][] = []): Promise<Buffer> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'supplier-portal stub';
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((c) => c ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const templateCall = <C extends Call>(def: TemplateDefinition<C>): Implementation =>
  implement(def.call, async (ctx) => {
    const rows = def.rows ? await def.rows(ctx) : [];
    await sendFile(ctx.reply, {
      source: await templateWorkbook(def.title, def.headers, rows),
      type: xlsxType,
      fileName: `${def.title}.xlsx`,
      disposition: 'attachment',
      cacheControl: 'no-store',
    });
    // A file call: the binder sends nothing more once the reply has gone.
    return null as CallData<C>;
  });
