import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, listExport, pagedList } from '../../call';
import { dateTime, dayFilter, ok, recordIdParam, sizeQuantitySchema } from '../../schemas';
import {
  purchaseCloseInput,
  purchasePlansInput,
  purchasePriceInput,
  sizeShipmentInput,
  soleChoiceInput,
  subCodeInput,
} from './rules';

/** A size of a purchase line: ordered and shipped. */
export const purchaseSizeSchema = z.object({ size: z.string(), quantity: z.number(), shippedQuantity: z.number() });

/** Purchase order (采购单): the header the list shows; quantities are the sums of its lines. */
export const purchaseOrderSchema = z.object({
  id: z.number().int(),
  purchaseNo: z.string(),
  supplierCode: z.string(),
  shoeFactoryCode: z.string().nullable(),
  shoeFactoryName: z.string().nullable(),
  seasonCode: z.string().nullable(),
  materialCode: z.string(),
  materialName: z.string(),
  quantity: z.number(),
  shippedQuantity: z.number(),
  remainingQuantity: z.number(),
  unit: z.string(),
  /** The delivery date the brand asked for (交期). */
  deliveryDate: z.string().nullable(),
  /** The date the order is next due (docs/domains/purchase.md): a plan's date, or the delivery date. */
  dueDate: z.string().nullable(),
  /** Delivery reminder (交付提醒): the order is due or overdue (`isDeliveryDue`). */
  warning: z.boolean(),
  status: z.number().int(),
  statusName: z.string(),
  closeReason: z.string().nullable(),
  closeTime: z.string().nullable(),
  createTime: dateTime,
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** One line of a purchase order (采购明细): a material variant in sizes. */
export const purchaseDetailSchema = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  purchaseNo: z.string(),
  lineNo: z.number().int(),
  materialCode: z.string(),
  materialName: z.string(),
  materialSubCode: z.string().nullable(),
  colorName: z.string().nullable(),
  width: z.string().nullable(),
  thickness: z.string().nullable(),
  quantity: z.number(),
  shippedQuantity: z.number(),
  remainingQuantity: z.number(),
  unit: z.string(),
  /** The unit price saved by 价格信息 (saveOrUpdatePriceInfo); null until one is saved. */
  price: z.number().nullable(),
  /** assumed (the spec shows no line field for it): the remark saved with the price by 价格信息; null when none. */
  priceRemark: z.string().nullable().optional(),
  soleCode: z.string().nullable(),
  soleCost: z.number().nullable(),
  deliveryDate: z.string().nullable(),
  sizes: z.array(purchaseSizeSchema),
  status: z.number().int(),
  statusName: z.string(),
  closeReason: z.string().nullable(),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;

export const deliveryPlanSchema = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  detailId: z.number().int(),
  planDate: z.string(),
  planQuantity: z.number(),
  sizes: z.array(sizeQuantitySchema),
  remark: z.string().nullable(),
});
export type DeliveryPlan = z.infer<typeof deliveryPlanSchema>;

