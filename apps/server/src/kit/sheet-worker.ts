/**
 * The import reader's process (docs/decisions/0029-spreadsheet-imports.md): `import-sheet.ts` forks it with its own
 * heap limit (and `--expose-gc` for the reader's heap watch), sends `{ path, limits }`, and gets back
 * `readFirstSheet`'s result; then it ends. It also ends when the
 * stub goes away (its IPC channel closes). Built as dist/sheet-worker.mjs beside the server bundle (scripts/build.mjs).
 */
import { readFirstSheet, type SheetLimits } from './sheet-reader';

process.once('disconnect', () => process.exit(0));
process.once('message', async ({ path, limits }: { path: string; limits: SheetLimits & { heapMb: number } }) => {
  // Three quarters of the hard limit the process runs with: room for what grows between two checks.
  const result = await readFirstSheet(path, limits, { heapBytes: limits.heapMb * 1024 * 1024 * 0.75 });
  process.send!(result, () => process.exit(0));
});
