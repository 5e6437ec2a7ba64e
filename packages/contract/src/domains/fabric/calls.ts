import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, listBody, listExport, pagedList } from '../../call';
import { exportBody, pageOf } from '../../envelope';
import {
  anyData,
  bit,
  dateTime,
  dayFilter,
  fileRefSchema,
  flag01,
  lenientBit,
  lenientFlag01,
  ok,
  recordIdBody,
  recordIdParam,
  recordIdsBody,
  nullableText as text,
  textList as texts,
} from '../../schemas';
import { type StatusOf, StatusWords, statusSet } from '../../state-rules';
import { categoryNodeSchema, colorSchema, effectSchema, supplierOptionSchema, tagSchema } from '../lookups/calls';
import { MaterialMessages } from './messages';

/** Shoe upper / recommended material status (spec 001 §4). Other values are not shown. */
export const MaterialStatus = statusSet({
  draft: [1, '暂存'],
  submitted: [2, '已提交'],
  approved: [3, '已生效'],
  rejected: [5, StatusWords.rejected],
});
export type MaterialStatusValue = StatusOf<typeof MaterialStatus>;
/**
 * The form's stage input (spec 001 §2: recommend or normal), stored as `materialStage`: a recommended material
 * stays 'recommend' until 转正 makes it 'normal'. The stored spelling is this project's (docs/domains/fabric-rules.md).
 */
export const MaterialStage = { recommend: 'recommend', normal: 'normal' } as const;
export type MaterialStageValue = (typeof MaterialStage)[keyof typeof MaterialStage];
export const materialStageSchema = z.enum([MaterialStage.recommend, MaterialStage.normal]);

/** Sub-price row (spec 001 §3). */
export const subPriceSchema = z.object({
  width: z.string().nullable(),
  widthPrice: z.number().nullable(),
  thickness: z.string().nullable(),
  thicknessPrice: z.number().nullable(),
  weight: z.string().nullable(),
  grain: z.string().nullable(),
  linePrice: z.number().nullable(),
  standardPrice: z.number().nullable(),
});
export type SubPrice = z.infer<typeof subPriceSchema>;

export const elementRowSchema = z.object({ element: z.string(), proportion: z.number() });
export type ElementRow = z.infer<typeof elementRowSchema>;
export const materialEffectRefSchema = effectSchema.pick({ id: true, effectName: true, sort: true });
export type MaterialEffectRef = z.infer<typeof materialEffectRefSchema>;
export const materialColorRefSchema = colorSchema.pick({ colorCode: true, colorRgb: true });

