/**
 * `pnpm --filter @portal/server fixture-images`: renders the seeded grain covers (fixtures/images/grains/<lineCode>.jpg,
 * 400×400 JPEG textures drawn as SVG and encoded by sharp), writes their StoredFile rows (fixtures/storedFiles.json)
 * and points each grain's coverImgId at its image (fixtures/grains.json). Deterministic: running it again rewrites the
 * same files. The images are committed; the stub copies them into storage at start (Storage.placeFixtureFiles).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { fixtureImagesDir, fixturesDir } from '../src/db/fixtures';
import { fixtureFilesFolder } from '../src/lib/storage';

const size = 400;
/** Each image is encoded at the JPEG quality that lands it between 10 and 30 KB (or as close as it gets). */
const bytesWanted = { min: 10 * 1024, max: 30 * 1024 };

interface GrainRow {
  lineCode: string;
  lineName: string;
  divisionId: number;
  coverImgId: string | null;
  [field: string]: unknown;
}

/** A small deterministic generator per grain, so each texture varies a little and never changes between runs. */
const random = (seed: string) => {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
};

/** Base colours per division (leather browns, synthetic greys and blues, TPU, textile, sole, insole, trims). */
const palettes: Record<number, string[]> = {
  1: ['#7a4a2a', '#5b3a24', '#9a6a3f', '#3b2a20', '#b08460'],
  2: ['#2f3540', '#6b6f78', '#a9443a', '#1f4e79', '#d9d4c7'],
  3: ['#c9ccd1', '#3d4b5c', '#8fa3b8', '#e0e4ea', '#5a6b3c'],
  4: ['#4d6a8a', '#d0d3d6', '#8c2f39', '#2e4a3a', '#eae6dd'],
  9: ['#303030', '#5c5c5c', '#8a7866'],
  10: ['#b5a68c', '#6f6f6f'],
  13: ['#3c6e9e', '#a7b8c8'],
};

/** The relief of each grain name: a height map drawn in grey, lit by the filter below. */
type Relief = (rnd: () => number) => string;

const noise =
  (frequency: string, octaves: number, type = 'fractalNoise'): Relief =>
  (rnd) =>
    `<filter id="n" x="0" y="0" width="100%" height="100%"><feTurbulence type="${type}" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${Math.floor(rnd() * 1000)}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="${size}" height="${size}" filter="url(#n)"/>`;

const tiles =
  (w: number, h: number, shape: (w: number, h: number) => string, angle = 0): Relief =>
  () =>
    `<pattern id="p" width="${w}" height="${h}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">${shape(w, h)}</pattern><rect width="${size}" height="${size}" fill="#808080"/><rect width="${size}" height="${size}" fill="url(#p)"/>`;

const lines = (gap: number, width: number, angle: number): Relief =>
  tiles(
    gap,
    gap,
    (w, h) => `<rect width="${w}" height="${h}" fill="#505050"/><rect width="${width}" height="${h}" fill="#d0d0d0"/>`,
    angle,
  );
const dots = (gap: number, r: number, angle = 0): Relief =>
  tiles(
    gap,
    gap,
    (w, h) =>
      `<rect width="${w}" height="${h}" fill="#606060"/><circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="#e0e0e0"/>`,
    angle,
  );
const holes = (gap: number, r: number): Relief =>
  tiles(
    gap,
    gap,
    (w, h) =>
      `<rect width="${w}" height="${h}" fill="#c0c0c0"/><circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="#202020"/>`,
  );
const grid = (gap: number, width: number, angle = 0): Relief =>
  tiles(
    gap,
    gap,
    (w, h) =>
      `<rect width="${w}" height="${h}" fill="#d0d0d0"/><path d="M0 0H${w}M0 0V${h}" stroke="#404040" stroke-width="${width}"/>`,
    angle,
  );
