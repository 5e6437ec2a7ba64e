import type { CategoryCode } from '../../constants';
import { type MaterialFabric, type MaterialFabricSave, MaterialStatus } from './calls';
import {
  EditTypeFlag,
  knitWeavePatterns,
  materialSpecPrecedence,
  pricingGroupsOf,
  MaterialSections as Sec,
  sampleStageCategories,
  standardsExemptSections,
} from './constants';

/**
 * Which fields of the material forms are shown, required and locked, by category code, section, form, status,
 * editType and newFlag (spec 001 §4, §5). The form renders from it; `validateMaterial` checks what it requires;
 * the stub refuses changes to what it locks. The per-category presence is this project's reading where the spec
 * only says "for most categories" (docs/domains/fabric-rules.md "Field matrix").
 */

/** Where the material is used: seasons, shoe factories and channels. */
const usageFields = ['seasons', 'shoeFactoryTotal', 'shoesFactorieCodes', 'channelTotal', 'channels'] as const;
/** Its commercial data: dates, colours, tags and prices. */
const commercialFields = [
  'sampleDate',
  'productDate',
  'productNonDate',
  'colorTotal',
  'colors',
  'tags',
  'price',
  'subList',
] as const;
/** Its media: cover, other images, the check file, the 3D VR zip and its images. */
const mediaFields = ['coverImgId', 'otherImgIds', 'checkFileId', 'vrFileId', 'vrImgIds'] as const;

/** The form's fields in the order the form shows them: the first message of a save is the first field's. */
export const materialFormFields = [
  'divisionId',
  'sectionId',
  'materialName',
  'isCompleteData',
  'unit',
  'thicknesses',
  'widths',
  'widthTP',
  'weight',
  'grains',
  'effects',
  'weavePattern',
  'structure',
  'element',
  'elements',
  'yarnSpecification',
  'needleCount',
  'density',
  'hardness',
  'softness',
  'oilContent',
  'leatherStretch',
  'propertiesCode',
  'mouldCode',
  'insoleCloth',
  'lastNumber',
  'base',
  'technologyList',
  'cushionTreatmentList',
  'physicalProperties',
  'promptClassification',
  'techProp',
  'texture',
  'standards',
  'bodyNo',
  ...usageFields,
  'sampleStages',
  'developTimes',
  ...commercialFields,
  'colorProcessing',
  'processProcessing',
  'otherProcessing',
  'comment',
  'instructionsArr',
  ...mediaFields,
] as const;
export type MaterialFormField = (typeof materialFormFields)[number];

export interface FieldState {
  shown: boolean;
  required: boolean;
  locked: boolean;
}

export type MaterialForm = 'fabric' | 'recommend';

/** What the rules read: the form's values (the save body without its status). */
export type MaterialValues = Partial<Omit<MaterialFabricSave, 'status'>>;
/** The stored record a save changes (state rules: locks, lifecycle); null or absent for a new record. */
export type StoredMaterial = Partial<MaterialFabric> & { status: number };

export interface MaterialRuleContext {
  categoryCode: string;
  sectionName: string | null;
  action: 'draft' | 'submit';
  form: MaterialForm;
  stored?: StoredMaterial | null;
  /** The dialog's complete-data flag: the record is worked as status 5 and submitted as 3 with isCompleteData 1. */
  completeData?: boolean;
  /** 转正: the fabric form opened on a recommended material (stage recommend). */
  regularize?: boolean;
  /** How many grains / effects the division offers the supplier; 0 gives the "none maintained" messages. */
  available?: { grains?: number; effects?: number };
}

export interface MaterialIssue {
  path: string;
  message: string;
}

export interface MaterialFieldContext {
  categoryCode: string;
  sectionName: string | null;
  form: MaterialForm;
  /** The status the form works in (a complete-data record is worked as 5); null for a new record. */
  status: number | null;
  editType?: number | null;
  newFlag?: string | null;
  /**
   * Values some fields depend on: the all-factories, all-channels and all-colours flags, the weave pattern, and the
   * 3D VR zip and the count of VR images (the VR images are shown once a zip brought them, spec 001 §4).
   */
  values?: {
    shoeFactoryTotal?: string | null;
    channelTotal?: number | null;
    colorTotal?: number | null;
    weavePattern?: string | null;
    vrFileId?: string | null;
    vrImages?: number;
  };
}

type Presence = 'required' | 'shown';
const all = (p: Presence, except: CategoryCode[] = []): Partial<Record<CategoryCode, Presence>> =>
  Object.fromEntries(
    (['LT', 'SY', 'TU', 'TX', 'LC', 'TP', 'PM', 'WU', 'SL', 'FB', 'RM', 'QT', 'UT', 'FG'] as const)
      .filter((c) => !except.includes(c))
      .map((c) => [c, p]),
  );
const some = (p: Presence, codes: CategoryCode[]) => Object.fromEntries(codes.map((c) => [c, p]));