/** Shoe upper / recommended material, spec 001 §3 (types assumed where the spec names only the field). */
export const materialFabricSchema = z.object({
  id: z.number().int(),
  suppliers: texts,
  divisionId: z.number().int(),
  sectionId: z.number().int().nullable(),
  materialName: z.string(),
  fullMaterialName: text,
  /** The first two characters are the category code; null on submit (system-generated). */
  materialCode: text,
  thicknesses: texts,
  widths: texts,
  widthTP: text,
  weight: text,
  grains: texts,
  effects: z.array(materialEffectRefSchema),
  materialSubCodes: texts,
  unit: text,
  weavePattern: text,
  element: text,
  elements: z.array(elementRowSchema),
  structure: text,
  yarnSpecification: text,
  oilContent: text,
  softness: z.number().nullable(),
  density: text,
  hardness: text,
  seasons: texts,
  shoesFactorieCodes: texts,
  shoeFactoryTotal: flag01,
  channels: texts,
  channelTotal: bit,
  sampleStages: texts,
  developTimes: text,
  bodyNo: text,
  standards: text,
  productNonDate: text,
  texture: z.string().max(500).nullable(),
  comment: z.string().max(500).nullable(),
  /** Risk notes joined with ';'. */
  instructions: text,
  instructionsArr: texts,
  sampleDate: text,
  productDate: text,
  price: text,
  tags: z.array(z.number().int()),
  coverImgId: text,
  otherImgIds: texts,
  checkFileId: text,
  checkFileName: text,
  vrImgIds: texts,
  vrFileId: text,
  auditRemark: text,
  status: z.number().int(),
  originalStatus: z.number().int().nullable(),
  propertiesCode: text,
  needleCount: text,
  mouldCode: text,
  colorProcessing: text,
  processProcessing: text,
  otherProcessing: text,
  promptClassification: text,
  techProp: text,
  subList: z.array(subPriceSchema),
  colorTotal: bit,
  colors: z.array(materialColorRefSchema),
  /** 'recommend' or 'normal' (MaterialStage). */
  materialStage: text,
  newFlag: flag01,
  leatherStretch: text,
  technology: text,
  technologyList: texts,
  cushionTreatment: text,
  cushionTreatmentList: texts,
  physicalProperties: text,
  fileHasComplete: bit,
  insoleCloth: text,
  insoleClothMaterialCode: text,
  lastNumber: text,
  base: text,
  /** Sum of flags for approved records: thickness 1, width 2, grain 4. */
  editType: z.number().int().nullable(),
  isCompleteData: bit.nullable(),
  hasFrozen: bit.nullable(),
  frozenTime: text,
  modifier: text,
  modifyTime: text,
  applicationOverruled: text,
});
export type MaterialFabric = z.infer<typeof materialFabricSchema>;

export const materialFabricDetailSchema = materialFabricSchema.extend({
  /** The names of the division and section (the rules read the code and the section name). */
  divisionName: text,
  sectionName: text,
  subPriceList: z.array(subPriceSchema),
  shoesFactories: z.array(supplierOptionSchema.pick({ supplierCode: true, shortName: true })),
  checkFiles: z.array(fileRefSchema),
  vrFiles: z.array(fileRefSchema),
  imgs: z.array(fileRefSchema),
  vrImgs: z.array(fileRefSchema),
  colors: z.array(colorSchema),
  /** The price as shown (pricing.ts `displayPrice`, effects included); null without priced rows or when withheld. */
  displayPrice: text.optional(),
  /** The short name of the material's supplier. */
  supplierShortname: text.optional(),
  /**
   * True when the caller is not the material's supplier (the favorites view, docs/decisions/0026): only an approved
   * material is answered, and its prices, sub-prices, factories, check and VR files, rejection reason, objection
   * and modifier are withheld (sent null or empty).
   */
  publicView: z.boolean().optional(),
});
export type MaterialFabricDetail = z.infer<typeof materialFabricDetailSchema>;

/** Fields the client never sets: the stub keeps the stored values (or derives them). */
const serverOwned = {
  materialSubCodes: true,
  auditRemark: true,
  originalStatus: true,
  editType: true,
  hasFrozen: true,
  frozenTime: true,
  modifier: true,
  modifyTime: true,
  applicationOverruled: true,
} as const;

const optionalText = z.string().nullable().optional();

/**
 * What 暂存 / 提交 / 转正 send (spec 001 §3, §7 "the whole form plus status, newFlag, subList, image ids"): every
 * field the client edits, each optional, because a draft needs only a name. The shapes are checked here; the
 * field rules with their messages need the category code and the section name, so the stub runs
 * `validateMaterial` (rules.ts) after looking them up, exactly as the form's `materialFormSchema` does.
 * Status: 1 暂存, 2 提交 or 转正 (and every recommended save), 3 completing data (with isCompleteData 1).
 */
