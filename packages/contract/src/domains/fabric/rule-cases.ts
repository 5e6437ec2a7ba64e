import { api } from '../../catalogue';
import { type CategoryCode, categoryCodes } from '../../constants';
import { firstRow, reasonTable } from '../../rule-cases';
import { PriceMessages } from '../price/rules';
import { MaterialStage, MaterialStatus, reapplyForm, reapplyReasonLimit } from './calls';
import { pricingGroupsOf, unitsByCategory } from './constants';
import type { MaterialRuleContext, MaterialValues, StoredMaterial } from './fields';
import { fieldStates } from './fields';
import { MaterialMessages as M } from './messages';
import { buildSubList } from './pricing';
import { copyMaterial } from './states';

/**
 * The rule rows of spec 001 §4 and §5 (and of §3 where a field's display is a rule) as data: `ruleRows` indexes
 * every row, `materialRuleCases` gives each row that a save can show one case or more (a patch over a valid
 * material of a category, the context of the save, the expected first message or null, and for accepted saves what
 * the stored record must then hold). The contract's test runs them against `validateMaterial` and
 * `materialFormSchema`; the stub's test runs the same cases against saveOrUpdate (`materialCaseBody` builds the
 * body). Rows only the form can show (input filters, pickers, clearing on change, what a field displays) are
 * covered by unit tests (`coveredBy: 'unit'`).
 */

/** A section of each category the cases use by default (names of the seeded category tree). */
export const materialCaseSections: Record<CategoryCode, string> = {
  LT: '头层牛皮',
  SY: 'PU革',
  TU: 'TPU膜',
  TX: '网布',
  LC: '圆鞋带',
  TP: '尼龙织带',
  PM: '海绵',
  WU: '拷贝纸',
  SL: '橡胶大底',
  FB: '金属扣',
  RM: '松紧带',
  QT: '车缝线',
  UT: 'PU鞋垫',
  FG: '鞋舌标',
};

/** Element names by category (seeded supplierNormalElement options). */
const caseElements: Record<CategoryCode, [string, string]> = {
  LT: ['牛皮', '猪皮'],
  SY: ['PU', '超细纤维'],
  TU: ['TPU', 'PU'],
  TX: ['聚酯纤维', '锦纶'],
  LC: ['聚酯纤维', '棉'],
  TP: ['聚酯纤维', '锦纶'],
  PM: ['PU', 'EVA'],
  WU: ['瓦楞纸', '白卡纸'],
  SL: ['PU', 'EVA'],
  FB: ['TPU', 'PVC'],
  RM: ['锦纶', '聚酯纤维'],
  QT: ['聚酯纤维', '锦纶'],
  UT: ['PU', 'EVA'],
  FG: ['TPU', '硅胶'],
};
const caseEffects: Partial<Record<CategoryCode, { id: number; effectName: string; sort: number }>> = {
  SY: { id: 1, effectName: '烫金', sort: 1 },
  TU: { id: 15, effectName: '高频', sort: 1 },
};

/** Sample values that satisfy every rule; `validMaterial` takes those its category and section need. */
const sample = (code: CategoryCode): MaterialValues => ({
  materialName: `测试材料${code}`,
  unit: unitsByCategory[code][0],
  thicknesses: ['1.2'],
  widths: [code === 'TX' ? '56"' : code === 'LC' ? '0.8cm' : code === 'RM' ? '2"' : '54"'],
  widthTP: '10,15',
  weight: '320',
  grains: [`WL-${code}-001`],
  effects: caseEffects[code] ? [caseEffects[code]] : [],
  weavePattern: '梭织',
  structure: code === 'WU' ? '天地盖' : '平纹',
  element: code === 'RM' ? '80%涤纶+20%氨纶' : '100%涤纶',
  elements: [
    { element: caseElements[code][0], proportion: 60 },
    { element: caseElements[code][1], proportion: 40 },
  ],
  yarnSpecification: '75D/72F+40D',
  needleCount: '28G',
  hardness: code === 'FB' ? '70±5A' : code === 'UT' ? '25±3C' : '60±3A',
  leatherStretch: '纵向15%,横向20%',
  propertiesCode: 'WX-2026-018',
  mouldCode: 'MJ-26-031',
  insoleCloth: '无纺布',
  lastNumber: 'L-4211',
  base: '平底',
  technologyList: ['冷粘'],
  physicalProperties: '耐磨 DIN≤120mm³',
  promptClassification: '环保',
  techProp: '轻量',
  texture: code === 'WU' ? '瓦楞纸' : '材质说明',
  standards: '30*20*10',
  bodyNo: 'XT-001',
  seasons: ['2026Q1'],
  shoeFactoryTotal: '0',
  shoesFactorieCodes: ['F2001'],
  channelTotal: 0,
  channels: ['1'],
  sampleStages: ['1'],
  developTimes: '1',
  sampleDate: '7',
  productDate: '15-30',
  productNonDate: '20',
  colorTotal: 0,
  colors: [{ colorCode: 'C0001', colorRgb: '#FFFFFF' }],
  price: '12.5',
  isCompleteData: 1,
});

const samplePrices = { thickness: 20, width: 10, grain: 3 } as const;

/**
 * A material of a category (and section) that passes every rule on submit with newFlag 1: the fields the form
 * shows and requires there, filled with plausible values, the sub-price rows priced. `divisionId` is the
 * category's position in the seeded tree (LT 1 … FG 14); `sectionId` is a placeholder the stub's runner replaces
 * with the id of `sectionName` (materialCaseBody).
 */
export const validMaterial = (code: CategoryCode, sectionName: string = materialCaseSections[code]): MaterialValues => {
  const all = sample(code);
  const states = fieldStates({
    categoryCode: code,
    sectionName,
    form: 'fabric',
    status: null,
    newFlag: '1',
    values: { shoeFactoryTotal: '0', channelTotal: 0, colorTotal: 0, weavePattern: all.weavePattern },
  });
  const out: MaterialValues = {
    divisionId: categoryCodes.indexOf(code) + 1,
    sectionId: 1,
    newFlag: '1',
    shoeFactoryTotal: '0',
    channelTotal: 0,
    colorTotal: 0,
    comment: '供应商测试材料',
  };
  for (const [field, state] of Object.entries(states))
    if (state.required && field in all)
      (out as Record<string, unknown>)[field] = (all as Record<string, unknown>)[field];
  out.materialName = all.materialName;
  const groups = pricingGroupsOf(code, sectionName);
  out.subList = buildSubList(out, groups).map((r) => {
    const price = r.thickness ? samplePrices.thickness : r.width ? samplePrices.width : samplePrices.grain;
    return {
      ...r,
      thicknessPrice: r.thickness ? price : null,
      widthPrice: r.width ? price : null,
      weight: r.width ? '320' : null,
      linePrice: r.grain ? price : null,
      standardPrice: price,
    };
  });
  return out;
};

export interface MaterialRuleCase {
  /** Unique id of the case. */
  id: string;
  /** The rule row it covers (ruleRows). */
  row: string;
  section: '3' | '4' | '5';
  rule: string;
  ctx: MaterialRuleContext;
  /** A patch over the base: the stored record's values when `ctx.stored` is set, else `validMaterial`. */
  input: MaterialValues;
  /** The first message of the save, or null when it is accepted. */
  expected: string | null;
  /** Fields the form marks besides the first (a failed submit marks every invalid field). */
  marks?: readonly string[];
  /** For an accepted save: what the stored record holds afterwards. */
  saved?: {
    status?: number;
    isCompleteData?: number;
    fileHasComplete?: number;
    newFlag?: string;
    materialStage?: string;
    /** The sole's comma-joined lists as stored (spec 001 §3). */
    base?: string;
    technology?: string;
    cushionTreatment?: string;
  };
}

