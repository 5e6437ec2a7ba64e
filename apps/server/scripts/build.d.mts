import type { BuildResult } from 'esbuild';

export declare const bundlePath: string;
export declare const sources: string[];
export declare const isStale: () => boolean;
export declare const buildServer: (options?: {
  entries?: Record<string, string>;
  write?: boolean;
}) => Promise<BuildResult<{ metafile: true }>>;
