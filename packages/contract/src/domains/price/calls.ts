import { z } from 'zod';
import { type Atom, atoms } from '../../atoms';
import { defineDomain, listExport, pagedList } from '../../call';
import { anyData, auditBody, dateTime, ok, recordIdsBody } from '../../schemas';
import {
  priceCardInput,
  priceFloatInput,
  priceImportBody,
  priceImportErrorSchema,
  priceImportResultSchema,
} from './rules';

/** One width / thickness row of a material price card (明细价格). */
export const priceCardRowSchema = z.object({
  id: z.number().int(),
  thickness: z.string().nullable(),
  thicknessPrice: z.number().nullable(),
  width: z.string().nullable(),
  widthPrice: z.number().nullable(),
});

/**
 * A material price card (材料价格卡): the base price of one material for one season, with its width / thickness
 * rows; colour, line and effect prices hang under it (their parentId). The spec does not show the entity
 * (docs/domains/price.md). materialCode / materialName are stored on the card: they name a row of the material
 * table by its code.
 */
export const priceCardSchema = z.object({
  id: z.number().int(),
  supplierCode: z.string(),
  materialCode: z.string(),
  materialName: z.string(),
  divisionId: z.number().int().nullable(),
  season: z.string().nullable(),
  unit: z.string().nullable(),
  currency: z.string(),
  basePrice: z.number(),
  remark: z.string().nullable(),
  /** PriceStatus. */
  status: z.number().int(),
  /** 1 on creation; editing a rejected card starts the next version. */
  version: z.number().int(),
  auditRemark: z.string().nullable(),
  submitTime: dateTime.nullable(),
  auditTime: dateTime.nullable(),
  modifier: z.string(),
  modifyTime: dateTime,
  rows: z.array(priceCardRowSchema),
  colorCount: z.number().int(),
  lineCount: z.number().int(),
  effectCount: z.number().int(),
});
export type PriceCard = z.infer<typeof priceCardSchema>;

/**
 * A colour, line (纹路) or effect price of a card: the price float of one code. `code` is the colour code
 * (C0001), the line code (WL-LT-001) or the effect id as text; `name` its name.
 */
export const floatPriceSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  supplierCode: z.string(),
  materialCode: z.string(),
  materialName: z.string(),
  code: z.string(),
  name: z.string(),
  floatingPrice: z.number(),
  remark: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  auditRemark: z.string().nullable(),
  modifier: z.string(),
  modifyTime: dateTime,
});
export type FloatPrice = z.infer<typeof floatPriceSchema>;

/** The filters of 材料价格, shared by the list and its export. */
export const priceFilters = z.object({
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  divisionId: z.coerce.number().int().optional(),
  season: z.string().optional(),
  status: z.coerce.number().int().optional(),
});
export type PriceFilters = z.infer<typeof priceFilters>;

/** The filters of the colour, line and effect price lists, shared by each list and its export. */
export const floatPriceFilters = z.object({
  parentId: z.coerce.number().int().optional(),
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  code: z.string().optional(),
  name: z.string().optional(),
  status: z.coerce.number().int().optional(),
});
export type FloatPriceFilters = z.infer<typeof floatPriceFilters>;

const savedId = z.object({ id: z.number().int() });

/** The five calls of a price float kind (colour, line, effect): same shapes, own paths and atoms. */
const floatCalls = <P extends string>(
  prefix: P,
  label: string,
  group: Record<'list' | 'add' | 'edit' | 'delete', Atom>,
) =>
  ({
    list: pagedList(floatPriceSchema, {
      path: `/basic/supplier/${prefix}/list`,
      summary: `${label}列表`,
      filters: floatPriceFilters.shape,
      sort: ['materialCode', 'code', 'floatingPrice', 'modifyTime'],
      atom: group.list,
      assumed: 'filters, sort and item shape (docs/domains/price.md)',
    }),
    saveOrUpdate: {
      method: 'POST',
      path: `/basic/supplier/${prefix}/saveOrUpdate`,
      summary: `新增/编辑${label}`,
      body: priceFloatInput,
      data: savedId,
      atom: [group.add, group.edit],
      assumed: 'payload: parentId (the card), code, floatingPrice; answer the saved id',
    },
    delete: {
      method: 'POST',
      path: `/basic/supplier/${prefix}/delete`,
      summary: `删除${label}`,
      body: recordIdsBody,
      data: ok,
      atom: group.delete,
      assumed: 'body ids',
    },
    submit: {
      method: 'POST',
      path: `/basic/supplier/${prefix}/submit`,
      summary: `提交${label}审核`,
      body: recordIdsBody,
      data: ok,
      atom: group.edit,
      assumed: 'body ids; no submit atom in the group, so edit guards it',
    },
    supervisorAudit: {
      method: 'POST',
      path: `/basic/supplier/${prefix}/supervisorAudit`,
      summary: `主管审核${label}`,
      body: auditBody,
      data: ok,
      atom: atoms.materialPrice.supervisorAudit,
      assumed: 'body ids, pass, auditRemark (required to reject); the price centre’s one audit atom guards it',
    },
  }) as const;

/**
 * The colour and line saveOrUpdate also import a filled template: body { fileId } of a file uploaded with
 * businessType colorPriceImport / linePriceImport (docs/decisions/0022-price-card-import.md).
 */
