import {
  type FloatPrice,
  type FloatPriceFilters,
  type PriceCard,
  type PriceFilters,
  PriceStatus,
  type priceCardInput,
  priceLifecycle,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sqlValue } from '../../db/reads';
import type {
  PriceCard as PriceCardRecord,
  PriceFloat as PriceFloatRecord,
  Prisma,
} from '../../generated/prisma/client';
import type { FloatKind, PriceRecordState } from '../../kit/price-records';
import { assertAllowed } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import type { Auth } from '../../plugins/auth';

/** Price cards and their colour / line / effect prices as the calls show them, and what their lists select. */
type Client = Db | Prisma.TransactionClient;

export const cardWhere = (supplierCode: string, f: PriceFilters): Prisma.PriceCardWhereInput => ({
  supplierCode,
  ...(f.materialCode && { materialCode: { contains: f.materialCode } }),
  ...(f.materialName && { materialName: { contains: f.materialName } }),
  ...(f.divisionId !== undefined && { divisionId: f.divisionId }),
  ...(f.season && { season: f.season }),
  ...(f.status !== undefined && { status: f.status }),
});

export const floatWhere = (
  kind: FloatKind,
  supplierCode: string,
  f: FloatPriceFilters,
): Prisma.PriceFloatWhereInput => ({
  kind,
  supplierCode,
  ...(f.parentId !== undefined && { cardId: f.parentId }),
  ...(f.code && { code: { contains: f.code } }),
  ...(f.name && { name: { contains: f.name } }),
  ...(f.status !== undefined && { status: f.status }),
  ...((f.materialCode || f.materialName) && {
    card: {
      ...(f.materialCode && { materialCode: { contains: f.materialCode } }),
      ...(f.materialName && { materialName: { contains: f.materialName } }),
    },
  }),
});

