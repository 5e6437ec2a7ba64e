import { api } from '@portal/contract';
import { formatDateTime } from '../../lib/format';
import { exportCall, inBatches } from '../exports/export';
import { notFullyShipped, purchaseWhere } from './queries';

export const purchaseExports = [
  exportCall({
    call: api.purchase.export,
    title: '采购单',
    rows: async function* ({ body, db, auth }) {
      const [factories, statuses] = await Promise.all([
        db.supplier.findMany({ where: { typeCode: 'FWP' }, select: { code: true, name: true } }),
        db.dictionaryDetail.findMany({ where: { dictCode: 'purchase_status' } }),
      ]);
      const factoryName = new Map(factories.map((f) => [f.code, f.name]));
      const statusName = new Map(statuses.map((s) => [Number(s.dcode), s.dname]));
      const factoryCodes = body.shoeFactoryName
        ? factories.filter((f) => f.name.includes(body.shoeFactoryName ?? '')).map((f) => f.code)
        : undefined;
      const where = purchaseWhere(auth.supplierCode, body, factoryCodes);
      const todo = body.pageCode === 'todo';
      for await (const batch of inBatches((skip, take) =>
        db.purchaseOrder.findMany({ where, orderBy: [{ createTime: 'desc' }, { id: 'desc' }], skip, take }),
      ))
        yield (todo ? batch.filter(notFullyShipped) : batch).map((o) => ({
          ...o,
          shoeFactoryName: o.shoeFactoryCode ? (factoryName.get(o.shoeFactoryCode) ?? o.shoeFactoryCode) : null,
          statusName: statusName.get(o.status) ?? String(o.status),
        }));
    },
    columns: [
      { header: '采购单号', value: (o) => o.purchaseNo },
      { header: '鞋厂', width: 20, value: (o) => o.shoeFactoryName },
      { header: '季度', value: (o) => o.seasonCode },
      { header: '材料编码', value: (o) => o.materialCode },
      { header: '材料名称', width: 28, value: (o) => o.materialName },
      { header: '采购数量', value: (o) => o.quantity },
      { header: '已发数量', value: (o) => o.shippedQuantity },
      { header: '单位', width: 8, value: (o) => o.unit },
      { header: '交期', width: 20, value: (o) => formatDateTime(o.deliveryDate) },
      { header: '状态', width: 10, value: (o) => o.statusName },
      { header: '创建时间', width: 20, value: (o) => formatDateTime(o.createTime) },
    ],
  }),
];
