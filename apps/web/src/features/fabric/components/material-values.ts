import {
  type MaterialFabricDetail,
  type MaterialFabricSaveInput,
  MaterialStatus,
  normalizeBodyNo,
  normalizeList,
} from '@portal/contract';
import type { ChosenColor, ChosenEffect, ElementRowValue } from '@/components/form';

/** A sub-price row as the form holds it (spec 001 §3 subList). */
export interface SubPriceRow {
  width: string | null;
  widthPrice: number | null;
  thickness: string | null;
  thicknessPrice: number | null;
  weight: string | null;
  grain: string | null;
  linePrice: number | null;
  standardPrice: number | null;
}

/**
 * What the material dialog holds: the save body's fields (spec 001 §3) with lists never null and texts never
 * undefined, so every control is controlled. `status` is set by the button pressed.
 */
export interface MaterialFormValues {
  id: number | null;
  divisionId: number | null;
  sectionId: number | null;
  materialName: string;
  fullMaterialName: string;
  materialCode: string | null;
  unit: string;
  sampleStages: string[];
  developTimes: string;
  seasons: string[];
  bodyNo: string;
  tags: number[];
  thicknesses: string[];
  widths: string[];
  widthTP: string;
  weight: string;
  standards: string;
  weavePattern: string;
  structure: string;
  yarnSpecification: string;
  element: string;
  elements: ElementRowValue[];
  density: string;
  hardness: string;
  softness: number | null;
  oilContent: string;
  leatherStretch: string;
  propertiesCode: string;
  needleCount: string;
  mouldCode: string;
  insoleCloth: string;
  insoleClothMaterialCode: string;
  lastNumber: string;
  base: string;
  technologyList: string[];
  cushionTreatmentList: string[];
  physicalProperties: string;
  promptClassification: string;
  techProp: string;
  colorProcessing: string;
  processProcessing: string;
  otherProcessing: string;
  grains: string[];
  effects: ChosenEffect[];
  colorTotal: 0 | 1;
  colors: ChosenColor[];
  price: string;
  subList: SubPriceRow[];
  sampleDate: string;
  productDate: string;
  productNonDate: string;
  shoeFactoryTotal: '0' | '1';
  shoesFactorieCodes: string[];
  channelTotal: 0 | 1;
  channels: string[];
  texture: string;
  comment: string;
  instructionsArr: string[];
  coverImgId: string | null;
  otherImgIds: string[];
  checkFileId: string | null;
  checkFileName: string | null;
  vrFileId: string | null;
  vrImgIds: string[];
  fileHasComplete: 0 | 1;
  isCompleteData: 0 | 1 | null;
  newFlag: '0' | '1';
  materialStage: 'recommend' | 'normal';
  status: 1 | 2 | 3 | 5;
}

export type MaterialFieldName = keyof MaterialFormValues;

export const emptyMaterial = (stage: 'recommend' | 'normal'): MaterialFormValues => ({
  id: null,
  divisionId: null,
  sectionId: null,
  materialName: '',
  fullMaterialName: '',
  materialCode: null,
  unit: '',
  sampleStages: [],
  developTimes: '',
  seasons: [],
  bodyNo: '',
  tags: [],
  thicknesses: [],
  widths: [],
  widthTP: '',
  weight: '',
  standards: '',
  weavePattern: '',
  structure: '',
  yarnSpecification: '',
  element: '',
  elements: [],
  density: '',
  hardness: '',
  softness: null,
  oilContent: '',
  leatherStretch: '',
  propertiesCode: '',
  needleCount: '',
  mouldCode: '',
  insoleCloth: '',
  insoleClothMaterialCode: '',
  lastNumber: '',
  base: '',
  technologyList: [],
  cushionTreatmentList: [],
  physicalProperties: '',
  promptClassification: '',
  techProp: '',
  colorProcessing: '',
  processProcessing: '',
  otherProcessing: '',
  grains: [],
  effects: [],
  colorTotal: 0,
  colors: [],
  price: '',
  subList: [],
  sampleDate: '',
  productDate: '',
  productNonDate: '',
  shoeFactoryTotal: '0',
  shoesFactorieCodes: [],
  channelTotal: 0,
  channels: [],
  texture: '',
  comment: '',
  instructionsArr: [],
  coverImgId: null,
  otherImgIds: [],
  checkFileId: null,
  checkFileName: null,
  vrFileId: null,
  vrImgIds: [],
  fileHasComplete: 0,
  isCompleteData: null,
  newFlag: '1',
  materialStage: stage,
  status: 1,
});

const str = (value: string | null | undefined) => value ?? '';
/** A stored status the form keeps; anything else opens as a draft. */
const statusesKept = [MaterialStatus.submitted, MaterialStatus.approved, MaterialStatus.rejected] as const;
const splitList = (joined: string | null | undefined) => (joined ? joined.split(',').filter(Boolean) : []);

