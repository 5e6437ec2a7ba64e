export * from './calls';
export * from './rules';
export * from './states';
