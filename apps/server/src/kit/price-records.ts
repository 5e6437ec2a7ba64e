import { PriceMessages as M, Status } from '@portal/contract';
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import { ApiFailure, fail } from '../lib/errors';
import type { Auth } from '../plugins/auth';

/**
 * Price cards (material) and their colour / line / effect prices (PriceFloat) as the price calls and an approval
 * trail (kit/approvals.ts, the inquiry domain's materialPriceApproveHistory) find them: the caller's own, by kind.
 */
export type FloatKind = 'color' | 'line' | 'effect';
export type PriceKind = 'material' | FloatKind;

/** The stored state a price action reads. */
export interface PriceRecordState {
  id: number;
  supplierCode: string;
  status: number;
  version: number;
}

/** The records ids name, if the caller may touch every one: unknown → 400 不存在, another supplier's → 403. */
export const ownPriceRecords = async (
  db: Db | Prisma.TransactionClient,
  auth: Auth,
  kind: PriceKind,
  ids: readonly number[],
): Promise<PriceRecordState[]> => {
  const unique = [...new Set(ids)];
  const select = { id: true, supplierCode: true, status: true, version: true } as const;
  const rows =
    kind === 'material'
      ? await db.priceCard.findMany({ where: { id: { in: unique } }, select })
      : await db.priceFloat.findMany({ where: { id: { in: unique }, kind }, select });
  if (rows.length !== unique.length) throw fail(kind === 'material' ? M.cardNotFound : M.notFound);
  if (rows.some((r) => r.supplierCode !== auth.supplierCode)) throw new ApiFailure(Status.forbidden, M.notOwned);
  return rows;
};
