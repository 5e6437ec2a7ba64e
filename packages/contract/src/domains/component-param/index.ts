export * from './calls';
export * from './formula';
export * from './rules';
export * from './states';
