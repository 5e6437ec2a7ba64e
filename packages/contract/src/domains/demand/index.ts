export * from './calls';
export * from './rules';