export const shipmentSchema = z.object({
  id: z.number().int(),
  shipmentNo: z.string(),
  purchaseId: z.number().int(),
  purchaseNo: z.string(),
  detailId: z.number().int(),
  quantity: z.number(),
  sizes: z.array(sizeQuantitySchema),
  shipDate: z.string(),
  logisticsCompany: z.string().nullable(),
  logisticsNo: z.string().nullable(),
  /** Set when several orders were shipped together (合并发货). */
  mergeNo: z.string().nullable(),
  operator: z.string(),
  noticeSent: z.boolean(),
  createTime: dateTime,
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const purchaseOrderDetailSchema = purchaseOrderSchema.extend({
  details: z.array(purchaseDetailSchema),
  plans: z.array(deliveryPlanSchema),
  shipments: z.array(shipmentSchema),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

export const supplierMaterialSchema = z.object({
  id: z.number().int(),
  materialCode: z.string(),
  materialName: z.string(),
  divisionId: z.number().int(),
  unit: z.string().nullable(),
  widths: z.array(z.string()),
});
export const materialSubCodeSchema = z.object({
  materialSubCode: z.string(),
  width: z.string().nullable(),
  thickness: z.string().nullable(),
  grain: z.string().nullable(),
});
export const soleSchema = z.object({
  id: z.number().int(),
  soleCode: z.string(),
  soleName: z.string(),
  materialCode: z.string().nullable(),
  cost: z.number().nullable(),
});
export const costMaterialSchema = z.object({
  materialCode: z.string(),
  materialName: z.string(),
  unit: z.string().nullable(),
  price: z.number().nullable(),
});

/** The filters of the purchase list, shared by its export. Dates are YYYY-MM-DD, China time. */
export const purchaseFilters = z.object({
  purchaseNo: z.string().optional(),
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  /** A factory from getPurchaseFactoryName. */
  shoeFactoryCode: z.string().optional(),
  /** Part of a factory's name. */
  shoeFactoryName: z.string().optional(),
  status: z.coerce.number().int().optional(),
  orderDateStart: dayFilter,
  orderDateEnd: dayFilter,
  deliveryDateStart: dayFilter,
  deliveryDateEnd: dayFilter,
  /** 'todo' lists the delivery reminders (route /purchase?pageCode=todo). */
  pageCode: z.literal('todo').optional(),
});
const detailFilters = purchaseFilters.extend({ purchaseId: z.number().int().optional() });
const lineParams = z.object({
  purchaseId: z.coerce.number().int().positive(),
  detailId: z.coerce.number().int().positive(),
});
const detailIdBody = z.object({ detailId: z.number().int().positive() });

export const purchase = defineDomain('purchase', {
  list: pagedList(purchaseOrderSchema, {
    path: '/basic/supplier/mspurchaseinfo/list',
    summary: '采购单列表 (pageCode todo: 交期提醒)',
    filters: purchaseFilters.shape,
    sort: ['purchaseNo', 'deliveryDate', 'dueDate', 'quantity', 'createTime'],
    atom: atoms.purchase.list,
    assumed: 'filters, sort fields and item shape (docs/domains/purchase.md)',
  }),
  detailsList: pagedList(purchaseDetailSchema, {
    path: '/basic/supplier/mspurchaseinfo/details/list',
    summary: '采购明细列表',
    filters: detailFilters.shape,
    atom: atoms.purchase.list,
    assumed: 'paged lines of all orders, or of one with purchaseId',
  }),
  close: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/close',
    summary: '关闭采购单',
    body: purchaseCloseInput,
    data: ok,
    atom: atoms.purchase.close,
    assumed: 'body ids and a required closeReason',
  },
  plans: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/plans/:id',
    summary: '交付计划',
    readOnly: true,
    params: recordIdParam,
    data: z.array(deliveryPlanSchema),
    atom: atoms.purchase.plan,
    assumed: 'id is the purchase id; answer shape',
    noScreen:
      'the 交付计划 dialog starts from the plans that the order’s detail (mspurchaseinfo/detail) carries, so it needs no second read of them',
  },
  savePlans: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/save/plans',
    summary: '保存交付计划',
    body: purchasePlansInput,
    data: ok,
    atom: atoms.purchase.plan,
    assumed: 'replaces the plans of the order; payload',
  },
  detail: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/detail/:id',
    summary: '采购单详情',
    readOnly: true,
    params: recordIdParam,
    data: purchaseOrderDetailSchema,
    atom: atoms.purchase.detail,
    assumed: 'answer is the order with its lines, plans and shipments',
  },
  export: listExport(purchaseFilters, {
    path: '/basic/supplier/mspurchaseinfo/export',
    summary: '导出采购单',
    atom: atoms.purchase.list,
    assumed: 'list filters plus optional ids; the purchase group has no export atom, so list guards it',
  }),
  detailsExport: listExport(detailFilters, {
    path: '/basic/supplier/mspurchaseinfo/details/export',
    summary: '导出采购明细',
    atom: atoms.purchase.list,
    assumed: 'as for details/list',
  }),
  factoryNames: {
    method: 'GET',
    path: '/basic/supplier/mspurchaseinfo/getPurchaseFactoryName',
    summary: '采购单鞋厂选项',
    readOnly: true,
    data: z.array(z.object({ shoeFactoryCode: z.string(), shoeFactoryName: z.string() })),
    assumed: 'option list (unguarded) of the factories on the supplier’s orders',
  },
  warningCount: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/warningCount',
    summary: '交期提醒数量 (top bar bell)',
    readOnly: true,
    data: z.number().int(),
    assumed: 'no body; unguarded because the top bar asks for every user',
  },
  shipmentPageInfo: {
    method: 'POST',
    path: '/basic/supplier/shipment/get/shipmentPageInfo/:id',
    summary: '发货页面信息',
    readOnly: true,
    params: recordIdParam,
    data: z.object({
      purchase: purchaseOrderSchema,
      details: z.array(purchaseDetailSchema.extend({ remainingQuantity: z.number() })),
    }),
    atom: atoms.purchase.ship,
    assumed:
      'id is the purchase id; answers the order and the lines still to ship, each with its saved price info (price, priceRemark)',
  },
  shipmentHistory: {
    method: 'POST',
    path: '/basic/supplier/shipment/get/shipments/history/:purchaseId/:detailId',
    summary: '发货历史',
    readOnly: true,
    params: lineParams,
    data: z.array(shipmentSchema),
    atom: atoms.purchase.detail,
    assumed: 'the two path segments are the purchase id and the line id',
  },
  shipmentsCount: {
    method: 'POST',
    path: '/basic/supplier/shipment/get/shipmentsCount/:purchaseId/:detailId',
    summary: '发货次数',
    readOnly: true,
    params: lineParams,
    data: z.number().int(),
    atom: atoms.purchase.detail,
    assumed: 'the two path segments are the purchase id and the line id; counts its shipments',
    noScreen:
      'the 采购单 list’s 详情 dialog and the 调料单交付页面 show every shipment of the order (发货记录) from mspurchaseinfo/detail, so no screen asks a line’s count',
  },
  sizeShipments: {
    method: 'POST',
    path: '/basic/supplier/shipment/sizeshipments',
    summary: '按尺码发货 (单个或合并)',
    body: sizeShipmentInput,
    data: ok,
    atom: atoms.purchase.ship,
    assumed: 'payload; several lines make a merged shipment',
  },
  closePurchaseDetail: {
    method: 'POST',
    path: '/basic/supplier/shipment/closePurchaseDetail',
    summary: '关闭采购明细',
    body: purchaseCloseInput,
    data: ok,
    atom: atoms.purchase.close,
    assumed: 'body ids of lines and a required closeReason',
  },
  saveOrUpdatePriceInfo: {
    method: 'POST',
    path: '/basic/supplier/shipment/saveOrUpdatePriceInfo',
    summary: '保存明细价格',
    body: purchasePriceInput,
    data: ok,
    atom: atoms.purchase.ship,
    assumed: 'payload',
  },
  supplierMaterials: pagedList(supplierMaterialSchema, {
    path: '/basic/supplier/shipment/get/supplierMaterials',
    summary: '供应商材料 (选择材料)',
    filters: { keyword: z.string().optional(), divisionId: z.number().int().optional() },
    atom: atoms.purchase.chooseMaterial,
    assumed: 'paged; filters and item shape',
  }),
  supplierMaterialsAndWidth: {
    method: 'POST',
    path: '/basic/supplier/shipment/supplierMaterialsAndWidth',
    summary: '供应商材料及幅宽',
    readOnly: true,
    body: z.object({ materialCodes: z.array(z.string()).optional() }),
    data: z.array(supplierMaterialSchema),
    atom: atoms.purchase.chooseMaterial,
    assumed: 'unpaged; payload',
  },
  materialAttrs: {
    method: 'POST',
    path: '/basic/supplier/shipment/materialAttrs/:id',
    summary: '材料属性 (幅宽、厚度、纹路)',
    readOnly: true,
    params: recordIdParam,
    data: z.object({
      widths: z.array(z.string()),
      thicknesses: z.array(z.string()),
      grains: z.array(z.string()),
    }),
    atom: atoms.purchase.chooseMaterial,
    assumed: 'id is a material id; answer shape',
  },
  materialSubCode: {
    method: 'POST',
    path: '/basic/supplier/shipment/materialSubCode',
    summary: '材料子编码',
    readOnly: true,
    body: z.object({
      materialCode: z.string().min(1),
      width: z.string().optional(),
      thickness: z.string().optional(),
      grain: z.string().optional(),
    }),
    data: z.array(materialSubCodeSchema),
    atom: atoms.purchase.chooseMaterial,
    assumed: 'payload and answer shape',
  },
  updateSubCode: {
    method: 'POST',
    path: '/basic/supplier/shipment/updateSubCode',
    summary: '更新明细材料子编码',
    body: subCodeInput,
    data: ok,
    atom: atoms.purchase.chooseMaterial,
    assumed: 'payload',
  },
  sendNoticeEmail: {
    method: 'POST',
    path: '/basic/supplier/shipment/sendNoticeEmail',
    summary: '发送发货通知邮件',
    body: z.object({ shipmentIds: z.array(z.number().int()).min(1) }),
    data: ok,
    atom: atoms.purchase.ship,
    assumed: 'payload',
  },
  sole: {
    method: 'POST',
    path: '/basic/supplier/shipment/get/sole',
    summary: '大底信息',
    readOnly: true,
    body: detailIdBody,
    data: z.array(soleSchema),
    atom: atoms.purchase.detail,
    assumed: 'the soles of a purchase line; payload and shape',
  },
  matePurchaseSole: {
    method: 'POST',
    path: '/basic/supplier/shipment/matePurchaseSole',
    summary: '匹配采购大底',
    body: soleChoiceInput,
    data: ok,
    atom: atoms.purchase.chooseMaterial,
    assumed: 'links a sole to a purchase line; payload',
  },
  matchPurchaseSoleCost: {
    method: 'POST',
    path: '/basic/supplier/shipment/matchPurchaseSoleCost',
    summary: '匹配大底成本',
    body: soleChoiceInput,
    data: z.object({ cost: z.number().nullable() }),
    atom: atoms.purchase.chooseMaterial,
    assumed: 'payload and answer shape',
  },
  querySupplierCostMaterial: {
    method: 'POST',
    path: '/basic/supplier/shipment/get/querySupplierCostMaterial',
    summary: '供应商成本材料',
    readOnly: true,
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(costMaterialSchema),
    atom: atoms.purchase.chooseMaterial,
    assumed: 'payload and answer shape',
  },
});
