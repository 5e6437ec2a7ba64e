export declare const codeDirs: string[];
export declare const filesUnder: (root: string, paths: string[]) => string[];
export declare const hashFiles: (root: string, files: string[]) => string;
export declare const sourcesHash: (root: string) => string | undefined;
