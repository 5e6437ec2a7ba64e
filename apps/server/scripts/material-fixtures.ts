/**
 * `pnpm --filter @portal/server material-fixtures`: writes the seeded shoe upper fabrics and recommended materials
 * (fixtures/materials.json and its child tables), their images (fixtures/images/material/…, 160×160 JPEG covers and
 * other images drawn as SVG and encoded by sharp, a few check PDFs), the StoredFile rows of those files
 * (fixtures/materialFiles.json) and the perceptual hash of every image (fixtures/materialImageHashes.json, computed
 * by the stub's own `imageHash`). Deterministic: running it again rewrites the same files.
 *
 * Some covers are deliberately near-duplicates of another material's cover (the same picture shifted, brightened,
 * cropped or re-encoded), so that 发现相似图片 has something to find; the script prints the smallest distance between
 * unrelated covers and the largest between duplicates, which the similarity threshold must separate.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  alwaysCompleteCategories,
  buildSubList,
  type CategoryCode,
  displayPrice,
  fileHasComplete,
  imageOnlyCategories,
  pricingGroupsOf,
} from '@portal/contract';
import sharp from 'sharp';
import { fixtureImagesDir, fixturesDir } from '../src/db/fixtures';
import { hammingDistance, imageHash, similarityThreshold } from '../src/kit/image-hashes';
import { fixtureFilesFolder } from '../src/lib/storage';
import { pdfOf } from './pdf-of';

type Row = Record<string, unknown>;
const read = <T = Row>(name: string) => JSON.parse(readFileSync(join(fixturesDir, `${name}.json`), 'utf8')) as T[];
const written: string[] = [];
const write = (name: string, rows: unknown[]) => {
  const file = join(fixturesDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
  written.push(file);
};

/** A small deterministic generator. */
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
const rnd = random('materials-2026');
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const some = <T>(list: readonly T[], min: number, max: number): T[] => {
  const n = Math.min(list.length, min + Math.floor(rnd() * (max - min + 1)));
  return [...list].sort(() => rnd() - 0.5).slice(0, n);
};
const money = (min: number, max: number) => Math.round((min + rnd() * (max - min)) * 100) / 100;

interface Category {
  id: number;
  name: string;
  materialCode: string;
  parentId: number | null;
}
const categories = read<Category>('materialCategories');
const divisions = categories.filter((c) => c.parentId === null && c.materialCode !== 'XN');
const sectionsOf = (id: number) => categories.filter((c) => c.parentId === id);
const grains = read<{
  lineCode: string;
  lineName: string;
  divisionId: number;
  isActive: string;
  supplierCode: string | null;
}>('grains').filter((g) => g.isActive === '1' && g.supplierCode === null);
const effects = read<{ id: number; divisionId: number; effectPrice: number; supplierCode: string | null }>(
  'effects',
).filter((e) => e.supplierCode === null);
const elements = read<{ elementName: string; divisionId: number | null }>('elements');
const tags = read<{ id: number; divisionId: number | null }>('materialTags');
const colors = read<{ colorCode: string }>('colors');
const factories = read<{ code: string; typeCode: string }>('suppliers').filter((s) => s.typeCode === 'FWP');
const seasons = ['2025Q3', '2025Q4', '2026Q1', '2026Q2', '2026Q3', '2026Q4'];