/** The body a case's save sends: the base values, the ids of its category and section, the patch, the status. */
export const materialCaseBody = (
  c: MaterialRuleCase,
  ids: { divisionId: number; sectionId: number } = {
    divisionId: categoryCodes.indexOf(c.ctx.categoryCode as CategoryCode) + 1,
    sectionId: 1,
  },
): MaterialValues & { status: number } => {
  const base = c.ctx.stored
    ? (c.ctx.stored as MaterialValues)
    : c.ctx.categoryCode === ''
      ? ({ newFlag: '1', materialName: '' } satisfies MaterialValues)
      : validMaterial(c.ctx.categoryCode as CategoryCode, c.ctx.sectionName ?? undefined);
  const status = c.ctx.completeData
    ? MaterialStatus.approved
    : c.ctx.action === 'draft'
      ? MaterialStatus.draft
      : MaterialStatus.submitted;
  const materialStage = c.ctx.regularize
    ? MaterialStage.normal
    : c.ctx.form === 'recommend'
      ? MaterialStage.recommend
      : (base.materialStage ?? MaterialStage.normal);
  return {
    ...base,
    ...(c.ctx.stored ? {} : ids),
    materialStage,
    ...c.input,
    ...(c.ctx.completeData || (c.ctx.form === 'recommend' && !('isCompleteData' in c.input))
      ? { isCompleteData: 1 as const }
      : {}),
    status,
  };
};

// ── Building the table ──

type Opts = Partial<
  Pick<MaterialRuleContext, 'action' | 'form' | 'stored' | 'completeData' | 'regularize' | 'available'>
> & {
  section?: string;
  saved?: MaterialRuleCase['saved'];
  marks?: readonly string[];
  /** No category chosen: the rules see no category code and no section (as the stub does for such a body). */
  noCategory?: boolean;
};
const cases: MaterialRuleCase[] = [];
const add = (
  sectionNo: '3' | '4' | '5',
  row: string,
  rule: string,
  code: CategoryCode,
  input: MaterialValues,
  expected: string | null,
  o: Opts = {},
) => {
  const n = cases.filter((c) => c.row === row).length;
  cases.push({
    id: `${row}#${n + 1}`,
    row,
    section: sectionNo,
    rule,
    ctx: {
      categoryCode: o.noCategory ? '' : code,
      sectionName: o.noCategory ? null : (o.section ?? materialCaseSections[code]),
      action: o.action ?? 'submit',
      form: o.form ?? 'fabric',
      ...(o.stored !== undefined ? { stored: o.stored } : {}),
      ...(o.completeData ? { completeData: true } : {}),
      ...(o.regularize ? { regularize: true } : {}),
      ...(o.available ? { available: o.available } : {}),
    },
    input,
    expected,
    ...(o.saved ? { saved: o.saved } : {}),
    ...(o.marks ? { marks: o.marks } : {}),
  });
};
const s5 = (row: string, rule: string, code: CategoryCode, input: MaterialValues, expected: string | null, o?: Opts) =>
  add('5', row, rule, code, input, expected, o);
const s4 = (row: string, rule: string, code: CategoryCode, input: MaterialValues, expected: string | null, o?: Opts) =>
  add('4', row, rule, code, input, expected, o);

/** A stored record of a category: the valid material with an id, a code and the given state. */
export const storedMaterial = (
  code: CategoryCode,
  state: Partial<StoredMaterial> & { status: number },
  sectionName: string = materialCaseSections[code],
): StoredMaterial =>
  ({
    ...validMaterial(code, sectionName),
    id: 9001,
    materialCode: `${code}000901`,
    materialStage: MaterialStage.normal,
    editType: null,
    hasFrozen: 0,
    ...state,
  }) as StoredMaterial;

// Every category's valid material is accepted (the base of every case).
for (const code of categoryCodes)
  s5('5.valid', 'a complete material of each category is accepted', code, {}, null, { saved: { status: 2 } });

// ── §5 Name and category ──
s5('5.name.draft', '暂存 needs a name', 'SY', { materialName: '' }, M.draftNeedsName, { action: 'draft' });
s5('5.name.draft', '暂存 needs a name (blank)', 'TX', { materialName: '   ' }, M.draftNeedsName, { action: 'draft' });
s5('5.name.draftOnly', '暂存 checks only the name', 'LT', { ...blankAll(), materialName: '半成品' }, null, {
  action: 'draft',
  saved: { status: 1 },
});
s5('5.name.length', 'name 1-150 characters', 'SY', { materialName: '革'.repeat(151) }, M.nameLength);
s5('5.name.length', 'name 1-150 characters on 暂存', 'SY', { materialName: '革'.repeat(151) }, M.nameLength, {
  action: 'draft',
});
s5('5.name.length', 'name of 150 characters', 'SY', { materialName: '革'.repeat(150) }, null);
s5('5.name.length', 'empty name on submit', 'TU', { materialName: '' }, M.nameLength);
s5('5.category.required', 'category required', 'SY', { divisionId: null }, M.divisionRequired);
s5('5.section.required', 'sub-category required', 'SY', { sectionId: null }, M.sectionRequired);

// ── §5 Required messages by division ──
for (const code of ['TX', 'SL', 'PM', 'RM', 'QT', 'UT'] as const)
  s5('5.req.sampleStages', `样品阶段 required for ${code}`, code, { sampleStages: [] }, M.sampleStagesRequired);
for (const code of ['LT', 'SY', 'TU', 'LC', 'TP', 'WU', 'FB', 'FG'] as const)
  s5('5.req.developTimes', `开发次数 required for ${code}`, code, { developTimes: null }, M.developTimesRequired);
s5(
  '5.req.shoeFactoryTotal',
  'factory-wide flag required',
  'LT',
  { shoeFactoryTotal: null as never },
  M.shoeFactoryTotalRequired,
);
s5('5.req.channels', 'channels required unless all channels', 'SY', { channels: [] }, M.channelsRequired);
s5('5.req.channels', 'all channels needs none', 'SY', { channelTotal: 1, channels: [] }, null);
s5('5.req.bodyNo', '形体号 required (SL)', 'SL', { bodyNo: null }, M.bodyNoRequired);
s5('5.req.structure', '材料结构 required for the WU box', 'WU', { structure: null }, M.structureRequired, {
  section: '鞋盒',
});
s5(
  '5.req.promptClassification',
  '提示分类 required for the WU tag',
  'WU',
  { promptClassification: '' },
  M.promptClassificationRequired,
  {
    section: '吊牌',
  },
);
s5('5.req.techProp', '科技属性 required for the WU tag', 'WU', { techProp: null }, M.techPropRequired, {
  section: '吊牌',
});
s5('5.req.texture', '材料材质 required (WU)', 'WU', { texture: '' }, M.textureRequired);
s5(
  '5.req.isCompleteData',
  '资料是否完整 required (recommended form)',
  'SY',
  { isCompleteData: null },
  M.isCompleteDataRequired,
  {
    form: 'recommend',
  },
);
for (const code of ['SY', 'TX'] as const)
  s5('5.req.weight', `克重 required for ${code}`, code, { weight: null }, M.weightRequired);
