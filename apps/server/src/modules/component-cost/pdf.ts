import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type ComponentCost, ComponentCostStatus, componentCostPdf } from '@portal/contract';
import type { Font } from 'fontkit';

/**
 * The cost sheet of one component cost as a PDF (A4, pdfkit). Chinese text needs a CJK font: Noto Sans CJK from
 * Debian's fonts-noto-cjk (installed by .ci/run and the Dockerfile's system packages); pdfkit embeds only the glyphs
 * the sheet uses, so the file stays small (docs/domains/component-cost.md).
 */
/** The face inside the collection: simplified Chinese. */
const fontFace = 'NotoSansCJKsc-Regular';

/** The installed Noto Sans CJK file, as fontconfig finds it (fc-match answers its nearest font otherwise: refused). */
const installedCjkFont = (): string | null => {
  try {
    const file = execFileSync('fc-match', ['-f', '%{file}', 'Noto Sans CJK SC:style=Regular'], { encoding: 'utf8' });
    return /NotoSansCJK/i.test(file) ? file : null;
  } catch {
    return null;
  }
};

/** CJK_FONT_PATH when set, else the system's Noto Sans CJK (Debian's fonts-noto-cjk). */
export const cjkFontPath = (configured: string): string | null =>
  configured !== '' && existsSync(configured) ? configured : installedCjkFont();

/**
 * The font, found, read and parsed once per process (per configured path): each sheet used to ask fontconfig (a
 * process spawned), read the 19 MB collection and parse it again, about half a second of a busy machine per PDF.
 * pdfkit takes the parsed font as it is and subsets it per document.
 */
const fonts = new Map<string, Promise<Font | null>>();
export const cjkFont = (configured: string): Promise<Font | null> => {
  let font = fonts.get(configured);
  if (!font) {
    const path = cjkFontPath(configured);
    font = path
      ? import('fontkit').then((fontkit) => fontkit.create(readFileSync(path), fontFace))
      : Promise.resolve(null);
    fonts.set(configured, font);
  }
  return font;
};

const money = (n: number | null) => (n === null ? '--' : n.toFixed(4).replace(/0{1,2}$/, ''));
const text = (s: string | null | undefined) => (s ? s : '--');

export const costSheetPdf = async (cost: ComponentCost, supplierName: string, fontPath: string): Promise<Buffer> => {
  const font = await cjkFont(fontPath);
  if (!font) throw new Error('no CJK font: install fonts-noto-cjk or set CJK_FONT_PATH');
  // Loaded when the first sheet is asked for, not at start.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: `${componentCostPdf.title} ${cost.costNo}`, Author: supplierName, Subject: cost.componentName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('cjk', font);
    doc.font('cjk');

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc.fontSize(18).text(componentCostPdf.title, { align: 'center' });
    doc
      .moveDown(0.3)
      .fontSize(10)
      .fillColor('#555')
      .text(`${supplierName}　　成本单号：${cost.costNo}`, { align: 'center' });
    doc.moveDown(1).fillColor('#000');

    const fields: [string, string][] = [
      ['型体号', cost.styleNo],
      ['款式名称', cost.styleName],
      ['季度', cost.seasonCode],
      ['组件', `${cost.componentName}（${cost.componentCode}）`],
      ['适用鞋厂', text(cost.shoeFactoryNames)],
      ['状态', ComponentCostStatus.text(cost.status) || String(cost.status)],
      ['报价截止', text(cost.inquiryDeadline)],
      ['确认时间', text(cost.confirmTime)],
    ];
    const colWidth = width / 2;
    let y = doc.y;
    fields.forEach(([label, value], i) => {
      const x = left + (i % 2) * colWidth;
      if (i % 2 === 0 && i > 0) y += 20;
      doc.fontSize(10).fillColor('#666').text(`${label}：`, x, y, { width: 64 });
      doc.fillColor('#000').text(value, x + 64, y, { width: colWidth - 70 });
    });
    y += 34;

    // The lines.
    const columns = [
      { header: '序号', width: 34, align: 'center' as const },
      { header: '成本项目', width: 120, align: 'left' as const },
      { header: '材料编码', width: 86, align: 'left' as const },
      { header: '单位', width: 40, align: 'center' as const },
      { header: '用量', width: 56, align: 'right' as const },
      { header: '单价(元)', width: 60, align: 'right' as const },
      { header: '损耗率', width: 48, align: 'right' as const },
      { header: '金额(元)', width: width - 444, align: 'right' as const },
    ];
    const row = (cells: string[], top: number, header = false) => {
      let x = left;
      if (header)
        doc
          .rect(left, top - 4, width, 20)
          .fill('#eef2f7')
          .fillColor('#000');
      cells.forEach((cell, i) => {
        const col = columns[i]!;
        doc.fontSize(9).text(cell, x + 3, top, { width: col.width - 6, align: col.align, lineBreak: false });
        x += col.width;
      });
      doc
        .moveTo(left, top + 16)
        .lineTo(left + width, top + 16)
        .lineWidth(0.5)
        .strokeColor('#ccc')
        .stroke();
    };
    row(
      columns.map((c) => c.header),
      y,
      true,
    );
    y += 22;
    cost.items.forEach((item, i) => {
      row(
        [
          String(i + 1),
          item.itemName,
          text(item.materialCode),
          item.unit,
          item.usage === null ? '--' : String(item.usage),
          money(item.unitPrice),
          `${item.lossRate}%`,
          money(item.amount),
        ],
        y,
      );
      y += 22;
    });
    doc
      .fontSize(11)
      .text(`合计：${money(cost.totalCost)} 元（${cost.currency}）`, left, y + 6, { width, align: 'right' });
    y = doc.y + 16;

    if (cost.remark || cost.auditRemark || cost.closeReason) {
      doc.fontSize(10).fillColor('#666').text('备注', left, y);
      doc.fillColor('#000');
      if (cost.remark) doc.text(`供应商备注：${cost.remark}`);
      if (cost.auditRemark) doc.text(`审核意见：${cost.auditRemark}`);
      if (cost.closeReason) doc.text(`关闭原因：${cost.closeReason}`);
      y = doc.y + 16;
    }

    doc.fontSize(10).fillColor('#666').text('操作记录', left, y);
    doc.fillColor('#000').fontSize(9);
    for (const h of [...cost.history].reverse())
      doc.text(`${h.operateTime}　${h.action}　${h.operator}${h.remark ? `　${h.remark}` : ''}`);
    doc.end();
  });
};
