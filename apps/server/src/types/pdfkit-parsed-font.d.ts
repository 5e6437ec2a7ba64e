/**
 * pdfkit 0.20 also takes a font fontkit has already parsed (`PDFFontFactory.open` uses any source with a `layout`
 * function as it is); @types/pdfkit declares only paths and bytes. The cost sheet parses its CJK font once per
 * process and hands the parsed font to every document (modules/component-cost/pdf.ts).
 */
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