for (const code of ['LT', 'SY', 'TU', 'PM', 'SL', 'UT'] as const)
  s5('5.req.thickness', `厚度 required for ${code}`, code, { thicknesses: [] }, M.thicknessRequired);
for (const code of ['SY', 'TU', 'TX', 'LC', 'PM', 'RM'] as const)
  s5('5.req.width', `幅宽 required for ${code}`, code, { widths: [] }, M.widthRequired);
s5('5.req.width', '幅宽 required for TP (widthTP)', 'TP', { widthTP: '' }, M.widthRequired);
s5('5.req.sampleDate', '样品交期 required', 'TX', { sampleDate: '' }, M.sampleDateRequired);
s5('5.req.productDate', '量产交期 required', 'LT', { productDate: null }, M.productDateRequired);
for (const code of ['LT', 'SY', 'PM', 'FB'] as const)
  s5('5.req.composition', `成份 rows required for ${code}`, code, { elements: [] }, M.compositionRequired);
for (const code of ['TX', 'LC', 'TP', 'RM'] as const)
  s5('5.req.composition', `成份 text required for ${code}`, code, { element: '' }, M.compositionRequired);
s5('5.req.yarn', '纱线规格 required (TX)', 'TX', { yarnSpecification: null }, M.yarnSpecificationRequired);
for (const code of ['FB', 'QT', 'FG'] as const)
  s5('5.req.standards', `材料规格 required for ${code}`, code, { standards: '' }, M.standardsRequired);
s5('5.req.standards', '材料规格 required for WU (拷贝纸)', 'WU', { standards: null }, M.standardsRequired);
s5('5.req.factories', '鞋厂 required unless all factories', 'TX', { shoesFactorieCodes: [] }, M.factoriesRequired);
s5('5.req.factories', 'all factories needs none', 'TX', { shoeFactoryTotal: '1', shoesFactorieCodes: [] }, null);
s5('5.req.unit', 'unit required', 'FB', { unit: null }, M.unitRequired);
s5('5.req.unit', 'unit from the category list', 'LT', { unit: '码' }, M.unitUnknown);
s5('5.req.seasons', 'season required', 'SY', { seasons: [] }, M.seasonsRequired);
s5('5.req.price', 'price required where no pricing group applies', 'WU', { price: '' }, M.priceRequired);
s5('5.req.buckleThickness', 'thickness for metal buckles', 'FB', { thicknesses: [] }, M.buckleThicknessRequired, {
  section: '金属扣',
});
s5('5.req.buckleThickness', 'thickness for plastic buckles', 'FB', { thicknesses: [] }, M.buckleThicknessRequired, {
  section: '塑胶扣',
});
s5('5.req.propertiesCode', '物性编码 required (SL)', 'SL', { propertiesCode: '' }, M.propertiesCodeRequired);
s5(
  '5.req.needleCount',
  '针数 required for knit TX',
  'TX',
  { weavePattern: '经编', needleCount: null },
  M.needleCountRequired,
);
s5('5.req.needleCount', '针数 not required for woven TX', 'TX', { weavePattern: '梭织', needleCount: null }, null);
s5('5.req.mouldCode', '模号 required (SL)', 'SL', { mouldCode: null }, M.mouldCodeRequired);
s5('5.req.hardness.injection', '硬度 required for the injection sheet', 'UT', { hardness: null }, M.hardnessRequired, {
  section: '射出片',
});
s5('5.req.hardness.injection', '硬度 required for the FB injection sheet', 'FB', { hardness: '' }, M.hardnessRequired, {
  section: '射出片',
});
s5('5.req.insoleCloth', 'insole cloth required', 'SL', { insoleCloth: '' }, M.insoleClothRequired);
s5('5.req.insoleCloth', 'insole cloth 1-30', 'SL', { insoleCloth: '布'.repeat(31) }, M.insoleClothLength);
s5('5.req.lastNumber', 'last number required', 'SL', { lastNumber: null }, M.lastNumberRequired);
s5('5.req.lastNumber', 'last number 1-100', 'SL', { lastNumber: 'L'.repeat(101) }, M.lastNumberLength);
s5('5.req.base', 'base required', 'SL', { base: '' }, M.baseRequired);
s5('5.req.base', 'base 1-50', 'SL', { base: '底'.repeat(51) }, M.baseLength);
s5('5.req.technology', 'insole technology required', 'SL', { technologyList: [] }, M.technologyRequired);
s5(
  '5.req.physicalProperties',
  'physical properties required (SL)',
  'SL',
  { physicalProperties: '' },
  M.physicalPropertiesRequired,
);
s5('5.req.fb.hardness', 'FB hardness required', 'FB', { hardness: null }, M.hardnessRequired);
s5('5.req.fb.unit', 'FB unit required', 'FB', { unit: '' }, M.unitRequired);
s5('5.req.fb.elements', 'FB elements required', 'FB', { elements: [] }, M.compositionRequired);
s5(
  '5.req.fb.physicalProperties',
  'FB physical properties required',
  'FB',
  { physicalProperties: null },
  M.physicalPropertiesRequired,
);
s5('5.req.leatherStretch', 'leather stretch required (LT)', 'LT', { leatherStretch: '' }, M.leatherStretchRequired);