const scales = (w: number, h: number, round: boolean): Relief =>
  tiles(w, h, (tw, th) =>
    round
      ? `<rect width="${tw}" height="${th}" fill="#404040"/><ellipse cx="${tw / 2}" cy="${th / 2}" rx="${tw / 2 - 2}" ry="${th / 2 - 2}" fill="#c8c8c8"/><ellipse cx="0" cy="0" rx="${tw / 2 - 2}" ry="${th / 2 - 2}" fill="#b0b0b0"/><ellipse cx="${tw}" cy="${th}" rx="${tw / 2 - 2}" ry="${th / 2 - 2}" fill="#b0b0b0"/>`
      : `<rect width="${tw}" height="${th}" fill="#3a3a3a"/><rect x="2" y="2" width="${tw - 4}" height="${th - 4}" rx="4" fill="#c0c0c0"/>`,
  );
const weave = (gap: number): Relief =>
  tiles(gap * 2, gap * 2, (w) => {
    const g = w / 2;
    return `<rect width="${w}" height="${w}" fill="#707070"/><rect width="${g}" height="${g - 2}" y="1" fill="#d8d8d8"/><rect x="${g}" y="${g}" width="${g}" height="${g - 2}" fill="#d8d8d8"/><rect x="${g + 1}" width="${g - 2}" height="${g}" fill="#a8a8a8"/><rect x="1" y="${g}" width="${g - 2}" height="${g}" fill="#a8a8a8"/>`;
  });
const herringbone = (gap: number): Relief =>
  tiles(
    gap * 2,
    gap,
    (w, h) =>
      `<rect width="${w}" height="${h}" fill="#606060"/><path d="M0 ${h}L${w / 2} 0L${w} ${h}" fill="none" stroke="#d0d0d0" stroke-width="${gap / 3}"/>`,
  );
const waves = (gap: number, amplitude: number): Relief =>
  tiles(
    gap * 4,
    gap,
    (w, h) =>
      `<rect width="${w}" height="${h}" fill="#606060"/><path d="M0 ${h / 2}Q${w / 4} ${h / 2 - amplitude} ${w / 2} ${h / 2}T${w} ${h / 2}" fill="none" stroke="#d8d8d8" stroke-width="${gap / 3}"/>`,
  );
const hexagons = (r: number): Relief => {
  const w = r * Math.sqrt(3);
  const h = r * 3;
  const hex = (cx: number, cy: number) =>
    `<polygon points="${[0, 1, 2, 3, 4, 5].map((i) => `${cx + (r - 2) * Math.cos((Math.PI / 3) * i + Math.PI / 6)},${cy + (r - 2) * Math.sin((Math.PI / 3) * i + Math.PI / 6)}`).join(' ')}" fill="#d0d0d0"/>`;
  return tiles(
    w,
    h,
    () => `<rect width="${w}" height="${h}" fill="#404040"/>${hex(w / 2, r / 2)}${hex(0, 2 * r)}${hex(w, 2 * r)}`,
  );
};
const diamonds = (gap: number): Relief => grid(gap, 3, 45);
const carbon = (gap: number): Relief =>
  tiles(
    gap * 2,
    gap * 2,
    (w) => {
      const g = w / 2;
      return `<rect width="${w}" height="${w}" fill="#303030"/><rect width="${g}" height="${g}" fill="#909090"/><rect x="${g}" y="${g}" width="${g}" height="${g}" fill="#909090"/><rect x="${g}" width="${g}" height="${g}" fill="#606060"/><rect y="${g}" width="${g}" height="${g}" fill="#606060"/>`;
    },
    45,
  );
const gradient: Relief = () =>
  `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f0f0f0"/><stop offset="0.5" stop-color="#707070"/><stop offset="1" stop-color="#d0d0d0"/></linearGradient><rect width="${size}" height="${size}" fill="url(#g)"/>`;

