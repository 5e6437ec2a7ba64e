/**
 * The hash of the stub's code: its sources and the contract's (every file, by path and content; the generated Prisma
 * client left out, it follows schema.prisma). Part of the seeded template's key (src/db/template.ts); the compiled
 * server carries the hash of the sources it was built from (scripts/build.mjs), so it needs no sources beside it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const codeDirs = ['apps/server/src', 'packages/contract/src'];

/** The files in the folder `dir`, its subfolders' included, by the entries' own types (no stat per file). */
const filesIn = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
  );

/**
 * The files `paths` name or hold (relative to `root`), as sorted relative paths. Listed folder by folder: fs's
 * recursive listing stats every entry, which a start pays for hundreds of fixture files.
 */
export const filesUnder = (root, paths) =>
  paths
    .flatMap((path) => {
      const full = resolve(root, path);
      if (!existsSync(full)) return [];
      if (!statSync(full).isDirectory()) return [path];
      return filesIn(full).map((file) => relative(root, file));
    })
    .sort();

/** The hash of `files` (relative to `root`), paths and contents. */
export const hashFiles = (root, files) => {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(resolve(root, file)));
  return hash.digest('hex').slice(0, 16);
};

/** The code's hash, or undefined where the sources are absent. */
export const sourcesHash = (root) => {
  if (!existsSync(resolve(root, 'apps/server/src'))) return undefined;
  return hashFiles(
    root,
    filesUnder(root, codeDirs).filter((file) => !file.includes('/generated/')),
  );
};
