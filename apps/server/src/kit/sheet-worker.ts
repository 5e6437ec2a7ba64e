/**
 * The import reader's process (docs/decisions/0029-spreadsheet-imports.md): `import-sheet.ts` starts it through
 * `runBounded` with its own heap limit (and `--expose-gc` for the reader's heap watch), sends `{ path, limits }`, and
 * gets back `readFirstSheet`'s result; then it ends. Built as dist/sheet-worker.mjs beside the server bundle
 * (scripts/build.mjs).
 */
import { answerOnce } from './bounded-process';
import { readFirstSheet, type SheetLimits } from './sheet-reader';

// Three quarters of the hard limit the process runs with: room for what grows between two checks.
answerOnce(({ path, limits }: { path: string; limits: SheetLimits & { heapMb: number } }) =>
  readFirstSheet(path, limits, { heapBytes: limits.heapMb * 1024 * 1024 * 0.75 }),
);