/** Categories with a grain and an effect picker (assumed: the surface materials and the moulded parts). */
export const pickerCategories: readonly CategoryCode[] = ['LT', 'SY', 'TU', 'TX', 'SL', 'FB', 'UT'];
/** Categories whose composition is element rows; the text ones (TX, LC, TP, RM, QT) write '65%涤纶+35%棉' (assumed). */
export const elementRowCategories: readonly CategoryCode[] = ['LT', 'SY', 'TU', 'PM', 'SL', 'FB', 'UT'];

/** The base presence of each field by category; section and value dependent rules are applied in `fieldStates`. */
const presence: Record<MaterialFormField, Partial<Record<CategoryCode, Presence>>> = {
  divisionId: all('required'),
  sectionId: all('required'),
  materialName: all('required'),
  unit: all('required'),
  thicknesses: { ...some('required', ['LT', 'SY', 'TU', 'PM', 'SL', 'UT']), FB: 'shown' },
  widths: some('required', ['SY', 'TU', 'TX', 'LC', 'PM', 'RM']),
  widthTP: some('required', ['TP']),
  weight: { ...some('required', ['SY', 'TX']), ...some('shown', ['TU', 'PM', 'RM', 'LC', 'TP']) },
  grains: some('shown', [...pickerCategories]),
  effects: some('shown', [...pickerCategories]),
  weavePattern: some('shown', ['TX']),
  structure: some('shown', ['TX']),
  element: { ...some('required', ['TX', 'LC', 'TP', 'RM']), QT: 'shown' },
  elements: some('required', [...elementRowCategories]),
  yarnSpecification: { TX: 'required', ...some('shown', ['LC', 'TP']) },
  needleCount: some('shown', ['TX']),
  density: some('shown', ['TX', 'PM']),
  hardness: { ...some('shown', ['RM', 'SL', 'PM', 'UT']), FB: 'required' },
  softness: some('shown', ['LT', 'SY']),
  oilContent: some('shown', ['LT']),
  leatherStretch: some('required', ['LT']),
  propertiesCode: { SL: 'required', UT: 'shown' },
  mouldCode: { SL: 'required', ...some('shown', ['UT', 'FB']) },
  insoleCloth: some('required', ['SL']),
  lastNumber: some('required', ['SL']),
  base: some('required', ['SL']),
  technologyList: some('required', ['SL']),
  cushionTreatmentList: some('shown', ['SL']),
  physicalProperties: some('required', ['SL', 'FB']),
  promptClassification: {},
  techProp: {},
  texture: { ...all('shown'), WU: 'required' },
  standards: some('required', ['WU', 'FB', 'QT', 'FG']),
  bodyNo: { SL: 'required', UT: 'shown' },
  seasons: all('required', ['FG']),
  shoeFactoryTotal: all('required'),
  shoesFactorieCodes: all('required'),
  channelTotal: all('shown'),
  channels: all('required'),
  sampleStages: some('required', [...sampleStageCategories]),
  developTimes: all('required', [...sampleStageCategories]),
  sampleDate: all('required', ['FG']),
  productDate: all('required', ['FG']),
  productNonDate: some('shown', ['TX', 'SY', 'TU']),
  colorTotal: all('shown'),
  colors: all('required'),
  tags: all('shown'),
  price: all('required'),
  subList: {},
  colorProcessing: some('shown', ['LT', 'SY', 'TU', 'TX']),
  processProcessing: some('shown', ['LT', 'SY', 'TU', 'TX']),
  otherProcessing: some('shown', ['LT', 'SY', 'TU', 'TX']),
  comment: all('shown'),
  instructionsArr: all('shown'),
  isCompleteData: {},
  coverImgId: all('shown'),
  otherImgIds: all('shown'),
  checkFileId: all('shown'),
  vrFileId: all('shown'),
  vrImgIds: all('shown'),
};

/** Grain requiredness (spec 001 §4; spec 000 §5 "otherwise it is required"); it also makes the picker multi-select. */
export const grainsRequired = (
  categoryCode: string,
  sectionName: string | null,
  newFlag: string | null | undefined,
) => {
  const isNew = newFlag === '1';
  switch (categoryCode) {
    case 'LT':
      return !isNew && sectionName === Sec.splitLeather;
    case 'SY':
      return !isNew && sectionName !== Sec.flocking;
    case 'TU':
      return (
        !isNew &&
        !(
          materialSpecPrecedence === 'forms' && (Sec.tuGrainExceptions as readonly string[]).includes(sectionName ?? '')
        )
      );
    default:
      return true;
  }
};

/** Effects: required for new-flag SY/TU (spec 001), or wherever the picker is shown (spec 000): the one switch. */
export const effectsRequired = (categoryCode: string, newFlag: string | null | undefined) =>
  materialSpecPrecedence === 'shell'
    ? (pickerCategories as readonly string[]).includes(categoryCode)
    : newFlag === '1' && (categoryCode === 'SY' || categoryCode === 'TU');

