export * from './calls';
