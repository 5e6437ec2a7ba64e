import { type RuleIssue, withIssues } from '../../schemas';
import { lifecycle, stateRule } from '../../state-rules';
import {
  availablePairs,
  ShoeTreeMessages as M,
  ShoeTreeStatus as S,
  type ShoeTreeStatusValue,
  scrapFormSchema,
} from './rules';

/**
 * What a last's status allows (docs/domains/shoe-tree.md). 维护 brings a last the brand sent for maintenance
 * (维护中) back into use, or updates one in use; 报废 keeps the status while pairs remain and leads to 报废
 * once none is left (the stub decides the target from the stock, `scrapLeavesLast`). A lent-out or scrapped
 * last can be neither maintained nor scrapped.
 */
export const shoeTreeLifecycle = lifecycle<ShoeTreeStatusValue, 'maintain' | 'scrap'>(
  {
    maintain: { from: [S.inUse, S.maintaining], to: S.inUse, refused: M.noMaintain },
    scrap: { from: [S.inUse, S.maintaining], refused: M.noScrap },
  },
  S,
);

/** Files and folders of a scrapped last stay readable but no longer change. */
export const shoeTreeFilesEditable = stateRule<{ status: ShoeTreeStatusValue }>(
  M.noFileChange,
  (last) => last.status !== S.scrapped,
);

/** After a scrap: no pair left on the shelf and none lent out means the last itself is scrapped. */
export const scrapLeavesLast = (remaining: number, lent: number): ShoeTreeStatusValue | null =>
  remaining === 0 && lent === 0 ? S.scrapped : null;

/**
 * The scrap cap: each row names a size of the last and scraps at most the pairs available of it (neither scrapped
 * nor lent out). The first refusal's message, or null. The scrap dialog asks it per field; the stub refuses the call.
 */
export const scrapRefusal = (
  sizes: readonly { size: string; quantity: number; scrapQuantity: number; borrowQuantity: number }[],
  rows: readonly { size: string; quantity: number }[],
): string | null => {
  for (const row of rows) {
    const size = sizes.find((s) => s.size === row.size);
    if (!size) return M.sizeUnknown(row.size);
    if (row.quantity > availablePairs(size)) return M.scrapTooMany(row.size, availablePairs(size));
  }
  return null;
};

type StockSize = { size: string; quantity: number; scrapQuantity: number; borrowQuantity: number };

/**
 * What a scrap refuses against the last's sizes, at the body's fields: the whole last while pairs are lent out (at
 * scrapAll) or with nothing left to scrap, and per row the scrap cap (`scrapRefusal`, at the row's quantity, naming
 * the size). The scrap dialog and the stub's handler judge with this one function.
 */
export const scrapIssues = (value: unknown, sizes: readonly StockSize[]): RuleIssue[] => {
  const body = value as { scrapAll?: unknown; sizes?: unknown };
  if (body.scrapAll === true) {
    if (sizes.some((s) => s.borrowQuantity > 0)) return [{ path: 'scrapAll', message: M.scrapLent }];
    return sizes.some((s) => availablePairs(s) > 0) ? [] : [{ path: 'sizes', message: M.scrapNothing }];
  }
  if (!Array.isArray(body.sizes)) return [];
  return body.sizes.flatMap((row: { size?: unknown; quantity?: unknown }, j) => {
    if (typeof row?.size !== 'string' || typeof row.quantity !== 'number') return [];
    const refused = scrapRefusal(sizes, [{ size: row.size, quantity: row.quantity }]);
    return refused ? [{ path: `sizes.${j}.quantity`, message: refused }] : [];
  });
};

/** 报废 as the scrap dialog judges it: the body's rules and `scrapIssues` against the last's sizes. */
export const scrapForm = (sizes: readonly StockSize[]) =>
  withIssues(scrapFormSchema, (value) => scrapIssues(value, sizes));
