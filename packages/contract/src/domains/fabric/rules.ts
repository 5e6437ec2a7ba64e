import { z } from 'zod';
import type { CategoryCode } from '../../constants';
import { basePrice } from '../price/rules';
import type { SubPrice } from './calls';
import {
  MaterialLimits as L,
  largeImageCategories,
  largeImageMinimum,
  MaterialImageLimits,
  multiWidthMaterialNames,
  pricingGroupsOf,
  MaterialSections as Sec,
  unitsByCategory,
} from './constants';
import {
  fieldStates,
  type MaterialFormField,
  type MaterialIssue,
  type MaterialRuleContext,
  type MaterialValues,
  materialFormFields,
  materialNameLocked,
} from './fields';
import { MaterialMessages as M } from './messages';
import { buildSubList, subPriceKind } from './pricing';
import { materialStateIssues } from './states';

/**
 * The field rules of the shoe-upper and recommended forms (spec 001 §5), one function for both consumers: the
 * form's zod schema (`materialFormSchema`, which the portal's `contractResolver` judges with) and the stub's
 * saveOrUpdate call `validateMaterial` with the same context, so they refuse the same input with the same first
 * message.
 */

// ── Formats (spec 001 §5) ──
const num = String.raw`\d+(?:\.\d+)?`;
const dec2 = String.raw`\d+(?:\.\d{1,2})?`;
export const MaterialFormats = {
  weight: new RegExp(`^(?:${num}|无)$`),
  /** 1.xx"  2.xx"*xx"  xxcm */
  width: new RegExp(`^(?:${num}"|${num}"\\*${num}"|${num}cm)$`),
  widthTP: new RegExp(`^${num}(?:[,，]${num})*$`),
  /** integer up to 6 digits, or a-b (a up to 4 digits, b up to 6) */
  leadTime: /^(?:\d{1,6}|\d{1,4}-\d{1,6})$/,
  /** two or three numbers joined by *, or x*y with up to 2 decimals, or 无 */
  standard: new RegExp(`^(?:\\d+\\*\\d+(?:\\*\\d+)?|${dec2}\\*${dec2}|无)$`),
  /** '100%…' or 'NN%…' optionally '+NN%…' */
  composition: /^(?:100%[^+%\d][^+%]*|\d{1,2}(?:\.\d+)?%[^+%\d][^+%]*(?:\+\d{1,2}(?:\.\d+)?%[^+%\d][^+%]*)*)$/,
  /** one or two parts joined by +, each 1-20 */
  yarn: /^[^+]{1,20}(?:\+[^+]{1,20})?$/,
  price: /^\d+(?:\.\d+)?$/,
} as const;

// ── Input filters (pure: the form applies them while typing; the stub applies the normalisations) ──

/** Full-width brackets become ASCII (spec 001 §9). */
export const asciiBrackets = (text: string): string =>
  text.replace(/（/g, '(').replace(/）/g, ')').replace(/【/g, '[').replace(/】/g, ']');

/**
 * A comma-joined list as stored (spec 001 §3: the sole's base, technology and cushion treatment; body numbers): each
 * part trimmed, a full-width comma read as one, empty parts dropped, joined with ','.
 */
export const normalizeList = (text: string): string =>
  text
    .split(/[,，]/)
    .map((p) => p.trim())
    .filter(Boolean)
    .join(',');

/** Body numbers: each trimmed and upper-cased (spec 001 §5). */
export const normalizeBodyNo = (text: string): string => normalizeList(text).toUpperCase();

/** Digits and the first decimal point (what a number input may hold while it is typed). */
const digitsAndPoint = (raw: string): string => {
  const [int = '', ...rest] = raw.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? int : `${int}.${rest.join('')}`;
};

/** Proportion input: digits and one decimal point; leading zeros and extra decimals stripped (two kept). */
export const filterProportion = (raw: string): string => {
  const [intPart = '', decimals] = digitsAndPoint(raw).split('.');
  const int = intPart.replace(/^0+(?=\d)/, '');
  return decimals === undefined ? int : `${int || '0'}.${decimals.slice(0, 2)}`;
};

/** 交期 (days): digits, and one '-' after the first number (15 or 15-30); nothing else is typed. */
export const filterLeadTime = (raw: string): string => {
  const [first = '', ...rest] = raw
    .replace(/[^\d-]/g, '')
    .replace(/^-+/, '')
    .split('-');
  return rest.length === 0 ? first : `${first}-${rest.join('')}`;
};