/** Relief, light and smoothness per grain name (纹路名称). */
const reliefs: Record<string, { relief: Relief; depth: number; blur: number }> = {
  荔枝纹: { relief: noise('0.045', 3, 'turbulence'), depth: 6, blur: 1 },
  小荔枝纹: { relief: noise('0.08', 3, 'turbulence'), depth: 5, blur: 0.8 },
  大荔枝纹: { relief: noise('0.025', 3, 'turbulence'), depth: 7, blur: 1.2 },
  细荔枝纹: { relief: noise('0.12', 2, 'turbulence'), depth: 4, blur: 0.6 },
  十字纹: { relief: grid(12, 2), depth: 3, blur: 1 },
  鳄鱼纹: { relief: scales(46, 34, false), depth: 5, blur: 1.5 },
  鸵鸟纹: { relief: dots(36, 6, 20), depth: 6, blur: 2 },
  蛇纹: { relief: scales(18, 12, true), depth: 4, blur: 0.8 },
  蜥蜴纹: { relief: hexagons(9), depth: 4, blur: 0.8 },
  油蜡纹: { relief: noise('0.004 0.03', 3), depth: 2, blur: 2 },
  疯马纹: { relief: noise('0.006 0.05', 4), depth: 3, blur: 1.5 },
  摔纹: { relief: noise('0.03', 4, 'turbulence'), depth: 5, blur: 1.5 },
  磨砂纹: { relief: noise('0.5', 2), depth: 1.5, blur: 0.5 },
  牛巴戈纹: { relief: noise('0.3', 2), depth: 1.5, blur: 0.8 },
  平纹: { relief: noise('0.9', 1), depth: 0.6, blur: 0.4 },
  编织纹: { relief: weave(14), depth: 4, blur: 1 },
  碳纤维纹: { relief: carbon(8), depth: 2, blur: 0.6 },
  格子纹: { relief: grid(36, 4), depth: 3, blur: 1 },
  菱形纹: { relief: diamonds(28), depth: 3, blur: 1 },
  网格纹: { relief: holes(14, 4), depth: 4, blur: 0.8 },
  石头纹: { relief: noise('0.015', 5, 'turbulence'), depth: 6, blur: 1.5 },
  树皮纹: { relief: noise('0.01 0.09', 5, 'turbulence'), depth: 6, blur: 1 },
  皱纹: { relief: noise('0.02', 5, 'turbulence'), depth: 4, blur: 2 },
  珠光纹: { relief: gradient, depth: 1, blur: 3 },
  镜面纹: { relief: gradient, depth: 0.5, blur: 6 },
  雾面纹: { relief: noise('0.7', 1), depth: 0.5, blur: 1 },
  羊皮纹: { relief: noise('0.06', 2), depth: 2, blur: 1.5 },
  打孔纹: { relief: holes(22, 4), depth: 5, blur: 0.6 },
  几何纹: { relief: hexagons(16), depth: 3, blur: 1 },
  压线纹: { relief: lines(20, 3, 0), depth: 4, blur: 0.8 },
  鹿皮纹: { relief: noise('0.4', 3), depth: 1.2, blur: 1 },
  蜂窝纹: { relief: hexagons(12), depth: 5, blur: 1 },
  条纹: { relief: lines(16, 6, 0), depth: 3, blur: 1 },
  点状纹: { relief: dots(14, 3), depth: 4, blur: 0.8 },
  拉丝纹: { relief: noise('0.002 0.6', 2), depth: 1.5, blur: 0.4 },
  水波纹: { relief: waves(18, 8), depth: 4, blur: 2 },
  细砂纹: { relief: noise('0.8', 2), depth: 1.2, blur: 0.3 },
  羽毛纹: { relief: herringbone(16), depth: 3, blur: 1.5 },
  竹节纹: { relief: lines(40, 5, 90), depth: 5, blur: 2 },
  斜纹: { relief: lines(10, 4, 45), depth: 2.5, blur: 0.8 },
  人字纹: { relief: herringbone(12), depth: 3, blur: 0.8 },
  提花纹: { relief: diamonds(20), depth: 2, blur: 1.5 },
  波浪纹: { relief: waves(30, 14), depth: 5, blur: 2 },
  颗粒纹: { relief: dots(18, 6, 30), depth: 5, blur: 1.5 },
  按摩颗粒纹: { relief: dots(28, 9), depth: 7, blur: 2 },
  皮纹: { relief: noise('0.05', 3, 'turbulence'), depth: 4, blur: 1 },
};

