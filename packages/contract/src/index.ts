import { z } from 'zod';

// Validation messages default to Chinese, so a rejected field reads like the rest of the product.
z.config(z.locales.zhCN());

export * from './atoms';
export * from './call';
export * from './calls/account';
export * from './calls/common';
export * from './calls/componentCost';
export * from './calls/componentParam';
export * from './calls/fabric';
export * from './calls/files';
export * from './calls/index';
export * from './calls/inquiry';
export * from './calls/lookups';
export * from './calls/navbar';
export * from './calls/price';
export * from './calls/purchase';
export * from './calls/scanApply';
export * from './calls/season';
export * from './calls/shoeTree';
export * from './constants';
export * from './envelope';
export * from './password-cipher';
export * from './rules/account';
export * from './rules/files';
export * from './rules/innovation';
export * from './schemas';
