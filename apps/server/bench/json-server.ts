/**
 * json-server 0.17 (the tool a developer would otherwise reach for) over the stub's colours and materials, for
 * `pnpm bench`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const require = createRequire(import.meta.url);

export const startJsonServer = async (
  databasePath: string,
  dir: string,
): Promise<{ child: ChildProcess; base: string }> => {
  const raw = new Database(databasePath, { readonly: true });
  const colors = raw
    .prepare('SELECT colorCode AS id, colorCode, colorName, colorRgb FROM Color ORDER BY colorCode')
    .all();
  // The fabric list's columns of every material (SEED_SCALE: 100,000), for the same filtered deep page.
  const materials = raw
    .prepare(
      `SELECT id, supplierCode, materialStage, divisionId, sectionId, materialCode, materialName, unit, price, status,
        modifyTime FROM Material ORDER BY id`,
    )
    .all();
  raw.close();
  const file = join(dir, 'json-server.json');
  writeFileSync(file, JSON.stringify({ colors, materials }));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(
    process.execPath,
    [require.resolve('json-server/lib/cli/bin.js'), '--host', '127.0.0.1', '--port', String(port), '--quiet', file],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('json-server exited during start-up');
    const ok = await fetch(`${base}/colors?_limit=1`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 50));
  }
};
