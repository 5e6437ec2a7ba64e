import { api, Status, UploadMessages, UploadStatus } from '@portal/contract';
import { describe, expect } from 'vitest';
import { pdfCheckLimits } from '../src/kit/pdf-check';
import { inflatingPdf, libraryPdf, makePdf, upload } from './file-fixtures';
import { dataOf, internalTest, useContractStub, writeTest } from './helper';

/**
 * A PDF upload is a PDF a viewer opens (docs/decisions/0042-file-links-and-pdf-uploads.md): refused on upload when its
 * header, cross-reference section, trailer or pages are broken, with the check bounded in time and memory.
 */
const { stub, tokens } = useContractStub();

const text = (s: string) => Buffer.from(s, 'latin1');
const good = makePdf();
/** The well-formed PDF with `from` replaced by `to` (same length, so the offsets still hold). */
const startxref = /startxref\n(\d+)/.exec(good.toString('latin1'))!;
/** The well-formed PDF's startxref pointing elsewhere (same digits). */
const pointedAt = (offset: number) =>
  altered(startxref[0], `startxref\n${String(offset).padStart(startxref[1]!.length, '0')}`);
const altered = (from: string, to: string) => {
  const s = good.toString('latin1');
  if (!s.includes(from) || from.length !== to.length) throw new Error(`cannot alter ${from}`);
  return text(s.replace(from, to));
};

const send = (file: Buffer, name = '检测报告.pdf', businessType = 'materialFabricCheck') =>
  upload(stub, tokens.supplier, { businessType, businessId: 'M-1', file, name });
const refusedWith = (checkMsg: string, fileName = '检测报告.pdf') => ({
  status: Status.badRequest,
  message: checkMsg,
  data: { id: null, fileName, uploadStatus: UploadStatus.rejected, checkMsg },
});

describe('a PDF upload is checked', () => {
  writeTest('takes well-formed PDFs: a minimal one, one pdfkit writes, one with a cross-reference stream', async () => {
    for (const [file, name] of [
      [good, '检测报告.pdf'],
      [await libraryPdf(), 'report.pdf'],
      [inflatingPdf(0), 'stream.pdf'],
    ] as const) {
      const res = await send(file, name);
      expect(dataOf(api.files.upload, res), name).toMatchObject({ fileName: name, uploadStatus: UploadStatus.ok });
    }
  });

  writeTest('refuses a PDF whose header, cross-reference section, trailer or pages are broken', async () => {
    const cases: [string, Buffer][] = [
      ['the header and nothing of a PDF', text('%PDF-1.4\nhello, this is not a PDF\n')],
      ['cut in half', good.subarray(0, good.length / 2)],
      ['no %%EOF', text(good.toString('latin1').replace('%%EOF', '%%EOX'))],
      ['startxref past the end', pointedAt(good.length + 1)],
      ['startxref at no cross-reference section', pointedAt(10)],
      ['a trailer without /Root', altered('/Root 1 0 R', '/Roos 1 0 R')],
      ['no pages', altered('/Kids [3 0 R] /Count 1', '/Kids [     ] /Count 0')],
      ['a page that is not there', altered('/Kids [3 0 R]', '/Kids [9 0 R]')],
    ];
    for (const [what, file] of cases) {
      const res = await send(file);
      expect(res.status, what).toBe(400);
      expect(res.body, what).toEqual(refusedWith(UploadMessages.pdfInvalid));
    }
  });

  writeTest('checks every upload that is a PDF by name or bytes: attachments, the shoe-last files', async () => {
    const broken = text('%PDF-1.7\n%garbage\n');
    expect((await send(broken, '说明.pdf', 'materialInnovateAppendix')).body).toEqual(
      refusedWith(UploadMessages.pdfInvalid, '说明.pdf'),
    );
    // The file centre takes any file, but one named .pdf, or one that starts like a PDF, must be one.
    expect((await send(text('plain text'), '楦型.pdf', 'shoeTreeFile')).body).toEqual(
      refusedWith(UploadMessages.pdfInvalid, '楦型.pdf'),
    );
    expect((await send(broken, 'notes.dat', 'shoeTreeFile')).body).toEqual(
      refusedWith(UploadMessages.pdfInvalid, 'notes.dat'),
    );
    expect(dataOf(api.files.upload, await send(text('plain text'), 'notes.txt', 'shoeTreeFile')).uploadStatus).toBe(
      UploadStatus.ok,
    );
    expect(dataOf(api.files.upload, await send(good, '楦型.pdf', 'shoeTreeFile')).uploadStatus).toBe(UploadStatus.ok);
  });

  internalTest.because('measures the stub process’s memory while a hostile PDF is checked')(
    'refuses a PDF that inflates to 1 GB within the check’s memory, and the stub does not grow',
    async () => {
      const bomb = inflatingPdf(1024);
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      const before = process.memoryUsage().rss;
      const started = performance.now();
      const res = await send(bomb, 'bomb.pdf');
      const ms = performance.now() - started;
      const grew = (process.memoryUsage().rss - before) / 1024 / 1024;
      console.info(
        `a ${bomb.length}-byte PDF inflating to 1 GB: refused in ${Math.round(ms)} ms, stub RSS +${grew.toFixed(0)} MB`,
      );
      expect(res.body).toEqual(refusedWith(UploadMessages.pdfTooComplex, 'bomb.pdf'));
      expect(ms).toBeLessThan(pdfCheckLimits.timeMs);
      expect(grew).toBeLessThan(100);
    },
  );

  internalTest.because('lowers the check’s time limit in process')(
    'refuses a PDF whose check runs past its time, and stops the check',
    async () => {
      const timeMs = pdfCheckLimits.timeMs;
      pdfCheckLimits.timeMs = 1;
      try {
        expect((await send(good)).body).toEqual(refusedWith(UploadMessages.pdfTooComplex));
      } finally {
        pdfCheckLimits.timeMs = timeMs;
      }
      expect(dataOf(api.files.upload, await send(good)).uploadStatus).toBe(UploadStatus.ok);
    },
  );
});
