import { lifecycle, type StatusOf, StatusWords, statusSet } from '../../state-rules';
import { PriceMessages as M } from './rules';

/** Price card and price row status (the spec shows none; docs/domains/price.md). */
export const PriceStatus = statusSet({
  draft: [0, '草稿'],
  submitted: [1, StatusWords.toAudit],
  approved: [2, '已审核'],
  rejected: [3, StatusWords.rejected],
});
export type PriceStatusValue = StatusOf<typeof PriceStatus>;

/**
 * One lifecycle for material price cards and their colour, line and effect prices: a draft or a rejected
 * record may be edited (editing a rejected one starts its next version), deleted and submitted; only a submitted
 * one may be audited; an approved one is locked.
 */
export const priceLifecycle = lifecycle<PriceStatusValue, 'save' | 'delete' | 'submit' | 'approve' | 'reject'>(
  {
    save: { from: [null, PriceStatus.draft, PriceStatus.rejected], to: PriceStatus.draft, refused: M.locked },
    delete: { from: [PriceStatus.draft, PriceStatus.rejected], refused: M.deleteLocked },
    submit: { from: [PriceStatus.draft, PriceStatus.rejected], to: PriceStatus.submitted, refused: M.submitInvalid },
    approve: { from: [PriceStatus.submitted], to: PriceStatus.approved, refused: M.auditInvalid },
    reject: { from: [PriceStatus.submitted], to: PriceStatus.rejected, refused: M.auditInvalid },
  },
  PriceStatus,
);