export const materialFabricSaveSchema = materialFabricSchema
  .omit(serverOwned)
  .partial()
  .extend({
    id: z.number().int().positive().nullable().optional(),
    /** Sent null on submit: the stub generates it (category code + digits) and ignores what is sent. */
    materialCode: optionalText,
    /** Checked by the rules (draft: 请您输入材料名称后再暂存!), so any text passes the shape check. */
    materialName: z.string().nullable().optional(),
    divisionId: z.number().int().nullable().optional(),
    sectionId: z.number().int().nullable().optional(),
    status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    materialStage: materialStageSchema.nullable().optional(),
    softness: z.number().nullable().optional(),
    // Lengths are rules with their own messages (rules.ts), not shape checks.
    texture: optionalText,
    comment: optionalText,
    // Rows the user is still filling are sent as they are, so the rules answer with their own messages.
    elements: z.array(z.object({ element: optionalText, proportion: z.number().nullable().optional() })).optional(),
    subList: z.array(subPriceSchema.partial()).optional(),
    effects: z
      .array(materialEffectRefSchema.extend({ effectName: optionalText, sort: z.number().int().nullable().optional() }))
      .optional(),
    // The form's flags: any spelling is accepted (0/1, true/false, as text or not) and stored as the entity has it.
    shoeFactoryTotal: lenientFlag01.nullable().optional(),
    newFlag: lenientFlag01.optional(),
    channelTotal: lenientBit.optional(),
    colorTotal: lenientBit.optional(),
    fileHasComplete: lenientBit.optional(),
    isCompleteData: lenientBit.nullable().optional(),
    hasFrozen: lenientBit.nullable().optional(),
  });
export type MaterialFabricSave = z.output<typeof materialFabricSaveSchema>;
export type MaterialFabricSaveInput = z.input<typeof materialFabricSaveSchema>;

/** What a save answers: truthy means saved; the record's id, generated code and new status. */
export const materialSavedSchema = z.object({
  id: z.number().int(),
  materialCode: z.string(),
  status: z.number().int(),
});

export const materialFabricListItemSchema = materialFabricSchema
  .pick({
    id: true,
    materialCode: true,
    materialName: true,
    fullMaterialName: true,
    divisionId: true,
    sectionId: true,
    suppliers: true,
    unit: true,
    price: true,
    coverImgId: true,
    status: true,
    materialStage: true,
    auditRemark: true,
    hasFrozen: true,
    newFlag: true,
    editType: true,
    fileHasComplete: true,
    isCompleteData: true,
    modifier: true,
    modifyTime: true,
  })
  .extend({
    supplierShortnames: text,
    divisionName: text,
    sectionName: text,
    /** The price as shown (pricing.ts `displayPrice`): one value or 'low ~ high'. */
    displayPrice: text,
  });
export type MaterialFabricListItem = z.infer<typeof materialFabricListItemSchema>;

/** The filters of the fabric and recommended lists, shared by their lists, counts and exports. */
export const materialFilters = z.object({
  /** 材料大类 */
  divisionId: z.number().int().optional(),
  /** 材料小类 */
  sectionId: z.number().int().optional(),
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  status: z.number().int().optional(),
  /** Last change on or after this day (YYYY-MM-DD). */
  modifyTimeStart: dayFilter,
  /** Last change on or before this day (YYYY-MM-DD), inclusive. */
  modifyTimeEnd: dayFilter,
  /** 资料是否完整 (files: check file and images): fileHasComplete 0/1, any flag spelling. */
  fileHasComplete: lenientBit.optional(),
  /** 补全资料 done: isCompleteData 0/1, any flag spelling. */
  isCompleteData: lenientBit.optional(),
  /** 停用 (hasFrozen 0/1), any flag spelling: the lists' status filter offers 停用 beside the statuses. */
  hasFrozen: lenientBit.optional(),
});
export type MaterialFilters = z.infer<typeof materialFilters>;
export const materialSortFields = ['materialCode', 'materialName', 'status', 'modifyTime'] as const;
/** The body of the fabric and recommended lists (one schema in the OpenAPI document). */
export const materialListBody = listBody(materialFilters.shape, materialSortFields);
/** The body of the material exports (鞋面料 and 推荐材料, `listExport(materialFilters, …)`), named for the OpenAPI document. */
export const materialExportFilters = exportBody(materialFilters);

