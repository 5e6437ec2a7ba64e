/**
 * The PDF check's process (docs/decisions/0042-file-links-and-pdf-uploads.md): `pdf-check.ts` starts it through `runBounded`
 * with its heap, memory and time limits, sends `{ path, maxPages }`, and gets back whether pdf.js reads the document
 * and the dictionary of each of its pages (up to `maxPages`), with `stopAtErrors`: what a viewer needs to open it.
 * Built as dist/pdf-worker.mjs beside the server bundle (scripts/build.mjs).
 */
import { readFile } from 'node:fs/promises';
import { answerOnce } from './bounded-process';

export interface PdfReading {
  readable: boolean;
  pages: number;
}

answerOnce(async ({ path, maxPages }: { path: string; maxPages: number }): Promise<PdfReading> => {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    const task = getDocument({
      data: new Uint8Array(await readFile(path)),
      stopAtErrors: true,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: VerbosityLevel.ERRORS,
    });
    const document = await task.promise;
    for (let n = 1; n <= Math.min(document.numPages, maxPages); n++) await document.getPage(n);
    return { readable: document.numPages > 0, pages: document.numPages };
  } catch {
    return { readable: false, pages: 0 };
  }
});
