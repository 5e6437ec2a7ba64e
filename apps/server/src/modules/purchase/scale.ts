import { DeliveryWarning, PurchaseLineStatus, PurchaseStatus } from '@portal/contract';
import type { ScaleGenerator } from '../../kit/scale';

const firstId = 10_001;
const day = 86_400_000;
/** Lines per order cycle through 1…4: 2.5 on average, so 40,000 orders carry 100,000 lines. */
const linesOf = (order: number) => (order % 4) + 1;
const linesPerUnit = 100_000;

/** Most orders are history (delivered or closed); the open ones are recent, a share of them due within the window. */
const statusOf = (r: number) =>
  r < 0.1
    ? PurchaseStatus.new
    : r < 0.25
      ? PurchaseStatus.planned
      : r < 0.4
        ? PurchaseStatus.partlyDelivered
        : r < 0.9
          ? PurchaseStatus.delivered
          : PurchaseStatus.closed;
const materials = [
  ['SY-26-0012', 'PU超纤革 1.2mm 荔枝纹', '码'],
  ['LT-26-0101', '头层牛皮 1.4-1.6mm 摔纹', 'SF'],
  ['TX-26-0230', '三明治网布 2.0mm', '码'],
  ['PM-26-0045', '记忆海绵 5mm', '张'],
  ['LC-26-0310', '圆形鞋带 4mm 120cm', '双'],
  ['SL-26-0077', 'RB橡胶大底 防滑', '双'],
  ['FB-26-0150', '热熔胶片 0.6mm', '米'],
  ['UT-26-0033', 'EVA鞋垫 4mm', '双'],
] as const;
const colours = ['白色', '黑色', '米白', '卡其', '藏青', '酒红', '浅灰'];
const seasons = ['2025Q3', '2025Q4', '2026Q1', '2026Q2', '2026Q3', '2026Q4'];
const sizeRun = ['38', '39', '40', '41', '42', '43'];

/**
 * SEED_SCALE: 100,000 purchase-order lines per unit of the factor, on 40,000 orders (docs/dev-kit.md "Scale"):
 * S10001 (demo `supplier`) places 55% of them, S10023 (`hongda`) a tenth; every status; open orders carry their
 * due date as the stub keeps it (`dueDateOf` without plans: the delivery date), so the todo list has thousands.
 */
export const scalePurchases: ScaleGenerator = ({ factor, random, pick, insert, read, now }) => {
  const orderCount = Math.round((linesPerUnit / 2.5) * factor);
  const suppliers = read<{ code: string }>(
    "SELECT code FROM Supplier WHERE typeCode = 'SUP' AND code NOT IN ('S10001', 'S10023') ORDER BY code",
  ).map((s) => s.code);
  const factories = read<{ code: string }>("SELECT code FROM Supplier WHERE typeCode = 'FWP' ORDER BY code").map(
    (s) => s.code,
  );
  const orders: { material: (typeof materials)[number]; status: number; quantity: number; delivery: Date }[] = [];
  insert('PurchaseOrder', orderCount, (i) => {
    const r = random();
    const supplierCode =
      r < 0.55 ? 'S10001' : r < 0.65 ? 'S10023' : suppliers[Math.floor(((r - 0.65) / 0.35) * suppliers.length)]!;
    const status = statusOf(random());
    const open = (DeliveryWarning.openStatuses as readonly number[]).includes(status);
    const created = new Date(now - Math.floor(random() * (open ? 60 : 540) * day));
    const delivery = new Date(created.getTime() + (20 + Math.floor(random() * 60)) * day);
    const material = pick(materials);
    const quantity = linesOf(i) * 500;
    const shipped =
      status === PurchaseStatus.delivered ? quantity : status === PurchaseStatus.partlyDelivered ? quantity / 2 : 0;
    orders.push({ material, status, quantity, delivery });
    const stamp = created.toISOString().slice(0, 7).replace('-', '');
    return {
      id: firstId + i,
      purchaseNo: `PO${stamp}${String(i + 1).padStart(6, '0')}`,
      supplierCode,
      shoeFactoryCode: pick(factories),
      seasonCode: pick(seasons),
      materialCode: material[0],
      materialName: material[1],
      quantity,
      shippedQuantity: shipped,
      unit: material[2],
      deliveryDate: delivery,
      dueDate: open ? delivery : null,
      status,
      closeReason: status === PurchaseStatus.closed ? '订单取消' : null,
      closeTime: status === PurchaseStatus.closed ? new Date(created.getTime() + 10 * day) : null,
      createTime: created,
      updateTime: created,
    };
  });
  const lines = orders.flatMap((o, i) => Array.from({ length: linesOf(i) }, (_, n) => ({ o, i, n })));
  insert('PurchaseLine', lines.length, (k) => {
    const { o, i, n } = lines[k]!;
    const delivered = o.status === PurchaseStatus.delivered;
    const shippedShare = delivered ? 1 : o.status === PurchaseStatus.partlyDelivered ? 0.5 : 0;
    const sizes = sizeRun.map((size, s) => {
      const quantity = s === 0 ? 500 - 80 * (sizeRun.length - 1) : 80;
      return { size, quantity, shippedQuantity: quantity * shippedShare };
    });
    return {
      purchaseId: firstId + i,
      lineNo: n + 1,
      materialCode: o.material[0],
      materialName: o.material[1],
      materialSubCode: `${o.material[0]}-0${(n % 3) + 1}`,
      colorName: colours[(i + n) % colours.length],
      width: '137cm',
      thickness: null,
      unit: o.material[2],
      quantity: 500,
      shippedQuantity: 500 * shippedShare,
      sizes,
      price: Math.round((10 + random() * 40) * 100) / 100,
      deliveryDate: o.delivery,
      status:
        o.status === PurchaseStatus.closed
          ? PurchaseLineStatus.closed
          : delivered
            ? PurchaseLineStatus.delivered
            : PurchaseLineStatus.open,
    };
  });
};
