import type { ApproveRecord } from '@portal/contract';
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import { formatDateTime } from '../lib/format';

/**
 * The approval trail (PriceApproval) of price cards, their colour / line / effect prices, inquiry quotes and the
 * brand's cost review: one table, one reader, one writer (docs/domains/price.md).
 */
export type ApprovalKind = 'material' | 'color' | 'line' | 'effect' | 'inquiry' | 'inquiryCost';
type Client = Db | Prisma.TransactionClient;

export const approvalTrail = async (db: Client, kind: ApprovalKind, recordId: number): Promise<ApproveRecord[]> => {
  const rows = await db.priceApproval.findMany({
    where: { kind, recordId },
    orderBy: [{ operateTime: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    node: r.version > 1 ? `${r.node}（V${r.version}）` : r.node,
    result: r.result as ApproveRecord['result'],
    remark: r.remark,
    operator: r.operator,
    operateTime: formatDateTime(r.operateTime),
  }));
};

export const recordApprovals = (
  db: Client,
  kind: ApprovalKind,
  steps: {
    recordId: number;
    version?: number;
    node: string;
    result: ApproveRecord['result'];
    remark?: string | null;
  }[],
  operator: string,
) =>
  db.priceApproval.createMany({
    data: steps.map((s) => ({ kind, ...s, version: s.version ?? 1, remark: s.remark ?? null, operator })),
  });
