import { type CategoryCode, categoryCodes } from '../../constants';

/**
 * Business constants of the shoe-upper and recommended material forms (spec 001 §1, §4, §9), one place for the
 * form, the stub and the fixtures. Lists the spec does not give are marked `assumed` and listed in
 * docs/domains/fabric-rules.md.
 */

/** The recommended form reads every category but FG (spec 001 §1). */
export const recommendCategoryCodes: readonly CategoryCode[] = categoryCodes.filter((c) => c !== 'FG');

/**
 * Where the two spec documents disagree (docs/decisions/0013-material-rules-precedence.md), ONE switch:
 * - 'forms' (spec 001, the forms' own document): effects are required only for new-flag SY/TU, and TU grains are
 *   not required for 热切TPU, 反光TPU, 反光膜.
 * - 'shell' (spec 000 §5, the shared picker's description): the effect picker is always required wherever it is
 *   shown, and TU grains have no section exceptions.
 */
export const materialSpecPrecedence: 'forms' | 'shell' = 'forms';

/** Units by category (spec 001 §9). FG's list is not given: assumed. */
export const unitsByCategory: Record<CategoryCode, readonly string[]> = {
  LT: ['SF'],
  SY: ['码', '米', '平方米', '双', '张'],
  TX: ['码', '米', '双', '片'],
  LC: ['米', '双', '米/双'],
  TP: ['码', '米', '双'],
  PM: ['码'],
  WU: ['个', '片', '张', '卷', '包', '双'],
  SL: ['双', '码', '片'],
  FB: ['双', '码'],
  RM: ['码', '片', '米', '双'],
  QT: ['个', '码', '片', '粒', '组', '双', '米', '张', '米/双'],
  TU: ['码', '片', '双', '张'],
  UT: ['个', '码', '双', '张'],
  /** assumed */
  FG: ['个', '双', '组'],
};

/** Mesh names that may carry several widths (spec 001 §9); other materials of these categories keep one width. */
export const multiWidthMaterialNames: Partial<Record<CategoryCode, readonly string[]>> = {
  TX: ['RC3085', 'RC2065', 'polypage2', '丝光布'],
  RM: ['42GT/C', '28GT/C', '36GT/C', '18GT/C'],
};

/** Pricing groups (spec 001 §9): the categories priced by thickness, width or grain, each with exempt sections. */
export const pricingGroups = {
  thickness: {
    categories: ['LT', 'SY', 'TU', 'SL', 'PM', 'UT', 'FB'],
    exemptSections: ['射出片', '油包', '气泡标', '闪卡', '滴塑片', 'KPU', '硅胶片'],
  },
  width: { categories: ['LC', 'TP', 'PM', 'TX', 'RM'], exemptSections: ['鞋带头', '魔术毛', '魔术勾'] },
  grain: { categories: ['SY', 'TU'], exemptSections: ['PU植绒', '反光TPU', '反光膜'] },
} as const satisfies Record<string, { categories: readonly CategoryCode[]; exemptSections: readonly string[] }>;
export type PricingGroup = keyof typeof pricingGroups;
export const pricingGroupNames = Object.keys(pricingGroups) as PricingGroup[];

/** The pricing groups that apply to a category and section. */
export const pricingGroupsOf = (categoryCode: string, sectionName: string | null | undefined): PricingGroup[] =>
  pricingGroupNames.filter((g) => {
    const group = pricingGroups[g];
    return (
      (group.categories as readonly string[]).includes(categoryCode) &&
      !(group.exemptSections as readonly string[]).includes(sectionName ?? '')
    );
  });

/** Divisions whose stage field is 样品阶段 (sampleStages); the others ask 开发次数 (developTimes) (spec 001 §5). */
export const sampleStageCategories: readonly CategoryCode[] = ['TX', 'SL', 'PM', 'RM', 'QT', 'UT'];

/** Sections exempt from the standards (材料规格) requirement (spec 001 §5). */
export const standardsExemptSections: readonly string[] = [
  '鞋盒',
  '子母扣',
  '干燥剂',
  '条形码',
  '包装织唛',
  '鞋撑',
  '防水膜',
  '防水条',
];

/** Named sections the rules read (spec 001 §4, §5; section names as the category tree gives them). */
export const MaterialSections = {
  /** LT: grains required only here. */
  splitLeather: '二榔皮',
  /** SY: grains never required. */
  flocking: 'PU植绒',
  /** TU: grains not required (spec 001 only, materialSpecPrecedence). */
  tuGrainExceptions: ['热切TPU', '反光TPU', '反光膜'],
  /** WU box: 材料结构不能为空. */
  shoeBox: '鞋盒',
  /** WU tag: 提示分类不能为空, 科技属性不能为空 (assumed: the 吊牌 section). */
  hangTag: '吊牌',
  /** Metal and plastic buckles: 请输入材料厚度 (assumed section names). */
  buckles: ['金属扣', '塑胶扣'],
  /** Injection sheet: 硬度不能为空, 模号不能为空. */
  injectionSheet: '射出片',
  /** UT sheet sections whose name is assembled (assumed: the UT sheet sections of the tree). */
  utSheets: ['射出片', '硅胶片'],
} as const;