// ── §5 Formats ──
s5('5.weight.format', 'weight digits or 无', 'SY', { weight: '三百' }, M.weightNumber);
s5('5.weight.format', 'weight 无', 'SY', { weight: '无' }, null);
s5('5.weight.format', 'weight with decimals', 'TX', { weight: '280.5' }, null);
s5('5.weight.length', 'weight max 20', 'TX', { weight: '1'.repeat(21) }, M.weightLength);
s5('5.width.format', 'width shapes', 'SY', { widths: ['54'] }, M.widthFormat);
s5('5.width.format', 'width 2.xx"*xx"', 'SY', { widths: ['1.5"*30"'] }, null);
s5('5.width.format', 'width xxcm', 'SY', { widths: ['137cm'] }, null);
s5('5.width.format', 'width 54 inch', 'TU', { widths: ['54 inch'] }, M.widthFormat);
s5('5.width.length', 'each width max 20', 'SY', { widths: [`${'1'.repeat(20)}"`] }, M.widthLength);
s5('5.width.single', 'TX keeps one width', 'TX', { widths: ['54"', '56"'] }, M.widthSingle);
s5(
  '5.width.multi',
  'special TX mesh may have several widths',
  'TX',
  {
    materialName: 'RC3085',
    widths: ['54"', '56"'],
    subList: [
      { width: '54"', widthPrice: 10, weight: '300' },
      { width: '56"', widthPrice: 11, weight: '320' },
    ],
  },
  null,
);
s5(
  '5.width.multi',
  'special RM names may have several widths',
  'RM',
  {
    materialName: '42GT/C',
    widths: ['1"', '2"'],
    subList: [
      { width: '1"', widthPrice: 2, weight: '30' },
      { width: '2"', widthPrice: 3, weight: '50' },
    ],
  },
  null,
);
s5('5.width.single', 'RM keeps one width', 'RM', { widths: ['1"', '2"'] }, M.widthSingle);
s5('5.widthTP.format', 'widthTP numbers and commas', 'TP', { widthTP: '10;15' }, M.widthTPFormat);
s5('5.widthTP.length', 'widthTP max 100', 'TP', { widthTP: `${'1,'.repeat(50)}1` }, M.widthTPLength);
s5('5.leadTime.format', 'lead time digits', 'SY', { sampleDate: '七天' }, M.leadTimeFormat);
s5('5.leadTime.format', 'lead time a-b', 'SY', { productDate: '30-45' }, null);
s5('5.leadTime.format', 'lead time a up to 4 digits', 'SY', { productDate: '12345-6' }, M.leadTimeFormat);
s5('5.leadTime.format', 'lead time up to 6 digits', 'TX', { sampleDate: '1234567' }, M.leadTimeFormat);
s5('5.leadTime.format', 'lead time without grey fabric', 'TX', { productNonDate: '3周' }, M.leadTimeFormat);
s5('5.leadTime.max', 'lead time max 1000', 'SY', { sampleDate: '1001' }, M.leadTimeMax);
s5('5.leadTime.max', 'lead time 1000', 'SY', { sampleDate: '1000' }, null);
s5('5.leadTime.max', 'lead time range max 1000', 'TU', { productDate: '10-1200' }, M.leadTimeMax);
s5('5.leadTime.length', 'lead time input max 10', 'TU', { productDate: '1000-100000' }, M.leadTimeLength);
s5('5.standards.format', 'standards a*b*c', 'QT', { standards: '30x20' }, M.standardsFormat);
s5('5.standards.format', 'standards x*y decimals', 'QT', { standards: '1.25*3.5' }, null);
s5('5.standards.format', 'standards 无', 'FB', { standards: '无' }, null);
s5('5.standards.format', 'standards three decimals refused', 'FB', { standards: '1.255*3' }, M.standardsFormat);
s5(
  '5.standards.length',
  'each standard max 30',
  'FG',
  { standards: `${'1'.repeat(15)}*${'2'.repeat(15)}` },
  M.standardsLength,
);
for (const section of ['鞋盒', '子母扣', '干燥剂', '条形码', '包装织唛', '鞋撑', '防水膜', '防水条'])
  s5('5.standards.exempt', `standards not required for ${section}`, 'WU', { standards: null }, null, { section });
s5('5.bodyNo.length', 'each body number max 20', 'SL', { bodyNo: `XT-${'1'.repeat(18)}` }, M.bodyNoLength);
s5('5.bodyNo.length', 'body number trimmed before counting', 'SL', { bodyNo: `  xt-${'1'.repeat(17)}  ` }, null);
s5('5.structure.length', 'structure max 20', 'TX', { structure: '纹'.repeat(21) }, M.textLength20);
s5('5.weavePattern.length', 'weave pattern max 20', 'TX', { weavePattern: '编'.repeat(21) }, M.textLength20);
s5('5.texture.length', 'texture max 500', 'LT', { texture: '材'.repeat(501) }, M.textLength500);
s5('5.comment.length', 'description max 500', 'SY', { comment: '述'.repeat(501) }, M.textLength500);
s5('5.composition.format', 'composition 100%', 'TX', { element: '100%涤纶' }, null);
s5('5.composition.format', 'composition NN%+NN%', 'TX', { element: '65%涤纶+35%棉' }, null);
s5('5.composition.format', 'composition without percent', 'LC', { element: '涤纶' }, M.compositionFormat);
s5('5.composition.format', 'composition max 50', 'TP', { element: `100%${'涤'.repeat(47)}` }, M.compositionFormat);
s5('5.yarn.format', 'yarn one or two parts', 'TX', { yarnSpecification: '75D+40D+20D' }, M.yarnSpecificationFormat);
s5('5.yarn.format', 'yarn part 1-20', 'TX', { yarnSpecification: `${'D'.repeat(21)}` }, M.yarnSpecificationFormat);
s5('5.yarn.format', 'yarn two parts', 'TX', { yarnSpecification: '75D/72F+40D' }, null);
s5('5.softness.range', 'softness 0-10000', 'LT', { softness: 10001 }, M.softnessRange);
s5('5.softness.range', 'softness step 1', 'SY', { softness: 5.5 }, M.softnessRange);
s5('5.softness.range', 'softness 10000', 'SY', { softness: 10000 }, null);
s5('5.oilContent.length', 'oil content max 20', 'LT', { oilContent: '油'.repeat(21) }, M.textLength20);
s5('5.leatherStretch.length', 'leather stretch max 500', 'LT', { leatherStretch: '伸'.repeat(501) }, M.textLength500);
s5('5.price.length', 'price max 10', 'WU', { price: '12345678901' }, M.priceLength);
s5('5.price.number', 'price numeric', 'QT', { price: '十元' }, M.priceNumber);
s5('5.price.notPositive', 'price of 0 refused', 'FG', { price: '0' }, M.basePriceNotPositive);
s5('5.price.max', 'a typed price above 10000 refused', 'WU', { price: '10000.01' }, PriceMessages.floatMax);
s5('5.price.max', 'a typed price of 10000', 'QT', { price: '10000' }, null);
s5('5.price.decimals', 'a typed price with three decimals refused', 'FG', { price: '12.345' }, PriceMessages.decimals);

// ── §5 What a draft keeps: only what the inputs can hold ──
s5('5.draft.lengths', 'a draft keeps no description over 500', 'LT', { comment: '述'.repeat(501) }, M.textLength500, {
  action: 'draft',
});
s5('5.draft.lengths', 'a draft keeps no texture over 500', 'SY', { texture: '材'.repeat(501) }, M.textLength500, {
  action: 'draft',
});
s5('5.draft.lengths', 'a draft keeps no width over 20', 'TX', { widths: [`${'1'.repeat(20)}"`] }, M.widthLength, {
  action: 'draft',
});
s5('5.draft.lengths', 'a draft keeps no lead time over 10', 'TU', { sampleDate: '1000-100000' }, M.leadTimeLength, {
  action: 'draft',
});
s5('5.draft.lengths', 'a draft may keep an unfinished format', 'TU', { sampleDate: '七天', widths: ['54'] }, null, {
  action: 'draft',
  saved: { status: 1 },
});
s5('5.draft.price', 'a draft keeps no typed price above 10000', 'WU', { price: '99999' }, PriceMessages.floatMax, {
  action: 'draft',
});
s5(
  '5.draft.price',
  'a draft keeps no typed price with three decimals',
  'QT',
  { price: '1.234' },
  PriceMessages.decimals,
  {
    action: 'draft',
  },
);
s5(
  '5.draft.price',
  'a draft keeps no sub-price above 1000',
  'LT',
  { subList: [{ thickness: '1.2', thicknessPrice: 1200 }] },
  M.basePriceRange,
  { action: 'draft' },
);
s5(
  '5.empty.submit',
  'an empty 提交 marks the category, the section and the name',
  'SY',
  { divisionId: null, sectionId: null, materialName: '' },
  M.divisionRequired,
  { marks: ['divisionId', 'sectionId', 'materialName'], noCategory: true },
);

