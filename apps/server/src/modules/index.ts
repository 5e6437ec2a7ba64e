import type { Implementation } from '../binder';
import { accountHandlers } from './account';
import { homeHandlers } from './home';
import { inquiryHandlers } from './inquiry';
import { lookupHandlers } from './lookups';
import { purchaseHandlers } from './purchase';

/** Every implemented call. A declared call missing here answers 500 未实现 (docs/catalogue.md). */
export const implementations: Implementation[] = [
  ...accountHandlers,
  ...lookupHandlers,
  ...homeHandlers,
  ...purchaseHandlers,
  ...inquiryHandlers,
];
