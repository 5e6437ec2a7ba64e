import { z } from 'zod';
import { defineDomain, pagedList } from '../../call';
import { flag01, lenientFlag01 } from '../../schemas';

export const categoryNodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  materialCode: z.string(),
  childrens: z.array(z.object({ id: z.number().int(), name: z.string(), materialCode: z.string() })),
});
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const grainSchema = z.object({
  lineCode: z.string(),
  lineName: z.string(),
  floatingPrice: z.number(),
  coverImgId: z.string().nullable(),
  isActive: flag01,
  isShow: flag01,
  availableEndDate: z.string().nullable(),
  divisionId: z.number().int(),
});
export type Grain = z.infer<typeof grainSchema>;

export const effectSchema = z.object({
  id: z.number().int(),
  effectName: z.string(),
  effectPrice: z.number(),
  sort: z.number().int(),
  divisionId: z.number().int(),
});
export type Effect = z.infer<typeof effectSchema>;

export const colorSchema = z.object({ colorCode: z.string(), colorName: z.string(), colorRgb: z.string() });
export type Color = z.infer<typeof colorSchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  tagName: z.string(),
  divisionId: z.number().int().nullable(),
});
export const supplierOptionSchema = z.object({
  supplierCode: z.string(),
  shortName: z.string(),
  supplierName: z.string(),
  typeCode: z.string(),
});
export const riskSchema = z.object({ id: z.number().int(), categoryId: z.number().int(), riskContent: z.string() });

const supplierCodes = z.array(z.string()).optional();
const saveOrUpdateFlag = z.enum(['add', 'edit']).optional();

export const lookups = defineDomain('lookups', {
  materialTagList: {
    method: 'POST',
    path: '/basic/api/materialTag/dataList',
    summary: '材料标签',
    readOnly: true,
    body: z.object({ divisionId: z.number().int().optional(), tagName: z.string().optional() }),
    data: z.array(tagSchema),
    assumed: 'filters divisionId/tagName; tags without a division apply to all',
  },
  supplierSearchList: {
    method: 'POST',
    path: '/basic/api/supplierInfo/searchList',
    summary: '供应商/鞋厂搜索 (typeCode FWP = 鞋厂)',
    readOnly: true,
    body: z.object({ typeCode: z.string().optional(), keyword: z.string().optional() }),
    data: z.array(supplierOptionSchema),
    assumed: 'filters typeCode/keyword',
  },
  materialCategoryList: {
    method: 'POST',
    path: '/basic/api/materialCategory/dataList',
    summary: '材料大类及小类树',
    readOnly: true,
    body: z.object({ dataPermission: z.string().optional(), materialCode: z.string().optional() }),
    data: z.array(categoryNodeSchema),
    assumed: "dataPermission like 'shoe,1' selects the shoe categories; materialCode filters one division",
  },
  fabricLinesQuery: {
    method: 'POST',
    path: '/basic/api/fabricLines/query',
    summary: '纹路选项 (grain picker)',
    readOnly: true,
    body: z.object({
      divisionId: z.number().int().optional(),
      supplierCodes,
      lineClassifyType: z.string().optional(),
      saveOrUpdateFlag,
      grains: z.array(z.string()).optional(),
      lineName: z.string().optional(),
    }),
    data: z.array(grainSchema),
    assumed:
      "'add' lists active, unexpired grains; 'edit' also keeps the record's own grains; only grains offered to every supplier or to the caller (supplierCodes cannot widen it)",
  },
  fabricLinesQueryByCodes: {
    method: 'POST',
    path: '/basic/api/fabricLines/queryByCodes',
    summary: '按编码查询纹路',
    readOnly: true,
    body: z.object({ lineCodes: z.array(z.string()) }),
    data: z.array(grainSchema),
    assumed: 'body lineCodes; only grains offered to every supplier or to the caller',
    noScreen:
      'the grain picker asks fabricLinesQuery with saveOrUpdateFlag edit and the record’s grains, which keeps the record’s own grains among the options, so no screen looks grains up by code',
  },
  fabricLinesList: pagedList(grainSchema, {
    path: '/basic/api/fabricLines/list',
    summary: '纹路分页列表',
    filters: {
      divisionId: z.number().int().optional(),
      lineName: z.string().optional(),
      /** Any flag spelling is accepted (0/1, true/false, as text or not); the handler sees '0' | '1'. */
      isActive: lenientFlag01.optional(),
    },
    assumed: 'paged with filters divisionId/lineName/isActive; only grains offered to every supplier or to the caller',
    noScreen:
      '面料纹路管理 lists grains with the grain domain’s list (/basic/supplier/fabricLines/query) and the grain picker reads fabricLinesQuery; no screen pages the shared grain table',
  }),
  fabricEffectQuery: {
    method: 'POST',
    path: '/basic/api/fabricEffect/queryEffect',
    summary: '特殊效果选项 (effect picker)',
    readOnly: true,
    body: z.object({
      divisionId: z.number().int().optional(),
      supplierCodes,
      effectClassifyType: z.string().optional(),
      saveOrUpdateFlag,
      effects: z.array(z.number().int()).optional(),
      effectName: z.string().optional(),
    }),
    data: z.array(effectSchema),
    assumed: 'filters as for grains; only effects offered to every supplier or to the caller; sorted by sort',
  },
  colorDataList: pagedList(colorSchema, {
    path: '/basic/api/color/getColorDataList',
    summary: '颜色分页列表 (colour picker, page size 100)',
    filters: { colorCodes: z.array(z.string()).optional(), keyword: z.string().optional() },
    assumed: 'colorCodes restricts to those codes; keyword matches code or name',
  }),
  colorList: {
    method: 'POST',
    path: '/basic/api/color/list',
    summary: '颜色全部列表',
    readOnly: true,
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(colorSchema),
    assumed: 'unpaged',
    noScreen:
      'the colour picker reads pages of 100 with colorDataList as spec 001 asks (page size 100, infinite scroll); no screen loads every colour at once',
  },
  hasBorrow: {
    method: 'POST',
    path: '/basic/api/borrow/hasBorrow',
    summary: '当前供应商是否有未归还的借用鞋楦',
    readOnly: true,
    body: z.object({ shoeTreeCode: z.string().optional() }),
    data: z.boolean(),
    assumed: 'meaning and payload',
    noScreen:
      'no screen of the spec asks whether the supplier has lasts out on loan; 鞋楦详情 shows each last’s 借出双数, in all and per size, from getDetailShoeTree',
  },
  riskByCategory: {
    method: 'GET',
    path: '/basic/api/risk/getRiskByCategory/:id',
    summary: '按材料大类查询风险提示',
    readOnly: true,
    params: z.object({ id: z.coerce.number().int() }),
    data: z.array(riskSchema),
  },
});
