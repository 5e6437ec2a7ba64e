import type { Implementation } from '../binder';
import { accountHandlers } from './account';
import { lookupHandlers } from './lookups';

/** Every implemented call. A declared call missing here answers 500 未实现 (docs/catalogue.md). */
export const implementations: Implementation[] = [...accountHandlers, ...lookupHandlers];
