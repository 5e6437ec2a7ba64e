import { api } from '@portal/contract';
import { implement } from '../../binder';
import { fixture } from '../../db/fixtures';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { formatDateTime } from '../../lib/format';
import { deliveryWarningWhere, isDeliveryWarning, purchaseWhere } from './queries';

/** 采购单: the supplier's orders, newest first, with factory and status names. */
export const purchaseOrders = pagedResource({
  model: 'purchaseOrder',
  list: api.purchase.list,
  where: (f, { db, auth }) => purchaseWhere(db, auth.supplierCode, f),
  order: [{ createTime: 'desc' }, { id: 'desc' }],
  rows: async (orders, { db }) => {
    const codes = [...new Set(orders.flatMap((o) => o.shoeFactoryCode ?? []))];
    const [factories, statuses] = await Promise.all([
      db.supplier.findMany({ where: { code: { in: codes } }, select: { code: true, name: true } }),
      db.dictionaryDetail.findMany({ where: { dictCode: 'purchase_status' } }),
    ]);
    const factoryName = new Map(factories.map((f) => [f.code, f.name]));
    const statusName = new Map(statuses.map((s) => [Number(s.dcode), s.dname]));
    return orders.map((o) => ({
      ...o,
      shoeFactoryName: o.shoeFactoryCode ? (factoryName.get(o.shoeFactoryCode) ?? o.shoeFactoryCode) : null,
      deliveryDate: formatDateTime(o.deliveryDate),
      warning: isDeliveryWarning(o),
      createTime: formatDateTime(o.createTime) ?? '',
      statusName: statusName.get(o.status) ?? String(o.status),
    }));
  },
  export: {
    call: api.purchase.export,
    title: '采购单',
    columns: [
      { header: '采购单号', value: (o) => o.purchaseNo },
      { header: '鞋厂', width: 20, value: (o) => o.shoeFactoryName },
      { header: '季度', value: (o) => o.seasonCode },
      { header: '材料编码', value: (o) => o.materialCode },
      { header: '材料名称', width: 28, value: (o) => o.materialName },
      { header: '采购数量', value: (o) => o.quantity },
      { header: '已发数量', value: (o) => o.shippedQuantity },
      { header: '单位', width: 8, value: (o) => o.unit },
      { header: '交期', width: 20, value: (o) => o.deliveryDate },
      { header: '状态', width: 10, value: (o) => o.statusName },
      { header: '创建时间', width: 20, value: (o) => o.createTime },
    ],
  },
});

/** 采购单 (purchase orders). The list and the rest of the domain land with the purchase issue. */
export const purchaseModule = defineModule('purchase', {
  handlers: [
    // purchaseOrders.list joins these when the purchase list screen is built (docs/catalogue.md stays as is).
    purchaseOrders.export,
    implement(api.purchase.warningCount, ({ db, auth }) =>
      db.purchaseOrder.count({ where: deliveryWarningWhere(db, auth.supplierCode) }),
    ),
  ],
  fixtures: [fixture('purchaseOrders', 'purchaseOrder', (r) => ({ purchaseNo: r.purchaseNo }))],
});
