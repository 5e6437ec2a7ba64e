import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain } from '../../call';
import { pageOf, pageQuery } from '../../envelope';
import { closeBody, dateTime, ok, recordIdParam, sizeQuantitySchema } from '../../schemas';
import { exportTaskSchema } from '../files/calls';

/** Purchase order. The spec does not show the entity; this shape is assumed. */
/** purchase_status dictionary codes. */
export const PurchaseStatus = { toConfirm: 0, confirmed: 1, partlyShipped: 2, shipped: 3, done: 4, closed: 5 } as const;

/**
 * Delivery reminder (交期预警, assumed rule): an order still open (to confirm, confirmed or partly
 * shipped) whose delivery date is at most `days` away, or past, and that is not fully shipped.
 */
export const DeliveryWarning = {
  days: 7,
  openStatuses: [PurchaseStatus.toConfirm, PurchaseStatus.confirmed, PurchaseStatus.partlyShipped],
} as const;

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
  unit: z.string(),
  deliveryDate: z.string().nullable(),
  /** Delivery reminder (交期预警): due soon and not fully shipped. */
  warning: z.boolean(),
  status: z.number().int(),
  createTime: dateTime,
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** One line of a purchase order. */
export const purchaseDetailSchema = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  purchaseNo: z.string(),
  materialCode: z.string(),
  materialName: z.string(),
  materialSubCode: z.string().nullable(),
  colorName: z.string().nullable(),
  width: z.string().nullable(),
  thickness: z.string().nullable(),
  quantity: z.number(),
  shippedQuantity: z.number(),
  unit: z.string(),
  price: z.number().nullable(),
  deliveryDate: z.string().nullable(),
  status: z.number().int(),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;

export const deliveryPlanSchema = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  detailId: z.number().int().nullable(),
  planDate: z.string(),
  planQuantity: z.number(),
  remark: z.string().nullable(),
});
export type DeliveryPlan = z.infer<typeof deliveryPlanSchema>;

export const purchaseOrderDetailSchema = purchaseOrderSchema.extend({
  details: z.array(purchaseDetailSchema),
  plans: z.array(deliveryPlanSchema),
});

export const shipmentSchema = z.object({
  id: z.number().int(),
  shipmentNo: z.string(),
  purchaseId: z.number().int(),
  detailId: z.number().int(),
  quantity: z.number(),
  sizes: z.array(sizeQuantitySchema),
  shipDate: z.string(),
  logisticsCompany: z.string().nullable(),
  logisticsNo: z.string().nullable(),
  createTime: dateTime,
});
export type Shipment = z.infer<typeof shipmentSchema>;

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

