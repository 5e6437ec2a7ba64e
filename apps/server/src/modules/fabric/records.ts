import {
  displayPrice,
  MaterialMessages as M,
  type MaterialFabric,
  type MaterialFabricListItem,
  type MaterialFilters,
  MaterialStage,
  type MaterialStageValue,
  Status,
  type SubPrice,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { readRows } from '../../db/reads';
import type { Material as MaterialRecord, Prisma } from '../../generated/prisma/client';
import { chinaDayRange } from '../../kit/dates';
import { ApiFailure, fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import type { Auth } from '../../plugins/auth';

/** Materials as the calls show them, and what the fabric and recommended lists (and their exports) select. */

/** The caller's materials of one stage, filtered as the list's search form says. */
export const materialWhere = (
  supplierCode: string,
  stage: MaterialStageValue,
  f: MaterialFilters,
): Prisma.MaterialWhereInput => ({
  supplierCode,
  materialStage: stage,
  ...(f.divisionId !== undefined && { divisionId: f.divisionId }),
  ...(f.sectionId !== undefined && { sectionId: f.sectionId }),
  ...(f.materialCode && { materialCode: { contains: f.materialCode } }),
  ...(f.materialName && { materialName: { contains: f.materialName } }),
  ...(f.status !== undefined && { status: f.status }),
  ...(f.fileHasComplete !== undefined && { fileHasComplete: Number(f.fileHasComplete) }),
  AND: (['isCompleteData', 'hasFrozen'] as const).flatMap((flag) =>
    f[flag] === undefined ? [] : [flagIs(flag, f[flag])],
  ),
  ...((f.modifyTimeStart || f.modifyTimeEnd) && { modifyTime: chinaDayRange(f.modifyTimeStart, f.modifyTimeEnd) }),
});

/** A 0/1 flag column: 1 is set; 0 is anything else, a null (never set) included. */
const flagIs = (field: 'isCompleteData' | 'hasFrozen', value: 0 | 1): Prisma.MaterialWhereInput =>
  value === 1 ? { [field]: 1 } : { OR: [{ [field]: null }, { [field]: { not: 1 } }] };

/** Latest change first. */
export const materialOrder: Prisma.MaterialOrderByWithRelationInput[] = [{ modifyTime: 'desc' }, { id: 'desc' }];

/** Everything a material's calls read besides the row itself. */
export const materialChildren = {
  subPrices: { orderBy: { sort: 'asc' } },
  colors: { orderBy: { sort: 'asc' } },
  factories: { orderBy: { sort: 'asc' } },
  elements: { orderBy: { sort: 'asc' } },
  effects: { orderBy: { sort: 'asc' } },
  assets: { orderBy: { sort: 'asc' } },
  seasons: true,
  channels: true,
  tags: true,
} as const satisfies Prisma.MaterialInclude;
export type MaterialWithChildren = Prisma.MaterialGetPayload<{ include: typeof materialChildren }>;

const strings = (json: Prisma.JsonValue): string[] =>
  Array.isArray(json) ? json.filter((v): v is string => typeof v === 'string') : [];
const split = (text: string | null, separator: RegExp) =>
  (text ?? '')
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
const bit = (n: number | null): 0 | 1 => (n === 1 ? 1 : 0);
const bitOrNull = (n: number | null): 0 | 1 | null => (n === null ? null : bit(n));
const assetIds = (m: MaterialWithChildren, kind: string) =>
  m.assets.filter((a) => a.kind === kind).map((a) => a.fileId);

/** A stored material with its children, as the entity of spec 001 §3 (effect names and colour values looked up). */
export const toMaterial = (
  m: MaterialWithChildren,
  names: { effects: Map<number, string>; colors: Map<string, string>; checkFileName: string | null },
): MaterialFabric => ({
  id: m.id,
  suppliers: [m.supplierCode],
  divisionId: m.divisionId,
  sectionId: m.sectionId,
  materialName: m.materialName,
  fullMaterialName: m.fullMaterialName,
  materialCode: m.materialCode,
  thicknesses: strings(m.thicknesses),
  widths: strings(m.widths),
  widthTP: m.widthTP,
  weight: m.weight,
  grains: strings(m.grains),
  effects: m.effects.map((e) => ({ id: e.effectId, effectName: names.effects.get(e.effectId) ?? '', sort: e.sort })),
  materialSubCodes: strings(m.materialSubCodes),
  unit: m.unit,
  weavePattern: m.weavePattern,
  element: m.element,
  elements: m.elements.map((e) => ({ element: e.element, proportion: e.proportion })),
  structure: m.structure,
  yarnSpecification: m.yarnSpecification,
  oilContent: m.oilContent,
  softness: m.softness,
  density: m.density,
  hardness: m.hardness,
  seasons: m.seasons.map((s) => s.seasonCode).sort(),
  shoesFactorieCodes: m.factories.map((f) => f.factoryCode),
  shoeFactoryTotal: m.shoeFactoryTotal === '1' ? '1' : '0',
  channels: m.channels.map((c) => c.channel).sort(),
  channelTotal: bit(m.channelTotal),
  sampleStages: strings(m.sampleStages),
  developTimes: m.developTimes,
  bodyNo: m.bodyNo,
  standards: m.standards,
  productNonDate: m.productNonDate,
  texture: m.texture,
  comment: m.comment,
  instructions: m.instructions,
  instructionsArr: split(m.instructions, /;/),
  sampleDate: m.sampleDate,
  productDate: m.productDate,
  price: m.price,
  tags: m.tags.map((t) => t.tagId).sort((a, b) => a - b),
  coverImgId: m.coverImgId,
  otherImgIds: assetIds(m, 'other'),
  checkFileId: m.checkFileId,
  checkFileName: names.checkFileName,
  vrImgIds: assetIds(m, 'vrImage'),
  vrFileId: m.vrFileId,
  auditRemark: m.auditRemark,
  status: m.status,
  originalStatus: m.originalStatus,
  propertiesCode: m.propertiesCode,
  needleCount: m.needleCount,
  mouldCode: m.mouldCode,
  colorProcessing: m.colorProcessing,
  processProcessing: m.processProcessing,
  otherProcessing: m.otherProcessing,
  promptClassification: m.promptClassification,
  techProp: m.techProp,
  subList: m.subPrices.map(
    ({ width, widthPrice, thickness, thicknessPrice, weight, grain, linePrice, standardPrice }) => ({
      width,
      widthPrice,
      thickness,
      thicknessPrice,
      weight,
      grain,
      linePrice,
      standardPrice,
    }),
  ),
  colorTotal: bit(m.colorTotal),
  colors: m.colors.map((c) => ({ colorCode: c.colorCode, colorRgb: names.colors.get(c.colorCode) ?? '' })),
  materialStage: m.materialStage,
  newFlag: m.newFlag === '0' ? '0' : '1',
  leatherStretch: m.leatherStretch,
  technology: m.technology,
  technologyList: split(m.technology, /[,，]/),
  cushionTreatment: m.cushionTreatment,
  cushionTreatmentList: split(m.cushionTreatment, /[,，]/),
  physicalProperties: m.physicalProperties,
  fileHasComplete: bit(m.fileHasComplete),
  insoleCloth: m.insoleCloth,
  insoleClothMaterialCode: m.insoleClothMaterialCode,
  lastNumber: m.lastNumber,
  base: m.base,
  editType: m.editType,
  isCompleteData: bitOrNull(m.isCompleteData),
  hasFrozen: bitOrNull(m.hasFrozen),
  frozenTime: formatDateTime(m.frozenTime),
  modifier: m.modifier,
  modifyTime: formatDateTime(m.modifyTime),
  applicationOverruled: m.applicationOverruled,
});

/** Effect names and prices, colour values and check-file names for a batch of materials (one query each). */
export const lookupsFor = async (db: Db, rows: MaterialWithChildren[]) => {
  const [effects, colors, files] = await Promise.all([
    db.effect.findMany({ where: { id: { in: [...new Set(rows.flatMap((r) => r.effects.map((e) => e.effectId)))] } } }),
    db.color.findMany({
      where: { colorCode: { in: [...new Set(rows.flatMap((r) => r.colors.map((c) => c.colorCode)))] } },
    }),
    db.storedFile.findMany({
      where: { id: { in: rows.flatMap((r) => (r.checkFileId ? [r.checkFileId] : [])) } },
      select: { id: true, fileName: true },
    }),
  ]);
  return {
    effects: new Map(effects.map((e) => [e.id, e])),
    colors: new Map(colors.map((c) => [c.colorCode, c])),
    files: new Map(files.map((f) => [f.id, f.fileName])),
  };
};

/** Materials with their children, as the entity (for the detail, the rules and the lists). */
export const asMaterials = async (db: Db, rows: MaterialWithChildren[]) => {
  const found = await lookupsFor(db, rows);
  const effectNames = new Map([...found.effects].map(([id, e]) => [id, e.effectName]));
  const colorValues = new Map([...found.colors].map(([code, c]) => [code, c.colorRgb]));
  return {
    found,
    materials: rows.map((m) =>
      toMaterial(m, {
        effects: effectNames,
        colors: colorValues,
        checkFileName: m.checkFileId ? (found.files.get(m.checkFileId) ?? null) : null,
      }),
    ),
  };
};

/** What a list row shows beyond the material's own columns, for a batch of materials in one query. */
interface ListExtras {
  id: number;
  supplierShortName: string | null;
  divisionName: string | null;
  sectionName: string | null;
  /** JSON: the sub-price rows in their order. */
  subPrices: string;
  /** JSON: the prices of the material's effects. */
  effectPrices: string;
}
const listExtras = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : readRows<ListExtras>(
        db,
        `SELECT m.id,
          (SELECT shortName FROM Supplier WHERE code = m.supplierCode) AS supplierShortName,
          (SELECT name FROM MaterialCategory WHERE id = m.divisionId) AS divisionName,
          (SELECT name FROM MaterialCategory WHERE id = m.sectionId) AS sectionName,
          (SELECT json_group_array(json_object('width', width, 'widthPrice', widthPrice, 'thickness', thickness,
              'thicknessPrice', thicknessPrice, 'grain', grain, 'linePrice', linePrice))
            FROM (SELECT * FROM MaterialSubPrice WHERE materialId = m.id ORDER BY sort, id)) AS subPrices,
          (SELECT json_group_array(coalesce(e.effectPrice, 0)) FROM MaterialEffect me
            LEFT JOIN FabricEffect e ON e.id = me.effectId WHERE me.materialId = m.id) AS effectPrices
        FROM Material m WHERE m.id IN (${ids.map(() => '?').join(', ')})`,
        ...ids,
      );

/** The columns a list row shows, of a material's 80: the fabric and recommended lists read only these. */
export const materialListColumns = [
  'id',
  'supplierCode',
  'materialStage',
  'divisionId',
  'sectionId',
  'materialCode',
  'materialName',
  'fullMaterialName',
  'unit',
  'price',
  'coverImgId',
  'status',
  'auditRemark',
  'hasFrozen',
  'newFlag',
  'editType',
  'fileHasComplete',
  'isCompleteData',
  'modifier',
  'modifyTime',
] as const satisfies readonly (keyof MaterialRecord)[];

/**
 * A list page (or export batch): the list item with names, supplier short name and the displayed price, computed
 * from the stored sub-prices and effect prices; one query for the whole batch.
 */
export const materialListRows = async (
  db: Db,
  records: Pick<MaterialRecord, (typeof materialListColumns)[number]>[],
) => {
  const extras = new Map(
    (
      await listExtras(
        db,
        records.map((r) => r.id),
      )
    ).map((e) => [Number(e.id), e]),
  );
  return records.map((r): MaterialFabricListItem & { divisionName: string | null; sectionName: string | null } => {
    const extra = extras.get(r.id);
    const effectPrices = JSON.parse(extra?.effectPrices ?? '[]') as number[];
    return {
      id: r.id,
      materialCode: r.materialCode,
      materialName: r.materialName,
      fullMaterialName: r.fullMaterialName,
      divisionId: r.divisionId,
      sectionId: r.sectionId,
      suppliers: [r.supplierCode],
      unit: r.unit,
      price: r.price,
      coverImgId: r.coverImgId,
      status: r.status,
      materialStage: r.materialStage,
      auditRemark: r.auditRemark,
      hasFrozen: bitOrNull(r.hasFrozen),
      newFlag: r.newFlag === '0' ? '0' : '1',
      editType: r.editType,
      fileHasComplete: bit(r.fileHasComplete),
      isCompleteData: bitOrNull(r.isCompleteData),
      modifier: r.modifier,
      modifyTime: formatDateTime(r.modifyTime),
      supplierShortnames: extra?.supplierShortName ?? null,
      divisionName: extra?.divisionName ?? null,
      sectionName: r.sectionId === null ? null : (extra?.sectionName ?? null),
      displayPrice: displayPrice(
        JSON.parse(extra?.subPrices ?? '[]') as SubPrice[],
        effectPrices.map((effectPrice) => ({ effectPrice })),
      ),
    };
  });
};

/**
 * The material an id names, if the caller may see and change it: unknown ids are 材料不存在!, another supplier's
 * material is 403 无权操作其他供应商的材料!.
 */
export const ownMaterial = async (db: Db, auth: Auth, id: number): Promise<MaterialWithChildren> => {
  const row = await db.material.findUnique({ where: { id }, include: materialChildren });
  if (!row) throw fail(M.notFound);
  if (row.supplierCode !== auth.supplierCode) throw new ApiFailure(Status.forbidden, M.notOwned);
  return row;
};

export const stageOf = (stage: string): MaterialStageValue =>
  stage === MaterialStage.recommend ? MaterialStage.recommend : MaterialStage.normal;
