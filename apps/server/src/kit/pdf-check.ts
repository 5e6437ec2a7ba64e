import { open } from 'node:fs/promises';
import { fileExtension, sniffKind, UploadMessages } from '@portal/contract';
import { runBounded } from './bounded-process';
import type { PdfReading } from './pdf-worker';

/**
 * The check of an uploaded PDF (docs/decisions/0042-file-links-and-pdf-uploads.md): a file that is a PDF by its name or its
 * first bytes must be one a viewer opens, or it is refused with `UploadMessages.pdfInvalid` (the detail page would
 * otherwise show the browser's own error). Two steps:
 * 1. its structure, here, from at most a few KB of it: the `%PDF-` header, the last `startxref` before `%%EOF` at the
 *    end, the cross-reference section it points to (a table, then a trailer naming the `/Root`; or an XRef stream
 *    naming it) — a file that passes needs no repair to be read;
 * 2. pdf.js reads the document and every page's dictionary (`pdf-worker.ts`), in a process of its own with hard limits,
 *    never on the stub's event loop or in its heap: past its time or memory the file is refused with
 *    `UploadMessages.pdfTooComplex`. At most `pdfCheckLimits.parallel` run at once; the others wait their turn.
 */
/** The check's bounds (a test lowers `timeMs` to see a check stopped). */
export const pdfCheckLimits = {
  heapMb: 128,
  /** What the process may hold in all: ~80 MB of Node and pdf.js, the file (at most 50 MB), the decoded streams. */
  rssMb: 384,
  timeMs: 15_000,
  /** Pages whose dictionaries are read; a longer document is read up to here. */
  maxPages: 2000,
  parallel: 2,
};

const headBytes = 1024;
const tailBytes = 4096;
const sectionBytes = 4096;

/** Whether the header, trailer and cross-reference section of the PDF at `path` are where and what they must be. */
export const pdfStructureHolds = async (path: string): Promise<boolean> => {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead).toString('latin1');
    };
    if (!/%PDF-[12]\.[0-9]/.test(await read(0, headBytes))) return false;
    const tail = await read(Math.max(0, size - tailBytes), tailBytes);
    const last = [...tail.matchAll(/startxref\s+([0-9]{1,12})\s+%%EOF/g)].at(-1);
    if (!last) return false;
    const offset = Number(last[1]);
    if (offset <= 0 || offset >= size) return false;
    const section = await read(offset, sectionBytes);
    // A cross-reference table: its first subsection, and a trailer naming the document's root before startxref.
    if (/^\s*xref\s+[0-9]+\s+[0-9]+\s/.test(section))
      return /trailer\s*<<[\s\S]*\/Root\s+[0-9]+\s+[0-9]+\s+R/.test(tail.slice(0, last.index));
    // A cross-reference stream (PDF 1.5): an object whose dictionary says /Type /XRef and names the root.
    const stream = /^\s*[0-9]+\s+[0-9]+\s+obj\s*<<([\s\S]*?)>>\s*stream/.exec(section);
    return stream !== null && /\/Type\s*\/XRef\b/.test(stream[1]!) && /\/Root\s+[0-9]+\s+[0-9]+\s+R/.test(stream[1]!);
  } finally {
    await file.close();
  }
};

let running = 0;
const waiting: (() => void)[] = [];
/** Runs `work` when fewer than `pdfCheckLimits.parallel` checks are running (first come, first served). */
const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= pdfCheckLimits.parallel) await new Promise<void>((go) => waiting.push(go));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
};

/** Whether an upload is a PDF, by its name or by its first bytes (then it is served as one): what gets checked. */
export const isPdfUpload = (fileName: string, head: Uint8Array): boolean =>
  fileExtension(fileName) === 'pdf' || sniffKind(head) === 'pdf';

/** The message a PDF upload is refused with, or null when a viewer can open it. */
export const pdfMessage = async (path: string): Promise<string | null> => {
  if (!(await pdfStructureHolds(path))) return UploadMessages.pdfInvalid;
  const { heapMb, rssMb, timeMs, maxPages } = pdfCheckLimits;
  const outcome = await inTurn(() =>
    runBounded<PdfReading>('pdf-worker', { path, maxPages }, { heapMb, rssMb, timeMs }),
  );
  if (outcome.kind !== 'answer') return UploadMessages.pdfTooComplex;
  return outcome.value.readable ? null : UploadMessages.pdfInvalid;
};
