import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain } from '../../call';
import { pageOf, pageQuery } from '../../envelope';
import { anyData, auditBody, dateTime, idsBody, ok, recordIdsBody } from '../../schemas';
import { exportTaskSchema } from '../files/calls';

/** Price card status: 0 draft, 1 submitted, 2 approved, 3 rejected (assumed; not shown). */
export const PriceCardStatus = { draft: 0, submitted: 1, approved: 2, rejected: 3 } as const;

/**
 * Material price card (材料价格). The spec does not show the entity; this shape is assumed.
 * Rows of one card share its parentId (delete sends ids and parentIds).
 */
export const priceCardSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  materialCode: z.string(),
  materialName: z.string(),
  divisionId: z.number().int().nullable(),
  supplierCode: z.string(),
  unit: z.string().nullable(),
  width: z.string().nullable(),
  thickness: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
  effectiveDate: z.string().nullable(),
  status: z.number().int(),
  auditRemark: z.string().nullable(),
  modifier: z.string().nullable(),
  modifyTime: dateTime.nullable(),
});
export type PriceCard = z.infer<typeof priceCardSchema>;

const cardBase = priceCardSchema.pick({
  id: true,
  parentId: true,
  materialCode: true,
  materialName: true,
  supplierCode: true,
  status: true,
  auditRemark: true,
  modifier: true,
  modifyTime: true,
});
export const colorPriceSchema = cardBase.extend({
  colorCode: z.string(),
  colorName: z.string(),
  floatingPrice: z.number(),
});
export const linePriceSchema = cardBase.extend({
  lineCode: z.string(),
  lineName: z.string(),
  floatingPrice: z.number(),
});
export const effectPriceSchema = cardBase.extend({
  effectId: z.number().int(),
  effectName: z.string(),
  effectPrice: z.number(),
});
export type ColorPrice = z.infer<typeof colorPriceSchema>;
export type LinePrice = z.infer<typeof linePriceSchema>;
export type EffectPrice = z.infer<typeof effectPriceSchema>;

export const priceFilters = z.object({
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  divisionId: z.number().int().optional(),
  status: z.number().int().optional(),
});
const listBody = pageQuery.extend(priceFilters.shape);
const exportBody = priceFilters.extend({ ids: z.array(z.number().int()).optional() });
/** Floating prices are capped at 10000 (spec 000 §5). */
const floatPrice = z.number().min(0).max(10000);
const rowId = {
  id: z.number().int().optional(),
  parentId: z.number().int().optional(),
  materialCode: z.string().min(1),
};

