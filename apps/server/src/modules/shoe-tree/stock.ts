import {
  type api,
  availablePairs,
  type CallRequestParts,
  ShoeTreeMessages as M,
  MaintainStatus,
  ShoeTreeOperation as Op,
  scrapIssues,
  scrapLeavesLast,
  shoeTreeLifecycle,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { Prisma, ShoeTree as ShoeTreeRow } from '../../generated/prisma/client';
import { assertAllowed, fail } from '../../lib/errors';
import { type Auth, operatorOf } from '../../plugins/auth';
import { ownShoeTree, shoeTreeState, sizesOf, totalsOf, writeRecord } from './records';

/** Maintenance (sizes, images, remark) and scrap: the writes that change a last's stock, each leaving a record. */

type Tx = Prisma.TransactionClient;
type SizeRows = { size: string; quantity: number }[];

/**
 * Sets the last's sizes to `rows`: new sizes are added, missing ones removed, quantities changed; a size keeps at
 * least the pairs scrapped or lent out of it, and one with such pairs cannot go. Then the totals follow.
 */
const applySizes = async (tx: Tx, last: ShoeTreeRow, rows: SizeRows) => {
  const current = await sizesOf(tx, last.id);
  const wanted = new Map(rows.map((r, sort) => [r.size, { ...r, sort }]));
  for (const s of current) {
    const used = s.scrapQuantity + s.borrowQuantity;
    const row = wanted.get(s.size);
    if (!row && used > 0) throw fail(M.sizeInUse(s.size));
    if (row && row.quantity < used) throw fail(M.sizeBelowUsed(s.size, used));
  }
  const known = new Set(current.map((s) => s.size));
  await tx.shoeTreeSize.deleteMany({ where: { shoeTreeId: last.id, size: { notIn: [...wanted.keys()] } } });
  for (const { size, quantity, sort } of wanted.values()) {
    if (known.has(size))
      await tx.shoeTreeSize.update({
        where: { shoeTreeId_size: { shoeTreeId: last.id, size } },
        data: { quantity, sort },
      });
    else await tx.shoeTreeSize.create({ data: { shoeTreeId: last.id, size, quantity, sort } });
  }
  return totalsOf(await sizesOf(tx, last.id));
};

/** Images of a maintenance: the caller's uploads (business type shoeTreeFile) that are pictures. */
const checkImages = async (db: Db, auth: Auth, ids: string[]) => {
  if (ids.length === 0) return;
  const found = await db.storedFile.findMany({
    where: { id: { in: ids }, supplierCode: auth.supplierCode, businessType: 'shoeTreeFile' },
    select: { contentType: true },
  });
  if (found.length !== new Set(ids).size) throw fail(M.fileNotFound);
  if (!found.every((f) => f.contentType.startsWith('image/'))) throw fail(M.imageNotImage);
};

type MaintainBody = CallRequestParts<typeof api.shoeTree.maintainShowTree>['body'];

/** 维护鞋楦信息: sizes, images and remark; a 维护中 last is back in use and no longer waits. */
export const maintainShoeTree = async (db: Db, auth: Auth, body: MaintainBody) => {
  const last = await ownShoeTree(db, auth, body.id);
  const { status } = shoeTreeState(last);
  assertAllowed(shoeTreeLifecycle, 'maintain', status);
  await checkImages(db, auth, body.imgIds);
  const imgIds = [...new Set(body.imgIds)];
  await db.$transaction(async (tx) => {
    const totals = await applySizes(tx, last, body.sizes);
    const now = new Date();
    await tx.shoeTree.update({
      where: { id: last.id },
      data: {
        ...totals,
        status: shoeTreeLifecycle.next('maintain', status) ?? status,
        maintainStatus: MaintainStatus.done,
        maintainTime: now,
        imgIds,
        coverImgId: imgIds[0] ?? null,
        remark: body.remark || null,
        modifyTime: now,
        modifiedBy: operatorOf(auth),
      },
    });
    await writeRecord(tx, auth, last.id, Op.maintain, { remark: body.remark, sizes: body.sizes, imgIds });
  });
  return true;
};

/** 维护鞋楦尺码: the sizes alone; the status stays. */
export const maintainSizes = async (db: Db, auth: Auth, id: number, sizes: SizeRows) => {
  const last = await ownShoeTree(db, auth, id);
  assertAllowed(shoeTreeLifecycle, 'maintain', shoeTreeState(last).status);
  await db.$transaction(async (tx) => {
    const totals = await applySizes(tx, last, sizes);
    await tx.shoeTree.update({
      where: { id: last.id },
      data: { ...totals, modifyTime: new Date(), modifiedBy: operatorOf(auth) },
    });
    await writeRecord(tx, auth, last.id, Op.maintainSize, { sizes });
  });
  return true;
};

type ScrapBody = CallRequestParts<typeof api.shoeTree.scrapRecord>['body'];

/**
 * 报废: pairs of some sizes (at most what is available of each), or the whole last (nothing may be lent out).
 * Scrapped pairs leave the available stock; when nothing is left the last is 报废.
 */
export const scrapShoeTree = async (db: Db, auth: Auth, body: ScrapBody) => {
  const last = await ownShoeTree(db, auth, body.shoeTreeId);
  const { status } = shoeTreeState(last);
  assertAllowed(shoeTreeLifecycle, 'scrap', status);
  await db.$transaction(async (tx) => {
    const sizes = await sizesOf(tx, last.id);
    // The scrap dialog's rule against the sizes as stored now (the whole last, the cap of each size).
    const [refused] = scrapIssues(body, sizes);
    if (refused) throw fail(refused.message);
    const scrapped: SizeRows = body.scrapAll
      ? sizes.map((s) => ({ size: s.size, quantity: availablePairs(s) })).filter((s) => s.quantity > 0)
      : body.sizes;
    for (const row of scrapped)
      await tx.shoeTreeSize.update({
        where: { shoeTreeId_size: { shoeTreeId: last.id, size: row.size } },
        data: { scrapQuantity: { increment: row.quantity } },
      });
    const totals = totalsOf(await sizesOf(tx, last.id));
    await tx.shoeTree.update({
      where: { id: last.id },
      data: {
        ...totals,
        status: scrapLeavesLast(totals.availableQuantity, totals.borrowQuantity) ?? status,
        modifyTime: new Date(),
        modifiedBy: operatorOf(auth),
      },
    });
    await writeRecord(tx, auth, last.id, Op.scrap, { remark: body.reason, sizes: scrapped });
  });
  return true;
};
