import { lifecycle } from '../../state-rules';
import { ScanApplyMessages as M, ScanApplyStatus as S, type ScanApplyStatusValue } from './rules';

export type ScanApplyAction = 'saveDraft' | 'submit' | 'edit' | 'check' | 'sendSample' | 'close' | 'delete';

/**
 * A scan application's lifecycle (docs/domains/scan-apply.md): 暂存 → 提交 (待受理) → 受理 (checkScan) → 寄送样品
 * (updateScan with the logistics number) → 已扫描 (the brand's scan, not a supplier call); 关闭 before the sample
 * leaves; 删除 only drafts. `edit` keeps the status.
 */
export const scanApplyLifecycle = lifecycle<ScanApplyStatusValue, ScanApplyAction>(
  {
    saveDraft: { from: [null, S.draft], to: S.draft, refused: M.noEdit },
    submit: { from: [null, S.draft], to: S.submitted, refused: M.noSubmit },
    edit: { from: [S.draft, S.submitted], refused: M.noEdit },
    check: { from: [S.submitted], to: S.accepted, refused: M.noCheck },
    sendSample: { from: [S.accepted], to: S.sampleSent, refused: M.noSendSample },
    close: { from: [S.draft, S.submitted, S.accepted], to: S.closed, refused: M.noClose },
    delete: { from: [S.draft], refused: M.noDelete },
  },
  S,
);
