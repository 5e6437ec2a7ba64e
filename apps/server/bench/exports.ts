/** What the export benchmarks share: a large supplier to export, and the check that an export survived. */
import { DownloadStatus } from '@portal/contract';
import type { Db } from '../src/db/client';

/** Tops the demo supplier (S10001) up to `count` purchase orders, so one export of them takes a while. */
export const addPurchaseOrders = async (db: Db, count: number, prefix = 'PB') => {
  const existing = await db.purchaseOrder.count({ where: { supplierCode: 'S10001' } });
  const extra = Array.from({ length: Math.max(0, count - existing) }, (_, i) => ({
    purchaseNo: `${prefix}${String(i).padStart(8, '0')}`,
    supplierCode: 'S10001',
    shoeFactoryCode: 'F2001',
    seasonCode: '2027Q1',
    materialCode: `SY-27-${String(i % 500).padStart(4, '0')}`,
    materialName: `PU超纤革 ${(i % 20) / 10 + 0.8}mm 荔枝纹`,
    quantity: 100 + (i % 900),
    shippedQuantity: i % 3 === 0 ? 50 : 0,
    unit: '码',
    deliveryDate: new Date(Date.now() + (i % 60) * 86_400_000),
    status: i % 6,
  }));
  for (let i = 0; i < extra.length; i += 1000) await db.purchaseOrder.createMany({ data: extra.slice(i, i + 1000) });
};

/**
 * How many of the exports `keys` ended 未下载 with a file the stub at `base` serves as an .xlsx (a zip) to the account
 * whose session `token` is (the key alone opens nothing: docs/decisions/0042-file-links-and-pdf-uploads.md).
 */
export const readableExports = async (db: Db, base: string, keys: string[], token: string): Promise<number> => {
  let readable = 0;
  for (const key of keys) {
    const row = await db.downloadRecord.findUnique({ where: { key } });
    if (row?.status !== DownloadStatus.notDownloaded) continue;
    const file = await fetch(`${base}/basic/api/async/file/${encodeURIComponent(key)}`, { headers: { token } });
    const bytes = Buffer.from(await file.arrayBuffer());
    if (file.status === 200 && bytes.subarray(0, 2).toString() === 'PK') readable++;
  }
  return readable;
};