export const price = defineDomain('price', {
  materialList: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/list',
    summary: '材料价格列表',
    body: listBody,
    data: pageOf(priceCardSchema),
    atom: atoms.materialPrice.list,
    assumed: 'filters and item shape',
  },
  materialDelete: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/delete',
    summary: '删除材料价格',
    body: z.object({ ids: z.array(z.number().int()), parentIds: z.array(z.number().int()) }),
    data: ok,
    atom: atoms.materialPrice.delete,
    assumed: 'answer; payload ids/parentIds is from the spec',
  },
  materialSaveOrUpdateCard: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/saveOrUpdateCard',
    summary: '新增/编辑材料价格卡',
    body: z.object({
      ...rowId,
      unit: z.string().optional(),
      rows: z
        .array(
          z.object({
            id: z.number().int().optional(),
            width: z.string().optional(),
            thickness: z.string().optional(),
            price: z.number().gt(0),
          }),
        )
        .min(1),
      effectiveDate: z.string().optional(),
    }),
    data: ok,
    atom: atoms.materialPrice.add,
    assumed: 'a card is a material with width/thickness price rows; payload',
  },
  downloadTemplateFile: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/downloadTemplateFile',
    summary: '下载材料价格导入模板',
    data: anyData,
    file: true,
    atom: atoms.materialPrice.importTemplate,
    assumed: 'no body',
  },
  downloadMouldTemplateFile: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/downloadMouldTemplateFile',
    summary: '下载模具价格导入模板',
    data: anyData,
    file: true,
    atom: atoms.materialPrice.importTemplate,
    assumed: 'no body; mould (模具) template',
  },
  exportMaterial: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/export/material',
    summary: '导出材料价格',
    body: exportBody,
    data: exportTaskSchema,
    atom: atoms.materialPrice.export,
    assumed: 'list filters plus optional ids',
  },
  exportColor: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/export/color',
    summary: '导出颜色价格',
    body: exportBody,
    data: exportTaskSchema,
    atom: atoms.colorPrice.export,
    assumed: 'list filters plus optional ids',
  },
  exportLine: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/export/line',
    summary: '导出纹路价格',
    body: exportBody,
    data: exportTaskSchema,
    atom: atoms.linePrice.export,
    assumed: 'list filters plus optional ids',
  },
  exportEffect: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/export/effect',
    summary: '导出特殊效果价格',
    body: exportBody,
    data: exportTaskSchema,
    atom: atoms.materialPrice.export,
    assumed: 'list filters plus optional ids; no effect-price atom group, so the material price atom guards it',
  },
  materialSubmit: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/submit',
    summary: '提交材料价格审核',
    body: recordIdsBody,
    data: ok,
    atom: atoms.materialPrice.edit,
    assumed: 'body ids; no submit atom, so edit guards it',
  },
  materialSupervisorAudit: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/supervisorAudit',
    summary: '主管审核材料价格',
    body: auditBody,
    data: ok,
    atom: atoms.materialPrice.supervisorAudit,
    assumed: 'body ids, pass, auditRemark',
  },
  colorList: {
    method: 'POST',
    path: '/basic/supplier/materialColorPrice/list',
    summary: '颜色价格列表',
    body: listBody.extend({ colorCode: z.string().optional() }),
    data: pageOf(colorPriceSchema),
    atom: atoms.colorPrice.list,
    assumed: 'filters and item shape',
  },
  colorSaveOrUpdate: {
    method: 'POST',
    path: '/basic/supplier/materialColorPrice/saveOrUpdate',
    summary: '新增/编辑颜色价格',
    body: z.object({ ...rowId, colorCode: z.string().min(1), floatingPrice: floatPrice }),
    data: ok,
    atom: atoms.colorPrice.add,
    assumed: 'payload',
  },
  colorDelete: {
    method: 'POST',
    path: '/basic/supplier/materialColorPrice/delete',
    summary: '删除颜色价格',
    body: idsBody,
    data: ok,
    atom: atoms.colorPrice.delete,
    assumed: 'body ids',
  },
  colorSubmit: {
    method: 'POST',
    path: '/basic/supplier/materialColorPrice/submit',
    summary: '提交颜色价格审核',
    body: recordIdsBody,
    data: ok,
    atom: atoms.colorPrice.edit,
    assumed: 'body ids; no submit atom, so edit guards it',
  },
  colorSupervisorAudit: {
    method: 'POST',
    path: '/basic/supplier/materialColorPrice/supervisorAudit',
    summary: '主管审核颜色价格',
    body: auditBody,
    data: ok,
    atom: atoms.materialPrice.supervisorAudit,
    assumed: 'body ids, pass, auditRemark; the price center’s only audit atom guards it',
  },
  lineList: {
    method: 'POST',
    path: '/basic/supplier/materialLinePrice/list',
    summary: '纹路价格列表',
    body: listBody.extend({ lineCode: z.string().optional() }),
    data: pageOf(linePriceSchema),
    atom: atoms.linePrice.list,
    assumed: 'filters and item shape',
  },
  lineSaveOrUpdate: {
    method: 'POST',
    path: '/basic/supplier/materialLinePrice/saveOrUpdate',
    summary: '新增/编辑纹路价格',
    body: z.object({ ...rowId, lineCode: z.string().min(1), floatingPrice: floatPrice }),
    data: ok,
    atom: atoms.linePrice.add,
    assumed: 'payload',
  },
  lineDelete: {
    method: 'POST',
    path: '/basic/supplier/materialLinePrice/delete',
    summary: '删除纹路价格',
    body: idsBody,
    data: ok,
    atom: atoms.linePrice.delete,
    assumed: 'body ids',
  },
  lineSubmit: {
    method: 'POST',
    path: '/basic/supplier/materialLinePrice/submit',
    summary: '提交纹路价格审核',
    body: recordIdsBody,
    data: ok,
    atom: atoms.linePrice.edit,
    assumed: 'body ids; no submit atom, so edit guards it',
  },
  lineSupervisorAudit: {
    method: 'POST',
    path: '/basic/supplier/materialLinePrice/supervisorAudit',
    summary: '主管审核纹路价格',
    body: auditBody,
    data: ok,
    atom: atoms.materialPrice.supervisorAudit,
    assumed: 'body ids, pass, auditRemark; the price center’s only audit atom guards it',
  },
  effectList: {
    method: 'POST',
    path: '/basic/supplier/materialEffectPrice/list',
    summary: '特殊效果价格列表',
    body: listBody.extend({ effectName: z.string().optional() }),
    data: pageOf(effectPriceSchema),
    atom: atoms.materialPrice.list,
    assumed: 'filters and item shape; no effect-price atom group, so material price atoms guard it',
  },
  effectSaveOrUpdate: {
    method: 'POST',
    path: '/basic/supplier/materialEffectPrice/saveOrUpdate',
    summary: '新增/编辑特殊效果价格',
    body: z.object({ ...rowId, effectId: z.number().int().positive(), effectPrice: floatPrice }),
    data: ok,
    atom: atoms.materialPrice.add,
    assumed: 'payload',
  },
  effectDelete: {
    method: 'POST',
    path: '/basic/supplier/materialEffectPrice/delete',
    summary: '删除特殊效果价格',
    body: idsBody,
    data: ok,
    atom: atoms.materialPrice.delete,
    assumed: 'body ids',
  },
  effectSubmit: {
    method: 'POST',
    path: '/basic/supplier/materialEffectPrice/submit',
    summary: '提交特殊效果价格审核',
    body: recordIdsBody,
    data: ok,
    atom: atoms.materialPrice.edit,
    assumed: 'body ids',
  },
  effectSupervisorAudit: {
    method: 'POST',
    path: '/basic/supplier/materialEffectPrice/supervisorAudit',
    summary: '主管审核特殊效果价格',
    body: auditBody,
    data: ok,
    atom: atoms.materialPrice.supervisorAudit,
    assumed: 'body ids, pass, auditRemark',
  },
});