/** The height map, lit from the top left in the base colour, with a little of the relief's own shading. */
const svgOf = (grain: GrainRow): string => {
  const rnd = random(grain.lineCode);
  const palette = palettes[grain.divisionId] ?? ['#808080'];
  const color = palette[Math.floor(rnd() * palette.length)]!;
  const { relief, depth, blur } = reliefs[grain.lineName] ?? reliefs.皮纹!;
  const azimuth = 200 + Math.floor(rnd() * 50);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><filter id="lit" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
<feColorMatrix type="luminanceToAlpha" result="h"/><feGaussianBlur in="h" stdDeviation="${blur}" result="b"/>
<feDiffuseLighting in="b" surfaceScale="${depth}" diffuseConstant="1.1" lighting-color="${color}" result="d"><feDistantLight azimuth="${azimuth}" elevation="48"/></feDiffuseLighting>
<feSpecularLighting in="b" surfaceScale="${depth}" specularConstant="0.35" specularExponent="18" lighting-color="#ffffff" result="s"><feDistantLight azimuth="${azimuth}" elevation="48"/></feSpecularLighting>
<feComposite in="s" in2="d" operator="arithmetic" k2="1" k3="1"/></filter></defs>
<filter id="fine" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${Math.floor(rnd() * 1000)}"/><feColorMatrix type="saturate" values="0"/></filter>
<g filter="url(#lit)">${relief(rnd)}<rect width="${size}" height="${size}" filter="url(#fine)" opacity="0.12"/></g></svg>`;
};

const grainsFile = join(fixturesDir, 'grains.json');
const grains = JSON.parse(readFileSync(grainsFile, 'utf8')) as GrainRow[];
const outDir = join(fixtureImagesDir, 'grains');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const storedFiles = [];
let total = 0;
for (const grain of grains) {
  const name = `${grain.lineCode}.jpg`;
  const rendered = await sharp(Buffer.from(svgOf(grain)))
    .png()
    .toBuffer();
  const encode = (quality: number) => sharp(rendered).jpeg({ quality, mozjpeg: true }).toBuffer();
  let quality = 75;
  let bytes = await encode(quality);
  while (bytes.length > bytesWanted.max && quality > 35) {
    quality -= 8;
    bytes = await encode(quality);
  }
  while (bytes.length < bytesWanted.min && quality < 92) {
    quality += 6;
    bytes = await encode(quality);
  }
  writeFileSync(join(outDir, name), bytes);
  total += bytes.length;
  const id = `grain-${grain.lineCode}`;
  grain.coverImgId = id;
  storedFiles.push({
    id,
    fileName: `${grain.lineName}.jpg`,
    fileSuffix: 'jpg',
    contentType: 'image/jpeg',
    fileSize: bytes.length,
    businessType: 'grainCover',
    businessId: grain.lineCode,
    storagePath: `${fixtureFilesFolder}/grains/${name}`,
    parentId: null,
    // Brand master data: uploaded by no supplier, so no supplier may delete it (files.delete checks the supplier).
    supplierCode: '',
    accountId: 1,
    createTime: '2026-01-05T09:00:00+08:00',
  });
}
writeFileSync(grainsFile, `${JSON.stringify(grains, null, 2)}\n`);
writeFileSync(join(fixturesDir, 'storedFiles.json'), `${JSON.stringify(storedFiles, null, 2)}\n`);
console.log(
  `wrote ${grains.length} grain covers to ${outDir} (${Math.round(total / 1024)} KB, ${Math.round(total / grains.length / 1024)} KB each on average)`,
);