// ── §5 Element rows ──
s5(
  '5.elements.incomplete',
  'each row needs element and proportion',
  'SY',
  { elements: [{ element: 'PU', proportion: null }] },
  M.elementRowIncomplete,
);
s5(
  '5.elements.incomplete',
  'a row without element',
  'LT',
  { elements: [{ element: '', proportion: 100 }] },
  M.elementRowIncomplete,
);
s5(
  '5.elements.sum100',
  'sum must be 100 on submit',
  'SY',
  { elements: [{ element: 'PU', proportion: 90 }] },
  M.elementSumNot100,
);
s5(
  '5.elements.sumOver100',
  'sum above 100 refused',
  'PM',
  {
    elements: [
      { element: 'PU', proportion: 60 },
      { element: 'EVA', proportion: 50 },
    ],
  },
  M.elementSumOver100,
);
s5(
  '5.elements.duplicate',
  'duplicate elements refused',
  'UT',
  {
    elements: [
      { element: 'PU', proportion: 50 },
      { element: 'PU', proportion: 50 },
    ],
  },
  M.elementDuplicate,
);

// ── §5 Submit checks ──
s5('5.submit.grains', 'grains required (TX)', 'TX', { grains: [] }, M.grainsRequired);
s5('5.submit.grains.none', 'no grains maintained', 'TX', { grains: [] }, M.grainsNoneMaintained, {
  available: { grains: 0 },
});
s5('5.submit.effects', 'effects required (new SY)', 'SY', { effects: [] }, M.effectsRequired);
s5('5.submit.effects.none', 'no effects maintained', 'TU', { effects: [] }, M.effectsNoneMaintained, {
  available: { effects: 0 },
});
s5(
  '5.submit.effects.sort',
  'effect sort at least 1',
  'SY',
  { effects: [{ id: 1, effectName: '烫金', sort: 0 }] },
  M.effectSortMin,
);
s5('5.submit.colors', 'colours required unless all colours', 'LT', { colors: [] }, M.colorsRequired);
s5('5.submit.colors', 'all colours needs none', 'LT', { colorTotal: 1, colors: [] }, null);
s5(
  '5.submit.subList',
  'width rows need weight',
  'TX',
  { subList: [{ width: '56"', widthPrice: 10, weight: null }] },
  M.subListIncomplete,
);
s5(
  '5.submit.subList',
  'width rows need widthPrice',
  'LC',
  { subList: [{ width: '0.8cm', widthPrice: null, weight: '5' }] },
  M.subListIncomplete,
);
s5(
  '5.submit.basePrices',
  'thickness prices complete',
  'LT',
  { subList: [{ thickness: '1.2', thicknessPrice: null }] },
  M.basePricesIncomplete,
);
s5(
  '5.submit.basePrices',
  'a row for every thickness',
  'LT',
  {
    thicknesses: ['1.2', '1.4'],
    subList: [{ thickness: '1.2', thicknessPrice: 20 }],
  },
  M.basePricesIncomplete,
);
s5(
  '5.submit.basePrices',
  'grain prices complete (old SY)',
  'SY',
  {
    newFlag: '0',
    grains: ['WL-SY-001'],
    subList: [
      { thickness: '1.2', thicknessPrice: 20 },
      { width: '54"', widthPrice: 10, weight: '320' },
      { grain: 'WL-SY-001', linePrice: null },
    ],
  },
  M.basePricesIncomplete,
);

// ── §5 Price inputs ──
s5(
  '5.price.basePositive',
  'a base price of 0 refused',
  'LT',
  { subList: [{ thickness: '1.2', thicknessPrice: 0 }] },
  M.basePriceNotPositive,
);
s5(
  '5.price.basePositive',
  'a negative width price refused',
  'TX',
  { subList: [{ width: '56"', widthPrice: -1, weight: '320' }] },
  M.basePriceNotPositive,
);
s5(
  '5.price.baseRange',
  'width/thickness price max 1000',
  'PM',
  {
    subList: [
      { thickness: '1.2', thicknessPrice: 1000.5 },
      { width: '54"', widthPrice: 10, weight: '320' },
    ],
  },
  M.basePriceRange,
);
s5(
  '5.price.baseRange',
  'two decimals',
  'LT',
  { subList: [{ thickness: '1.2', thicknessPrice: 12.345 }] },
  M.basePriceRange,
);
s5('5.price.baseRange', '1000 allowed', 'LT', { subList: [{ thickness: '1.2', thicknessPrice: 1000 }] }, null);

// ── §5 Uploads (what a save carries) ──
s5('5.uploads.otherCount', 'at most 2 other images', 'SY', { otherImgIds: ['a', 'b', 'c'] }, M.otherImagesCount);
s5('5.uploads.vrCount', 'at most 2 VR images without a VR zip', 'TX', { vrImgIds: ['a', 'b', 'c'] }, M.vrImagesCount);
s5(
  '5.uploads.vrCount',
  'a VR zip brings its own count',
  'TX',
  { vrFileId: 'case-vr', vrImgIds: ['a', 'b', 'c'] },
  null,
);

// ── §3 What a save stores ──
add(
  '3',
  '3.sole.lists',
  'the sole keeps its base, technology and cushion treatment as comma-joined lists',
  'SL',
  { base: ' 平底，坡跟 ', technologyList: ['冷粘', '硫化'], cushionTreatmentList: ['气垫', '凝胶'] },
  null,
  { saved: { status: 2, base: '平底,坡跟', technology: '冷粘,硫化', cushionTreatment: '气垫,凝胶' } },
);