/** What varies by division: units (spec 001 §9), names, sizes and price ranges (assumed, plausible). */
interface Profile {
  unit: string[];
  words: string[];
  thicknesses?: string[];
  widths?: string[];
  weights?: string[];
  price: [number, number];
  palette: string[];
}
const profiles: Record<string, Profile> = {
  LT: {
    unit: ['SF'],
    words: ['荔枝纹', '摔纹', '油蜡', '疯马', '全粒面', '修面'],
    thicknesses: ['1.0-1.2', '1.2-1.4', '1.4-1.6', '1.6-1.8'],
    price: [18, 42],
    palette: ['#7a4a2a', '#5b3a24', '#9a6a3f', '#b08460'],
  },
  SY: {
    unit: ['码', '米', '平方米'],
    words: ['超纤', '水性', '磨砂', '镜面', '再生', '耐折'],
    thicknesses: ['0.6', '0.8', '1.0', '1.2', '1.4'],
    price: [22, 68],
    palette: ['#2f3540', '#6b6f78', '#a9443a', '#1f4e79'],
  },
  TU: {
    unit: ['码', '片'],
    words: ['透明', '哑光', '镭射', '反光', '无缝'],
    thicknesses: ['0.2', '0.3', '0.5', '0.8'],
    price: [12, 45],
    palette: ['#c9ccd1', '#3d4b5c', '#8fa3b8', '#5a6b3c'],
  },
  TX: {
    unit: ['码', '米'],
    words: ['三明治', '透气', '提花', '弹力', '飞织', '蜂窝'],
    widths: ['54"', '56"', '58"', '60"'],
    weights: ['180', '240', '320', '420'],
    price: [15, 48],
    palette: ['#4d6a8a', '#8c2f39', '#2e4a3a', '#d0d3d6'],
  },
  LC: {
    unit: ['双', '米'],
    words: ['圆形', '扁平', '反光', '弹力', '蜡绳'],
    widths: ['0.5cm', '0.8cm', '1.0cm'],
    price: [0.8, 4.5],
    palette: ['#222222', '#d9d4c7', '#a9443a'],
  },
  TP: {
    unit: ['码', '米'],
    words: ['人字纹', '罗纹', '提花', '尼龙', '涤纶'],
    widths: ['1.5cm', '2.0cm', '2.5cm', '3.0cm'],
    price: [0.6, 3.2],
    palette: ['#303030', '#1f4e79', '#8c2f39'],
  },
  PM: {
    unit: ['码'],
    words: ['高回弹', '慢回弹', '透气', '乳胶', '记忆'],
    thicknesses: ['2', '3', '5', '8'],
    widths: ['44"', '54"'],
    price: [6, 26],
    palette: ['#e6d8a8', '#d9d4c7', '#8fa3b8'],
  },
  WU: {
    unit: ['个', '张', '包'],
    words: ['环保', '牛皮纸', '防潮', '定制', '再生'],
    price: [0.2, 6],
    palette: ['#b5a68c', '#8a7866', '#f0ebe0'],
  },
  SL: {
    unit: ['双'],
    words: ['防滑', '耐磨', '轻量', '缓震', '回弹'],
    price: [18, 75],
    palette: ['#303030', '#5c5c5c', '#8a7866', '#eae6dd'],
  },
  FB: {
    unit: ['双', '码'],
    words: ['金属', '塑胶', '硅胶', '滴塑', '高频'],
    thicknesses: ['0.5', '1.0', '1.5'],
    price: [0.3, 5],
    palette: ['#b5a68c', '#6f6f6f', '#c0a040'],
  },
  RM: {
    unit: ['码', '片', '米'],
    words: ['高强', '弹力', '阻燃', '细勾', '柔软'],
    widths: ['1.6cm', '2.0cm', '2.5cm', '5.0cm'],
    price: [0.5, 4],
    palette: ['#303030', '#1f4e79', '#eae6dd'],
  },
  QT: {
    unit: ['个', '码', '米', '组'],
    words: ['高强', '环保', '耐黄', '快干', '防水'],
    price: [0.2, 12],
    palette: ['#6f6f6f', '#b5a68c', '#3c6e9e'],
  },
  UT: {
    unit: ['双'],
    words: ['抗菌', '透气', '缓震', '吸汗', '足弓'],
    thicknesses: ['3', '4', '5', '6'],
    price: [2.5, 18],
    palette: ['#3c6e9e', '#a7b8c8', '#e0e4ea'],
  },
  FG: {
    unit: ['个', '双'],
    words: ['定制', '激光', '立体', '高亮', '轻量'],
    price: [0.5, 8],
    palette: ['#c0a040', '#303030', '#a9443a'],
  },
};

// ── images ──────────────────────────────────────────────────────────────────────────────────────────────────────
const side = 160;
interface Design {
  seed: string;
  palette: string[];
}
/**
 * A picture of a few large dark shapes on a light ground (what the hash's low frequencies see), tinted in the
 * division's colours, with a fine texture over it (which the hash does not see).
 */