/** Numbers separated by commas (TP幅宽): digits, points and commas; a full-width comma becomes ','. */
export const filterNumberList = (raw: string): string => raw.replace(/，/g, ',').replace(/[^\d.,]/g, '');

/** 克重: a number (digits and one decimal point) or 无 (spec 001 §5 "Weight"). */
export const filterWeight = (raw: string): string => (raw.includes('无') ? '无' : digitsAndPoint(raw));

/** One width as it is entered (spec 001 §5 "Widths"): at most 20 characters, shaped 1.xx", 2.xx"*xx" or xxcm. */
export const widthMessage = (width: string): string | null => {
  if (width.length > L.width) return M.widthLength;
  return MaterialFormats.width.test(width) ? null : M.widthFormat;
};

/** A base price of 0 or less is refused (基础价格不可小于等于0,请重新编辑!). */
export const basePriceMessage = (price: number | null | undefined): string | null =>
  price !== null && price !== undefined && price <= 0 ? M.basePriceNotPositive : null;

/** Width and thickness price inputs: a number from 0 to 1000 with two decimals (the control clamps and rounds). */
export const clampBasePrice = (value: number | null | undefined): number | null => {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.round(Math.min(Math.max(value, 0), L.basePriceMax) * 100) / 100;
};
const basePriceInRange = (value: number) => value >= 0 && value <= L.basePriceMax && clampBasePrice(value) === value;

// ── Element rows (spec 001 §5) ──
export type ElementRowInput = { element?: string | null; proportion?: number | null };
const rowComplete = (r: ElementRowInput) => !!r.element && r.proportion !== null && r.proportion !== undefined;
const proportionSum = (rows: readonly ElementRowInput[]) =>
  Math.round(rows.reduce((s, r) => s + (r.proportion ?? 0), 0) * 100) / 100;

/** The first message element rows break: incomplete row, duplicate, sum above 100, and on submit a sum not 100. */
export const elementRowsMessage = (rows: readonly ElementRowInput[], submit: boolean): string | null => {
  if (rows.some((r) => !rowComplete(r))) return M.elementRowIncomplete;
  const names = rows.map((r) => r.element);
  if (new Set(names).size !== names.length) return M.elementDuplicate;
  const sum = proportionSum(rows);
  if (sum > 100) return M.elementSumOver100;
  if (submit && sum !== 100) return M.elementSumNot100;
  return null;
};

type RowsChange = { rows: ElementRowInput[]; message: string | null };

/** Adding a row needs the previous row complete (请先完善上一行数据！). */
export const addElementRow = (rows: readonly ElementRowInput[]): RowsChange => {
  const last = rows.at(-1);
  if (last && !rowComplete(last)) return { rows: [...rows], message: M.elementPreviousRow };
  return { rows: [...rows, { element: null, proportion: null }], message: null };
};

/** Choosing an element already chosen clears it (成份选择重复,请重新选择！). */
export const setElementName = (rows: readonly ElementRowInput[], index: number, element: string | null): RowsChange => {
  const duplicate = element !== null && rows.some((r, i) => i !== index && r.element === element);
  const next = rows.map((r, i) => (i === index ? { ...r, element: duplicate ? null : element } : r));
  return { rows: next, message: duplicate ? M.elementDuplicate : null };
};

/** Typing a proportion (filtered); a sum above 100 resets the row to 0 (占比之和不能大于100%！). */
export const setElementProportion = (rows: readonly ElementRowInput[], index: number, raw: string): RowsChange => {
  const text = filterProportion(raw);
  const value = text === '' ? null : Number(text);
  const next = rows.map((r, i) => (i === index ? { ...r, proportion: value } : r));
  if (proportionSum(next) > 100)
    return { rows: next.map((r, i) => (i === index ? { ...r, proportion: 0 } : r)), message: M.elementSumOver100 };
  return { rows: next, message: null };
};

// ── Name assembly (spec 001 §9) ──

/**
 * The assembled names (assumed formats): SL '<elements joined +><section>' ('PU+EVA组合大底'); UT sheets
 * '<section> <hardness>'; LT/SY/TU full name '<name> <thicknesses joined />mm'. Brackets become ASCII.
 */
