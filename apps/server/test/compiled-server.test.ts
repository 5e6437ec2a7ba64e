import { describe, expect } from 'vitest';
import { buildServer } from '../scripts/build.mjs';
import { internalTest } from './helper';

const compiled = internalTest.because('builds the compiled server, not a target');

/**
 * Packages only some calls need: imports (exceljs), PDFs (pdfkit, fontkit), images (sharp), /docs (Swagger UI and
 * its static files). The compiled server imports them when such a call comes, never before it answers
 * (docs/decisions/0023-cold-start.md).
 */
const onDemand = [
  'exceljs',
  'pdfkit',
  'fontkit',
  'sharp',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@fastify/static',
];

describe('the compiled server (dist/server.mjs)', () => {
  compiled('imports no package that only some calls need at start', async () => {
    const { metafile } = await buildServer({ write: false });
    const { imports } = metafile.outputs['apps/server/dist/server.mjs']!;
    const atStart = imports.filter((i) => i.external && i.kind === 'import-statement').map((i) => i.path);
    const lazily = imports.filter((i) => i.external && i.kind === 'dynamic-import').map((i) => i.path);
    const packageOf = (path: string) =>
      path
        .split('/')
        .slice(0, path.startsWith('@') ? 2 : 1)
        .join('/');
    expect(atStart).toContain('fastify');
    expect(atStart.filter((path) => onDemand.includes(packageOf(path)))).toEqual([]);
    expect(lazily.map(packageOf)).toEqual(
      expect.arrayContaining(['exceljs', 'pdfkit', 'sharp', '@fastify/swagger-ui']),
    );
  });
});
