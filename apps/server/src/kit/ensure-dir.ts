import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Creates `dir` and its missing parents, or throws one readable line. Unlike `mkdirSync(…, {recursive: true})`,
 * which spins forever on some paths (under /proc, for one), it walks up to the nearest existing ancestor, checks
 * that it is a writable directory, then creates each level once.
 */
export const ensureDir = (dir: string, what: string): void => {
  const target = resolve(dir);
  const missing: string[] = [];
  let at = target;
  for (;;) {
    let isDir: boolean | undefined;
    try {
      isDir = statSync(at).isDirectory();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        throw new Error(`${what} ${target} cannot be created: ${(error as Error).message}`);
    }
    if (isDir === false) throw new Error(`${what} ${target} cannot be created: ${at} is not a directory`);
    if (isDir) break;
    missing.unshift(at);
    const parent = dirname(at);
    if (parent === at) throw new Error(`${what} ${target} cannot be created: no existing parent`);
    at = parent;
  }
  try {
    accessSync(missing.length > 0 ? at : target, constants.W_OK);
    for (const d of missing) mkdirSync(d);
  } catch (error) {
    throw new Error(
      `${what} ${target} cannot be created or written: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
};