export const assembleMaterialName = (
  values: MaterialValues,
  categoryCode: string,
  sectionName: string | null,
): { materialName: string | null; fullMaterialName: string | null } => {
  let name = values.materialName ?? null;
  if (categoryCode === 'SL') {
    const elements = (values.elements ?? []).map((e) => e.element).filter(Boolean);
    name = `${elements.join('+')}${sectionName ?? ''}` || null;
  } else if (materialNameLocked(categoryCode, sectionName)) {
    name = [sectionName, values.hardness].filter(Boolean).join(' ') || null;
  }
  name = name === null ? null : asciiBrackets(name);
  const thick = values.thicknesses ?? [];
  const full =
    ['LT', 'SY', 'TU'].includes(categoryCode) && name && thick.length > 0 ? `${name} ${thick.join('/')}mm` : name;
  return { materialName: name, fullMaterialName: full };
};

// ── Upload rows the form checks with the category (spec 001 §5 "Uploads") ──

/** 真皮, 合成革, 网布: every image must be at least 3840*2157 or 4 MB. */
export const largeImageMessage = (
  categoryCode: string,
  image: { width: number; height: number; bytes: number },
): string | null => {
  if (!largeImageCategories.includes(categoryCode as CategoryCode)) return null;
  const big = image.width >= largeImageMinimum.width && image.height >= largeImageMinimum.height;
  return big || image.bytes >= largeImageMinimum.bytes ? null : M.largeImageMinimum;
};

// ── The rule set ──

const blank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const requiredMessage: Partial<Record<MaterialFormField, string>> = {
  divisionId: M.divisionRequired,
  sectionId: M.sectionRequired,
  materialName: M.nameLength,
  unit: M.unitRequired,
  thicknesses: M.thicknessRequired,
  widths: M.widthRequired,
  widthTP: M.widthRequired,
  weight: M.weightRequired,
  structure: M.structureRequired,
  element: M.compositionRequired,
  elements: M.compositionRequired,
  yarnSpecification: M.yarnSpecificationRequired,
  needleCount: M.needleCountRequired,
  hardness: M.hardnessRequired,
  leatherStretch: M.leatherStretchRequired,
  propertiesCode: M.propertiesCodeRequired,
  mouldCode: M.mouldCodeRequired,
  insoleCloth: M.insoleClothRequired,
  lastNumber: M.lastNumberRequired,
  base: M.baseRequired,
  technologyList: M.technologyRequired,
  physicalProperties: M.physicalPropertiesRequired,
  promptClassification: M.promptClassificationRequired,
  techProp: M.techPropRequired,
  texture: M.textureRequired,
  standards: M.standardsRequired,
  bodyNo: M.bodyNoRequired,
  seasons: M.seasonsRequired,
  shoeFactoryTotal: M.shoeFactoryTotalRequired,
  shoesFactorieCodes: M.factoriesRequired,
  channels: M.channelsRequired,
  sampleStages: M.sampleStagesRequired,
  developTimes: M.developTimesRequired,
  sampleDate: M.sampleDateRequired,
  productDate: M.productDateRequired,
  colors: M.colorsRequired,
  price: M.priceRequired,
  subList: M.basePricesIncomplete,
  isCompleteData: M.isCompleteDataRequired,
};

const leadTimeMessage = (v: string): string | null => {
  if (v.length > L.leadTimeInput) return M.leadTimeLength;
  if (!MaterialFormats.leadTime.test(v)) return M.leadTimeFormat;
  return v.split('-').some((n) => Number(n) > L.leadTimeMaxDays) ? M.leadTimeMax : null;
};
const textMax = (max: number, message: string) => (v: unknown) =>
  typeof v === 'string' && v.length > max ? message : null;
const lengthRange = (max: number, message: string) => (v: unknown) =>
  typeof v === 'string' && (v.trim().length < 1 || v.length > max) ? message : null;
const list = (v: unknown) => (typeof v === 'string' ? v.split(/[,，]/).map((p) => p.trim()) : []);

type Check = (value: unknown, values: MaterialValues, ctx: MaterialRuleContext) => string | null;

/**
 * A typed price (the categories no pricing group prices): at most 10 characters, a number, and the base price rule
 * of the price inputs (`basePrice`: above 0, at most 10000, two decimals, spec 001 §5 "Price inputs"). A computed
 * price ('low ~ high') is the form's own sum of the sub-price rows and is not checked here.
 */