/** With grains not required the picker keeps one grain: choosing one clears the others (spec 001 §4). */
export const grainPickerMode = (required: boolean): 'single' | 'multi' => (required ? 'multi' : 'single');

/** Approved records keep these editable (assumed: where it is used, commercial data, notes and media; the specification stays). */
export const editableWhenApproved: readonly MaterialFormField[] = [
  ...usageFields,
  ...commercialFields,
  'comment',
  'instructionsArr',
  'isCompleteData',
  ...mediaFields,
];

/** Whether an approved record's editType keeps a part locked: thickness for 2, 4, 6; width 1, 4, 5; grain 1, 2, 3. */
export const editTypeLocks = (part: keyof typeof EditTypeFlag, editType: number | null | undefined): boolean =>
  ((editType ?? 0) & EditTypeFlag[part]) === 0;

const editTypePart: Partial<Record<MaterialFormField, keyof typeof EditTypeFlag>> = {
  thicknesses: 'thickness',
  widths: 'width',
  widthTP: 'width',
  grains: 'grain',
};

/** Whether a field is locked: the category once saved; at status 3 all but the editable ones and editType's parts. */
export const fieldLocked = (field: MaterialFormField, status: number | null, editType?: number | null): boolean => {
  if (field === 'divisionId') return status !== null;
  if (status !== MaterialStatus.approved) return false;
  const part = editTypePart[field];
  if (part) return editTypeLocks(part, editType);
  return !editableWhenApproved.includes(field);
};

/** Whether the name is assembled by the form and locked: SL always, UT's sheet sections (spec 001 §9). */
export const materialNameLocked = (categoryCode: string, sectionName: string | null): boolean =>
  categoryCode === 'SL' || (categoryCode === 'UT' && (Sec.utSheets as readonly string[]).includes(sectionName ?? ''));

/**
 * Shown / required / locked for every field of the form. Locked also marks what the form fills itself: the price
 * computed from the sub-price rows, the assembled name of SL and UT sheets.
 */
export const fieldStates = (ctx: MaterialFieldContext): Record<MaterialFormField, FieldState> => {
  const code = ctx.categoryCode as CategoryCode;
  const section = ctx.sectionName ?? '';
  const v = ctx.values ?? {};
  const groups = pricingGroupsOf(code, section);
  const out = {} as Record<MaterialFormField, FieldState>;
  for (const field of materialFormFields) {
    const p = presence[field][code];
    let shown = p !== undefined;
    let required = p === 'required';
    let readOnly = false;
    switch (field) {
      case 'thicknesses':
        // FB: the thickness-priced sections and the buckles need a thickness.
        if (code === 'FB' && (groups.includes('thickness') || (Sec.buckles as readonly string[]).includes(section)))
          required = true;
        break;
      case 'grains':
        required = shown && grainsRequired(code, ctx.sectionName, ctx.newFlag);
        break;
      case 'effects':
        required = shown && effectsRequired(code, ctx.newFlag);
        break;
      case 'structure':
        if (code === 'WU' && section === Sec.shoeBox) shown = required = true;
        break;
      case 'promptClassification':
      case 'techProp':
        if (code === 'WU' && section === Sec.hangTag) shown = required = true;
        break;
      case 'hardness':
      case 'mouldCode':
        if (section === Sec.injectionSheet && (code === 'FB' || code === 'UT')) shown = required = true;
        break;
      case 'needleCount':
        required = shown && knitWeavePatterns.includes(v.weavePattern ?? '');
        break;
      case 'standards':
        if (standardsExemptSections.includes(section)) required = false;
        if (code === 'WU') shown = true;
        break;
      case 'shoesFactorieCodes':
        // 'All shoe factories' (1) clears and hides the list.
        shown = required = v.shoeFactoryTotal !== '1';
        break;
      case 'channels':
        shown = required = v.channelTotal !== 1;
        break;
      case 'colors':
        shown = required = v.colorTotal !== 1;
        break;
      case 'price':
        // Priced by thickness, width or grain: the price is computed from the sub-price rows (read-only).
        if (groups.length > 0) {
          required = false;
          readOnly = true;
        }
        break;
      case 'subList':
        shown = required = groups.length > 0;
        break;
      case 'isCompleteData':
        shown = required = ctx.form === 'recommend';
        break;
      case 'vrImgIds':
        // The VR section shows once a 3D VR zip brought its images (or a record holds VR images); removing the
        // zip clears them, and the section goes (spec 001 §4).
        shown = Boolean(v.vrFileId) || (v.vrImages ?? 0) > 0;
        break;
    }
    const assembled = readOnly || (field === 'materialName' && materialNameLocked(code, ctx.sectionName));
    out[field] = {
      shown,
      required: shown && required,
      locked: shown && (assembled || fieldLocked(field, ctx.status, ctx.editType)),
    };
  }
  return out;
};
