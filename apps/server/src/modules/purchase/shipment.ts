import {
  api,
  atoms,
  PurchaseMessages as M,
  mergeShipmentRefusal,
  PurchaseLineStatus,
  PurchaseStatus,
  purchaseLifecycle,
  type SizeShipmentInput,
  shipmentIssues,
} from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { writeOnConnection } from '../../db/writes';
import type { Prisma } from '../../generated/prisma/client';
import { chinaDayStart, chinaToday } from '../../kit/dates';
import { pagedResource } from '../../kit/paged-resource';
import { fail, forbidden } from '../../lib/errors';
import { type Auth, operatorOf } from '../../plugins/auth';
import {
  factoryNames,
  type LineSize,
  lineSizes,
  openRemainders,
  ownedLine,
  ownLine,
  ownOrder,
  settleOrder,
  toLine,
  toOrder,
  toShipment,
} from './records';

type Tx = Prisma.TransactionClient;
type SizeQuantity = { size: string; quantity: number };
type SubCode = { materialSubCode: string; width: string | null; thickness: string | null; grain: string | null };

const texts = (value: unknown) => value as string[];
const subCodes = (value: unknown) => value as SubCode[];

/** A number for shipment and merge codes: the date and a sequence within the supplier. */
const nextNumber = async (tx: Tx, prefix: string, supplierCode: string) => {
  const count = await tx.purchaseShipment.count({ where: { supplierCode } });
  const day = chinaToday().replaceAll('-', '');
  return `${prefix}${day}${String(count + 1).padStart(5, '0')}`;
};

/**
 * 按尺码发货: every line of the body checked first (the order's lifecycle, the line still open, each size on the
 * line and not above what is left), then one shipment per line, the lines' shipped sizes, and each order settled.
 * Several orders at once is a merged shipment (合并发货): it needs the merge atom and orders of one factory.
 */
const ship = async (tx: Tx, auth: Auth, body: SizeShipmentInput) => {
  const orderIds = [...new Set(body.lines.map((l) => l.purchaseId))];
  if (orderIds.length > 1 && !auth.atoms.has(atoms.purchase.mergeShipment)) throw forbidden();
  const orders = await Promise.all(orderIds.map((id) => ownOrder(tx, auth, id)));
  const mergeRefused = mergeShipmentRefusal(orders);
  if (mergeRefused) throw fail(mergeRefused);
  const mergeNo = orderIds.length > 1 ? await nextNumber(tx, 'MG', auth.supplierCode) : null;
  const lines = [];
  for (const wanted of body.lines) {
    const { line } = await ownLine(tx, auth, wanted.detailId);
    if (line.purchaseId !== wanted.purchaseId) throw fail(M.lineNotFound);
    lines.push(line);
  }
  // The shipment form's own rule (the contract's shipmentIssues) against the lines still open.
  const open = lines
    .filter((l) => l.status === PurchaseLineStatus.open)
    .map((l) => ({ id: l.id, sizes: lineSizes(l) }));
  const refused = shipmentIssues(body, open)[0];
  if (refused) throw fail(refused.message);
  // One shipment per line, a line named twice in the body counted once (shipmentIssues judged the sum).
  const prepared = new Map<number, { line: (typeof lines)[number]; sizes: LineSize[]; shipped: SizeQuantity[] }>();
  for (const [i, wanted] of body.lines.entries()) {
    const line = lines[i]!;
    const entry = prepared.get(line.id) ?? { line, sizes: lineSizes(line).map((s) => ({ ...s })), shipped: [] };
    for (const s of wanted.sizes.filter((q) => q.quantity > 0)) {
      entry.sizes.find((o) => o.size === s.size)!.shippedQuantity += s.quantity;
      const same = entry.shipped.find((o) => o.size === s.size);
      if (same) same.quantity += s.quantity;
      else entry.shipped.push({ size: s.size, quantity: s.quantity });
    }
    if (entry.shipped.length) prepared.set(line.id, entry);
  }
  for (const { line, sizes, shipped } of prepared.values()) {
    const quantity = shipped.reduce((sum, s) => sum + s.quantity, 0);
    const done = sizes.every((s: LineSize) => s.shippedQuantity >= s.quantity - 1e-6);
    await tx.purchaseLine.update({
      where: { id: line.id },
      data: {
        sizes,
        shippedQuantity: line.shippedQuantity + quantity,
        ...(done && { status: PurchaseLineStatus.delivered }),
      },
    });
    await tx.purchaseShipment.create({
      data: {
        shipmentNo: await nextNumber(tx, 'SH', auth.supplierCode),
        purchaseId: line.purchaseId,
        detailId: line.id,
        supplierCode: auth.supplierCode,
        quantity,
        sizes: shipped,
        shipDate: chinaDayStart(body.shipDate),
        logisticsCompany: body.logisticsCompany || null,
        logisticsNo: body.logisticsNo || null,
        mergeNo,
        operator: operatorOf(auth),
      },
    });
  }
  for (const id of orderIds) await settleOrder(tx, id);
  return true;
};

