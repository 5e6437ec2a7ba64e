import { api, type Call } from '@portal/contract';
import { type HandlerContext, type Implementation, implement } from '../../binder';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { contentDisposition } from '../../lib/storage';
import type { Cell } from './export';

/**
 * Import templates: small .xlsx files made on request (header row, column widths, optional prefilled
 * rows). The header texts are this project's reading of what each import needs; the spec shows none.
 */
export interface TemplateDefinition<C extends Call> {
  call: C;
  /** Download name without the extension. */
  title: string;
  headers: string[];
  /** Rows written under the header (e.g. a notice's number in the quote template). */
  rows?: (ctx: HandlerContext<C>) => Promise<Cell[][]>;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    const bytes = await templateWorkbook(def.title, def.headers, rows);
    return ctx.reply
      .type(xlsxType)
      .header('content-disposition', contentDisposition('attachment', `${def.title}.xlsx`))
      .header('cache-control', 'no-store')
      .send(bytes);
  });

/** The columns a component cost line has, in the cost template and the import template alike. */
const componentCostLine = ['型体号', '季度', '鞋厂', '组件名称', '材料编码', '材料名称', '用量', '单位', '单价'];
const componentCostHeaders = ['成本单号', ...componentCostLine, '金额'];

export const templateHandlers = [
  templateCall({
    call: api.season.downloadTemplateSeasonFile,
    title: '调料单尺码导入模板',
    headers: ['调料单号', '材料编码', '尺码', '数量', '备注'],
  }),
  templateCall({
    call: api.price.downloadTemplateFile,
    title: '材料价格导入模板',
    headers: [
      '材料编码',
      '材料名称',
      '厚度',
      '厚度价格',
      '幅宽',
      '幅宽价格',
      '克重',
      '纹路编码',
      '纹路价格',
      '基础价格',
      '备注',
    ],
  }),
  templateCall({
    call: api.price.downloadMouldTemplateFile,
    title: '模具价格导入模板',
    headers: ['模号', '模具名称', '材料编码', '尺码段', '模具价格', '备注'],
  }),
  templateCall({
    call: api.inquiry.downloadTemplateFile,
    title: '报价导入模板',
    headers: ['询价单号', '询价标题', '材料编码', '材料名称', '单位', '单价(元)', '交期(天)', '截止时间', '备注'],
    rows: async ({ body, db, auth }) => {
      if (body.id === undefined) return [];
      const notice = await db.inquiryNotice.findFirst({ where: { id: body.id, supplierCode: auth.supplierCode } });
      if (!notice) throw fail();
      return [[notice.inquiryNo, notice.title, null, null, null, null, null, formatDateTime(notice.deadline), null]];
    },
  }),
  templateCall({
    call: api.componentCost.downloadImportTemplateFile,
    title: '组件成本导入模板',
    headers: [...componentCostLine, '损耗率(%)', '备注'],
  }),
  templateCall({
    call: api.componentCost.downloadTemplateFile,
    title: '组件成本模板',
    headers: componentCostHeaders,
  }),
  // Component costs are not in the stub's data yet: the rows carry the asked ids and the domain fills the
  // other columns when it lands.
  templateCall({
    call: api.componentCost.downloadTemplateFileAndSetValue,
    title: '组件成本模板',
    headers: ['ID', ...componentCostHeaders],
    rows: async ({ body }) => body.ids.map((id) => [id]),
  }),
];
