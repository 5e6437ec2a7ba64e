import { crc32, deflateRawSync } from 'node:zlib';
import { api } from '@portal/contract';
import sharp from 'sharp';
import type { Target } from './helper';

/** A real JPEG or PNG of the given size (noise, so it does not compress to nothing). */
export const makeImage = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', quality = 80) => {
  const image = sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
  return (format === 'png' ? image.png({ compressionLevel: 1 }) : image.jpeg({ quality })).toBuffer();
};

export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const oleBytes = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);

/** A file of `size` bytes that starts like the given kind (enough for the stub's sniffing). */
export const sized = (size: number, magic: 'jpeg' | 'pdf' | 'zip') => {
  const buffer = Buffer.alloc(size);
  const head = { jpeg: [0xff, 0xd8, 0xff, 0xe0], pdf: [...Buffer.from('%PDF-1.4')], zip: [0x50, 0x4b, 0x03, 0x04] }[
    magic
  ];
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
