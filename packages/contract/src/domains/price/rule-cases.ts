import { api } from '../../catalogue';
import { auditTable, firstRow } from '../../rule-cases';
import { auditBody } from '../../schemas';
import { PriceStatus } from './states';

/**
 * The price centre's forms' rule cases: each form's values, the schema it judges them with, and what it sends. The
 * agreement test runs them against the form's schema and the stub.
 */

/** 主管审核 of material price cards (the colour, line and effect prices use the same dialog and body). */
export const cardAudit = auditTable({
  id: 'price.cardAudit',
  title: '材料价格 · 主管审核',
  form: 'features/price/components/audit-dialog.tsx',
  rule: auditBody,
  call: api.price.materialSupervisorAudit,
  prepare: (reader) =>
    firstRow(reader, api.price.materialList, { status: PriceStatus.submitted }, 'price card to audit'),
});

export const priceFormTables = [cardAudit] as const;