const importable = <P extends string>(
  prefix: P,
  label: string,
  group: Record<'list' | 'add' | 'edit' | 'delete' | 'import', Atom>,
  businessType: string,
) => {
  const calls = floatCalls(prefix, label, group);
  return {
    ...calls,
    saveOrUpdate: {
      ...calls.saveOrUpdate,
      body: z.union([priceFloatInput, priceImportBody], {
        error: (issue) =>
          issue.code === 'invalid_union' ? (issue.errors as { message: string }[][])[0]?.[0]?.message : undefined,
      }),
      data: z.union([savedId, priceImportResultSchema]),
      /** An import with bad cells: nothing is written, every cell's error comes back. */
      refusalData: z.object({ errors: z.array(priceImportErrorSchema) }),
      assumed: `payload: parentId (the card), code, floatingPrice; answer the saved id. Body { fileId } imports a filled ${label}导入模板 uploaded with businessType ${businessType} (also needs the import atom): every row is checked before any is written, then each price is created or updated in one transaction; row errors come back as data`,
    },
  } as const;
};

const color = importable('materialColorPrice', '颜色价格', atoms.colorPrice, 'colorPriceImport');
const line = importable('materialLinePrice', '纹路价格', atoms.linePrice, 'linePriceImport');
// No effect-price atom group exists: the material price atoms guard the effect prices.
const effect = floatCalls('materialEffectPrice', '特殊效果价格', atoms.materialPrice);

export const price = defineDomain('price', {
  materialList: pagedList(priceCardSchema, {
    path: '/basic/supplier/materialPrice/list',
    summary: '材料价格列表',
    filters: priceFilters.shape,
    sort: ['materialCode', 'basePrice', 'modifyTime'],
    atom: atoms.materialPrice.list,
    assumed: 'filters, sort and item shape (docs/domains/price.md)',
  }),
  materialDelete: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/delete',
    summary: '删除材料价格',
    body: z
      .object({
        ids: z.array(z.number().int().positive()).default([]),
        parentIds: z.array(z.number().int().positive()).default([]),
      })
      .refine((b) => b.ids.length + b.parentIds.length > 0, '请选择要删除的价格')
      .meta({
        anyOf: [
          { properties: { ids: { minItems: 1 } }, required: ['ids'] },
          { properties: { parentIds: { minItems: 1 } }, required: ['parentIds'] },
        ],
      }),
    data: ok,
    atom: atoms.materialPrice.delete,
    assumed: 'ids are width/thickness rows, parentIds whole cards (payload names from the spec)',
  },
  materialSaveOrUpdateCard: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/saveOrUpdateCard',
    summary: '新增/编辑材料价格卡',
    // A card, or { fileId } of a filled import template (docs/decisions/0022-price-card-import.md). A body that is
    // neither answers the card's first rule message.
    body: z.union([priceCardInput, priceImportBody], {
      error: (issue) =>
        issue.code === 'invalid_union' ? (issue.errors as { message: string }[][])[0]?.[0]?.message : undefined,
    }),
    data: z.union([savedId, priceImportResultSchema]),
    /** An import with bad cells: nothing is written, every cell's error comes back. */
    refusalData: z.object({ errors: z.array(priceImportErrorSchema) }),
    atom: [atoms.materialPrice.add, atoms.materialPrice.edit],
    assumed:
      'a card is a material and season with a base price and width/thickness rows; payload. Body { fileId } imports a filled 材料价格导入模板 uploaded with businessType materialPriceImport (also needs the import atom): every row is checked with the card rules before any is written, then every card is created or updated in one transaction; row errors come back as data',
  },
  downloadTemplateFile: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/downloadTemplateFile',
    summary: '下载材料价格导入模板',
    readOnly: true,
    body: z.object({ kind: z.enum(['material', 'color', 'line']).optional() }).optional(),
    data: anyData,
    file: true,
    atom: atoms.materialPrice.importTemplate,
    assumed:
      'no body: the price card template; { kind: color | line } the colour / line price template (the price centre’s one template atom guards all three)',
  },
  downloadMouldTemplateFile: {
    method: 'POST',
    path: '/basic/supplier/materialPrice/downloadMouldTemplateFile',
    summary: '下载模具价格导入模板',
    readOnly: true,
    data: anyData,
    file: true,
    atom: atoms.materialPrice.importTemplate,
    assumed: 'no body; mould (模具) template',
  },
  exportMaterial: listExport(priceFilters, {
    path: '/basic/supplier/materialPrice/export/material',
    summary: '导出材料价格',
    atom: atoms.materialPrice.export,
    assumed: 'list filters plus optional ids',
  }),
  exportColor: listExport(floatPriceFilters, {
    path: '/basic/supplier/materialPrice/export/color',
    summary: '导出颜色价格',
    atom: atoms.colorPrice.export,
    assumed: 'list filters plus optional ids',
  }),
  exportLine: listExport(floatPriceFilters, {
    path: '/basic/supplier/materialPrice/export/line',
    summary: '导出纹路价格',
    atom: atoms.linePrice.export,
    assumed: 'list filters plus optional ids',
  }),
  exportEffect: listExport(floatPriceFilters, {
    path: '/basic/supplier/materialPrice/export/effect',
    summary: '导出特殊效果价格',
    atom: atoms.materialPrice.export,
    assumed: 'list filters plus optional ids; no effect-price atom group, so the material price atom guards it',
  }),
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
    assumed: 'body ids, pass, auditRemark (required to reject)',
  },
  colorList: color.list,
  colorSaveOrUpdate: color.saveOrUpdate,
  colorDelete: color.delete,
  colorSubmit: color.submit,
  colorSupervisorAudit: color.supervisorAudit,
  lineList: line.list,
  lineSaveOrUpdate: line.saveOrUpdate,
  lineDelete: line.delete,
  lineSubmit: line.submit,
  lineSupervisorAudit: line.supervisorAudit,
  effectList: effect.list,
  effectSaveOrUpdate: effect.saveOrUpdate,
  effectDelete: effect.delete,
  effectSubmit: effect.submit,
  effectSupervisorAudit: effect.supervisorAudit,
});
