export * from './calls';
export * from './file-names';
export * from './rules';
export * from './states';
