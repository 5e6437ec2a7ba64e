import { defineModule } from '../../kit/module';

/** No call of this domain is implemented yet: its issue adds handlers and fixtures here. */
export const scanApplyModule = defineModule('scanApply');