/** The supplier's own material (choose material), by id or code. */
const ownMaterial = async (tx: Tx | Db, auth: Auth, where: { id: number } | { materialCode: string }) => {
  const material = await tx.purchaseMaterial.findFirst({ where: { ...where, supplierCode: auth.supplierCode } });
  if (!material) throw fail(M.materialUnknown);
  return material;
};

/**
 * 选择材料 / 子编码: the caller's material that has the sub-code (the line's own material first), and the sub-code.
 * Choosing a sub-code of another of the caller's materials gives the line that material (docs/domains/purchase.md).
 */
const ownSubCode = async (tx: Tx, auth: Auth, materialSubCode: string, preferred: string) => {
  const materials = await tx.purchaseMaterial.findMany({ where: { supplierCode: auth.supplierCode } });
  materials.sort((a, b) => Number(b.materialCode === preferred) - Number(a.materialCode === preferred));
  for (const material of materials) {
    const sub = subCodes(material.subCodes).find((s) => s.materialSubCode === materialSubCode);
    if (sub) return { material, sub };
  }
  throw fail(M.subCodeUnknown);
};

const ownSole = async (tx: Tx, auth: Auth, soleCode: string) => {
  const sole = await tx.purchaseSole.findFirst({ where: { soleCode, supplierCode: auth.supplierCode } });
  if (!sole) throw fail(M.soleUnknown);
  return sole;
};

/** A line that may still change: neither it nor its order is closed. */
/** A line that may still change (price, sub-code): neither it nor its order closed. */
const changeable = <F extends { line: { status: number }; order: { status: number } }>(found: F) => {
  if (found.order.status === PurchaseStatus.closed || found.line.status === PurchaseLineStatus.closed)
    throw fail(M.orderClosed);
  return found;
};
const changeableLine = async (tx: Tx, auth: Auth, detailId: number) => changeable(await ownLine(tx, auth, detailId));

const toMaterial = (m: {
  id: number;
  materialCode: string;
  materialName: string;
  divisionId: number;
  unit: string | null;
  widths: unknown;
}) => ({
  id: m.id,
  materialCode: m.materialCode,
  materialName: m.materialName,
  divisionId: m.divisionId,
  unit: m.unit,
  widths: texts(m.widths),
});

/** 选择材料: the supplier's materials, paged, by code or name. */
const supplierMaterials = pagedResource({
  model: 'purchaseMaterial',
  list: api.purchase.supplierMaterials,
  where: (f, { auth }) => ({
    supplierCode: auth.supplierCode,
    ...(f.divisionId !== undefined && { divisionId: f.divisionId }),
    ...(f.keyword && { OR: [{ materialCode: { contains: f.keyword } }, { materialName: { contains: f.keyword } }] }),
  }),
  order: [{ materialCode: 'asc' }, { id: 'asc' }],
  rows: (materials) => materials.map(toMaterial),
});

