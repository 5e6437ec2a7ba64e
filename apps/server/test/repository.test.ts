import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cataloguePath, renderCatalogue } from '../scripts/catalogue-doc';
import { pendingMigrationSql } from '../scripts/schema-diff';

describe('generated and derived files', () => {
  it('docs/catalogue.md matches the contract and the implemented calls (run `pnpm catalogue`)', () => {
    expect(readFileSync(cataloguePath, 'utf8')).toBe(renderCatalogue());
  });

  it('prisma/migrations match schema.prisma (run `pnpm migrate:create <name>`)', async () => {
    expect(await pendingMigrationSql()).toBe('');
  });
});