// ── §4 States and transitions ──
s4('4.status.draft', '暂存 stores status 1', 'SY', { effects: [] }, null, { action: 'draft', saved: { status: 1 } });
s4('4.status.submit', '提交 stores status 2', 'TX', {}, null, { saved: { status: 2 } });
s4('4.status.recommend', 'the recommended form stores status 2', 'SY', {}, null, {
  form: 'recommend',
  saved: { status: 2, materialStage: MaterialStage.recommend },
});
s4('4.status.recommend', 'recommended form: FG not offered', 'FG', {}, M.categoryNotOffered, { form: 'recommend' });
s4(
  '4.recommend.completeData',
  'the recommended form stores 资料是否完整 as chosen: 不完整',
  'TX',
  { isCompleteData: 0 },
  null,
  {
    form: 'recommend',
    saved: { status: 2, isCompleteData: 0 },
  },
);
s4(
  '4.recommend.completeData',
  'the recommended form stores 资料是否完整 as chosen: 完整',
  'LT',
  { isCompleteData: 1 },
  null,
  {
    form: 'recommend',
    saved: { status: 2, isCompleteData: 1 },
  },
);
s4(
  '4.status.recommendNoDraft',
  'a recommended save sent as 暂存 is refused',
  'SY',
  { effects: [] },
  M.recommendNoDraft,
  {
    form: 'recommend',
    action: 'draft',
  },
);
s4('4.status.recommendNoDraft', '转正 sent as 暂存 is refused', 'SY', { effects: [] }, M.recommendNoDraft, {
  regularize: true,
  action: 'draft',
  stored: storedMaterial('SY', { status: 2, materialStage: MaterialStage.recommend }),
});
s4('4.status.regularize', '转正 of a recommended material stores status 2, stage normal', 'SY', {}, null, {
  regularize: true,
  stored: storedMaterial('SY', { status: 2, materialStage: MaterialStage.recommend }),
  saved: { status: 2, materialStage: MaterialStage.normal },
});
s4('4.status.regularize', '转正 of a draft refused', 'SY', {}, M.noRegularize, {
  regularize: true,
  stored: storedMaterial('SY', { status: 1, materialStage: MaterialStage.recommend }),
});
s4('4.status.noDraft', 'no 暂存 for an approved record', 'LT', {}, M.noDraft, {
  action: 'draft',
  stored: storedMaterial('LT', { status: 3 }),
});
s4('4.status.noDraft', 'no 暂存 for a rejected record', 'LT', {}, M.noDraft, {
  action: 'draft',
  stored: storedMaterial('LT', { status: 5 }),
});
s4('4.status.underReview', 'a submitted record cannot be changed', 'TX', {}, M.noSubmit, {
  stored: storedMaterial('TX', { status: 2 }),
});
s4('4.status.rejected', 'a rejected record is submitted again', 'TX', { comment: '已按驳回意见修改' }, null, {
  stored: storedMaterial('TX', { status: 5, auditRemark: '价格偏高' }),
  saved: { status: 2 },
});
s4('4.status3.locks', 'status 3 locks the name', 'SY', { materialName: '改名' }, M.approvedLocked, {
  stored: storedMaterial('SY', { status: 3 }),
});
s4('4.status3.locks', 'status 3 locks the composition', 'TX', { element: '100%锦纶' }, M.approvedLocked, {
  stored: storedMaterial('TX', { status: 3 }),
});
s4(
  '4.status3.locks',
  'status 3 keeps commercial fields editable',
  'SY',
  { comment: '补充说明', seasons: ['2026Q2'] },
  null,
  {
    stored: storedMaterial('SY', { status: 3 }),
    saved: { status: 2 },
  },
);
s4(
  '4.status3.leatherStretch',
  'status 3 locks leatherStretch (recommended form)',
  'LT',
  { leatherStretch: '纵向10%' },
  M.approvedLocked,
  {
    form: 'recommend',
    stored: storedMaterial('LT', { status: 3, materialStage: MaterialStage.recommend }),
  },
);
for (const editType of [2, 4, 6])
  s4(
    '4.editType.thickness',
    `editType ${editType} locks thickness`,
    'SY',
    { thicknesses: ['1.4'] },
    M.thicknessLocked,
    {
      stored: storedMaterial('SY', { status: 3, editType }),
    },
  );
for (const editType of [1, 4, 5])
  s4('4.editType.width', `editType ${editType} locks width`, 'SY', { widths: ['56"'] }, M.widthLocked, {
    stored: storedMaterial('SY', { status: 3, editType }),
  });
for (const editType of [1, 2, 3])
  s4('4.editType.grain', `editType ${editType} locks grain`, 'SY', { grains: ['WL-SY-002'] }, M.grainLocked, {
    stored: storedMaterial('SY', { status: 3, editType, newFlag: '1' }),
  });
s4(
  '4.editType.unlocked',
  'editType 1 unlocks thickness',
  'LT',
  {
    thicknesses: ['1.4'],
    subList: [{ thickness: '1.4', thicknessPrice: 22 }],
  },
  null,
  { stored: storedMaterial('LT', { status: 3, editType: 1 }), saved: { status: 2 } },
);
s4(
  '4.editType.unlocked',
  'editType 2 unlocks width',
  'TX',
  {
    widths: ['58"'],
    subList: [{ width: '58"', widthPrice: 11, weight: '320' }],
  },
  null,
  { stored: storedMaterial('TX', { status: 3, editType: 2 }), saved: { status: 2 } },
);
s4('4.editType.unlocked', 'editType 4 unlocks grain', 'TX', { grains: ['WL-TX-002'] }, null, {
  stored: storedMaterial('TX', { status: 3, editType: 4 }),
  saved: { status: 2 },
});
s4(
  '4.completeData',
  'completing data submits status 3 with isCompleteData 1',
  'SY',
  { materialName: '补全资料' },
  null,
  {
    completeData: true,
    stored: storedMaterial('SY', { status: 3, isCompleteData: 0 }),
    saved: { status: 3, isCompleteData: 1 },
  },
);
s4('4.completeData', 'completing the data of a draft refused', 'SY', {}, M.noCompleteData, {
  completeData: true,
  stored: storedMaterial('SY', { status: 1 }),
});
s4(
  '4.copy',
  'a copy is a new record with newFlag 1',
  'TX',
  copyMaterial(storedMaterial('TX', { status: 3 })) as MaterialValues,
  null,
  {
    saved: { status: 2, newFlag: '1' },
  },
);
s4('4.category.locked', 'the category cannot change once saved', 'SY', { divisionId: 3 }, M.divisionLocked, {
  stored: storedMaterial('SY', { status: 5 }),
});
s4('4.fileHasComplete', 'FG is always complete', 'FG', { coverImgId: null, checkFileId: null }, null, {
  saved: { fileHasComplete: 1 },
});
s4('4.fileHasComplete', 'an image-only division is complete with an image', 'WU', { coverImgId: 'case-cover' }, null, {
  saved: { fileHasComplete: 1 },
});
s4('4.fileHasComplete', 'others need a check file too', 'LT', { coverImgId: 'case-cover', checkFileId: null }, null, {
  saved: { fileHasComplete: 0 },
});
s4(
  '4.fileHasComplete',
  'check file and image: complete',
  'LT',
  { coverImgId: 'case-cover', checkFileId: 'case-check' },
  null,
  {
    saved: { fileHasComplete: 1 },
  },
);
s4('4.grain.LT', 'LT grains required for 二榔皮 (old flag)', 'LT', { newFlag: '0', grains: [] }, M.grainsRequired, {
  section: '二榔皮',
});
s4('4.grain.LT', 'LT grains not required elsewhere', 'LT', { newFlag: '0', grains: [] }, null);
s4('4.grain.SY', 'SY grains required (old flag)', 'SY', { newFlag: '0', grains: [] }, M.grainsRequired);
s4('4.grain.SY', 'SY grains not required for new materials', 'SY', { newFlag: '1', grains: [] }, null);
s4('4.grain.SY', 'SY grains not required for PU植绒', 'SY', { newFlag: '0', grains: [] }, null, { section: 'PU植绒' });
s4('4.grain.TU', 'TU grains required (old flag)', 'TU', { newFlag: '0', grains: [] }, M.grainsRequired);
s4('4.grain.TU', 'TU grains not required for new materials', 'TU', { newFlag: '1', grains: [] }, null);
for (const section of ['热切TPU', '反光TPU', '反光膜'])
  s4('4.grain.TU.exceptions', `TU grains not required for ${section}`, 'TU', { newFlag: '0', grains: [] }, null, {
    section,
  });
s4('4.effects', 'effects required for new SY', 'SY', { newFlag: '1', effects: [] }, M.effectsRequired);
s4('4.effects', 'effects required for new TU', 'TU', { newFlag: '1', effects: [] }, M.effectsRequired);
s4(
  '4.effects',
  'effects not required for old SY',
  'SY',
  {
    newFlag: '0',
    grains: ['WL-SY-001'],
    effects: [],
    subList: [
      { thickness: '1.2', thicknessPrice: 20 },
      { width: '54"', widthPrice: 10, weight: '320' },
      { grain: 'WL-SY-001', linePrice: 3 },
    ],
  },
  null,
);
s4('4.effects', 'effects not required for LT', 'LT', { effects: [] }, null);

