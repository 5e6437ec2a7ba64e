import { constants, crc32, deflateRawSync } from 'node:zlib';
import { api } from '@portal/contract';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { pdfOf } from '../scripts/pdf-of';
import type { Target } from './helper';

/** A real JPEG or PNG of the given size (noise, so it does not compress to nothing). */
export const makeImage = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', quality = 80) => {
  const image = sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
  return (format === 'png' ? image.png({ compressionLevel: 1 }) : image.jpeg({ quality })).toBuffer();
};

/**
 * A well-formed one-page PDF (catalog, page tree, page, cross-reference table, trailer): what a viewer opens and the
 * upload's PDF check takes. With `size`, padded to exactly that many bytes by a comment after the header.
 */
export const makePdf = (size?: number): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let padding = 0;
  // The offset's digits may grow with the padding: try again until the size holds.
  for (let built = pdfOf(objects, { comment: '' }); ; built = pdfOf(objects, { comment: '-'.repeat(padding) })) {
    if (size === undefined || built.length === size) return built;
    padding += size - built.length;
    if (padding < 0) throw new Error(`a PDF is at least ${built.length - padding} bytes`);
  }
};
export const pdfBytes = makePdf();

const latin1 = (s: string) => Buffer.from(s, 'latin1');

/** A real PDF as a library writes it (pdfkit: fonts, a content stream, compressed). */
export const libraryPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(18).text('Test report');
    doc.addPage().text('Page two');
    doc.end();
  });

/**
 * A PDF 1.5 (cross-reference stream) whose page tree is in an object stream that inflates to `mb` MB of spaces
 * before the object: about 1 KB of file per MB inflated, a bomb for any reader that decodes it.
 */
export const inflatingPdf = (mb: number) => {
  const spaces = deflateRawSync(Buffer.alloc(1 << 20, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
  const objects = deflateRawSync(latin1('2 0 << /Type /Pages /Kids [3 0 R] /Count 1 >> '));
  const inflating = Buffer.concat([Buffer.from([0x78, 0x9c]), ...Array<Buffer>(mb).fill(spaces), objects]);
  const parts: Buffer[] = [];
  const at: number[] = [];
  let length = 0;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  push(latin1('%PDF-1.5\n'));
  at[1] = length;
  push(latin1('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'));
  at[3] = length;
  push(latin1('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n'));
  at[4] = length;
  push(latin1(`4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${inflating.length} >>\nstream\n`));
  push(inflating);
  push(latin1('\nendstream\nendobj\n'));
  at[5] = length;
  const entry = (type: number, a: number, b: number) => {
    const e = Buffer.alloc(7);
    e[0] = type;
    e.writeUInt32BE(a, 1);
    e.writeUInt16BE(b, 5);
    return e;
  };
  const table = Buffer.concat([
    entry(0, 0, 65535),
    entry(1, at[1]!, 0),
    entry(2, 4, 0),
    entry(1, at[3]!, 0),
    entry(1, at[4]!, 0),
    entry(1, at[5]!, 0),
  ]);
  push(latin1(`5 0 obj\n<< /Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R /Length ${table.length} >>\nstream\n`));
  push(table);
  push(latin1(`\nendstream\nendobj\nstartxref\n${at[5]}\n%%EOF\n`));
  return Buffer.concat(parts);
};

/** One PNG chunk: length, type, data, CRC. */
const pngChunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([latin1(type), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/**
 * A valid 8-bit grey PNG of `width` × `height` black pixels, small whatever its size (12000×12000 is about 140 KB):
 * its pixel data is deflated 1 MiB at a time (each block flushed, the next one starting afresh) and closed by the
 * checksum of that many zeros, so the test never holds the pixels. With `textBytes`, a tEXt chunk of that many
 * spaces comes before the pixels (a file over the recompression threshold whatever the image).
 */
export const blackPng = (width: number, height: number, { textBytes = 0 } = {}): Buffer => {
  const raw = height * (width + 1); // each row: its filter byte (none), then a byte per pixel
  const block = 1 << 20;
  const full = Math.floor(raw / block);
  const flushed = deflateRawSync(Buffer.alloc(block), { finishFlush: constants.Z_SYNC_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((raw % 65521) << 16) | 1) >>> 0); // Adler-32 of zeros: a = 1, b = their count
  const pixels = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array<Buffer>(full).fill(flushed),
    deflateRawSync(Buffer.alloc(raw - full * block)),
    adler,
  ]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(textBytes > 0 ? [pngChunk('tEXt', Buffer.concat([latin1('Comment\0'), Buffer.alloc(textBytes, 0x20)]))] : []),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

export const oleBytes = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);

/** A file of `size` bytes that starts like the given kind (enough for the stub's sniffing; a PDF is a well-formed one). */
export const sized = (size: number, magic: 'jpeg' | 'pdf' | 'zip') => {
  if (magic === 'pdf') return makePdf(size);
  const buffer = Buffer.alloc(size);
  const head = { jpeg: [0xff, 0xd8, 0xff, 0xe0], zip: [0x50, 0x4b, 0x03, 0x04] }[magic];
  buffer.set(head);
  return buffer;
};

/**
 * A zip with names taken as given, `../` and absolute ones included: what a hostile or careless archiver may
 * produce. Entries are stored (uncompressed) unless `deflate` is set, as real archivers do.
 */
export const makeZip = (entries: { name: string; data?: Buffer }[], { deflate = false } = {}): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data = Buffer.alloc(0) } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const packed = deflate ? deflateRawSync(data, { level: 9 }) : data;
    const method = deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(name.endsWith('/') ? 0x10 : 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

export interface UploadInput {
  businessType?: string;
  businessId?: string;
  /** Any spelling: the stub accepts every flag spelling (docs/catalogue-interpretations.md). */
  compress?: string;
  file?: Buffer;
  name?: string;
  /** Send the text fields after the file (browsers send them first). */
  fieldsLast?: boolean;
  extraFile?: boolean;
}

/** POST upload/upload as multipart, like the portal's upload components. */
export const upload = (target: Target, token: string | undefined, input: UploadInput) => {
  const req = target.http.post(api.files.upload.path);
  if (token) req.set('token', token);
  const fields = () => {
    if (input.businessType !== undefined) req.field('businessType', input.businessType);
    if (input.businessId !== undefined) req.field('businessId', input.businessId);
    if (input.compress !== undefined) req.field('compress', input.compress);
  };
  if (!input.fieldsLast) fields();
  if (input.file)
    req.attach('file', input.file, { filename: input.name ?? 'file.bin', contentType: 'application/octet-stream' });
  if (input.extraFile && input.file) req.attach('file2', input.file, { filename: input.name ?? 'file.bin' });
  if (input.fieldsLast) fields();
  return req;
};

/** Collects a binary answer (supertest leaves unknown types unparsed). */
export const binary = (
  res: { on: (e: string, f: (c?: Buffer) => void) => void },
  done: (e: Error | null, b: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c as Buffer));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