const typedPriceMessage = (v: unknown, ctx: Pick<MaterialRuleContext, 'categoryCode' | 'sectionName'>) => {
  if (pricingGroupsOf(ctx.categoryCode, ctx.sectionName).length > 0) return null;
  const s = String(v);
  if (s.length > L.price) return M.priceLength;
  if (!MaterialFormats.price.test(s)) return M.priceNumber;
  const checked = basePrice.safeParse(Number(s));
  return checked.success ? null : (checked.error.issues[0]?.message ?? M.priceNumber);
};

const eachLonger = (max: number, message: string) => (v: unknown) =>
  (Array.isArray(v) ? v : list(v)).some((p) => typeof p === 'string' && p.length > max) ? message : null;
const subPricesInRange = (v: unknown) => {
  const rows = (v ?? []) as NonNullable<MaterialValues['subList']>;
  const prices = rows.flatMap((r) => [r.thicknessPrice, r.widthPrice, r.linePrice]);
  return prices.some((p) => p !== null && p !== undefined && !basePriceInRange(p)) ? M.basePriceRange : null;
};

/**
 * What a field's input can hold at all, checked on 暂存 as on 提交: the lengths its input allows, and the typed
 * price's and sub-prices' limits (the price inputs cap and round as the user types). A draft may be incomplete and
 * its formats unfinished, but it never keeps a value the form's inputs could not have held.
 */
const inputChecks: Partial<Record<MaterialFormField, Check>> = {
  weight: textMax(L.weight, M.weightLength),
  widths: eachLonger(L.width, M.widthLength),
  widthTP: textMax(L.widthTP, M.widthTPLength),
  weavePattern: textMax(L.weavePattern, M.textLength20),
  structure: textMax(L.structure, M.textLength20),
  element: textMax(L.composition, M.compositionFormat),
  yarnSpecification: textMax(L.yarnSpecification, M.yarnSpecificationFormat),
  oilContent: textMax(L.oilContent, M.textLength20),
  leatherStretch: textMax(L.leatherStretch, M.textLength500),
  insoleCloth: textMax(L.insoleCloth, M.insoleClothLength),
  lastNumber: textMax(L.lastNumber, M.lastNumberLength),
  base: textMax(L.base, M.baseLength),
  texture: textMax(L.texture, M.textLength500),
  standards: eachLonger(L.standard, M.standardsLength),
  bodyNo: (v) => eachLonger(L.bodyNo, M.bodyNoLength)(normalizeBodyNo(v as string)),
  sampleDate: textMax(L.leadTimeInput, M.leadTimeLength),
  productDate: textMax(L.leadTimeInput, M.leadTimeLength),
  productNonDate: textMax(L.leadTimeInput, M.leadTimeLength),
  price: (v, _, ctx) => typedPriceMessage(v, ctx),
  subList: subPricesInRange,
  comment: textMax(L.comment, M.textLength500),
};

