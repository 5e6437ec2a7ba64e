import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { catalogue } from '@portal/contract';
import { describe, expect } from 'vitest';
import { parse } from 'yaml';
import {
  cataloguePath,
  portalCalls,
  readmePath,
  renderCatalogue,
  renderReadme,
  testedCalls,
} from '../scripts/catalogue-doc';
import { pendingMigrationSql } from '../scripts/schema-diff';
import { repoRoot } from '../src/env';
import { implementations } from '../src/modules';
import { undeclaredTests } from './declarations';
import { internalTest } from './helper';

const repository = internalTest.because('checks the repository, not a target');

describe('generated and derived files', () => {
  repository('docs/catalogue.md matches the contract and the implemented calls (run `pnpm catalogue`)', () => {
    expect(readFileSync(cataloguePath, 'utf8')).toBe(renderCatalogue());
  });

  repository("the README's implemented count matches the catalogue (run `pnpm catalogue`)", () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(readme).toMatch(/<!-- implemented -->\d+ of \d+ calls<!-- \/implemented -->/);
    expect(readme).toBe(renderReadme(readme));
  });

  repository('every implemented call is sent by name in a contract test (docs/catalogue.md "tested")', () => {
    const tested = testedCalls();
    const untested = implementations.map((i) => i.call.id).filter((id) => !tested.has(id));
    expect(untested).toEqual([]);
  });

  repository('a call the portal requests says no reason why no screen does (docs/catalogue.md "why no screen")', () => {
    const portal = portalCalls();
    expect(catalogue.filter((c) => c.noScreen && portal.has(c.id)).map((c) => c.id)).toEqual([]);
  });

  repository('the portal column sees calls through a domain imported by name (`account.code`)', () => {
    const portal = portalCalls();
    expect([portal.has('account.code'), portal.has('account.forgetPassword')]).toEqual([true, true]);
  });

  repository('prisma/migrations match schema.prisma (run `pnpm migrate:create <name>`)', async () => {
    expect(await pendingMigrationSql()).toBe('');
  });
});

describe('docker-compose.yml', () => {
  const file = resolve(repoRoot, 'docker-compose.yml');
  const readme = readFileSync(resolve(repoRoot, 'README.md'), 'utf8');
  const compose = parse(readFileSync(file, 'utf8')) as {
    services: Record<
      string,
      { environment: Record<string, string>; ports: string[]; volumes?: string[]; healthcheck?: { test: string[] } }
    >;
    volumes: Record<string, unknown>;
  };
  let hasCompose = true;
  try {
    execFileSync('docker-compose', ['version'], { stdio: 'ignore' });
  } catch {
    hasCompose = false;
  }

  // CI installs docker-compose (.ci/run); elsewhere the check runs where the tool is.
  repository('is valid for docker-compose (config -q)', (context) => {
    context.skip(!hasCompose && !process.env.CI, 'docker-compose is not installed');
    expect(() => execFileSync('docker-compose', ['-f', file, 'config', '-q'], { stdio: 'pipe' })).not.toThrow();
  });

  repository('runs the stub and the portal on the ports the README gives, with health checks', () => {
    const { stub, web } = compose.services;
    expect(stub?.ports).toEqual(['3000:3000']);
    expect(web?.ports).toEqual(['5173:5173']);
    expect(readme).toContain('stub on :3000');
    expect(readme).toContain('portal on :5173');
    expect(stub?.healthcheck?.test.join(' ')).toContain('/health');
    expect(web?.healthcheck?.test.join(' ')).toContain('5173');
  });

  repository('keeps the SQLite database on the named volume', () => {
    const { stub } = compose.services;
    expect(Object.keys(compose.volumes)).toContain('stub-data');
    expect(stub?.volumes).toContain('stub-data:/data');
    expect(stub?.environment.DATABASE_URL).toMatch(/^file:\/data\//);
  });

  repository('points the portal at the stub service and passes the environment flag through', () => {
    const { web } = compose.services;
    expect(web?.environment.STUB_URL).toBe('http://stub:3000');
    expect(web?.environment.VITE_API_BASE_URL).toMatch(/^\$\{VITE_API_BASE_URL:-\}$/);
  });

  repository('uses only variables the README and .env.example document', () => {
    const example = readFileSync(resolve(repoRoot, '.env.example'), 'utf8');
    for (const service of Object.values(compose.services))
      for (const name of Object.keys(service.environment)) {
        expect(readme, name).toContain(`\`${name}\``);
        expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
      }
  });
});

describe('the contract suite (test/)', () => {
  const testDir = resolve(repoRoot, 'apps/server/test');
  repository('declares every test as read, write or internal, through test/helper.ts', () => {
    const files = readdirSync(testDir).filter((f) => f.endsWith('.ts') && f !== 'helper.ts');
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((f) => undeclaredTests(`test/${f}`, readFileSync(join(testDir, f), 'utf8')));
    expect(found).toEqual([]);
  });

  repository('names what is not declared: vitest’s it or test, a skipped or focused suite', () => {
    const text = [
      "import { describe, it as plain, test } from 'vitest';",
      "describe.skip('a', () => {});",
      "describe.runIf(true)('b', () => {});",
      "plain('c', () => {});",
    ].join('\n');
    expect(undeclaredTests('x.test.ts', text)).toEqual([
      'x.test.ts:1 imports it from vitest',
      'x.test.ts:1 imports test from vitest',
      'x.test.ts:2 uses describe.skip',
      'x.test.ts:3 uses describe.runIf',
    ]);
  });
});
