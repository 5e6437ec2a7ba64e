export declare const codeCachePath: (bundle: string) => string;
export declare const runBundle: (bundle: string) => {
  exports: unknown;
  cache: 'accepted' | 'missing' | 'rejected';
};
