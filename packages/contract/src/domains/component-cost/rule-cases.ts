import { api } from '../../catalogue';
import { auditTable, firstRow } from '../../rule-cases';
import { auditBody } from '../../schemas';
import { ComponentCostStatus } from './rules';

/**
 * The component-cost dialogs' rule cases: each dialog's values, the schema it judges them with, and what it sends.
 * The agreement test runs them against the dialog's schema and the stub.
 */

/** 主管审核 of component costs. */
export const audit = auditTable({
  id: 'componentCost.audit',
  title: '组件成本 · 主管审核',
  form: 'features/component-cost/components/cost-dialogs.tsx',
  rule: auditBody,
  call: api.componentCost.supervisorAudit,
  prepare: (reader) =>
    firstRow(reader, api.componentCost.list, { status: ComponentCostStatus.toAudit }, 'component cost to audit'),
});

export const componentCostFormTables = [audit] as const;