/** Clears every field but the category: what a draft with only a name sends. */
function blankAll(): MaterialValues {
  return {
    unit: null,
    thicknesses: [],
    elements: [],
    leatherStretch: null,
    seasons: [],
    shoesFactorieCodes: [],
    channels: [],
    developTimes: null,
    sampleDate: null,
    productDate: null,
    colors: [],
    subList: [],
  };
}

export const materialRuleCases: readonly MaterialRuleCase[] = cases;

export interface MaterialRuleRow {
  id: string;
  section: '3' | '4' | '5';
  rule: string;
  /** 'case': rows a save shows (materialRuleCases); 'unit': rows of pure functions the form applies. */
  coveredBy: 'case' | 'unit';
}

const caseRows: Record<string, string> = {
  '5.valid': 'a complete material of every category is accepted on submit',
  '5.name.draft': 'Name: required before draft (请您输入材料名称后再暂存!)',
  '5.name.draftOnly': 'draft checks only the name',
  '5.name.length': 'Name: 1-150 chars (请输入1-150位字符！)',
  '5.category.required': 'Category required (请先选择材料大类!)',
  '5.section.required': 'sub-category required',
  '5.req.sampleStages': '样品阶段不能为空 (TX, SL, PM, RM, QT, UT)',
  '5.req.developTimes': '开发次数不能为空 (other divisions)',
  '5.req.shoeFactoryTotal': '是否通用标识不能为空',
  '5.req.channels': '渠道不能为空 (unless all channels)',
  '5.req.bodyNo': '形体号不能为空',
  '5.req.structure': '材料结构不能为空 (WU box)',
  '5.req.promptClassification': '提示分类不能为空 (WU tag)',
  '5.req.techProp': '科技属性不能为空 (WU tag)',
  '5.req.texture': '材料材质不能为空 (WU)',
  '5.req.isCompleteData': '选择资料是否完整',
  '5.req.weight': '材料克重不能为空',
  '5.req.thickness': '材料厚度不能为空',
  '5.req.width': '材料幅宽不能为空',
  '5.req.sampleDate': '样品交期不能为空',
  '5.req.productDate': '量产交期不能为空',
  '5.req.composition': '材料成份不能为空',
  '5.req.yarn': '纱线规格不能为空',
  '5.req.standards': '材料规格不能为空',
  '5.req.factories': '鞋厂不能为空 (unless all factories)',
  '5.req.unit': 'unit required for most categories, from the category list',
  '5.req.seasons': 'season required for most categories',
  '5.req.price': 'price required',
  '5.req.buckleThickness': 'thickness required for metal/plastic buckle (请输入材料厚度)',
  '5.req.propertiesCode': '物性编码不能为空',
  '5.req.needleCount': '针数不能为空',
  '5.req.mouldCode': '模号不能为空',
  '5.req.hardness.injection': 'hardness for injection sheet (硬度不能为空)',
  '5.req.insoleCloth': 'insole cloth name required 1-30',
  '5.req.lastNumber': 'lastNumber 1-100',
  '5.req.base': 'base required 1-50',
  '5.req.technology': 'insole technology required',
  '5.req.physicalProperties': 'physicalProperties required',
  '5.req.fb.hardness': 'FB: hardness required',
  '5.req.fb.unit': 'FB: unit required',
  '5.req.fb.elements': 'FB: elements required',
  '5.req.fb.physicalProperties': 'FB: physicalProperties required',
  '5.req.leatherStretch': 'leatherStretch required where applicable',
  '5.weight.format': 'Weight: digits with optional decimals, or 无 (请输入数字值)',
  '5.weight.length': 'Weight: max 20 (最长输入20位字符)',
  '5.width.format': 'Widths: 1.xx", 2.xx"*xx", xxcm (请按规则输入幅宽)',
  '5.width.length': 'each width max 20 (每个幅宽最长输入20位字符)',
  '5.width.single': 'other TX / RM materials keep one width',
  '5.width.multi': 'special mesh names allow several widths',
  '5.widthTP.format': 'widthTP: numbers separated by commas',
  '5.widthTP.length': 'widthTP max 100',
  '5.leadTime.format': 'Lead times: integer up to 6 digits or a-b (请按规则输入交期)',
  '5.leadTime.max': 'Lead times: max 1000 (最大不超过1000)',
  '5.leadTime.length': 'Lead times: input max 10 chars',
  '5.standards.format': 'Standards: a*b(*c), x*y with 2 decimals, or 无 (请按规则输入材料规格)',
  '5.standards.length': 'Standards: max 30 (每个材料规格最长输入30位字符)',
  '5.standards.exempt': 'Standards not required for 鞋盒, 子母扣, 干燥剂, 条形码, 包装织唛, 鞋撑, 防水膜, 防水条',
  '5.bodyNo.length': 'Body number max 20, counted trimmed (每个形体号最长输入20位字符)',
  '5.structure.length': 'Structure max 20',
  '5.weavePattern.length': 'Weave pattern max 20',
  '5.texture.length': 'Texture max 500',
  '5.comment.length': 'Description max 500',
  '5.composition.format': "Composition text '100%…' or 'NN%…+NN%…', max 50 (请按规则输入成份)",
  '5.yarn.format': 'Yarn: one or two parts joined by +, each 1-20, max 200 (请按规则输入纱线规格)',
  '5.softness.range': 'softness 0-10000 step 1',
  '5.oilContent.length': 'oilContent max 20',
  '5.leatherStretch.length': 'leatherStretch max 500',
  '5.price.length': 'price max 10',
  '5.price.number': 'price is a number',
  '5.price.notPositive': 'a price of 0 or less (基础价格不可小于等于0,请重新编辑!)',
  '5.price.max': 'a typed price above 10000 (价格浮动不能超过10000,请重新编辑!)',
  '5.price.decimals': 'a typed price has at most 2 decimals',
  '5.draft.lengths': 'a draft keeps only what the inputs can hold: lengths',
  '5.draft.price': 'a draft keeps only what the inputs can hold: the price limits',
  '5.empty.submit': 'an empty submit marks the category, the sub-category and the name',
  '5.elements.incomplete': 'each row needs element and proportion (成份信息维护成份、占比不能为空,请重新编辑！)',
  '5.elements.sum100': 'sum must equal 100 on submit (占比之和不是100%,请重新编辑！)',
  '5.elements.sumOver100': 'sum above 100 rejected (占比之和不能大于100%！)',
  '5.elements.duplicate': 'duplicates rejected (成份选择重复,请重新选择！)',
  '5.submit.grains': 'submit: grains (请选择材料纹路!)',
  '5.submit.grains.none': 'submit: no grains maintained (请联系管理员维护材料纹路信息!)',
  '5.submit.effects': 'submit: effects (请选择材料特殊效果!)',
  '5.submit.effects.none': 'submit: no effects maintained (请联系管理员维护材料特殊效果信息!)',
  '5.submit.effects.sort': 'Effect sort number, min 1',
  '5.submit.colors': 'submit: colours when not all-colour (请选择材料颜色!)',
  '5.submit.subList': 'submit: price sub-rows need weight and widthPrice (请检查材料规格信息中填写字段信息是否完整!)',
  '5.submit.basePrices': 'submit: base prices complete (请编辑补全基础价格!)',
  '5.price.basePositive': 'base prices of 0 or less refused',
  '5.price.baseRange': 'width and thickness prices: 0-1000, precision 2',
  '5.uploads.otherCount': 'other images at most 2',
  '5.uploads.vrCount': 'VR images at most 2, or the count a VR zip returned',
  '3.sole.lists': 'sole: insoleCloth, base, technology and cushionTreatment are comma-joined lists',
  '4.status.draft': '1 draft (sent by 暂存)',
  '4.status.submit': '2 submitted (sent by 提交)',
  '4.status.recommend': 'recommended form: saving sends status 2; it reads every category but FG',
  '4.status.regularize': '2 submitted (sent by 转正), recommended materials only',
  '4.recommend.completeData': 'recommended form: the 资料是否完整 chosen (选择资料是否完整) is what the record keeps',
  '4.status.recommendNoDraft': 'recommended form and 转正 have no 暂存: a status 1 sent for them is refused',
  '4.status.noDraft': 'no 暂存 for status 3 or 5 (cancel replaces it)',
  '4.status.underReview': 'a submitted record is under review',
  '4.status.rejected': '5 rejected: edited and submitted again',
  '4.status3.locks': '3 approved: most fields locked',
  '4.status3.leatherStretch': 'recommended status 3 disables leatherStretch',
  '4.editType.thickness': 'thickness locked for editType 2, 4, 6',
  '4.editType.width': 'width locked for editType 1, 4, 5',
  '4.editType.grain': 'grain locked for editType 1, 2, 3',
  '4.editType.unlocked': 'editType flags unlock thickness 1, width 2, grain 4',
  '4.completeData': 'complete-data: submit becomes status 3 with isCompleteData=1',
  '4.copy': 'a copy saves as a new record with newFlag 1',
  '4.category.locked': 'once loaded, the category cannot be changed',
  '4.fileHasComplete': 'fileHasComplete: FG 1; image-only divisions; check file plus image',
  '4.grain.LT': 'grain required: LT only for 二榔皮 (old flag)',
  '4.grain.SY': 'grain required: SY unless newFlag 1 or PU植绒',
  '4.grain.TU': 'grain required: TU unless newFlag 1',
  '4.grain.TU.exceptions': 'TU grains not required for 热切TPU, 反光TPU, 反光膜 (the precedence switch)',
  '4.effects': 'effects required for new-flag SY/TU (the precedence switch)',
};