/** Format and content checks of a field with a value, in order; the first failing one speaks. */
const formatChecks: Partial<Record<MaterialFormField, Check>> = {
  materialName: lengthRange(L.name, M.nameLength),
  unit: (v, _, ctx) =>
    typeof v === 'string' && !(unitsByCategory[ctx.categoryCode as CategoryCode] ?? []).includes(v)
      ? M.unitUnknown
      : null,
  widths: (v, values, ctx) => {
    const widths = v as string[];
    const messages = widths.map(widthMessage);
    if (messages.includes(M.widthLength)) return M.widthLength;
    if (messages.includes(M.widthFormat)) return M.widthFormat;
    const special = multiWidthMaterialNames[ctx.categoryCode as CategoryCode];
    if (special && widths.length > 1 && !special.includes(values.materialName ?? '')) return M.widthSingle;
    return null;
  },
  widthTP: (v) => {
    const s = v as string;
    if (s.length > L.widthTP) return M.widthTPLength;
    return MaterialFormats.widthTP.test(s) ? null : M.widthTPFormat;
  },
  weight: (v) => {
    const s = v as string;
    if (s.length > L.weight) return M.weightLength;
    return MaterialFormats.weight.test(s) ? null : M.weightNumber;
  },
  weavePattern: textMax(L.weavePattern, M.textLength20),
  structure: textMax(L.structure, M.textLength20),
  element: (v) => {
    const s = v as string;
    return s.length > L.composition || !MaterialFormats.composition.test(s) ? M.compositionFormat : null;
  },
  elements: (v, _, ctx) => elementRowsMessage(v as ElementRowInput[], ctx.action === 'submit'),
  yarnSpecification: (v) => {
    const s = v as string;
    return s.length > L.yarnSpecification || !MaterialFormats.yarn.test(s) ? M.yarnSpecificationFormat : null;
  },
  softness: (v) => {
    const n = v as number;
    return Number.isInteger(n) && n >= 0 && n <= L.softnessMax ? null : M.softnessRange;
  },
  oilContent: textMax(L.oilContent, M.textLength20),
  leatherStretch: textMax(L.leatherStretch, M.textLength500),
  insoleCloth: lengthRange(L.insoleCloth, M.insoleClothLength),
  lastNumber: lengthRange(L.lastNumber, M.lastNumberLength),
  base: lengthRange(L.base, M.baseLength),
  texture: textMax(L.texture, M.textLength500),
  comment: textMax(L.comment, M.textLength500),
  standards: (v) => {
    const parts = list(v);
    if (parts.some((p) => p.length > L.standard)) return M.standardsLength;
    return parts.every((p) => MaterialFormats.standard.test(p)) ? null : M.standardsFormat;
  },
  bodyNo: (v) => (list(normalizeBodyNo(v as string)).some((p) => p.length > L.bodyNo) ? M.bodyNoLength : null),
  sampleDate: (v) => leadTimeMessage(v as string),
  productDate: (v) => leadTimeMessage(v as string),
  productNonDate: (v) => leadTimeMessage(v as string),
  price: (v, _, ctx) => typedPriceMessage(v, ctx),
  otherImgIds: (v) => ((v as string[]).length > MaterialImageLimits.other ? M.otherImagesCount : null),
  // With a VR zip the images are those it held; without one, at most two.
  vrImgIds: (v, values) =>
    !values.vrFileId && (v as string[]).length > MaterialImageLimits.vr ? M.vrImagesCount : null,
};

/** Submit-only checks of the pickers and the prices (spec 001 §5 "Submit (status 2) checks"). */
const submitChecks: Partial<Record<MaterialFormField, Check>> = {
  grains: (v, _, ctx) => (ctx.available?.grains === 0 ? M.grainsNoneMaintained : blank(v) ? M.grainsRequired : null),
  effects: (v, _, ctx) => {
    if (ctx.available?.effects === 0) return M.effectsNoneMaintained;
    if (blank(v)) return M.effectsRequired;
    return (v as { sort?: number | null }[]).some((e) => e.sort !== null && e.sort !== undefined && e.sort < 1)
      ? M.effectSortMin
      : null;
  },
  subList: (v, values, ctx) => {
    const rows = (v ?? []) as NonNullable<MaterialValues['subList']>;
    const groups = pricingGroupsOf(ctx.categoryCode, ctx.sectionName);
    const expected = buildSubList(values, groups);
    const priced = (r: Partial<SubPrice>) => r.thickness ?? r.width ?? r.grain ?? null;
    const has = (e: SubPrice) => rows.some((r) => subPriceKind(r) === subPriceKind(e) && priced(r) === priced(e));
    if (rows.some((r) => subPriceKind(r) === 'width' && (blank(r.weight) || r.widthPrice == null)))
      return M.subListIncomplete;
    const prices = rows.flatMap((r) => [r.thicknessPrice, r.widthPrice, r.linePrice]);
    if (!expected.every(has) || rows.some((r) => subPriceKind(r) === 'thickness' && r.thicknessPrice == null))
      return M.basePricesIncomplete;
    if (rows.some((r) => subPriceKind(r) === 'grain' && r.linePrice == null)) return M.basePricesIncomplete;
    for (const p of prices) if (p !== null && p !== undefined && p <= 0) return M.basePriceNotPositive;
    for (const p of prices) if (p !== null && p !== undefined && !basePriceInRange(p)) return M.basePriceRange;
    return null;
  },
};

/** Asked of every material, whatever its category (an empty 提交 marks all three). */
const alwaysRequired = ['divisionId', 'sectionId', 'materialName'] as const;

