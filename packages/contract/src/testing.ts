/**
 * Test support (`@portal/contract/testing`): the material rule cases (spec 001 §4, §5) the contract's test, the
 * form's test and the stub's saveOrUpdate test run alike, and the other forms' rule tables (`formTables`) the
 * agreement test runs against each form's schema and the stub's handler. Not part of the runtime contract: nothing outside a
 * test imports it.
 */
export { accountFormTables } from './domains/account/rule-cases';
export { commentFormTables } from './domains/comment/rule-cases';
export { componentCostFormTables } from './domains/component-cost/rule-cases';
export { componentParamFormTables } from './domains/component-param/rule-cases';
export { demandFormTables } from './domains/demand/rule-cases';
export * from './domains/fabric/rule-cases';
export { innovationFormTables } from './domains/innovation/rule-cases';
export { inquiryFormTables } from './domains/inquiry/rule-cases';
export { priceFormTables } from './domains/price/rule-cases';
export { purchaseFormTables } from './domains/purchase/rule-cases';
export { scanApplyFormTables } from './domains/scan-apply/rule-cases';
export { seasonFormTables } from './domains/season/rule-cases';
export { shoeTreeFormTables } from './domains/shoe-tree/rule-cases';
export * from './rule-cases';

import { accountFormTables } from './domains/account/rule-cases';
import { commentFormTables } from './domains/comment/rule-cases';
import { componentCostFormTables } from './domains/component-cost/rule-cases';
import { componentParamFormTables } from './domains/component-param/rule-cases';
import { demandFormTables } from './domains/demand/rule-cases';
import { fabricFormTables } from './domains/fabric/rule-cases';
import { innovationFormTables } from './domains/innovation/rule-cases';
import { inquiryFormTables } from './domains/inquiry/rule-cases';
import { priceFormTables } from './domains/price/rule-cases';
import { purchaseFormTables } from './domains/purchase/rule-cases';
import { scanApplyFormTables } from './domains/scan-apply/rule-cases';
import { seasonFormTables } from './domains/season/rule-cases';
import { shoeTreeFormTables } from './domains/shoe-tree/rule-cases';
import type { FormRuleTable } from './rule-cases';

/** Every form's rule table but the material forms' (their cases are `materialRuleCases`). */
export const formTables: readonly FormRuleTable<never, never>[] = [
  ...accountFormTables,
  ...commentFormTables,
  ...componentCostFormTables,
  ...componentParamFormTables,
  ...demandFormTables,
  ...fabricFormTables,
  ...innovationFormTables,
  ...inquiryFormTables,
  ...priceFormTables,
  ...purchaseFormTables,
  ...scanApplyFormTables,
  ...seasonFormTables,
  ...shoeTreeFormTables,
] as never;