/** Similar-image search hit (spec 001 §3). */
export const similarImageSchema = z.object({
  id: z.number().int(),
  materialCode: z.string(),
  materialName: z.string(),
  supplierShortnames: text,
  coverImgId: text,
});
export type SimilarImage = z.infer<typeof similarImageSchema>;

const supplierCodes = z.array(z.string()).optional();

/** 申诉 of a rejected material: why the supplier objects (the portal's reason dialog, the call's body). */
export const reapplyReasonLimit = 500;
export const reapplyReason = z
  .string({ error: MaterialMessages.reapplyReasonRequired })
  .trim()
  .min(1, MaterialMessages.reapplyReasonRequired)
  .max(reapplyReasonLimit, MaterialMessages.reapplyReasonMax);
/** 申诉 as the shared reason dialog holds it: the one row and the reason. */
export const reapplyForm = z.object({
  ids: z.array(z.number().int().positive()).length(1),
  closeReason: reapplyReason,
});

export const fabric = defineDomain('fabric', {
  materialCategory: {
    method: 'POST',
    path: '/basic/supplier/fabric/materialCategory',
    summary: '材料大类及小类 (dataPermission shoe,1)',
    readOnly: true,
    body: z.object({ dataPermission: z.string().min(1) }),
    data: z.array(categoryNodeSchema),
  },
  list: pagedList(materialFabricListItemSchema, {
    path: '/basic/supplier/fabric/getMaterialFabricList',
    summary: '鞋面料列表',
    filters: materialFilters.shape,
    sort: materialSortFields,
    atom: atoms.fabricManage.list,
    assumed:
      "filters (division, section, code and name contain, status, change dates, complete data); the caller's supplier; normal stage; newest change first",
  }),
  detail: {
    method: 'GET',
    path: '/basic/supplier/fabric/detail/:id',
    summary: '材料详情 (鞋面料与推荐材料)',
    readOnly: true,
    params: recordIdParam,
    data: materialFabricDetailSchema,
    atom: [atoms.fabricManage.list, atoms.recommend.list],
    assumed:
      "the material entity plus the detail extras of spec 001 §3; the caller's own material in full, another supplier's approved material as the reduced favorites view (publicView), any other refused",
  },
  saveOrUpdate: {
    method: 'POST',
    path: '/basic/supplier/fabric/saveOrUpdate',
    summary: '暂存/提交/转正 鞋面料或推荐材料',
    body: materialFabricSaveSchema,
    data: materialSavedSchema,
    atom: [atoms.fabricManage.add, atoms.recommend.add, atoms.recommend.edit, atoms.recommend.regularize],
    assumed:
      'answer { id, materialCode, status } (truthy means saved); the rules of rules.ts run by category and status',
  },
  fileStream: {
    method: 'GET',
    path: '/basic/supplier/fabric/getFileStream/:id',
    summary: '下载材料文件',
    readOnly: true,
    params: z.object({ id: z.string().min(1) }),
    data: anyData,
    file: true,
    assumed: 'id is a file id (check file, VR zip)',
    noScreen:
      'the material detail’s check file and VR zip are links to getFile (a PDF opens with getFilePdfStream), like every other file of the portal',
  },
  delete: {
    method: 'POST',
    path: '/basic/supplier/fabric/delete',
    summary: '删除材料 (推荐材料删除)',
    body: recordIdsBody,
    data: ok,
    atom: atoms.recommend.delete,
    assumed: 'body ids; the delete action exists only in the recommend group',
  },
  export: listExport(materialFilters, {
    path: '/basic/supplier/fabric/export',
    summary: '导出鞋面料',
    atom: atoms.fabricManage.list,
    assumed: 'list filters plus optional ids; the fabricManage group has no export atom, so list guards it',
  }),
  querySimilarImg: {
    method: 'POST',
    path: '/basic/supplier/fabric/querySimilarImg',
    summary: '以图搜相似材料 (multipart file)',
    readOnly: true,
    multipart: true,
    body: z.object({}),
    data: pageOf(similarImageSchema),
    assumed: 'single file part `file`, no text fields; answers count and data',
  },
  applyRegularization: {
    method: 'GET',
    path: '/basic/supplier/fabric/applyRegularization/:id',
    summary: '推荐材料申请转正',
    params: recordIdParam,
    data: ok,
    atom: atoms.recommend.regularize,
    assumed: 'answer',
    noScreen:
      '推荐材料转正 is the shoe-upper form’s 转正 button, which spec 001 says sends the form with status 2: the portal sends it with saveOrUpdate (materialStage normal), so the form’s rules run, where this call converts the record without the form',
  },
  pushFabrics: {
    method: 'POST',
    path: '/basic/supplier/fabric/pushFabrics',
    summary: '推送面料',
    body: recordIdsBody,
    data: ok,
    atom: atoms.fabricManage.add,
    assumed: 'pushes the chosen materials to the brand; body ids',
  },
  queryMeshFabric: {
    method: 'POST',
    path: '/basic/supplier/fabric/queryMeshFabric',
    summary: '网布面料搜索',
    readOnly: true,
    body: z.object({ materialName: z.string().optional() }),
    data: z.array(z.object({ id: z.number().int(), materialCode: z.string(), materialName: z.string() })),
    assumed: 'answer items',
  },
  querySpecialTreatment: {
    method: 'GET',
    path: '/basic/supplier/fabric/querySpecialTreatment',
    summary: '缓震处理选项',
    readOnly: true,
    query: z.object({ divisionId: z.coerce.number().int().optional() }),
    data: z.array(z.string()),
    assumed: 'the cushion-treatment options as plain names',
  },
  applicationOverruled: {
    method: 'POST',
    path: '/basic/supplier/fabric/applicationOverruled',
    summary: '驳回申诉',
    body: recordIdBody.extend({ applicationOverruled: reapplyReason }),
    data: ok,
    atom: atoms.fabricManage.add,
    assumed: 'the supplier objects to a rejection with a reason; payload',
  },
  stopMaterialFabric: {
    method: 'POST',
    path: '/basic/supplier/fabric/stopMaterialFabric',
    summary: '停用材料',
    body: recordIdsBody,
    data: ok,
    atom: atoms.fabricManage.add,
    assumed: 'body ids',
  },
  materialTag: {
    method: 'POST',
    path: '/basic/supplier/fabric/materialTag',
    summary: '材料标签选项',
    readOnly: true,
    body: z.object({ divisionId: z.number().int().optional() }),
    data: z.array(tagSchema),
    assumed: 'filter divisionId',
    noScreen:
      'the material forms’ tag pickers read the same tags once with materialTagList (/basic/api/materialTag/dataList) and keep those that fit the chosen division, which is what this answers per division',
  },
  supplierNormalElement: {
    method: 'POST',
    path: '/basic/supplier/fabric/supplierNormalElement',
    summary: '成份选项',
    readOnly: true,
    body: z.object({
      suppliers: supplierCodes,
      divisionId: z.number().int().optional(),
      sectionId: z.number().int().optional(),
    }),
    data: z.array(z.object({ elementName: z.string() })),
  },
  queryMaterialApprove: {
    method: 'GET',
    path: '/basic/supplier/fabric/queryMaterialApprove/:id',
    summary: '材料审批记录',
    readOnly: true,
    params: recordIdParam,
    data: z.array(
      z.object({
        id: z.number().int(),
        status: z.number().int(),
        auditRemark: text,
        auditor: z.string(),
        auditTime: dateTime,
      }),
    ),
    atom: atoms.fabricManage.list,
    assumed: 'answer items',
  },
});
