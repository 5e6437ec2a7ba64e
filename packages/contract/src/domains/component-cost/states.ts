import { lifecycle, stateRule } from '../../state-rules';
import { type ComponentCostStatusValue, ComponentCostMessages as M, ComponentCostStatus as S } from './rules';

/**
 * The component cost lifecycle (docs/domains/component-cost.md): the brand asks for a cost (待报价); the supplier
 * sets the shoe factories, fills the lines and confirms (待审核); the supervisor passes (审核通过) or rejects
 * (已驳回, filled and confirmed again); an inquiry not yet answered may be closed (已关闭); only a cost nobody
 * decided on yet, or a closed one, may be deleted.
 */
export const componentCostLifecycle = lifecycle<
  ComponentCostStatusValue,
  'setShoeFactories' | 'confirm' | 'audit' | 'closeInquiry' | 'delete'
>(
  {
    setShoeFactories: { from: [S.toQuote, S.rejected], refused: M.factoryRefused },
    confirm: { from: [S.toQuote, S.rejected], to: S.toAudit, refused: M.confirmRefused },
    audit: { from: [S.toAudit], refused: M.auditRefused },
    closeInquiry: { from: [S.toQuote, S.rejected], to: S.closed, refused: M.closeRefused },
    delete: { from: [S.toQuote, S.closed], refused: M.deleteRefused },
  },
  S,
);

/** The stored parts the confirm rules read. */
export interface ComponentCostState {
  shoeFactoryCodes: readonly string[];
  items: readonly { usage: number | null; unitPrice: number | null }[];
}

/** A cost is confirmed for the factories it applies to: at least one. */
export const costHasFactories = stateRule<ComponentCostState>(M.factoriesMissing, (c) => c.shoeFactoryCodes.length > 0);
/** Every line has its usage and unit price. */
export const costItemsPriced = stateRule<ComponentCostState>(
  M.itemsIncomplete,
  (c) => c.items.length > 0 && c.items.every((i) => i.usage !== null && i.unitPrice !== null),
);
export const costConfirmRules = [costHasFactories, costItemsPriced] as const;
