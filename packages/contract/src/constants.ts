/** Category (division) codes, spec 000 §3 and 001 §1. */
export const categoryCodes = [
  'LT',
  'SY',
  'TU',
  'TX',
  'LC',
  'TP',
  'PM',
  'WU',
  'SL',
  'FB',
  'RM',
  'QT',
  'UT',
  'FG',
] as const;
export type CategoryCode = (typeof categoryCodes)[number];
export const innovationPrefix = 'CX';
export const defaultCategoryPrefix = 'TJ';
/** The data permission the material forms request categories with. */
export const shoeDataPermission = 'shoe,1';
/** Categories with this name are hidden in the forms. */
export const hiddenCategoryName = '虚拟材料-加工方式';

/** HTTP behaviour of the client (spec 000 §7, §8). */
export const Http = {
  timeoutMs: 5000,
  notifyMs: 2000,
  networkNotifyMs: 5000,
  tokenHeader: 'token',
} as const;

export const ClientMessages = {
  warningTitle: '警告信息',
  errorTitle: '异常信息',
  network: '网络环境异常，请重试！',
  timeout: '网络请求超时，请重试！',
} as const;

/** Whether a division is offered by the material forms (and accepted by their saves). */
export const shownInForms = (category: { name: string }): boolean => category.name !== hiddenCategoryName;