export const purchaseFilters = z.object({
  purchaseNo: z.string().optional(),
  materialCode: z.string().optional(),
  materialName: z.string().optional(),
  shoeFactoryName: z.string().optional(),
  status: z.number().int().optional(),
  deliveryDateStart: z.string().optional(),
  deliveryDateEnd: z.string().optional(),
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
  list: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/list',
    summary: '采购单列表 (pageCode todo: 交期提醒)',
    body: pageQuery.extend(purchaseFilters.shape),
    data: pageOf(purchaseOrderSchema),
    atom: atoms.purchase.list,
    assumed: 'filters and item shape',
  },
  detailsList: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/details/list',
    summary: '采购明细列表',
    body: pageQuery.extend(detailFilters.shape),
    data: pageOf(purchaseDetailSchema),
    atom: atoms.purchase.list,
    assumed: 'paged lines of all orders, or of one with purchaseId',
  },
  close: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/close',
    summary: '关闭采购单',
    body: closeBody,
    data: ok,
    atom: atoms.purchase.close,
    assumed: 'body ids and closeReason',
  },
  plans: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/plans/:id',
    summary: '交付计划',
    params: recordIdParam,
    data: z.array(deliveryPlanSchema),
    atom: atoms.purchase.plan,
    assumed: 'id is the purchase id; answer shape',
  },
  savePlans: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/save/plans',
    summary: '保存交付计划',
    body: z.object({
      purchaseId: z.number().int().positive(),
      plans: z.array(
        z.object({
          id: z.number().int().optional(),
          detailId: z.number().int().nullable().optional(),
          planDate: z.string().min(1),
          planQuantity: z.number().positive(),
          remark: z.string().max(500).optional(),
        }),
      ),
    }),
    data: ok,
    atom: atoms.purchase.plan,
    assumed: 'replaces the plans of the order; payload',
  },
  detail: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/detail/:id',
    summary: '采购单详情',
    params: recordIdParam,
    data: purchaseOrderDetailSchema,
    atom: atoms.purchase.detail,
    assumed: 'answer is the order with its lines and plans',
  },
  export: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/export',
    summary: '导出采购单',
    body: purchaseFilters.extend({ ids: z.array(z.number().int()).optional() }),
    data: exportTaskSchema,
    atom: atoms.purchase.list,
    assumed: 'list filters plus optional ids; the purchase group has no export atom, so list guards it',
  },
  detailsExport: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/details/export',
    summary: '导出采购明细',
    body: detailFilters.extend({ ids: z.array(z.number().int()).optional() }),
    data: exportTaskSchema,
    atom: atoms.purchase.list,
    assumed: 'as for details/list',
  },
  factoryNames: {
    method: 'GET',
    path: '/basic/supplier/mspurchaseinfo/getPurchaseFactoryName',
    summary: '采购单鞋厂选项',
    data: z.array(z.object({ shoeFactoryCode: z.string(), shoeFactoryName: z.string() })),
    assumed: 'option list (unguarded) of the factories on the supplier’s orders',
  },
  warningCount: {
    method: 'POST',
    path: '/basic/supplier/mspurchaseinfo/warningCount',
    summary: '交期提醒数量 (top bar bell)',
    data: z.number().int(),
    assumed: 'no body; unguarded because the top bar asks for every user',
  },
  shipmentPageInfo: {
    method: 'POST',
    path: '/basic/supplier/shipment/get/shipmentPageInfo/:id',
    summary: '发货页面信息',
    params: recordIdParam,
    data: z.object({
      purchase: purchaseOrderSchema,
      details: z.array(purchaseDetailSchema.extend({ remainingQuantity: z.number() })),
    }),
    atom: atoms.purchase.ship,
    assumed: 'id is the purchase id; answers the order and the lines still to ship',
  },
  shipmentHistory: {
    method: 'POST',
    path: '/basic/supplier/shipment/get/shipments/history/:purchaseId/:detailId',
    summary: '发货历史',
    params: lineParams,
    data: z.array(shipmentSchema),
    atom: atoms.purchase.detail,
    assumed: 'the two path segments are the purchase id and the line id',
  },
  shipmentsCount: {
    method: 'POST',
    path: '/basic/supplier/shipment/get/shipmentsCount/:purchaseId/:detailId',
    summary: '发货次数',
    params: lineParams,
    data: z.number().int(),
    atom: atoms.purchase.detail,
    assumed: 'the two path segments are the purchase id and the line id; counts its shipments',
  },
  sizeShipments: {
    method: 'POST',
    path: '/basic/supplier/shipment/sizeshipments',
    summary: '按尺码发货 (单个或合并)',
    body: z.object({
      shipDate: z.string().min(1),
      logisticsCompany: z.string().max(50).optional(),
      logisticsNo: z.string().max(50).optional(),
      lines: z
        .array(
          z.object({
            purchaseId: z.number().int().positive(),
            detailId: z.number().int().positive(),
            sizes: z.array(sizeQuantitySchema).min(1),
          }),
        )
        .min(1),
    }),
    data: ok,
    atom: atoms.purchase.ship,
    assumed: 'payload; several lines make a merged shipment',
  },
  closePurchaseDetail: {
    method: 'POST',
    path: '/basic/supplier/shipment/closePurchaseDetail',
    summary: '关闭采购明细',
    body: closeBody,
    data: ok,
    atom: atoms.purchase.close,
    assumed: 'body ids of lines and closeReason',
  },
  saveOrUpdatePriceInfo: {
    method: 'POST',
    path: '/basic/supplier/shipment/saveOrUpdatePriceInfo',
    summary: '保存明细价格',
    body: detailIdBody.extend({ price: z.number().positive(), remark: z.string().max(500).optional() }),
    data: ok,
    atom: atoms.purchase.ship,
    assumed: 'payload',
  },
  supplierMaterials: {
    method: 'POST',
    path: '/basic/supplier/shipment/get/supplierMaterials',
    summary: '供应商材料 (选择材料)',
    body: pageQuery.extend({ keyword: z.string().optional(), divisionId: z.number().int().optional() }),
    data: pageOf(supplierMaterialSchema),
    atom: atoms.purchase.chooseMaterial,
    assumed: 'paged; filters and item shape',
  },
  supplierMaterialsAndWidth: {
    method: 'POST',
    path: '/basic/supplier/shipment/supplierMaterialsAndWidth',
    summary: '供应商材料及幅宽',
    body: z.object({ materialCodes: z.array(z.string()).optional() }),
    data: z.array(supplierMaterialSchema),
    atom: atoms.purchase.chooseMaterial,
    assumed: 'unpaged; payload',
  },
  materialAttrs: {
    method: 'POST',
    path: '/basic/supplier/shipment/materialAttrs/:id',
    summary: '材料属性 (幅宽、厚度、纹路)',
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
    body: detailIdBody.extend({ materialSubCode: z.string().min(1) }),
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
    body: detailIdBody,
    data: z.array(soleSchema),
    atom: atoms.purchase.detail,
    assumed: 'the soles of a purchase line; payload and shape',
  },
  matePurchaseSole: {
    method: 'POST',
    path: '/basic/supplier/shipment/matePurchaseSole',
    summary: '匹配采购大底',
    body: detailIdBody.extend({ soleCode: z.string().min(1) }),
    data: ok,
    atom: atoms.purchase.chooseMaterial,
    assumed: 'links a sole to a purchase line; payload',
  },
  matchPurchaseSoleCost: {
    method: 'POST',
    path: '/basic/supplier/shipment/matchPurchaseSoleCost',
    summary: '匹配大底成本',
    body: detailIdBody.extend({ soleCode: z.string().min(1) }),
    data: z.object({ cost: z.number().nullable() }),
    atom: atoms.purchase.chooseMaterial,
    assumed: 'payload and answer shape',
  },
  querySupplierCostMaterial: {
    method: 'POST',
    path: '/basic/supplier/shipment/get/querySupplierCostMaterial',
    summary: '供应商成本材料',
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(costMaterialSchema),
    atom: atoms.purchase.chooseMaterial,
    assumed: 'payload and answer shape',
  },
});
