import {
  dueDateOf,
  isDeliveryDue,
  PurchaseMessages as M,
  type PurchaseDetail,
  PurchaseLineStatus,
  type PurchaseOrder,
  PurchaseStatus,
  type Shipment,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { readRows } from '../../db/reads';
import type {
  PurchaseOrder as OrderRecord,
  Prisma,
  PurchaseLine,
  PurchasePlan,
  PurchaseShipment,
} from '../../generated/prisma/client';
import { chinaDayText } from '../../kit/dates';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import type { Auth } from '../../plugins/auth';

type Tx = Prisma.TransactionClient;
export type LineSize = { size: string; quantity: number; shippedQuantity: number };
export type SizeQuantity = { size: string; quantity: number };

export const lineSizes = (line: Pick<PurchaseLine, 'sizes'>) => line.sizes as LineSize[];
export const planSizes = (row: Pick<PurchasePlan | PurchaseShipment, 'sizes'>) => row.sizes as SizeQuantity[];

/** The factory names of a batch of orders, for the list, the detail and the export. */
export const factoryNames = async (db: Db | Tx, codes: (string | null)[]) => {
  const wanted = [...new Set(codes.filter((c): c is string => !!c))];
  // Raw SQL: a list page asks it on every call, and Prisma's query costs several times SQLite's.
  const rows = wanted.length
    ? await readRows<{ code: string; name: string }>(
        db,
        `SELECT code, name FROM Supplier WHERE code IN (${wanted.map(() => '?').join(', ')})`,
        ...wanted,
      )
    : [];
  return new Map(rows.map((f) => [f.code, f.name]));
};

/**
 * What is left to ship of each order: the sum over its open lines of ordered minus shipped. A closed line (or a
 * closed order, whose lines all close) leaves nothing, so closing a line lowers the order's remainder.
 */
export const openRemainders = async (db: Db | Tx, orderIds: number[]) => {
  const lines = orderIds.length
    ? await readRows<{ purchaseId: number; quantity: number; shippedQuantity: number }>(
        db,
        `SELECT purchaseId, quantity, shippedQuantity FROM PurchaseLine
         WHERE purchaseId IN (${orderIds.map(() => '?').join(', ')}) AND status = ?`,
        ...orderIds,
        PurchaseLineStatus.open,
      )
    : [];
  const left = new Map<number, number>();
  for (const l of lines)
    left.set(l.purchaseId, (left.get(l.purchaseId) ?? 0) + Math.max(0, l.quantity - l.shippedQuantity));
  return left;
};

export const toOrder = (
  o: OrderRecord,
  factories: Map<string, string>,
  remainders: Map<number, number>,
  now = Date.now(),
): PurchaseOrder => ({
  id: o.id,
  purchaseNo: o.purchaseNo,
  supplierCode: o.supplierCode,
  shoeFactoryCode: o.shoeFactoryCode,
  shoeFactoryName: o.shoeFactoryCode ? (factories.get(o.shoeFactoryCode) ?? o.shoeFactoryCode) : null,
  seasonCode: o.seasonCode,
  materialCode: o.materialCode,
  materialName: o.materialName,
  quantity: o.quantity,
  shippedQuantity: o.shippedQuantity,
  remainingQuantity: remainders.get(o.id) ?? 0,
  unit: o.unit,
  deliveryDate: formatDateTime(o.deliveryDate),
  dueDate: chinaDayText(o.dueDate),
  warning: isDeliveryDue(o, now),
  status: o.status,
  statusName: PurchaseStatus.text(o.status) || String(o.status),
  closeReason: o.closeReason,
  closeTime: formatDateTime(o.closeTime),
  createTime: formatDateTime(o.createTime),
});

export const toLine = (l: PurchaseLine, purchaseNo: string): PurchaseDetail => ({
  id: l.id,
  purchaseId: l.purchaseId,
  purchaseNo,
  lineNo: l.lineNo,
  materialCode: l.materialCode,
  materialName: l.materialName,
  materialSubCode: l.materialSubCode,
  colorName: l.colorName,
  width: l.width,
  thickness: l.thickness,
  quantity: l.quantity,
  shippedQuantity: l.shippedQuantity,
  remainingQuantity: l.status === PurchaseLineStatus.open ? Math.max(0, l.quantity - l.shippedQuantity) : 0,
  unit: l.unit,
  price: l.price,
  priceRemark: l.priceRemark,
  soleCode: l.soleCode,
  soleCost: l.soleCost,
  deliveryDate: formatDateTime(l.deliveryDate),
  sizes: lineSizes(l),
  status: l.status,
  statusName: PurchaseLineStatus.text(l.status) || String(l.status),
  closeReason: l.closeReason,
});

/** Lines with their order numbers (one query for the batch). */
export const toLines = async (db: Db | Tx, lines: PurchaseLine[]) => {
  const ids = [...new Set(lines.map((l) => l.purchaseId))];
  const orders = await db.purchaseOrder.findMany({
    where: { id: { in: ids } },
    select: { id: true, purchaseNo: true },
  });
  const numbers = new Map(orders.map((o) => [o.id, o.purchaseNo]));
  return lines.map((l) => toLine(l, numbers.get(l.purchaseId) ?? ''));
};

export const toPlan = (p: PurchasePlan) => ({
  id: p.id,
  purchaseId: p.purchaseId,
  detailId: p.detailId,
  planDate: chinaDayText(p.planDate) ?? '',
  planQuantity: p.planQuantity,
  sizes: planSizes(p),
  remark: p.remark,
});

export const toShipment = (s: PurchaseShipment, purchaseNo: string): Shipment => ({
  id: s.id,
  shipmentNo: s.shipmentNo,
  purchaseId: s.purchaseId,
  purchaseNo,
  detailId: s.detailId,
  quantity: s.quantity,
  sizes: planSizes(s),
  shipDate: chinaDayText(s.shipDate) ?? '',
  logisticsCompany: s.logisticsCompany,
  logisticsNo: s.logisticsNo,
  mergeNo: s.mergeNo,
  operator: s.operator,
  noticeSent: s.noticeTime !== null,
  createTime: formatDateTime(s.createTime),
});

/** The caller's order: another supplier's order counts as a missing one (采购单不存在). */
export const ownOrder = async (db: Db | Tx, auth: Auth, id: number) => {
  const order = await db.purchaseOrder.findUnique({ where: { id } });
  if (!order || order.supplierCode !== auth.supplierCode) throw fail(M.notFound);
  return order;
};

/** A line and its order as the caller may see them: another supplier's line counts as a missing one (采购明细不存在). */
export const ownedLine = <L, O extends { supplierCode: string }>(
  line: L | null | undefined,
  order: O | null | undefined,
  auth: Auth,
) => {
  if (!line || !order || order.supplierCode !== auth.supplierCode) throw fail(M.lineNotFound);
  return { line, order };
};

/** The caller's line, with its order. */
export const ownLine = async (db: Db | Tx, auth: Auth, id: number) => {
  const line = await db.purchaseLine.findUnique({ where: { id } });
  const order = line ? await db.purchaseOrder.findUnique({ where: { id: line.purchaseId } }) : null;
  return ownedLine(line, order, auth);
};

/**
 * Works out what an order's lines, plans and shipments say about it: the quantities (sums of the lines), the
 * status (a closed order stays closed; when every line is shipped or closed the order is delivered, or closed
 * if nothing was shipped; otherwise partly delivered, planned or new) and the due date (`dueDateOf` over the
 * lines still open). Called after every change, inside its transaction.
 */
export const settleOrder = async (tx: Tx, orderId: number, closing?: { reason: string; by: string }) => {
  const order = await tx.purchaseOrder.findUniqueOrThrow({ where: { id: orderId } });
  const [lines, plans] = await Promise.all([
    tx.purchaseLine.findMany({ where: { purchaseId: orderId } }),
    tx.purchasePlan.findMany({ where: { purchaseId: orderId } }),
  ]);
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  const shippedQuantity = lines.reduce((sum, l) => sum + l.shippedQuantity, 0);
  const open = lines.filter((l) => l.status === PurchaseLineStatus.open);
  const openIds = new Set(open.map((l) => l.id));
  let status: number;
  if (order.status === PurchaseStatus.closed || closing) status = PurchaseStatus.closed;
  else if (open.length === 0) status = shippedQuantity > 0 ? PurchaseStatus.delivered : PurchaseStatus.closed;
  else if (shippedQuantity > 0) status = PurchaseStatus.partlyDelivered;
  else status = plans.length > 0 ? PurchaseStatus.planned : PurchaseStatus.new;
  const dueDate = dueDateOf(
    { status, deliveryDate: order.deliveryDate, shippedQuantity: open.reduce((sum, l) => sum + l.shippedQuantity, 0) },
    plans.filter((p) => openIds.has(p.detailId)),
  );
  const closed = status === PurchaseStatus.closed && order.status !== PurchaseStatus.closed;
  return tx.purchaseOrder.update({
    where: { id: orderId },
    data: {
      quantity,
      shippedQuantity,
      status,
      dueDate,
      ...(closed && {
        closeTime: new Date(),
        closeReason: closing?.reason ?? open[0]?.closeReason ?? lines[0]?.closeReason ?? null,
        closedBy: closing?.by ?? null,
      }),
    },
  });
};
