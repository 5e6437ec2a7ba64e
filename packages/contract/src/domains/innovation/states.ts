import { lifecycle, stateRule } from '../../state-rules';
import { InnovationStatus, type InnovationStatusValue, InnovationMessages as M } from './rules';

/** The stored state the rules read: null for a record not saved yet. */
export type InnovationState = { status: InnovationStatusValue; divisionId: number | null } | null;

/**
 * 暂存 and 提交 (docs/decisions/0007-innovation-material.md): a new record or a draft may be saved as a draft or
 * submitted; a submitted record may be edited and submitted again, but never turned back into a draft.
 */
export const innovationLifecycle = lifecycle<InnovationStatusValue, 'saveDraft' | 'submit'>(
  {
    saveDraft: { from: [null, InnovationStatus.draft], to: InnovationStatus.draft, refused: M.noBackToDraft },
    submit: {
      from: [null, InnovationStatus.draft, InnovationStatus.submitted],
      to: InnovationStatus.submitted,
      refused: M.submitInvalid,
    },
  },
  InnovationStatus,
);

/** Once saved with a division, the division stays (spec 001 §4); a draft saved without one may still choose. */
export const innovationDivisionEditable = stateRule<InnovationState>(
  M.divisionLocked,
  (saved) => saved?.divisionId == null,
);