/** What the form shows, requires and locks for these values in this context (`fieldStates`). */
const materialFieldStates = (values: MaterialValues, ctx: MaterialRuleContext) =>
  fieldStates({
    categoryCode: ctx.categoryCode,
    sectionName: ctx.sectionName,
    form: ctx.form,
    status: ctx.completeData ? 5 : (ctx.stored?.status ?? null),
    editType: ctx.stored?.editType ?? null,
    newFlag: values.newFlag ?? (ctx.stored ? ctx.stored.newFlag : '1'),
    values: {
      shoeFactoryTotal: values.shoeFactoryTotal ?? '0',
      channelTotal: values.channelTotal ?? 0,
      colorTotal: values.colorTotal ?? 0,
      weavePattern: values.weavePattern ?? null,
      vrFileId: values.vrFileId ?? null,
      vrImages: values.vrImgIds?.length ?? 0,
    },
  });

/**
 * The rules as the user types, between saves (the form's resolver on blur and change): a field the category shows
 * is judged only once it holds a value, by its format and its limits, so a mistake shows at the field at once; a
 * blank field passes, and what 提交 requires (the required fields, the pickers' and the price rows' submit checks)
 * waits for 提交. The element rows judge themselves as they are edited (`addElementRow`, `setElementName`,
 * `setElementProportion`).
 */
export const materialTypingIssues = (values: MaterialValues, ctx: MaterialRuleContext): MaterialIssue[] => {
  const states = materialFieldStates(values, ctx);
  const issues: MaterialIssue[] = [];
  for (const field of materialFormFields) {
    const shown = states[field].shown || (alwaysRequired as readonly string[]).includes(field);
    const value = (values as Record<string, unknown>)[field];
    if (!shown || field === 'elements' || blank(value)) continue;
    const message = (formatChecks[field] ?? inputChecks[field])?.(value, values, ctx) ?? null;
    if (message) issues.push({ path: field, message });
  }
  return issues;
};

/**
 * Every rule of spec 001 §5 (and the state rules of §4 when the stored record is given), in the order the form
 * shows its fields: the first issue is the message the stub answers. 暂存 needs the name and checks only what the
 * inputs can hold (`inputChecks`: lengths and the prices' limits); 提交 checks every rule.
 */
export const validateMaterial = (values: MaterialValues, ctx: MaterialRuleContext): MaterialIssue[] => {
  const issues: MaterialIssue[] = materialStateIssues(values, ctx);
  const name = values.materialName ?? '';
  if (ctx.action === 'draft') {
    for (const field of materialFormFields) {
      const value = (values as Record<string, unknown>)[field];
      const message =
        field === 'materialName'
          ? name.trim() === ''
            ? M.draftNeedsName
            : name.length > L.name
              ? M.nameLength
              : null
          : blank(value)
            ? null
            : (inputChecks[field]?.(value, values, ctx) ?? null);
      if (message) issues.push({ path: field, message });
    }
    return issues;
  }
  const states = materialFieldStates(values, ctx);
  for (const [field, state] of Object.entries(states) as [MaterialFormField, (typeof states)[MaterialFormField]][]) {
    // The category, the section and the name are required everywhere, even before the category's states are known.
    const always = (alwaysRequired as readonly string[]).includes(field);
    if (!state.shown && !always) continue;
    const value = (values as Record<string, unknown>)[field];
    const submitCheck = submitChecks[field];
    let message: string | null = null;
    if ((state.required || always) && blank(value))
      message = submitCheck
        ? submitCheck(value, values, ctx)
        : field === 'thicknesses' &&
            ctx.categoryCode === 'FB' &&
            (Sec.buckles as readonly string[]).includes(ctx.sectionName ?? '')
          ? M.buckleThicknessRequired
          : (requiredMessage[field] ?? M.formInvalid);
    else if (!blank(value))
      message = formatChecks[field]?.(value, values, ctx) ?? submitCheck?.(value, values, ctx) ?? null;
    if (message) issues.push({ path: field, message });
  }
  return issues;
};

/**
 * The form's schema, for the portal's `contractResolver`: the same rules, the issues at the fields' paths; `typing`
 * judges as the user types (`materialTypingIssues`) rather than as a save does.
 */
export const materialFormSchema = (ctx: MaterialRuleContext, { typing = false }: { typing?: boolean } = {}) =>
  z
    .custom<MaterialValues>((v) => typeof v === 'object' && v !== null)
    .superRefine((values, zctx) => {
      for (const issue of (typing ? materialTypingIssues : validateMaterial)(values, ctx))
        zctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    });
