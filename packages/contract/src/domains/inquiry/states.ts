import { lifecycle, stateRule } from '../../state-rules';
import {
  chinaTime,
  InquiryItemStatus as I,
  type InquiryItemStatusValue,
  type InquiryStatusValue,
  InquiryMessages as M,
  InquiryStatus as S,
} from './rules';

/**
 * A notice's quote: quoted (saved prices, imports, sole components) and submitted while 待报价 or 已驳回;
 * submitting sends it to the supplier's supervisor (主管审核中), who passes it to the brand (已报价) or rejects it
 * (已驳回); the supplier may withdraw a submitted quote (back to 待报价) until the deadline.
 */
export const inquiryLifecycle = lifecycle<InquiryStatusValue, 'quote' | 'submit' | 'cancel' | 'approve' | 'reject'>(
  {
    quote: { from: [S.toQuote, S.rejected], refused: M.cannotQuote },
    submit: { from: [S.toQuote, S.rejected], to: S.auditing, refused: M.cannotQuote },
    cancel: { from: [S.auditing, S.quoted], to: S.toQuote, refused: M.cannotCancel },
    approve: { from: [S.auditing], to: S.quoted, refused: M.auditInvalid },
    reject: { from: [S.auditing], to: S.rejected, refused: M.auditInvalid },
  },
  S,
);

/** Quoting, submitting and withdrawing end at the deadline (a notice without one stays open). */
export const inquiryBeforeDeadline = stateRule<{ deadline: string | null; now: number }>(
  M.deadlinePassed,
  ({ deadline, now }) => deadline === null || chinaTime(deadline) > now,
);

/** A material of a notice may be priced until it is closed, and closed once. */
export const inquiryItemLifecycle = lifecycle<InquiryItemStatusValue, 'fill' | 'close'>(
  {
    fill: { from: [I.toFill, I.filled], to: I.filled, refused: M.itemClosed },
    close: { from: [I.toFill, I.filled], to: I.closed, refused: M.alreadyClosed },
  },
  I,
);
