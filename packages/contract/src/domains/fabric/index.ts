export * from './calls';
export * from './constants';
export * from './fields';
export * from './messages';
export * from './pricing';
export * from './rules';
export * from './states';
