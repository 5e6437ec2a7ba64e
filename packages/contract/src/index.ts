import { z } from 'zod';

// Validation messages default to Chinese, so a rejected field reads like the rest of the product.
z.config(z.locales.zhCN());

export * from './atoms';
export * from './call';
export * from './calls/account';
export * from './calls/index';
export * from './calls/lookups';
export * from './calls/navbar';
export * from './constants';
export * from './envelope';
export * from './password-cipher';
export * from './rules/account';
export * from './schemas';
