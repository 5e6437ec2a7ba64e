import { z } from 'zod';
import { atoms } from '../atoms';
import { defineDomain } from '../call';
import { pageOf, pageQuery } from '../envelope';
import { InnovationStatus, innovationSaveSchema } from '../rules/innovation';
import { anyData, dateTime, flag01, idsBody, ok } from '../schemas';
import { bit, fileRefSchema, recordIdBody, recordIdParam } from './common';
import { exportTaskSchema } from './files';
import { categoryNodeSchema, colorSchema, effectSchema, grainSchema, supplierOptionSchema, tagSchema } from './lookups';

/** Shoe upper / recommended material status (spec 001 §4). Other values are not shown. */
export const MaterialStatus = { draft: 1, submitted: 2, approved: 3, rejected: 5 } as const;

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
export const materialEffectRefSchema = effectSchema.pick({ id: true, effectName: true, sort: true });
const text = z.string().nullable();
const texts = z.array(z.string());

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
  colors: z.array(colorSchema.pick({ colorCode: true, colorRgb: true })),
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
  subPriceList: z.array(subPriceSchema),
  shoesFactories: z.array(supplierOptionSchema.pick({ supplierCode: true, shortName: true })),
  checkFiles: z.array(fileRefSchema),
  vrFiles: z.array(fileRefSchema),
  imgs: z.array(fileRefSchema),
  vrImgs: z.array(fileRefSchema),
  colors: z.array(colorSchema),
});
export type MaterialFabricDetail = z.infer<typeof materialFabricDetailSchema>;

/**
 * What 暂存 / 提交 / 转正 send: the whole form plus status (1 draft, 2 submit or 转正, 3 when
 * completing data with isCompleteData 1). Field-level rules live in the forms.
 */
export const materialFabricSaveSchema = materialFabricSchema.partial().extend({
  id: z.number().int().nullable().optional(),
  materialName: z.string().trim().min(1).max(150),
  divisionId: z.number().int(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type MaterialFabricSave = z.infer<typeof materialFabricSaveSchema>;

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
    modifier: true,
    modifyTime: true,
  })
  .extend({ supplierShortnames: text });
export type MaterialFabricListItem = z.infer<typeof materialFabricListItemSchema>;

export const materialFilters = z.object({
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  divisionId: z.number().int().optional(),
  sectionId: z.number().int().optional(),
  status: z.number().int().optional(),
});
const exportFilters = materialFilters.extend({ ids: z.array(z.number().int()).optional() });

/** Similar-image search hit (spec 001 §3). */
export const similarImageSchema = z.object({
  id: z.number().int(),
  materialCode: z.string(),
  materialName: z.string(),
  supplierShortnames: text,
  coverImgId: text,
});

/**
 * Innovation material as stored (spec 001 §3). The save body and its rules are in rules/innovation.ts;
 * a draft may lack its category and introduction.
 */
export const innovationSchema = z.object({
  id: z.number().int(),
  divisionId: z.number().int().nullable(),
  sectionId: z.number().int().nullable(),
  materialName: z.string(),
  /** 'CX' + the rest, generated by the server on the first save; the form splits the prefix off. */
  materialCode: text,
  comment: text,
  coreTechnology: text,
  tags: z.array(z.number().int()),
  coverImgId: text,
  otherImgIds: texts,
  appendixIds: texts,
  /** '1' draft, '2' submitted (InnovationStatus); other values are not shown. */
  status: z.enum([InnovationStatus.draft, InnovationStatus.submitted]),
  createTime: dateTime,
  modifyTime: dateTime,
});
export type Innovation = z.infer<typeof innovationSchema>;
export const innovationDetailSchema = innovationSchema.extend({
  appendixFiles: z.array(fileRefSchema),
  /** The cover first, then the other images. */
  imgs: z.array(fileRefSchema),
});
export type InnovationDetail = z.infer<typeof innovationDetailSchema>;
export const innovationListItemSchema = innovationSchema.extend({ divisionName: text, sectionName: text });
export type InnovationListItem = z.infer<typeof innovationListItemSchema>;
export const innovationFilters = z.object({
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  divisionId: z.number().int().optional(),
  sectionId: z.number().int().optional(),
  status: z.enum([InnovationStatus.draft, InnovationStatus.submitted]).optional(),
});
export type InnovationFilters = z.infer<typeof innovationFilters>;
/** What a save answers: truthy means saved; the id and the generated code of the record. */
export const innovationSavedSchema = z.object({ id: z.number().int(), materialCode: z.string() });

/**
 * The dashboard's figures (shape assumed). Each domain adds its own count here when its records
 * land in the stub; today: purchase orders, inquiry notices and borrowed shoe lasts.
 */
export const homeInfoSchema = z.object({
  deliveryWarningCount: z.number().int(),
  openPurchaseCount: z.number().int(),
  inquiryNoticeCount: z.number().int(),
  borrowedShoeTreeCount: z.number().int(),
});

/** Material demand (材料需求), its replies, comments and messages: shapes assumed. */
export const materialDemandSchema = z.object({
  id: z.number().int(),
  requestNo: z.string(),
  title: z.string(),
  content: z.string(),
  divisionId: z.number().int().nullable(),
  status: z.number().int(),
  noReadNum: z.number().int(),
  createTime: dateTime,
});
export type MaterialDemand = z.infer<typeof materialDemandSchema>;
export const demandReplySchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  content: z.string(),
  files: z.array(fileRefSchema),
  replier: z.string(),
  isRead: bit,
  createTime: dateTime,
});
export const materialDemandDetailSchema = materialDemandSchema.extend({
  files: z.array(fileRefSchema),
  replies: z.array(demandReplySchema),
});
export const materialCommentSchema = z.object({
  id: z.number().int(),
  materialId: z.number().int(),
  parentId: z.number().int().nullable(),
  content: z.string(),
  commenter: z.string(),
  createTime: dateTime,
});
export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  businessType: text,
  businessId: text,
  isRead: bit,
  createTime: dateTime,
});
export type Message = z.infer<typeof messageSchema>;

