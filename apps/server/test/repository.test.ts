import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { catalogue } from '@portal/contract';
import { formTables, materialRuleCases, ruleRows } from '@portal/contract/testing';
import { describe, expect } from 'vitest';
import { parse } from 'yaml';
import {
  cataloguePath,
  formRuleTables,
  portalCalls,
  readmePath,
  renderCatalogue,
  renderReadme,
  testedCalls,
  testFiles,
} from '../scripts/catalogue-doc';
import { pendingMigrationSql } from '../scripts/schema-diff';
import { repoRoot } from '../src/env';
import { implementations } from '../src/modules';
import { undeclaredTests } from './declarations';
import { danglingCitations, missingDecisions, type TextFile, unindexedDecisions } from './doc-citations';
import { internalTest } from './helper';
import { auditProblems } from './spec-audit';

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

  repository('every implemented call is sent by name in a contract test (docs/catalogue.md, column tests)', () => {
    const tested = testedCalls();
    const untested = implementations.map((i) => i.call.id).filter((id) => !tested.has(id));
    expect(untested).toEqual([]);
  });

  repository(
    'the catalogue lists every form rule table under the call it judges (docs/catalogue.md, column form rules)',
    () => {
      const rules = formRuleTables();
      const unlisted = formTables.filter(
        (t) => !rules.get(t.call.id)?.some((entry) => entry.startsWith(`\`${t.id}\``)),
      );
      expect(unlisted.map((t) => t.id)).toEqual([]);
      expect(rules.get('fabric.saveOrUpdate')?.join(' ')).toContain('materialRuleCases');
    },
  );

  repository("the catalogue's tests column names the domain's own test first and a paged list's paging test", () => {
    const tests = testFiles();
    expect(tests.get('season.list')?.[0]).toBe('apps/server/test/season.test.ts');
    expect(tests.get('season.list')).toContain('apps/server/test/paged-lists.test.ts');
    expect(tests.get('account.login')).not.toContain('apps/server/test/helper.ts');
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
      {
        environment: Record<string, string>;
        ports: string[];
        volumes?: string[];
        build: { dockerfile?: string; target: string; args?: Record<string, string> };
      }
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

  repository('runs the stub and the portal on the ports the README gives, with the images’ health checks', () => {
    const { stub, web } = compose.services;
    expect(stub?.ports).toEqual(['3000:3000']);
    expect(web?.ports).toEqual(['5173:5173']);
    expect(readme).toContain('stub on :3000');
    expect(readme).toContain('portal on :5173');
    // Each service's target stage in its Dockerfile, up to the next stage, carries its HEALTHCHECK; the portal's
    // Dockerfile is its own, so that neither build walks the other's stages (decision 0035).
    const stage = (service: { build: { dockerfile?: string; target: string } } | undefined) => {
      const dockerfile = readFileSync(resolve(repoRoot, service?.build.dockerfile ?? 'Dockerfile'), 'utf8');
      return dockerfile.split(/^FROM /m).find((s) => s.split('\n')[0]!.endsWith(` AS ${service?.build.target}`));
    };
    expect(stub?.build.target).toBe('stub');
    expect(web?.build.target).toBe('web');
    expect(web?.build.dockerfile).toBe('docker/web.Dockerfile');
    expect(stage(stub)).toMatch(/^HEALTHCHECK .*\n?.*\/health/m);
    expect(stage(web)).toMatch(/^HEALTHCHECK .*\n?.*5173\/login/m);
  });

  repository('keeps the SQLite database on the named volume', () => {
    const { stub } = compose.services;
    expect(Object.keys(compose.volumes)).toContain('stub-data');
    expect(stub?.volumes).toContain('stub-data:/data');
    expect(stub?.environment.DATABASE_URL).toMatch(/^file:\/data\//);
  });

  repository('points the portal at the stub service and builds the API target in', () => {
    const { web } = compose.services;
    expect(web?.environment.STUB_URL).toBe('http://stub:3000');
    expect(web?.build.args?.VITE_API_BASE_URL).toMatch(/^\$\{VITE_API_BASE_URL:-\}$/);
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

describe('the docs as an index', () => {
  // Every text file of the repository (tracked or new, not ignored); the published OpenAPI document is generated.
  const textFiles = (): TextFile[] =>
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter((path) =>
        /\.(ts|tsx|mts|mjs|js|cjs|md|ya?ml|sh|toml|prisma|html|css)$|(^|\/)(Dockerfile|\.env\.example|run)$|\.Dockerfile$/.test(
          path,
        ),
      )
      // The generated OpenAPI document; this check's own files, whose examples cite docs that do not exist.
      .filter(
        (path) =>
          !['docs/openapi.json', 'apps/server/test/doc-citations.ts', 'apps/server/test/repository.test.ts'].includes(
            path,
          ),
      )
      .flatMap((path) => {
        try {
          return [{ path, text: readFileSync(resolve(repoRoot, path), 'utf8') }];
        } catch {
          return []; // deleted in the work tree, not yet in the index
        }
      });
  const doc = (path: string) => {
    try {
      return readFileSync(resolve(repoRoot, path), 'utf8');
    } catch {
      return undefined;
    }
  };

  repository('every docs/….md "Heading" (or #anchor) a file cites exists', () => {
    const files = textFiles();
    expect(files.filter((f) => f.text.includes('docs/')).length).toBeGreaterThan(100);
    expect(danglingCitations(files, doc)).toEqual([]);
  });

  repository('names a citation of a missing heading, anchor or file, across a comment line break', () => {
    const docs: Record<string, string> = {
      'docs/a.md':
        '# A\n\n## Lists and exports\n\n```sh\n# not a heading\n```\n### `Who` may *call* it\n## Upload (direct)\n',
    };
    const files: TextFile[] = [
      {
        path: 'x.ts',
        text: [
          '/** See docs/a.md "Lists and',
          ' * exports" and docs/a.md "Who may call it" and docs/a.md#who-may-call-it. */',
          '// docs/a.md "Lists" and docs/a.md#lists, docs/a.md "not a heading"',
          '// docs/b.md "Anything", docs/a.md "Upload" and docs/a.md "Upload (direct)"',
        ].join('\n'),
      },
    ];
    expect(danglingCitations(files, (path) => docs[path])).toEqual([
      'x.ts:3 cites docs/a.md "Lists", which has no such heading',
      'x.ts:3 cites docs/a.md#lists, which has no such heading',
      'x.ts:3 cites docs/a.md "not a heading", which has no such heading',
      'x.ts:4 cites docs/b.md, which does not exist',
    ]);
  });

  repository('docs/decisions/README.md indexes every decision record, and only records that exist', () => {
    const dir = resolve(repoRoot, 'docs/decisions');
    const records = readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f));
    expect(records.length).toBeGreaterThan(20);
    const index = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(unindexedDecisions(records, index)).toEqual([]);
    expect(missingDecisions(records, index)).toEqual([]);
    expect(unindexedDecisions(['0001-a.md', '0002-b.md', 'README.md'], '| [A](0001-a.md) |')).toEqual(['0002-b.md']);
    expect(missingDecisions(['0001-a.md'], '| [A](0001-a.md) | [C](0003-c.md) |')).toEqual(['0003-c.md']);
  });
});

describe("the material forms' spec audit (docs/domains/fabric-spec-audit.md)", () => {
  const names = () => ({
    rows: ruleRows.map((r) => r.id),
    cases: materialRuleCases.map((c) => c.id),
    files: execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).split('\n'),
  });

  repository('names only rule rows, cases and files that exist, every rule row, and the counts of its tables', () => {
    const audit = readFileSync(resolve(repoRoot, 'docs/domains/fabric-spec-audit.md'), 'utf8');
    expect(auditProblems(audit, names())).toEqual([]);
  });

  repository('names a planted wrong id, a missing row, a missing file and a wrong count', () => {
    const audit = [
      '| shoe upper (鞋面料) | 2 | 2 | 0 |',
      '| recommended (推荐材料) | 1 | 1 | 0 |',
      '| B01 | "x" | `5.valid` | `rules.ts` | `5.valid#1`, `5.valid#99` | works |',
      '| S01 | "y" | `5.no.such.row` | `no-such.test.ts` | `a/rules.ts` | assumption: read |',
    ].join('\n');
    const files = ['a/rules.ts', 'b/rules.ts'];
    expect(auditProblems(audit, { rows: ['5.valid', '5.other'], cases: ['5.valid#1'], files })).toEqual([
      'names `5.valid#99`, which is no rule row or rule case of the contract',
      'names `5.no.such.row`, which is no rule row or rule case of the contract',
      'does not name the rule row `5.other`',
      'cites `rules.ts`, which is 2 files of the repository',
      'cites `no-such.test.ts`, which is no file of the repository',
      'counts shoe upper as 2 / 2 / 0 (rows / working / assumptions); its table holds 2 / 1 / 1',
    ]);
  });
});

describe('escape hatches in the stub and the contract', () => {
  /** The casts that stay, by file, each with the reason no honest type does it. */
  const allowed: Record<string, string> = {
    'apps/server/src/app.ts': "Fastify types the validator factory for Ajv's schemas; the zod compiler takes zod's",
    'apps/server/src/db/delegate.ts': "Prisma's delegates are typed per model; a model named at run time has none",
  };
  repository(
    'no `as unknown as` or `as never` outside the two allowed (guards, generics and typed helpers instead)',
    () => {
      const found = ['apps/server/src', 'packages/contract/src'].flatMap((dir) =>
        (readdirSync(resolve(repoRoot, dir), { recursive: true, encoding: 'utf8' }) as string[])
          .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$|(^|\/)generated\/|rule-cases\.ts$|^testing\.ts$/.test(f))
          .flatMap((f) =>
            readFileSync(resolve(repoRoot, dir, f), 'utf8')
              .split('\n')
              .flatMap((line, i) => (/\bas (unknown as|never\b)/.test(line) ? [`${dir}/${f}:${i + 1}`] : [])),
          ),
      );
      expect(found.filter((at) => !(at.replace(/:\d+$/, '') in allowed))).toEqual([]);
      expect(found).toHaveLength(Object.keys(allowed).length);
    },
  );
});

describe('the import graphs', () => {
  // Type imports count: a circle of types still ties the layers together (docs/architecture.md "Boundaries").
  repository('form no circle: the stub, the contract and the portal (`pnpm deps:circular`, madge)', () => {
    // madge exits 1 on a circle and names it; each graph prints its own verdict.
    const run = spawnSync('pnpm', ['-s', 'deps:circular'], { cwd: resolve(repoRoot, 'apps/server'), encoding: 'utf8' });
    const out = `${run.stdout}${run.stderr}`;
    // The message names the circle madge found.
    expect(run.status, out).toBe(0);
    expect(out.match(/No circular dependency found/g), out).toHaveLength(2);
    // What madge skipped (--warning lists it) is packages only: a source path or an `@/` alias it could not resolve
    // would hide every circle through that import.
    expect(
      out.split('\n').filter((line) => /^(@\/|\.{1,2}\/)/.test(line)),
      out,
    ).toEqual([]);
  });
});

describe('state rules from the contract (docs/architecture.md "State rules")', () => {
  const sourcesOf = (dir: string) =>
    (readdirSync(resolve(repoRoot, dir), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(resolve(repoRoot, dir, f), 'utf8') }));
  const domains = resolve(repoRoot, 'packages/contract/src/domains');
  const rules = readdirSync(domains).flatMap((domain) => {
    const file = join(domains, domain, 'states.ts');
    const text = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    })();
    return [...text.matchAll(/export const (\w+) = (?:stateRule|lifecycle)\b/g)].map((m) => m[1] as string);
  });
  /** Rules asked through what the contract composes from them (names, `|` between): what each side names. */
  const askedThrough: Record<string, string> = {
    costHasFactories: 'costConfirmRules',
    costItemsPriced: 'costConfirmRules',
    materialCategoryOffered: 'validateMaterial|materialFormSchema',
    materialDivisionEditable: 'validateMaterial|materialFormSchema',
    materialDraftOffered: 'validateMaterial|materialFormSchema',
  };
  /** Rules the portal does not ask, each with the reason; the stub asks every rule. */
  const serverOnly: Record<string, string> = {
    costConfirmRules: 'checked on the stored cost at 确认 and import; the portal offers 确认 by the lifecycle',
    materialRecommended: 'the portal offers 转正 on the 推荐材料 list only, so it never asks a row',
  };
  const uses = (sources: { text: string }[], name: string) =>
    sources.some((s) => new RegExp(`\\b(?:${askedThrough[name] ?? name})\\b`).test(s.text));

  repository(
    'every exported stateRule and lifecycle of domains/*/states.ts is asked by the stub and the portal',
    () => {
      const server = sourcesOf('apps/server/src');
      const web = sourcesOf('apps/web/src');
      const exempt = (name: string) => (askedThrough[name] ?? name) in serverOnly;
      expect(rules.length).toBeGreaterThan(15);
      expect(rules.filter((name) => !uses(server, name)).map((name) => `${name}: not in apps/server/src`)).toEqual([]);
      expect(
        rules.filter((name) => !exempt(name) && !uses(web, name)).map((name) => `${name}: not in apps/web/src`),
      ).toEqual([]);
      // An allow-list entry the portal now asks, or one no rule leads to, is stale.
      const reached = new Set(rules.map((name) => askedThrough[name] ?? name));
      expect(Object.keys(serverOnly).filter((name) => !reached.has(name) || uses(web, name))).toEqual([]);
    },
  );

  repository('every status enum of the contract is a statusSet (constants, texts, guard and schema at once)', () => {
    /** Enums that are not a record's status, each with the reason. */
    const notStatuses: Record<string, string> = {
      UploadStatus: "the upload answer's uploadStatus flag ('200' / '400'), read by the portal and never shown",
    };
    const plain = sourcesOf('packages/contract/src').flatMap(({ file, text }) =>
      [...text.matchAll(/export const (\w+Status) = \{/g)]
        .map((m) => m[1] as string)
        .filter((name) => !(name in notStatuses))
        .map((name) => `${file}: ${name}`),
    );
    expect(plain).toEqual([]);
  });

  repository('no feature compares a status with a bare number (the contract names them)', () => {
    const found = sourcesOf('apps/web/src/features').flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (/\.status\s*[!=]==\s*\d/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