/** The form's values of a stored record (detail/{id}). */
export const fromDetail = (d: MaterialFabricDetail, stage: 'recommend' | 'normal'): MaterialFormValues => ({
  ...emptyMaterial(stage),
  id: d.id,
  divisionId: d.divisionId,
  sectionId: d.sectionId,
  materialName: d.materialName,
  fullMaterialName: str(d.fullMaterialName),
  materialCode: d.materialCode,
  unit: str(d.unit),
  sampleStages: d.sampleStages,
  developTimes: str(d.developTimes),
  seasons: d.seasons,
  bodyNo: str(d.bodyNo),
  tags: d.tags,
  thicknesses: d.thicknesses,
  widths: d.widths,
  widthTP: str(d.widthTP),
  weight: str(d.weight),
  standards: str(d.standards),
  weavePattern: str(d.weavePattern),
  structure: str(d.structure),
  yarnSpecification: str(d.yarnSpecification),
  element: str(d.element),
  elements: d.elements.map((e) => ({ element: e.element, proportion: e.proportion })),
  density: str(d.density),
  hardness: str(d.hardness),
  softness: d.softness,
  oilContent: str(d.oilContent),
  leatherStretch: str(d.leatherStretch),
  propertiesCode: str(d.propertiesCode),
  needleCount: str(d.needleCount),
  mouldCode: str(d.mouldCode),
  insoleCloth: str(d.insoleCloth),
  insoleClothMaterialCode: str(d.insoleClothMaterialCode),
  lastNumber: str(d.lastNumber),
  base: str(d.base),
  technologyList: d.technologyList.length ? d.technologyList : splitList(d.technology),
  cushionTreatmentList: d.cushionTreatmentList.length ? d.cushionTreatmentList : splitList(d.cushionTreatment),
  physicalProperties: str(d.physicalProperties),
  promptClassification: str(d.promptClassification),
  techProp: str(d.techProp),
  colorProcessing: str(d.colorProcessing),
  processProcessing: str(d.processProcessing),
  otherProcessing: str(d.otherProcessing),
  grains: d.grains,
  effects: d.effects.map((e) => ({ id: e.id, effectName: e.effectName, sort: e.sort })),
  colorTotal: d.colorTotal,
  colors: d.colors.map((c) => ({ colorCode: c.colorCode, colorRgb: c.colorRgb })),
  price: str(d.price),
  subList: (d.subPriceList.length ? d.subPriceList : d.subList).map((row) => ({ ...row })),
  sampleDate: str(d.sampleDate),
  productDate: str(d.productDate),
  productNonDate: str(d.productNonDate),
  shoeFactoryTotal: d.shoeFactoryTotal,
  shoesFactorieCodes: d.shoesFactorieCodes,
  channelTotal: d.channelTotal,
  channels: d.channels,
  texture: str(d.texture),
  comment: str(d.comment),
  instructionsArr: d.instructionsArr.length ? d.instructionsArr : splitList(d.instructions?.replaceAll(';', ',')),
  coverImgId: d.coverImgId,
  otherImgIds: d.otherImgIds,
  checkFileId: d.checkFileId,
  checkFileName: d.checkFileName,
  vrFileId: d.vrFileId,
  vrImgIds: d.vrImgIds,
  fileHasComplete: d.fileHasComplete,
  isCompleteData: d.isCompleteData,
  newFlag: d.newFlag,
  materialStage: d.materialStage === 'recommend' ? 'recommend' : stage,
  status: statusesKept.find((s) => s === d.status) ?? MaterialStatus.draft,
});

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The save body: the form's values, texts '' sent as null, the joined lists the stub stores beside the arrays (the
 * sole's base typed comma-separated, each body number trimmed and upper-cased: contract `normalizeList`).
 */
export const toSaveBody = (v: MaterialFormValues, status: 1 | 2 | 3): MaterialFabricSaveInput => ({
  ...v,
  materialCode: status === 1 ? v.materialCode : null,
  fullMaterialName: orNull(v.fullMaterialName),
  unit: orNull(v.unit),
  developTimes: orNull(v.developTimes),
  bodyNo: orNull(normalizeBodyNo(v.bodyNo)),
  widthTP: orNull(v.widthTP),
  weight: orNull(v.weight),
  standards: orNull(v.standards),
  weavePattern: orNull(v.weavePattern),
  structure: orNull(v.structure),
  yarnSpecification: orNull(v.yarnSpecification),
  element: orNull(v.element),
  density: orNull(v.density),
  hardness: orNull(v.hardness),
  oilContent: orNull(v.oilContent),
  leatherStretch: orNull(v.leatherStretch),
  propertiesCode: orNull(v.propertiesCode),
  needleCount: orNull(v.needleCount),
  mouldCode: orNull(v.mouldCode),
  insoleCloth: orNull(v.insoleCloth),
  insoleClothMaterialCode: orNull(v.insoleClothMaterialCode),
  lastNumber: orNull(v.lastNumber),
  base: orNull(normalizeList(v.base)),
  technology: v.technologyList.length ? v.technologyList.join(',') : null,
  cushionTreatment: v.cushionTreatmentList.length ? v.cushionTreatmentList.join(',') : null,
  physicalProperties: orNull(v.physicalProperties),
  promptClassification: orNull(v.promptClassification),
  techProp: orNull(v.techProp),
  colorProcessing: orNull(v.colorProcessing),
  processProcessing: orNull(v.processProcessing),
  otherProcessing: orNull(v.otherProcessing),
  price: orNull(v.price),
  sampleDate: orNull(v.sampleDate),
  productDate: orNull(v.productDate),
  productNonDate: orNull(v.productNonDate),
  texture: orNull(v.texture),
  comment: orNull(v.comment),
  instructions: v.instructionsArr.length ? v.instructionsArr.join(';') : null,
  status,
});