const supplierCodes = z.array(z.string()).optional();

export const fabric = defineDomain('fabric', {
  homeInfos: {
    method: 'POST',
    path: '/basic/supplier/home/homeInfos',
    summary: '首页信息',
    data: homeInfoSchema,
    assumed: 'no body; answer is the set of counts the dashboard shows',
  },
  recommendSize: {
    method: 'POST',
    path: '/basic/supplier/recommend/getSelectMaterialFabricSize',
    summary: '推荐材料数量',
    body: materialFilters,
    data: z.number().int(),
    atom: atoms.recommend.list,
    assumed: 'the count of recommended materials matching the list filters',
  },
  recommendList: {
    method: 'POST',
    path: '/basic/supplier/recommend/getMaterialFabricList',
    summary: '推荐材料列表',
    body: pageQuery.extend(materialFilters.shape),
    data: pageOf(materialFabricListItemSchema),
    atom: atoms.recommend.list,
    assumed: 'filters; item fields picked from the material entity',
  },
  recommendExport: {
    method: 'POST',
    path: '/basic/supplier/recommend/export',
    summary: '导出推荐材料',
    body: exportFilters,
    data: exportTaskSchema,
    atom: atoms.recommend.list,
    assumed: 'list filters plus optional ids; the recommend group has no export atom, so list guards it',
  },
  materialCategory: {
    method: 'POST',
    path: '/basic/supplier/fabric/materialCategory',
    summary: '材料大类及小类 (dataPermission shoe,1)',
    body: z.object({ dataPermission: z.string().min(1) }),
    data: z.array(categoryNodeSchema),
  },
  list: {
    method: 'POST',
    path: '/basic/supplier/fabric/getMaterialFabricList',
    summary: '鞋面料列表',
    body: pageQuery.extend(materialFilters.shape),
    data: pageOf(materialFabricListItemSchema),
    atom: atoms.fabricManage.list,
    assumed: 'filters; item fields picked from the material entity',
  },
  detail: {
    method: 'GET',
    path: '/basic/supplier/fabric/detail/:id',
    summary: '材料详情 (鞋面料与推荐材料)',
    params: recordIdParam,
    data: materialFabricDetailSchema,
    atom: [atoms.fabricManage.list, atoms.recommend.list],
    assumed: 'answer is the material entity plus the detail extras of spec 001 §3',
  },
  saveOrUpdate: {
    method: 'POST',
    path: '/basic/supplier/fabric/saveOrUpdate',
    summary: '暂存/提交/转正 鞋面料或推荐材料',
    body: materialFabricSaveSchema,
    data: ok,
    atom: [atoms.fabricManage.add, atoms.recommend.add, atoms.recommend.edit, atoms.recommend.regularize],
    assumed: 'answer; a truthy data means saved',
  },
  fileStream: {
    method: 'GET',
    path: '/basic/supplier/fabric/getFileStream/:id',
    summary: '下载材料文件',
    params: z.object({ id: z.string().min(1) }),
    data: anyData,
    file: true,
    assumed: 'id is a file id (check file, VR zip)',
  },
  delete: {
    method: 'POST',
    path: '/basic/supplier/fabric/delete',
    summary: '删除材料 (推荐材料删除)',
    body: idsBody,
    data: ok,
    atom: atoms.recommend.delete,
    assumed: 'body ids; the delete action exists only in the recommend group',
  },
  export: {
    method: 'POST',
    path: '/basic/supplier/fabric/export',
    summary: '导出鞋面料',
    body: exportFilters,
    data: exportTaskSchema,
    atom: atoms.fabricManage.list,
    assumed: 'list filters plus optional ids; the fabricManage group has no export atom, so list guards it',
  },
  querySimilarImg: {
    method: 'POST',
    path: '/basic/supplier/fabric/querySimilarImg',
    summary: '以图搜相似材料 (multipart file)',
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
  },
  pushFabrics: {
    method: 'POST',
    path: '/basic/supplier/fabric/pushFabrics',
    summary: '推送面料',
    body: idsBody,
    data: ok,
    atom: atoms.fabricManage.add,
    assumed: 'pushes the chosen materials to the brand; body ids',
  },
  queryMeshFabric: {
    method: 'POST',
    path: '/basic/supplier/fabric/queryMeshFabric',
    summary: '网布面料搜索',
    body: z.object({ materialName: z.string().optional() }),
    data: z.array(z.object({ id: z.number().int(), materialCode: z.string(), materialName: z.string() })),
    assumed: 'answer items',
  },
  querySpecialTreatment: {
    method: 'GET',
    path: '/basic/supplier/fabric/querySpecialTreatment',
    summary: '缓震处理选项',
    query: z.object({ divisionId: z.coerce.number().int().optional() }),
    data: z.array(z.string()),
    assumed: 'the cushion-treatment options as plain names',
  },
  applicationOverruled: {
    method: 'POST',
    path: '/basic/supplier/fabric/applicationOverruled',
    summary: '驳回申诉',
    body: recordIdBody.extend({ applicationOverruled: z.string().trim().min(1).max(500) }),
    data: ok,
    atom: atoms.fabricManage.add,
    assumed: 'the supplier objects to a rejection with a reason; payload',
  },
  stopMaterialFabric: {
    method: 'POST',
    path: '/basic/supplier/fabric/stopMaterialFabric',
    summary: '停用材料',
    body: idsBody,
    data: ok,
    atom: atoms.fabricManage.add,
    assumed: 'body ids',
  },
  materialTag: {
    method: 'POST',
    path: '/basic/supplier/fabric/materialTag',
    summary: '材料标签选项',
    body: z.object({ divisionId: z.number().int().optional() }),
    data: z.array(tagSchema),
    assumed: 'filter divisionId',
  },
  supplierNormalElement: {
    method: 'POST',
    path: '/basic/supplier/fabric/supplierNormalElement',
    summary: '成份选项',
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
  innovateList: {
    method: 'POST',
    path: '/basic/supplier/innovate/getFabricInnovateList',
    summary: '创新材料列表',
    body: pageQuery.extend(innovationFilters.shape),
    data: pageOf(innovationListItemSchema),
    atom: atoms.fabricInnovate.list,
    assumed:
      "filters (code and name contain, division, section, status); the caller's supplier only; newest change first",
  },
  innovateSaveOrUpdate: {
    method: 'POST',
    path: '/basic/supplier/innovate/saveOrUpdate',
    summary: '暂存/提交 创新材料',
    body: innovationSaveSchema,
    data: innovationSavedSchema,
    atom: atoms.fabricInnovate.add,
    assumed: 'answer { id, materialCode } (truthy means saved); the status picks the draft or submit rules',
  },
  innovateExport: {
    method: 'POST',
    path: '/basic/supplier/innovate/export',
    summary: '导出创新材料',
    body: innovationFilters.extend({ ids: z.array(z.number().int()).optional() }),
    data: exportTaskSchema,
    atom: atoms.fabricInnovate.list,
    assumed: 'list filters plus optional ids; no export atom in the group, so list guards it',
  },
  innovateDetail: {
    method: 'GET',
    path: '/basic/supplier/innovate/detail/:id',
    summary: '创新材料详情',
    params: recordIdParam,
    data: innovationDetailSchema,
    atom: atoms.fabricInnovate.list,
    assumed: "the caller's supplier only; imgs and appendixFiles resolved from the stored files",
  },
  linesQuery: {
    method: 'POST',
    path: '/basic/supplier/fabricLines/query',
    summary: '面料纹路管理列表',
    body: pageQuery.extend({
      divisionId: z.number().int().optional(),
      lineName: z.string().optional(),
      isActive: flag01.optional(),
    }),
    data: pageOf(grainSchema),
    atom: atoms.fabricLines.list,
    assumed: 'paged with filters, like /basic/api/fabricLines/list',
  },
  linesExport: {
    method: 'POST',
    path: '/basic/supplier/fabricLines/export',
    summary: '导出面料纹路',
    body: z.object({
      divisionId: z.number().int().optional(),
      lineName: z.string().optional(),
      isActive: flag01.optional(),
    }),
    data: exportTaskSchema,
    atom: atoms.fabricLines.export,
    assumed: 'list filters',
  },
  effectQuery: {
    method: 'POST',
    path: '/basic/supplier/materialEffect/query',
    summary: '特殊效果管理列表',
    body: pageQuery.extend({ divisionId: z.number().int().optional(), effectName: z.string().optional() }),
    data: pageOf(effectSchema),
    atom: atoms.fabricEffect.list,
    assumed: 'paged with filters',
  },
  effectExport: {
    method: 'POST',
    path: '/basic/supplier/materialEffect/export',
    summary: '导出特殊效果',
    body: z.object({ divisionId: z.number().int().optional(), effectName: z.string().optional() }),
    data: exportTaskSchema,
    atom: atoms.fabricEffect.export,
    assumed: 'list filters',
  },
  demandList: {
    method: 'POST',
    path: '/basic/supplier/material/list',
    summary: '材料需求列表',
    body: pageQuery.extend({ title: z.string().optional(), status: z.number().int().optional() }),
    data: pageOf(materialDemandSchema),
    assumed: 'filters and item shape',
  },
  demandDetail: {
    method: 'POST',
    path: '/basic/supplier/material/getRequestDetail',
    summary: '材料需求详情及回复',
    body: recordIdBody,
    data: materialDemandDetailSchema,
    assumed: 'body { id }; answer is the request with its replies',
  },
  saveOrUpdateReply: {
    method: 'POST',
    path: '/basic/supplier/material/saveOrUpdateReply',
    summary: '回复材料需求',
    body: z.object({
      id: z.number().int().optional(),
      requestId: z.number().int(),
      content: z.string().trim().min(1).max(500),
      fileIds: z.array(z.string()).optional(),
    }),
    data: ok,
    assumed: 'payload',
  },
  deleteReply: {
    method: 'POST',
    path: '/basic/supplier/material/deleteReply',
    summary: '删除回复',
    body: recordIdBody,
    data: ok,
    assumed: 'body { id }',
  },
  setAllReplyRead: {
    method: 'GET',
    path: '/basic/supplier/material/setAllReplyRead/:id',
    summary: '需求回复全部已读',
    params: recordIdParam,
    data: ok,
    assumed: 'id is the request id',
  },
  totalNoReadNum: {
    method: 'GET',
    path: '/basic/supplier/material/getTotalNoReadNum',
    summary: '需求未读总数',
    data: z.number().int(),
  },
  commentList: {
    method: 'POST',
    path: '/basic/supplier/comment/commentList',
    summary: '材料评论列表',
    body: z.object({ materialId: z.number().int() }),
    data: z.array(materialCommentSchema),
    assumed: 'unpaged, by material',
  },
  saveComment: {
    method: 'POST',
    path: '/basic/supplier/comment/saveMaterialComment',
    summary: '发表材料评论',
    body: z.object({
      materialId: z.number().int(),
      parentId: z.number().int().optional(),
      content: z.string().trim().min(1).max(500),
    }),
    data: ok,
    assumed: 'payload',
  },
  deleteComment: {
    method: 'POST',
    path: '/basic/supplier/comment/deleteMaterialComment',
    summary: '删除材料评论',
    body: recordIdBody,
    data: ok,
    assumed: 'body { id }',
  },
  messageList: {
    method: 'POST',
    path: '/basic/supplier/message/list',
    summary: '消息列表',
    body: pageQuery.extend({ isRead: bit.optional() }),
    data: pageOf(messageSchema),
    assumed: 'filter isRead and item shape',
  },
  messageRead: {
    method: 'POST',
    path: '/basic/supplier/message/read',
    summary: '消息已读',
    body: idsBody,
    data: ok,
    assumed: 'body ids',
  },
});
