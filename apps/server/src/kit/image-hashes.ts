import type { Db } from '../db/client';
import { openImage } from './image-input';

/**
 * Similar images (querySimilarImg, spec 001 §2 发现相似图片): a perceptual hash of every material image, kept in
 * the MaterialImageHash table and compared in memory by Hamming distance (docs/domains/fabric.md "Similar images").
 *
 * The hash is a pHash: the image flattened on white, turned grey and resized to 32×32; of its two-dimensional
 * DCT the 8×8 lowest frequencies are kept, and each of the 64 bits says whether a coefficient is above their
 * median. Resizing, recompressing, brightening or cropping a few per cent moves few bits; an unrelated picture
 * differs in about half of them (32).
 */

/** Two hashes at most this many bits apart (of 64) show the same picture. */
export const similarityThreshold = 12;

const size = 32;
const kept = 8;
/** cos((2x+1)uπ/2N) for the kept frequencies u and every x. */
const cosines = Array.from({ length: kept }, (_, u) =>
  Float64Array.from({ length: size }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * size))),
);

/**
 * The 64-bit pHash of an image, as 16 lower-case hex digits. Throws when the bytes are not an image, or one over the
 * pixel limit (kit/image-input.ts `overPixelLimit`).
 */
export const imageHash = async (input: Buffer | string): Promise<string> => {
  const pixels = await (await openImage(input))
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(size, size, { fit: 'fill' })
    .raw()
    .toBuffer();
  // Rows first (kept frequencies only), then columns.
  const rows = Array.from({ length: size }, (_, y) =>
    cosines.map((c) => {
      let sum = 0;
      for (let x = 0; x < size; x++) sum += pixels[y * size + x]! * c[x]!;
      return sum;
    }),
  );
  const coefficients: number[] = [];
  for (let v = 0; v < kept; v++)
    for (let u = 0; u < kept; u++) {
      let sum = 0;
      for (let y = 0; y < size; y++) sum += rows[y]![u]! * cosines[v]![y]!;
      coefficients.push(sum);
    }
  // The median leaves out the mean brightness (the first coefficient), which says nothing about the picture.
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hex = '';
  for (let word = 0; word < 2; word++) {
    let bits = 0;
    for (let i = word * 32; i < word * 32 + 32; i++) bits = (bits << 1) | (coefficients[i]! > median ? 1 : 0);
    hex += (bits >>> 0).toString(16).padStart(8, '0');
  }
  return hex;
};

/** Set bits of a 32-bit word. */
const bitCount = (word: number): number => {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

const halves = (hash: string): [number, number] => [
  Number.parseInt(hash.slice(0, 8), 16) >>> 0,
  Number.parseInt(hash.slice(8, 16), 16) >>> 0,
];

/** Bits two hashes differ in (0-64). */
export const hammingDistance = (a: string, b: string): number => {
  const [ah, al] = halves(a);
  const [bh, bl] = halves(b);
  return bitCount(ah ^ bh) + bitCount(al ^ bl);
};

/** Every stored hash as two 32-bit halves: a scan of 10,000 is a few hundred microseconds. */
export class HashIndex {
  private constructor(
    readonly fileIds: string[],
    private readonly high: Uint32Array,
    private readonly low: Uint32Array,
  ) {}

  static of(rows: readonly { fileId: string; hash: string }[]): HashIndex {
    const high = new Uint32Array(rows.length);
    const low = new Uint32Array(rows.length);
    rows.forEach((row, i) => {
      [high[i], low[i]] = halves(row.hash);
    });
    return new HashIndex(
      rows.map((r) => r.fileId),
      high,
      low,
    );
  }

  /** Files whose hash is within `threshold` bits of `hash`, nearest first. */
  near(hash: string, threshold = similarityThreshold): { fileId: string; distance: number }[] {
    const [h, l] = halves(hash);
    const hits: { fileId: string; distance: number }[] = [];
    for (let i = 0; i < this.fileIds.length; i++) {
      const distance = bitCount(this.high[i]! ^ h) + bitCount(this.low[i]! ^ l);
      if (distance <= threshold) hits.push({ fileId: this.fileIds[i]!, distance });
    }
    return hits.sort((a, b) => a.distance - b.distance);
  }
}

/** The index of one database, loaded on first search and dropped whenever a hash is added. */
const indexes = new WeakMap<Db, Promise<HashIndex>>();

export const hashIndex = (db: Db): Promise<HashIndex> => {
  let index = indexes.get(db);
  if (!index) {
    index = db.materialImageHash.findMany({ select: { fileId: true, hash: true } }).then(HashIndex.of);
    indexes.set(db, index);
    index.catch(() => indexes.delete(db));
  }
  return index;
};

/**
 * Stores the hash of a material image just stored (files/upload.ts calls it for an upload, files/reads.ts for each
 * image a 3D VR zip unpacks to); a non-image is left out.
 */
export const rememberImageHash = async (db: Db, fileId: string, path: string): Promise<void> => {
  let hash: string;
  try {
    hash = await imageHash(path);
  } catch {
    return;
  }
  await db.materialImageHash.upsert({ where: { fileId }, create: { fileId, hash }, update: { hash } });
  indexes.delete(db);
};

/** The images of a material a search compares: its cover, its other images and its 3D VR images (spec 001 §2, §5). */
const searchedKinds = ['cover', 'other', 'vrImage'];

/**
 * querySimilarImg: the one file part is hashed and compared with every stored material image hash; the answer is
 * the materials whose cover, other or VR image is within the threshold, nearest first: the caller's own in any
 * status, other suppliers' once submitted (their drafts stay private).
 */
export const similarMaterials = async (db: Db, supplierCode: string, bytes: Buffer) => {
  const hash = await imageHash(bytes);
  const hits = (await hashIndex(db)).near(hash);
  if (hits.length === 0) return { count: 0, data: [] };
  const distance = new Map(hits.map((h) => [h.fileId, h.distance]));
  const assets = await db.materialAsset.findMany({
    where: {
      fileId: { in: hits.map((h) => h.fileId) },
      kind: { in: searchedKinds },
      material: { OR: [{ supplierCode }, { status: { not: 1 } }] },
    },
    include: { material: true },
  });
  const nearest = new Map<number, { material: (typeof assets)[number]['material']; distance: number }>();
  for (const a of assets) {
    const d = distance.get(a.fileId) ?? 64;
    const seen = nearest.get(a.materialId);
    if (!seen || d < seen.distance) nearest.set(a.materialId, { material: a.material, distance: d });
  }
  const found = [...nearest.values()].sort((a, b) => a.distance - b.distance || a.material.id - b.material.id);
  const suppliers = await db.supplier.findMany({
    where: { code: { in: [...new Set(found.map((f) => f.material.supplierCode))] } },
  });
  const shortName = new Map(suppliers.map((s) => [s.code, s.shortName]));
  const data = found.map(({ material: m }) => ({
    id: m.id,
    materialCode: m.materialCode ?? '',
    materialName: m.materialName,
    supplierShortnames: shortName.get(m.supplierCode) ?? null,
    coverImgId: m.coverImgId,
  }));
  return { count: data.length, data };
};