const svgOf = ({ seed, palette }: Design, variant?: { dx: number; dy: number; scale: number; light: number }) => {
  const r = random(seed);
  const col = () => palette[Math.floor(r() * palette.length)]!;
  const shapes = Array.from({ length: 4 + Math.floor(r() * 3) }, () => {
    const g = Math.floor(r() * 90);
    return `<ellipse cx="${Math.floor(r() * side)}" cy="${Math.floor(r() * side)}" rx="${15 + Math.floor(r() * 35)}" ry="${15 + Math.floor(r() * 35)}" fill="rgb(${g},${g},${g})"/>`;
  }).join('');
  const v = variant ?? { dx: 0, dy: 0, scale: 1, light: 0 };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
<defs><filter id="t"><feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" seed="${Math.floor(r() * 1000)}"/><feColorMatrix type="saturate" values="0"/></filter></defs>
<g transform="translate(${v.dx} ${v.dy}) scale(${v.scale})"><rect x="-10" y="-10" width="${side + 20}" height="${side + 20}" fill="#ebe7de"/>${shapes}
<rect x="-10" y="-10" width="${side + 20}" height="${side + 20}" fill="${col()}" opacity="0.35"/><rect width="${side}" height="${side}" filter="url(#t)" opacity="0.15"/></g>
${v.light ? `<rect width="${side}" height="${side}" fill="#ffffff" opacity="${v.light}"/>` : ''}</svg>`;
};

const outDir = join(fixtureImagesDir, 'material');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(join(outDir, 'check'), { recursive: true });

const storedFiles: Row[] = [];
const imageHashes: { fileId: string; hash: string }[] = [];
const storedFile = (
  id: string,
  fileName: string,
  rel: string,
  bytes: Buffer,
  businessType: string,
  supplierCode: string,
  accountId: number,
  materialId: number,
) => {
  writeFileSync(join(outDir, rel), bytes);
  storedFiles.push({
    id,
    fileName,
    fileSuffix: fileName.split('.').pop(),
    contentType: fileName.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
    fileSize: bytes.length,
    businessType,
    businessId: String(materialId),
    storagePath: `${fixtureFilesFolder}/material/${rel}`,
    parentId: null,
    supplierCode,
    accountId,
    createTime: '2026-03-02T09:15:00+08:00',
  });
};
const drawImage = async (
  id: string,
  design: Design,
  variant: Parameters<typeof svgOf>[1],
  quality: number,
  owner: { supplierCode: string; accountId: number; materialId: number },
  businessType: string,
  fileName: string,
) => {
  const bytes = await sharp(Buffer.from(svgOf(design, variant)))
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
  storedFile(id, fileName, `${id}.jpg`, bytes, businessType, owner.supplierCode, owner.accountId, owner.materialId);
  imageHashes.push({ fileId: id, hash: await imageHash(bytes) });
  return bytes;
};
/** A one-page A4 report in Helvetica with a correct cross-reference table, so that a PDF viewer renders it. */
const pdf = (title: string) => {
  const lines = [
    title,
    'Tensile strength, tear strength, colour fastness: passed',
    'Issued for the supplier portal fixtures',
  ];
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${760 - i * 28} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    `<< /Title (${title}) >>`,
  ];
  return pdfOf(objects, { info: 6 });
};

// ── materials ───────────────────────────────────────────────────────────────────────────────────────────────────
/** Owners: the demo supplier has most, 鸿达 some, the others a few each. Account ids: 1 supplier, 4 hongda. */
const owners = [
  ...Array(11).fill({ supplierCode: 'S10001', account: 'supplier', accountId: 1 }),
  ...Array(3).fill({ supplierCode: 'S10023', account: 'hongda', accountId: 4 }),
  { supplierCode: 'S10037', account: 'ruifeng', accountId: 1 },
  { supplierCode: 'S10058', account: 'guanhong', accountId: 1 },
];
const statuses = [1, 2, 3, 3, 5, 2, 3, 1, 3, 5, 2, 3];
const remarks = [
  '价格偏高，请重新核价',
  '检测报告已过期，请上传最新报告',
  '成份信息与检测报告不一致',
  '封面图片不清晰，请重新上传',
  '厚度规格与样品不符',
];
const appeals = ['检测报告为本季度最新版本，请复核', '价格已按最新原料成本核算'];
const reviewers = ['面料审核-张敏', '面料审核-李文涛', '采购中心-王珂'];

const materials: Row[] = [];
const subPrices: Row[] = [];
const materialColors: Row[] = [];
const materialFactories: Row[] = [];
const materialElements: Row[] = [];
const materialEffects: Row[] = [];
const assets: Row[] = [];
const materialSeasons: Row[] = [];
const materialChannels: Row[] = [];
const materialTags: Row[] = [];
const approvals: Row[] = [];
const covers: { materialId: number; design: Design; duplicateOf?: number }[] = [];

const perDivision = 16;
let id = 0;
for (const division of divisions) {
  const code = division.materialCode as CategoryCode;
  const p = profiles[code]!;
  for (let n = 0; n < perDivision; n++) {
    id++;
    const owner = pick(owners);
    const recommend = code !== 'FG' && n % 4 === 1;
    // A recommended material is saved with status 2 at once (spec 001 §4): it is never a draft.
    const status = recommend ? pick([2, 3, 3, 5]) : pick(statuses);
    const section = pick(sectionsOf(division.id));
    const word = pick(p.words);
    const materialName = `${word}${section.name}`;
    const thicknesses = p.thicknesses ? some(p.thicknesses, 1, 2) : [];
    const widths = p.widths ? some(p.widths, 1, code === 'TX' || code === 'RM' ? 2 : 1) : [];
    const divisionGrains = grains.filter((g) => g.divisionId === division.id);
    const chosenGrains = divisionGrains.length ? some(divisionGrains, 1, 2).map((g) => g.lineCode) : [];
    const divisionEffects = effects.filter((e) => e.divisionId === division.id);
    const chosenEffects = divisionEffects.length ? some(divisionEffects, 1, 2) : [];
    const created = 20 + ((id * 13) % 160);
    const modified = Math.max(1, created - 3 - ((id * 5) % 15));
    const approved = status === 3;
    const code6 = `${code}${String(id).padStart(6, '0')}`;
    const frozen = approved && id % 11 === 0;

    // Sub-prices: the rows the category's pricing groups ask for (the contract's buildSubList), priced so that the
    // shown price, which subtracts the effects' prices (spec 001 §9), stays positive.
    const effectTotal = chosenEffects.reduce((sum, e) => sum + e.effectPrice, 0);
    const base = Math.max(money(p.price[0], p.price[1]), Math.round((effectTotal + money(4, 12)) * 100) / 100);
    const widthTP = code === 'TP' ? widths.map((w) => w.replace('cm', '')).join(',') : null;
    const groups = pricingGroupsOf(code, section.name);
    const rows: Row[] = buildSubList(
      { thicknesses, widths: code === 'TP' ? [] : widths, widthTP, grains: chosenGrains },
      groups,
    ).map((r, i) => {
      const step = Math.round(i * base * 0.06 * 100) / 100;
      // With thickness prices the width and grain prices are small surcharges on top of them.
      const surcharge = !r.thickness && (groups.includes('thickness') || r.grain);
      const price = surcharge ? money(0.5, 3) : base + step;
      const rounded = Math.round(price * 100) / 100;
      return {
        sort: i + 1,
        ...r,
        thicknessPrice: r.thickness ? rounded : null,
        widthPrice: r.width ? rounded : null,
        weight: r.width ? (p.weights ? pick(p.weights) : '无') : null,
        linePrice: r.grain ? rounded : null,
        standardPrice: rounded,
      };
    });
    const price =
      displayPrice(
        rows,
        chosenEffects.map((e) => ({ effectPrice: e.effectPrice })),
      ) ?? base.toFixed(2);
    for (const r of rows) subPrices.push({ id: subPrices.length + 1, materialId: id, ...r });

    const fullMaterialName =
      ['LT', 'SY', 'TU'].includes(code) && thicknesses[0] ? `${materialName} ${thicknesses[0]}mm` : materialName;
    const divisionElements = elements.filter((e) => e.divisionId === division.id).map((e) => e.elementName);
    const composition = divisionElements.length > 1 ? some(divisionElements, 1, 2) : divisionElements;
    const share = composition.length === 2 ? [70 + 5 * (id % 5), 30 - 5 * (id % 5)] : [100];
    for (const [i, element] of composition.entries())
      materialElements.push({
        id: materialElements.length + 1,
        materialId: id,
        sort: i + 1,
        element,
        proportion: share[i],
      });
    const shoeFactoryTotal = id % 3 === 0 ? '1' : '0';
    if (shoeFactoryTotal === '0')
      for (const [i, f] of some(factories, 1, 3).entries())
        materialFactories.push({ materialId: id, factoryCode: f.code, sort: i + 1 });
    const colorTotal = id % 4 === 0 ? 1 : 0;
    if (colorTotal === 0)
      for (const [i, c] of some(colors, 1, 4).entries())
        materialColors.push({ materialId: id, colorCode: c.colorCode, sort: i + 1 });
    for (const [i, e] of chosenEffects.entries()) materialEffects.push({ materialId: id, effectId: e.id, sort: i + 1 });
    for (const s of some(seasons, 1, 2)) materialSeasons.push({ materialId: id, seasonCode: s });
    const channelTotal = id % 2;
    if (channelTotal === 0)
      for (const c of some(['1', '2', '3', '4'], 1, 2)) materialChannels.push({ materialId: id, channel: c });
    for (const t of some(
      tags.filter((t) => t.divisionId === null || t.divisionId === division.id),
      0,
      2,
    ))
      materialTags.push({ materialId: id, tagId: t.id });

    // Files: most have a cover; every fifth an other image; approved ones of divisions that need it a check file.
    const hasCover = status !== 1 || id % 3 !== 0;
    const coverImgId = hasCover ? `material-${id}-cover` : null;
    if (hasCover) {
      covers.push({ materialId: id, design: { seed: `cover-${id}`, palette: p.palette } });
      assets.push({ materialId: id, fileId: coverImgId, kind: 'cover', sort: 1 });
    }
    const otherImgIds = id % 5 === 0 ? [`material-${id}-other-1`] : [];
    for (const [i, fileId] of otherImgIds.entries()) {
      await drawImage(
        fileId,
        { seed: `other-${id}`, palette: p.palette },
        undefined,
        72,
        { ...owner, materialId: id },
        'materialFabricPicture',
        `${materialName}-细节.jpg`,
      );
      assets.push({ materialId: id, fileId, kind: 'other', sort: i + 1 });
    }
    const needsCheck = !imageOnlyCategories.includes(code) && !alwaysCompleteCategories.includes(code);
    const checkFileId = needsCheck && status !== 1 && id % 2 === 0 ? `material-${id}-check` : null;
    if (checkFileId) {
      const name = `检测报告${id}.pdf`;
      storedFile(
        checkFileId,
        name,
        `check/${checkFileId}.pdf`,
        pdf(`${code6} test report`),
        'materialFabricCheck',
        owner.supplierCode,
        owner.accountId,
        id,
      );
      assets.push({ materialId: id, fileId: checkFileId, kind: 'check', sort: 1 });
    }

    const editType = approved ? [0, 1, 2, 3, 4, 5, 6, 7][id % 8]! : null;
    materials.push({
      id,
      supplierCode: owner.supplierCode,
      materialStage: recommend ? 'recommend' : 'normal',
      divisionId: division.id,
      sectionId: section.id,
      materialName,
      fullMaterialName,
      materialCode: code6,
      thicknesses,
      widths,
      widthTP,
      weight: p.weights ? pick(p.weights) : null,
      grains: chosenGrains,
      materialSubCodes: approved ? [`${code6}-01`, ...(id % 2 ? [`${code6}-02`] : [])] : [],
      unit: pick(p.unit),
      weavePattern: code === 'TX' ? pick(['经编', '圆编', '飞织', '梭织', '编织', '复合网布', '水刺(无纺布)']) : null,
      element: composition.map((e, i) => `${share[i]}%${e}`).join('+') || null,
      structure:
        code === 'TX'
          ? pick(['大孔', '小孔', '平纹', '压纹', '大小孔', '凹凸纹', '平纹+孔', '无'])
          : code === 'WU' && section.name === '鞋盒'
            ? '天地盖'
            : null,
      yarnSpecification: code === 'TX' ? pick(['150D/48F', '75D+20D', '300D/96F+40D', '100D']) : null,
      oilContent: code === 'LT' ? pick(['8%', '12%', '15%']) : null,
      softness: code === 'LT' ? 3 + (id % 6) : null,
      density: code === 'PM' ? pick(['0.12g/cm³', '0.18g/cm³', '0.25g/cm³']) : null,
      hardness:
        code === 'SL'
          ? pick(['55±3A', '60±3A', '65±3C'])
          : code === 'RM'
            ? pick(['25±3C', '32±3C', '40±3C'])
            : code === 'FB'
              ? pick(['70±3A', '85±3A'])
              : null,
      shoeFactoryTotal,
      channelTotal,
      sampleStages: ['TX', 'SL', 'PM', 'RM', 'QT', 'UT'].includes(code) ? some(['1', '2', '3', '4'], 1, 2) : [],
      developTimes: ['TX', 'SL', 'PM', 'RM', 'QT', 'UT'].includes(code) ? null : pick(['1', '2', '3', '4']),
      bodyNo: code === 'SL' ? `XT${100 + (id % 80)}` : null,
      standards:
        code === 'WU' ? pick(['30*20*12', '33*21*12.5', '无']) : code === 'FB' ? pick(['2*3', '1.5*1.5']) : null,
      productNonDate: code === 'TX' ? String(20 + (id % 10)) : null,
      texture:
        id % 3 === 0
          ? `${word}${section.name}，手感${pick(['柔软', '挺括', '细腻', '饱满'])}，适用于${pick(['跑鞋', '篮球鞋', '休闲鞋', '板鞋', '户外鞋'])}鞋面。`
          : null,
      comment: `${materialName}，${pick(['色牢度4级以上', '耐折10万次无裂纹', '通过REACH检测', '低VOC工艺', '可按色卡订色'])}。`,
      instructions: id % 4 === 0 ? pick(['批次间色差需控制在4级以上', '高温环境下注意防黄变;存放避免阳光直射']) : null,
      sampleDate: pick(['7', '10', '7-10', '12-15']),
      productDate: pick(['20', '25', '20-25', '30-35']),
      price,
      coverImgId,
      checkFileId,
      vrFileId: null,
      auditRemark: status === 5 ? pick(remarks) : null,
      status,
      originalStatus: null,
      propertiesCode: code === 'SL' ? `WX-${2000 + id}` : null,
      needleCount: code === 'TX' && section.name === '针织布' ? pick(['18G', '24G', '28G']) : null,
      mouldCode: code === 'SL' ? `MJ-${3000 + id}` : null,
      colorProcessing: null,
      processProcessing: null,
      otherProcessing: null,
      promptClassification: code === 'WU' && section.name === '吊牌' ? '成份吊牌' : null,
      techProp: code === 'WU' && section.name === '吊牌' ? '环保科技' : null,
      colorTotal,
      newFlag: id % 6 === 0 ? '0' : '1',
      leatherStretch: code === 'LT' ? pick(['纵向≤25%，横向≤30%', '纵向≤20%，横向≤28%']) : null,
      technology: code === 'SL' ? pick(['冷粘', '硫化', '注塑']) : code === 'UT' ? pick(['模压', '冲裁']) : null,
      cushionTreatment: code === 'SL' ? pick(['气垫', '凝胶', '无']) : null,
      physicalProperties: code === 'FB' || code === 'UT' ? pick(['耐磨≥5000次', '剥离强度≥3.0kg/cm']) : null,
      fileHasComplete: fileHasComplete(code, { coverImgId, otherImgIds, checkFileId }),
      insoleCloth: code === 'UT' ? pick(['针织布', '超纤布', '网布']) : null,
      insoleClothMaterialCode: null,
      lastNumber: code === 'SL' || code === 'UT' ? `L-${560 + (id % 40)}` : null,
      base: code === 'SL' ? pick(['RB', 'EVA', 'MD']) : null,
      editType,
      isCompleteData: approved ? (id % 3 === 0 ? 1 : 0) : null,
      hasFrozen: frozen ? 1 : 0,
      frozenTime: frozen ? `now-${modified - 1}d` : null,
      applicationOverruled: status === 5 && id % 2 === 0 ? pick(appeals) : null,
      pushTime: approved && id % 5 === 0 ? `now-${Math.max(1, modified - 2)}d` : null,
      createdBy: owner.account,
      modifier: owner.account,
      createTime: `now-${created}d`,
      modifyTime: `now-${modified}d`,
    });

    // The approval history: the saves and reviews that led to the stored status.
    const history: [string, number, string | null, string, number][] = [];
    if (status !== 1) history.push(['submit', 2, null, owner.account, created - 1]);
    if (status === 3) history.push(['approve', 3, '审核通过', pick(reviewers), created - 2]);
    if (status === 5)
      history.push(['reject', 5, materials.at(-1)!.auditRemark as string, pick(reviewers), created - 2]);
    if (frozen) history.push(['stop', 3, null, owner.account, modified - 1]);
    for (const [action, to, auditRemark, auditor, ago] of history)
      approvals.push({
        id: approvals.length + 1,
        materialId: id,
        action,
        status: to,
        auditRemark,
        auditor,
        auditTime: `now-${Math.max(1, ago)}d`,
      });
  }
}

// Near-duplicates: these covers are another material's picture, altered as a re-upload would alter it.
// Pairs of covers far apart in the list (other divisions, often other suppliers), and one neighbour pair.
const duplicates: [number, number][] = [3, 17, 33, 58, 70, 101, 130, 162].map((k, i) => [
  covers[k]!.materialId,
  covers[(k + (i === 6 ? 1 : 29 + i * 7)) % covers.length]!.materialId,
]);
for (const [original, copy] of duplicates) {
  const source = covers.find((c) => c.materialId === original);
  const target = covers.find((c) => c.materialId === copy);
  if (!source || !target) throw new Error(`cover ${original} or ${copy} is missing`);
  target.design = source.design;
  target.duplicateOf = original;
}
const variants = [
  { dx: 3, dy: -2, scale: 1.02, light: 0 },
  { dx: -3, dy: 0, scale: 1.03, light: 0.06 },
  { dx: 0, dy: 2, scale: 1, light: 0.1 },
];
for (const [i, c] of covers.entries()) {
  const m = materials.find((r) => r.id === c.materialId)!;
  const owner = owners.find((o) => o.supplierCode === m.supplierCode)!;
  await drawImage(
    `material-${c.materialId}-cover`,
    c.design,
    c.duplicateOf ? variants[i % variants.length] : undefined,
    c.duplicateOf ? 55 : 75,
    { supplierCode: m.supplierCode as string, accountId: owner.accountId, materialId: c.materialId },
    'materialFabric',
    `${m.materialName}-封面.jpg`,
  );
}

// The threshold must separate the duplicates from everything else.
const coverHash = new Map(imageHashes.filter((h) => h.fileId.endsWith('-cover')).map((h) => [h.fileId, h.hash]));
const dupPairs = new Set(duplicates.flatMap(([a, b]) => [`${a}/${b}`, `${b}/${a}`]));
let nearestUnrelated = 64;
let farthestDuplicate = 0;
for (const a of covers)
  for (const b of covers) {
    if (a.materialId >= b.materialId) continue;
    const d = hammingDistance(
      coverHash.get(`material-${a.materialId}-cover`)!,
      coverHash.get(`material-${b.materialId}-cover`)!,
    );
    if (dupPairs.has(`${a.materialId}/${b.materialId}`)) farthestDuplicate = Math.max(farthestDuplicate, d);
    else nearestUnrelated = Math.min(nearestUnrelated, d);
  }
if (farthestDuplicate > similarityThreshold || nearestUnrelated <= similarityThreshold)
  throw new Error(
    `threshold ${similarityThreshold} does not separate: duplicates ≤ ${farthestDuplicate}, unrelated ≥ ${nearestUnrelated}`,
  );

write('materials', materials);
write('materialSubPrices', subPrices);
write('materialColors', materialColors);
write('materialFactories', materialFactories);
write('materialElements', materialElements);
write('materialEffects', materialEffects);
write('materialAssets', assets);
write('materialSeasons', materialSeasons);
write('materialChannels', materialChannels);
write('materialTagLinks', materialTags);
write('materialApprovals', approvals);
write('materialFiles', storedFiles);
write('materialImageHashes', imageHashes);
// The repository's formatter has the last word on the JSON layout (short arrays on one line).
execFileSync(join(fixturesDir, '..', 'node_modules', '.bin', 'biome'), ['format', '--write', ...written], {
  stdio: 'ignore',
});
const bytes = storedFiles.reduce((sum, f) => sum + (f.fileSize as number), 0);
console.log(
  `wrote ${materials.length} materials, ${storedFiles.length} files (${Math.round(bytes / 1024)} KB), ${imageHashes.length} hashes; ` +
    `duplicates within ${farthestDuplicate} bits, unrelated covers at least ${nearestUnrelated} apart (threshold ${similarityThreshold})`,
);
