/**
 * Runs a CommonJS bundle (dist/server.cjs) in this process as `require` would, with two things a plain require cannot
 * give on Node 20 (docs/decisions/0045-bundle-code-cache.md):
 *
 * - **V8's code cache**: the bundle is compiled with the code V8 cached at an earlier run's end (`<bundle>.v8cache`,
 *   keyed by the bundle file as last written and the Node version), so a start neither parses the file nor compiles
 *   the functions that earlier run used. With no cache, or one of another bundle, the run writes one when it ends
 *   (under a temporary name, then renamed). A build removes it (scripts/build.mjs); where dist/ cannot be written (an
 *   image) the bundle just runs without.
 * - **Stack traces naming the TypeScript sources, read when a trace is made**: Node's own source-map support
 *   (`--enable-source-maps`) reads and parses the 2.5 MB map, and every package's, while the modules load; here a
 *   trace maps the bundle's frames through `<bundle>.map`, parsed at the first trace.
 *
 * `node scripts/run-bundle.mjs [bundle]` runs dist/server.cjs (or the file named); `pnpm stub` (scripts/start.mjs)
 * and `npm run dev` (scripts/watch.mjs) start the stub through it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire, SourceMap } from 'node:module';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

/** Where the code cache of `bundle` is kept. */
export const codeCachePath = (bundle) => `${bundle}.v8cache`;

/**
 * The key a cache carries: the bundle file as it was last written and what V8 compiled it with. Every write to a file
 * moves its change time (ctime, which no tool sets back) and a build replaces it, so a bundle edited at the same
 * length has another key; hashing the text instead cost 10–15 ms of every start.
 */
const keyOf = (file) => {
  const { dev, ino, size, mtimeNs, ctimeNs } = statSync(file, { bigint: true });
  return createHash('sha256')
    .update(`${process.version} ${process.arch}\n${dev} ${ino} ${size} ${mtimeNs} ${ctimeNs}`)
    .digest();
};

/** The cache's bytes after its key, when its key is `key`. */
const readCache = (file, key) => {
  try {
    const data = readFileSync(file);
    return data.subarray(0, key.length).equals(key) ? data.subarray(key.length) : undefined;
  } catch {
    return undefined;
  }
};

const writeCache = (file, key, data) => {
  const temporary = `${file}.${process.pid}`;
  try {
    writeFileSync(temporary, Buffer.concat([key, data]));
    renameSync(temporary, file);
  } catch {
    // A read-only dist/: the next start compiles as this one did.
  }
};

/** How far the module wrapper shifts the bundle's first line. */
const wrapperColumns = Module.wrap('x').indexOf('x');

/** Maps the bundle's frames of a stack trace to the TypeScript sources, with `<bundle>.map` read on first use. */
const mapStackTraces = (bundle) => {
  let map;
  const sourceMap = () => {
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
      } catch {
        map = null;
      }
    }
    return map;
  };
  const original = (frame) => {
    const line = frame.getLineNumber();
    const column = frame.getColumnNumber() - (line === 1 ? wrapperColumns : 0);
    const entry = line && column > 0 ? sourceMap()?.findEntry(line - 1, column - 1) : undefined;
    if (!entry?.originalSource) return undefined;
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : isAbsolute(entry.originalSource)
        ? entry.originalSource
        : resolve(dirname(bundle), entry.originalSource);
    return {
      from: `${bundle}:${line}:${frame.getColumnNumber()}`,
      to: `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`,
    };
  };
  const frameText = (frame) => {
    const text = String(frame);
    if (frame.getFileName() !== bundle) return text;
    const mapped = original(frame);
    return mapped ? text.replace(mapped.from, mapped.to) : text;
  };
  // Node's own format: the error's toString, then one `    at` line per frame.
  Error.prepareStackTrace = (error, frames) => {
    let head;
    try {
      head = Error.prototype.toString.call(error);
    } catch {
      head = '<error>';
    }
    return frames.length === 0 ? head : `${head}\n    at ${frames.map(frameText).join('\n    at ')}`;
  };
};

/**
 * Runs `bundle` as the CommonJS module it is; what it exports. `cache` says whether V8 took a cached compile
 * (`accepted`), was given none (`missing`) or refused the one given (`rejected`); in the last two cases the cache is
 * written when the process exits.
 */
export const runBundle = (bundle) => {
  const file = resolve(bundle);
  const key = keyOf(file);
  const source = readFileSync(file, 'utf8');
  const cacheFile = codeCachePath(file);
  // Written to while read (a build under way): no cache for this text, none kept of it.
  const settled = keyOf(file).equals(key);
  const cachedData = settled ? readCache(cacheFile, key) : undefined;
  mapStackTraces(file);
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  const cache = cachedData === undefined ? 'missing' : script.cachedDataRejected ? 'rejected' : 'accepted';
  // At the end of the run, so the cache holds every function the run compiled (the start, the calls it answered).
  if (cache !== 'accepted' && settled)
    process.once('exit', () => writeCache(cacheFile, key, script.createCachedData()));
  const module = new Module(file, undefined);
  module.filename = file;
  module.paths = Module._nodeModulePaths(dirname(file));
  Module._cache[file] = module;
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  module.loaded = true;
  return { exports: module.exports, cache };
};

if (process.argv[1] === fileURLToPath(import.meta.url))
  runBundle(process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '../dist/server.cjs'));