/** Categories whose images must be at least 3840*2157 or 4 MB: 真皮, 合成革, 网布 (spec 001 §5). */
export const largeImageCategories: readonly CategoryCode[] = ['LT', 'SY', 'TX'];
export const largeImageMinimum = { width: 3840, height: 2157, bytes: 4 * 1024 * 1024 } as const;

/** fileHasComplete: FG is always complete; these need only an image (assumed list); the rest a check file too. */
export const alwaysCompleteCategories: readonly CategoryCode[] = ['FG'];
export const imageOnlyCategories: readonly CategoryCode[] = ['WU', 'LC', 'TP', 'QT'];

/** A loaded record is fetched 250 ms after the dialog opens (spec 001 §4). */
export const materialLoadDelayMs = 250;

/** Image counts (spec 001 §9): VR images default to 2, or the count a VR zip returned. */
export const MaterialImageLimits = { cover: 1, other: 2, vr: 2 } as const;

/** Lengths and limits (spec 001 §5, §9). */
export const MaterialLimits = {
  name: 150,
  weight: 20,
  width: 20,
  widthTP: 100,
  leadTimeMaxDays: 1000,
  leadTimeInput: 10,
  standard: 30,
  bodyNo: 20,
  structure: 20,
  weavePattern: 20,
  texture: 500,
  comment: 500,
  composition: 50,
  yarnPart: 20,
  yarnSpecification: 200,
  softnessMax: 10000,
  oilContent: 20,
  leatherStretch: 500,
  price: 10,
  computedPrice: 15,
  insoleCloth: 30,
  lastNumber: 100,
  base: 50,
  basePriceMax: 1000,
  effectSortMin: 1,
} as const;

/**
 * Preset option lists per category (spec 001 §9: "contents mostly not shown"). The known ones are the spec's; every
 * list marked `assumed` is this project's plausible choice. An empty or absent list means free text.
 */
export const materialPresets = {
  weavePattern: { TX: ['经编', '圆编', '飞织', '梭织', '编织', '复合网布', '水刺(无纺布)'] },
  structure: { TX: ['大孔', '小孔', '平纹', '压纹', '大小孔', '凹凸纹', '平纹+孔', '无'] },
  element: { SL: ['PU', 'EVA', 'FOAM', 'TPU', 'PU+EVA', 'EVA+FOAM', 'PU+TPU', 'EVA+TPU'] },
  hardness: {
    RM: ['25±3C', '32±3C', '40±3C'],
    /** assumed */
    SL: ['50±3A', '55±3A', '60±3A', '65±3A', '70±3A'],
    /** assumed */
    PM: ['15±3C', '20±3C', '25±3C', '30±3C'],
    /** assumed */
    FB: ['60±5A', '70±5A', '80±5A', '90±5A'],
    /** assumed */
    UT: ['15±3C', '20±3C', '25±3C', '35±3C', '45±3C'],
  },
  /** assumed */
  thickness: {
    LT: ['1.0-1.2', '1.2-1.4', '1.4-1.6', '1.6-1.8', '1.8-2.0'],
    SY: ['0.6', '0.8', '1.0', '1.2', '1.4'],
    TU: ['0.2', '0.3', '0.5', '0.8', '1.0'],
    PM: ['2', '3', '5', '8', '10'],
    UT: ['3', '4', '5', '6', '8'],
  },
  /** assumed */
  width: { SY: ['54"'], TU: ['54"', '137cm'], TX: ['54"', '56"', '58"'], PM: ['54"', '137cm'], RM: ['1"', '2"'] },
  /** assumed */
  weight: { TX: ['180', '220', '260', '300', '350'], SY: ['300', '400', '500'] },
  /** assumed */
  density: { TX: ['高密', '中密', '低密'], PM: ['35D', '45D', '55D', '65D'] },
} as const satisfies Record<string, Partial<Record<CategoryCode, readonly string[]>>>;
export type MaterialPresetKind = keyof typeof materialPresets;
export const presetOptions = (kind: MaterialPresetKind, categoryCode: string): readonly string[] =>
  (materialPresets[kind] as Partial<Record<string, readonly string[]>>)[categoryCode] ?? [];

/** Knit weave patterns: TX needs 针数 (needleCount) for them (assumed). */
export const knitWeavePatterns: readonly string[] = ['经编', '圆编', '飞织'];

/** The editType flags of an approved record (spec 001 §4): the sum of the unlocked parts. */
export const EditTypeFlag = { thickness: 1, width: 2, grain: 4 } as const;
/** editType values that keep each part locked (spec 001 §4, verbatim). */
export const editTypeLockedValues = {
  thickness: [2, 4, 6],
  width: [1, 4, 5],
  grain: [1, 2, 3],
} as const satisfies Record<keyof typeof EditTypeFlag, readonly number[]>;

/** The input hints (placeholders) of spec 001 §5: width x"; thickness xx, 前xx中xx后xx or 前xx后xx; season xxQxx. */
export const materialHints = {
  width: 'x"',
  thickness: 'xx 或 前xx中xx后xx 或 前xx后xx',
  season: 'xxQxx',
} as const;