export const shipmentHandlers = [
  implement(api.purchase.shipmentPageInfo, async ({ db, auth, params }) => {
    const order = await ownOrder(db, auth, params.id);
    const lines = await db.purchaseLine.findMany({ where: { purchaseId: order.id }, orderBy: { lineNo: 'asc' } });
    return {
      purchase: toOrder(order, await factoryNames(db, [order.shoeFactoryCode]), await openRemainders(db, [order.id])),
      details: lines.map((l) => toLine(l, order.purchaseNo)),
    };
  }),

  implement(api.purchase.shipmentHistory, async ({ db, auth, params }) => {
    const { line, order } = await ownLine(db, auth, params.detailId);
    if (line.purchaseId !== params.purchaseId) throw fail(M.lineNotFound);
    const rows = await db.purchaseShipment.findMany({
      where: { detailId: line.id },
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
    return rows.map((s) => toShipment(s, order.purchaseNo));
  }),

  implement(api.purchase.shipmentsCount, async ({ db, auth, params }) => {
    const { line } = await ownLine(db, auth, params.detailId);
    if (line.purchaseId !== params.purchaseId) throw fail(M.lineNotFound);
    return db.purchaseShipment.count({ where: { detailId: line.id } });
  }),

  implement(api.purchase.sizeShipments, ({ db, auth, body }) => db.$transaction((tx) => ship(tx, auth, body))),

  implement(api.purchase.closePurchaseDetail, ({ db, auth, body }) =>
    db.$transaction(async (tx) => {
      const orders = new Set<number>();
      for (const id of body.ids) {
        const { line, order } = await ownLine(tx, auth, id);
        if (line.status !== PurchaseLineStatus.open || !purchaseLifecycle.can('close', order.status))
          throw fail(M.lineClosed);
        await tx.purchaseLine.update({
          where: { id },
          data: { status: PurchaseLineStatus.closed, closeReason: body.closeReason },
        });
        orders.add(order.id);
      }
      for (const id of orders) await settleOrder(tx, id);
      return true;
    }),
  ),

  // On the connection itself (db/writes.ts): the write a QA suite repeats between its reads, about a tenth of the CPU
  // Prisma's path took (docs/dev-kit.md "Computed lists and the write-then-read loop").
  implement(api.purchase.saveOrUpdatePriceInfo, ({ db, auth, body }) =>
    writeOnConnection(db, ({ get, run }) => {
      const line = get<{ id: number; purchaseId: number; status: number }>(
        'SELECT "id", "purchaseId", "status" FROM "PurchaseLine" WHERE "id" = ?',
        body.detailId,
      );
      const order =
        line &&
        get<{ supplierCode: string; status: number }>(
          'SELECT "supplierCode", "status" FROM "PurchaseOrder" WHERE "id" = ?',
          line.purchaseId,
        );
      changeable(ownedLine(line, order, auth));
      run(
        'UPDATE "PurchaseLine" SET "price" = ?, "priceRemark" = ? WHERE "id" = ?',
        body.price,
        body.remark ?? null,
        body.detailId,
      );
      return true;
    }),
  ),

  supplierMaterials.list,

  implement(api.purchase.supplierMaterialsAndWidth, async ({ db, auth, body }) => {
    const rows = await db.purchaseMaterial.findMany({
      where: {
        supplierCode: auth.supplierCode,
        ...(body.materialCodes?.length && { materialCode: { in: body.materialCodes } }),
      },
      orderBy: { materialCode: 'asc' },
    });
    return rows.map(toMaterial);
  }),

  implement(api.purchase.materialAttrs, async ({ db, auth, params }) => {
    const m = await ownMaterial(db, auth, { id: params.id });
    return { widths: texts(m.widths), thicknesses: texts(m.thicknesses), grains: texts(m.grains) };
  }),

  implement(api.purchase.materialSubCode, async ({ db, auth, body }) => {
    const m = await ownMaterial(db, auth, { materialCode: body.materialCode });
    return subCodes(m.subCodes).filter(
      (s) =>
        (!body.width || s.width === body.width) &&
        (!body.thickness || s.thickness === body.thickness) &&
        (!body.grain || s.grain === body.grain),
    );
  }),

  implement(api.purchase.updateSubCode, ({ db, auth, body }) =>
    db.$transaction(async (tx) => {
      const { line } = await changeableLine(tx, auth, body.detailId);
      const { material, sub } = await ownSubCode(tx, auth, body.materialSubCode, line.materialCode);
      await tx.purchaseLine.update({
        where: { id: line.id },
        data: {
          materialCode: material.materialCode,
          materialName: material.materialName,
          materialSubCode: sub.materialSubCode,
          width: sub.width ?? line.width,
          thickness: sub.thickness ?? line.thickness,
        },
      });
      return true;
    }),
  ),

  implement(api.purchase.sendNoticeEmail, ({ db, auth, body }) =>
    db.$transaction(async (tx) => {
      const ids = [...new Set(body.shipmentIds)];
      const shipments = await tx.purchaseShipment.findMany({
        where: { id: { in: ids }, supplierCode: auth.supplierCode },
        include: { order: { select: { purchaseNo: true } } },
      });
      if (shipments.length !== ids.length) throw fail(M.shipmentUnknown);
      const lines = shipments.map(
        (s) =>
          `${s.order.purchaseNo} ${s.shipmentNo}: ${s.quantity} (${s.logisticsCompany ?? ''} ${s.logisticsNo ?? ''})`,
      );
      await tx.purchaseMail.create({
        data: {
          supplierCode: auth.supplierCode,
          recipient: auth.user.personEmail || auth.loginAccount,
          subject: `发货通知 ${shipments.map((s) => s.shipmentNo).join(', ')}`,
          body: lines.join('\n'),
          shipmentIds: ids,
        },
      });
      await tx.purchaseShipment.updateMany({ where: { id: { in: ids } }, data: { noticeTime: new Date() } });
      return true;
    }),
  ),

  implement(api.purchase.sole, async ({ db, auth, body }) => {
    const { line } = await ownLine(db, auth, body.detailId);
    const soles = await db.purchaseSole.findMany({
      where: { supplierCode: auth.supplierCode, OR: [{ materialCode: line.materialCode }, { materialCode: null }] },
      orderBy: { soleCode: 'asc' },
    });
    return soles.map(({ supplierCode: _s, ...sole }) => sole);
  }),

  implement(api.purchase.matePurchaseSole, ({ db, auth, body }) =>
    db.$transaction(async (tx) => {
      const { line } = await changeableLine(tx, auth, body.detailId);
      const sole = await ownSole(tx, auth, body.soleCode);
      await tx.purchaseLine.update({ where: { id: line.id }, data: { soleCode: sole.soleCode } });
      return true;
    }),
  ),

  implement(api.purchase.matchPurchaseSoleCost, ({ db, auth, body }) =>
    db.$transaction(async (tx) => {
      const { line } = await changeableLine(tx, auth, body.detailId);
      const sole = await ownSole(tx, auth, body.soleCode);
      await tx.purchaseLine.update({ where: { id: line.id }, data: { soleCode: sole.soleCode, soleCost: sole.cost } });
      return { cost: sole.cost };
    }),
  ),

  implement(api.purchase.querySupplierCostMaterial, async ({ db, auth, body }) => {
    const rows = await db.purchaseMaterial.findMany({
      where: {
        supplierCode: auth.supplierCode,
        ...(body.keyword && {
          OR: [{ materialCode: { contains: body.keyword } }, { materialName: { contains: body.keyword } }],
        }),
      },
      orderBy: { materialCode: 'asc' },
    });
    return rows.map((m) => ({
      materialCode: m.materialCode,
      materialName: m.materialName,
      unit: m.unit,
      price: m.price,
    }));
  }),
];