/** Cards with their rows and the number of colour, line and effect prices under them. */
export const toCards = async (db: Client, records: PriceCardRecord[]): Promise<PriceCard[]> => {
  const ids = records.map((r) => r.id);
  const [rows, counts] = await Promise.all([
    db.priceCardRow.findMany({ where: { cardId: { in: ids } }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
    db.priceFloat.groupBy({ by: ['cardId', 'kind'], where: { cardId: { in: ids } }, _count: { _all: true } }),
  ]);
  const count = (cardId: number, kind: FloatKind) =>
    counts.find((c) => c.cardId === cardId && c.kind === kind)?._count._all ?? 0;
  return records.map((r) => ({
    id: r.id,
    supplierCode: r.supplierCode,
    materialCode: r.materialCode,
    materialName: r.materialName,
    divisionId: r.divisionId,
    season: r.season,
    unit: r.unit,
    currency: r.currency,
    basePrice: r.basePrice,
    remark: r.remark,
    status: r.status,
    version: r.version,
    auditRemark: r.auditRemark,
    submitTime: formatDateTime(r.submitTime),
    auditTime: formatDateTime(r.auditTime),
    modifier: r.modifiedBy,
    modifyTime: formatDateTime(r.modifyTime),
    rows: rows
      .filter((row) => row.cardId === r.id)
      .map(({ id, thickness, thicknessPrice, width, widthPrice }) => ({
        id,
        thickness,
        thicknessPrice,
        width,
        widthPrice,
      })),
    colorCount: count(r.id, 'color'),
    lineCount: count(r.id, 'line'),
    effectCount: count(r.id, 'effect'),
  }));
};

export const toFloats = async (db: Client, records: PriceFloatRecord[]): Promise<FloatPrice[]> => {
  const cards = await db.priceCard.findMany({
    where: { id: { in: [...new Set(records.map((r) => r.cardId))] } },
    select: { id: true, materialCode: true, materialName: true },
  });
  const card = new Map(cards.map((c) => [c.id, c]));
  return records.map((r) => ({
    id: r.id,
    parentId: r.cardId,
    supplierCode: r.supplierCode,
    materialCode: card.get(r.cardId)?.materialCode ?? '',
    materialName: card.get(r.cardId)?.materialName ?? '',
    code: r.code,
    name: r.name,
    floatingPrice: r.floatingPrice,
    remark: r.remark,
    status: r.status,
    version: r.version,
    auditRemark: r.auditRemark,
    modifier: r.modifiedBy,
    modifyTime: formatDateTime(r.modifyTime),
  }));
};

/** Refuses with the lifecycle's message when any record may not take the action. */
export const checkLifecycle = (
  action: Parameters<typeof priceLifecycle.refusal>[0],
  records: readonly Pick<PriceRecordState, 'status'>[],
) => {
  for (const r of records) {
    assertAllowed(priceLifecycle, action, r.status);
  }
};

/** A card as the card rules give it (the form's save and every card of an import). */
export type CardValues = z.output<typeof priceCardInput>;

/** A card's own columns as a save writes them (a draft again). */
const cardColumns = (auth: Auth, body: CardValues, now: Date) => ({
  materialCode: body.materialCode,
  materialName: body.materialName,
  divisionId: body.divisionId ?? null,
  season: body.season || null,
  unit: body.unit || null,
  basePrice: body.basePrice,
  remark: body.remark || null,
  status: PriceStatus.draft,
  auditRemark: null,
  modifiedBy: auth.loginAccount,
  modifyTime: now,
});

/** A card's width / thickness rows in their order. */
const cardRows = (body: CardValues) =>
  body.rows.map((r, sort) => ({
    thickness: r.thickness || null,
    thicknessPrice: r.thicknessPrice ?? null,
    width: r.width || null,
    widthPrice: r.widthPrice ?? null,
    sort,
  }));

/**
 * Writes one card with its width / thickness rows (replaced): a new draft, or an editable card saved again as a
 * draft (a rejected one starts its next version). The caller has checked the rules and the lifecycle.
 */
export const writeCard = async (
  tx: Prisma.TransactionClient,
  auth: Auth,
  existing: Pick<PriceRecordState, 'id' | 'status' | 'version'> | null,
  body: CardValues,
  now: Date,
): Promise<{ id: number }> => {
  const data = cardColumns(auth, body, now);
  const rows = cardRows(body);
  if (existing) {
    const version = existing.version + (existing.status === PriceStatus.rejected ? 1 : 0);
    await tx.priceCardRow.deleteMany({ where: { cardId: existing.id } });
    await tx.priceCard.update({ where: { id: existing.id }, data: { ...data, version, rows: { create: rows } } });
    return { id: existing.id };
  }
  const created = await tx.priceCard.create({
    data: { ...data, supplierCode: auth.supplierCode, createdBy: auth.loginAccount, rows: { create: rows } },
  });
  return { id: created.id };
};

/** Rows per INSERT (SQLite binds at most 32,766 values a statement; a card has 14 columns). */
const insertRows = 500;

/** One multi-row INSERT of `rows` (the same columns each) into `table`, answering the `returning` columns. */
const insertMany = <T>(
  tx: Prisma.TransactionClient,
  table: string,
  rows: Record<string, unknown>[],
  returning: string,
) => {
  const columns = Object.keys(rows[0]!);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  return tx.$queryRawUnsafe<T[]>(
    `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${rows.map(() => tuple).join(', ')} RETURNING ${returning}`,
    ...rows.flatMap((row) => columns.map((c) => sqlValue(row[c]))),
  );
};

/**
 * Writes new cards (each of a different material and season) with their rows, as `writeCard` creates them, in
 * multi-row INSERTs in the caller's transaction: an import's thousands of cards hold the database for a fraction of
 * what a Prisma create per card (or createMany, whose per-row mapping is most of its cost) held it.
 */
export const writeNewCards = async (tx: Prisma.TransactionClient, auth: Auth, cards: CardValues[], now: Date) => {
  const key = (materialCode: string, season: string | null) => JSON.stringify([materialCode, season]);
  for (let i = 0; i < cards.length; i += insertRows) {
    const batch = cards.slice(i, i + insertRows);
    const created = await insertMany<{ id: number; materialCode: string; season: string | null }>(
      tx,
      'PriceCard',
      batch.map((body) => ({
        ...cardColumns(auth, body, now),
        supplierCode: auth.supplierCode,
        createdBy: auth.loginAccount,
        createTime: now,
      })),
      '"id", "materialCode", "season"',
    );
    const idOf = new Map(created.map((c) => [key(c.materialCode, c.season), Number(c.id)]));
    const rows = batch.flatMap((body) =>
      cardRows(body).map((row) => ({ cardId: idOf.get(key(body.materialCode, body.season || null))!, ...row })),
    );
    for (let j = 0; j < rows.length; j += insertRows)
      await insertMany(tx, 'PriceCardRow', rows.slice(j, j + insertRows), '"id"');
  }
};
