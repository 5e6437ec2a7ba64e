import { lifecycle, stateRule } from '../../state-rules';
import {
  chinaTime,
  InquiryItemStatus,
  type InquiryItemStatusValue,
  InquiryStatus,
  type InquiryStatusValue,
  InquiryMessages as M,
} from './rules';

/**
 * A notice's quote: quoted (saved prices, imports, sole components) and submitted while 待报价 or 已驳回;
 * submitting sends it to the supplier's supervisor (主管审核中), who passes it to the brand (已报价) or rejects it
 * (已驳回); the supplier may withdraw a submitted quote (back to 待报价) until the deadline.
 */
export const inquiryLifecycle = lifecycle<InquiryStatusValue, 'quote' | 'submit' | 'cancel' | 'approve' | 'reject'>({
  quote: { from: [InquiryStatus.toQuote, InquiryStatus.rejected], refused: M.cannotQuote },
  submit: { from: [InquiryStatus.toQuote, InquiryStatus.rejected], to: InquiryStatus.auditing, refused: M.cannotQuote },
  cancel: { from: [InquiryStatus.auditing, InquiryStatus.quoted], to: InquiryStatus.toQuote, refused: M.cannotCancel },
  approve: { from: [InquiryStatus.auditing], to: InquiryStatus.quoted, refused: M.auditInvalid },
  reject: { from: [InquiryStatus.auditing], to: InquiryStatus.rejected, refused: M.auditInvalid },
});

/** Quoting, submitting and withdrawing end at the deadline (a notice without one stays open). */
export const inquiryBeforeDeadline = stateRule<{ deadline: string | null; now: number }>(
  M.deadlinePassed,
  ({ deadline, now }) => deadline === null || chinaTime(deadline) > now,
);

/** A material of a notice may be priced until it is closed, and closed once. */
export const inquiryItemLifecycle = lifecycle<InquiryItemStatusValue, 'fill' | 'close'>({
  fill: {
    from: [InquiryItemStatus.toFill, InquiryItemStatus.filled],
    to: InquiryItemStatus.filled,
    refused: M.itemClosed,
  },
  close: {
    from: [InquiryItemStatus.toFill, InquiryItemStatus.filled],
    to: InquiryItemStatus.closed,
    refused: M.alreadyClosed,
  },
});