const unitRows: Record<string, string> = {
  '4.status.new': 'no id means new (newFlag 1); a loaded record keeps its newFlag',
  '4.copy.clears': 'copy clears id, code, status, frozen info, modifier, check file, cover image and sub codes',
  '4.editType.values': 'editType locks: thickness 2/4/6, width 1/4/5, grain 1/2/3',
  '4.completeData.load': 'a record opened to complete its data is worked as status 5',
  '4.draft.offered': 'cancel replaces 暂存 for status 3 and 5',
  '4.fileHasComplete.removeCheck': 'removing the check file sets fileHasComplete 0',
  '4.categoryChange': 'a category change clears nearly all dependent fields and reloads the lists',
  '4.sectionChange':
    'a sub-category change clears thickness, width, grains, structure, standards, weight, price, elements',
  '4.allFactories': 'all shoe factories (1) clears the chosen factories',
  '4.allChannels': 'all channels (1) clears the channels',
  '4.grainPicker': 'grain picker: single when not required, multi when required, select-all toggles',
  '4.lifecycle': 'stop, re-apply, delete (draft only), push: allowed and refused statuses',
  '4.imageLimit': 'images: cover 1, other 2, VR 2',
  '4.vrSection': 'the VR section is shown once a VR zip brought its images (or a record holds VR images)',
  '4.vrZip': 'a VR zip loads its images; removing it clears them',
  '4.loadDelay': 'a loaded record is fetched after 250 ms',
  '3.materialCode': 'materialCode shown read-only without its category prefix (the first two characters)',
  '5.typing': 'validation as you type: a filled field shows its format or limit message at once; blanks wait for 提交',
  '5.numeric.filters':
    'numeric inputs take only numbers: lead times (digits, a-b), TP widths (numbers, commas), weight (a number or 无)',
  '5.width.entry': 'a width that is not 1.xx", 2.xx"*xx" or xxcm is refused as it is entered (请按规则输入幅宽)',
  '5.elements.previousRow': 'adding a row needs the previous row complete',
  '5.elements.resetOver100': 'a proportion taking the sum above 100 resets the row to 0',
  '5.elements.clearDuplicate': 'a duplicate element is cleared',
  '5.elements.proportionFilter': 'proportion input: digits and one point, leading zeros and extra decimals stripped',
  '5.bodyNo.normalize': 'body number trimmed and upper-cased',
  '5.brackets': 'full-width brackets converted to ASCII',
  '5.nameAssembly': 'SL lock name, UT sheet sections, LT/SY/TU full name with thickness plus mm',
  '5.hints': 'hint formats: width x", thickness xx / 前xx中xx后xx / 前xx后xx, season xxQxx',
  '5.formInvalid': 'form errors: 面料部分字段信息填写有误，请按输入框下提示信息检查!',
  '5.confirmations': 'confirmations and success messages',
  '5.priceFloat.filter': 'price float: numeric, 2 decimals, leading zeros and dot stripped, non-digits removed',
  '5.priceFloat.max': 'price float above 10000: message and value 10000',
  '5.basePrice.input': 'width and thickness price inputs: 0-1000, precision 2',
  '5.displayPrice': "price shown as one value or 'low ~ high'",
  '5.uploads.images': 'images jpg/png/jpeg under 20MB, name max 20',
  '5.uploads.largeImage': '真皮, 合成革, 网布 images at least 3840*2157 or 4MB',
  '5.uploads.checkFile': 'check file: one PDF under 50MB, name max 20',
  '5.uploads.vrFile': '3D VR file: one zip under 100MB, name max 20',
  '5.uploads.countOne': 'over count: 只能上传 1 个文件！',
};

const rowsOf = (rows: Record<string, string>, coveredBy: MaterialRuleRow['coveredBy']): MaterialRuleRow[] =>
  Object.entries(rows).map(([id, rule]) => ({ id, section: id[0] as MaterialRuleRow['section'], rule, coveredBy }));

/** Every rule row of spec 001 §4 and §5 (and §3): those a save shows (from the cases) and those of pure functions. */
export const ruleRows: readonly MaterialRuleRow[] = [...rowsOf(caseRows, 'case'), ...rowsOf(unitRows, 'unit')];

/** 申诉 of a rejected material (the list's reason dialog, 重新申请): the reason the call carries as applicationOverruled. */
export const reapply = reasonTable({
  id: 'fabric.reapply',
  title: '申诉',
  form: 'features/fabric/components/list/material-list.tsx',
  rule: reapplyForm,
  call: api.fabric.applicationOverruled,
  apart: { ids: 'the one row the dialog acts on, sent as id' },
  prepare: (reader) => firstRow(reader, api.fabric.list, { status: MaterialStatus.rejected }, 'rejected material'),
  required: M.reapplyReasonRequired,
  max: reapplyReasonLimit,
  tooLong: M.reapplyReasonMax,
  input: (v) => ({ body: { id: v.ids[0], applicationOverruled: v.closeReason } }),
});

/** The fabric domain's reason dialog (the material forms' cases are materialRuleCases). */
export const fabricFormTables = [reapply] as const;
