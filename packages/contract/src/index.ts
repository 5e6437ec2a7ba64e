import { z } from 'zod';

// Validation messages default to Chinese, so a rejected field reads like the rest of the product.
z.config(z.locales.zhCN());

export * from './atoms';
export * from './call';
export * from './catalogue';
export * from './constants';
export * from './domains/account';
export * from './domains/comment';
export * from './domains/component-cost';
export * from './domains/component-param';
export * from './domains/dashboard';
export * from './domains/demand';
export * from './domains/effect';
export * from './domains/fabric';
export * from './domains/files';
export * from './domains/grain';
export * from './domains/innovation';
export * from './domains/inquiry';
export * from './domains/lookups';
export * from './domains/message';
export * from './domains/navbar';
export * from './domains/price';
export * from './domains/purchase';
export * from './domains/recommend';
export * from './domains/scan-apply';
export * from './domains/season';
export * from './domains/shoe-tree';
export * from './envelope';
export * from './password-cipher';
export * from './schemas';
export * from './state-rules';
