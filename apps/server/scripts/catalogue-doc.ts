import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { api, atomsOf, catalogue, domains } from '@portal/contract';
import * as testing from '@portal/contract/testing';
import { repoRoot } from '../src/env';
import { pagedResources } from '../src/kit/paged-resource';
import { implementations } from '../src/modules';

export const cataloguePath = resolve(repoRoot, 'docs/catalogue.md');
export const readmePath = resolve(repoRoot, 'README.md');

const implementedCount = () => {
  const implemented = new Set(implementations.map((i) => i.call.id));
  return { implemented, done: catalogue.filter((c) => implemented.has(c.id)).length, total: catalogue.length };
};

/**
 * The calls a tree of source files names as `api.<domain>.<call>`, each with the files (relative to `dir`) that name
 * it: a contract test declares the calls it exercises by sending them that way (`send(stub, api.grain.list, …)`, or
 * through `const G = api.grain;` and `G.list`), a portal screen by requesting them. Loops over the whole catalogue
 * (the fuzzer, the registration check) name no call and count for none.
 */
export const callsNamedIn = (dir: string, include: (file: string) => boolean): Map<string, string[]> => {
  const named = new Map<string, string[]>();
  const ids = new Set(catalogue.map((c) => c.id));
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.(ts|tsx)$/.test(file) || !include(file)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    const name = (domain: string, call: string) => {
      const id = `${domain}.${call}`;
      if (!ids.has(id)) return;
      const files = named.get(id) ?? [];
      if (!files.includes(file)) files.push(file);
      named.set(id, files);
    };
    for (const [, domain, call] of text.matchAll(/\bapi\.(\w+)\.(\w+)/g)) name(domain!, call!);
    // A domain named once (`const P = api.componentParam;`), its calls through the alias (`P.list`).
    for (const [, alias, domain] of text.matchAll(/\bconst (\w+) = api\.(\w+);/g))
      for (const [, call] of text.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))) name(domain!, call!);
    // A domain imported by name from the contract (`import { account } from '@portal/contract'`), its calls as `account.code`.
    for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@portal\/contract'/g))
      for (const domain of names!.split(',').map((n) => n.trim()))
        if ((domains as readonly string[]).includes(domain))
          for (const [, call] of text.matchAll(new RegExp(`(?<![\\w.])${domain}\\.(\\w+)`, 'g'))) name(domain, call!);
  }
  return named;
};

/** A test, or a helper of the portal's tests (src/test/, a feature's test/ folder): neither is a screen requesting a call. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file);
/**
 * Calls a stub contract test (apps/server/test) sends: by name, and the list, count and export of every registered
 * paged resource, which test/paged-lists.test.ts sends for each one (it fails when a resource is left out).
 */
export const testedCalls = () => {
  const tested = new Set(callsNamedIn(resolve(repoRoot, 'apps/server/test'), () => true).keys());
  for (const resource of pagedResources.values())
    for (const call of [resource.list, resource.count, resource.export]) if (call) tested.add(call.id);
  return tested;
};
/** Calls the portal's code (apps/web/src, tests left out) requests, each with the files that request it. */
export const portalCalls = () => callsNamedIn(resolve(repoRoot, 'apps/web/src'), (file) => !isTest(file));

/** The trees whose tests send calls by name, and which of their files are tests. */
const testTrees: [dir: string, include: (file: string) => boolean][] = [
  ['apps/server/test', (file) => /\.test\.ts$/.test(file)],
  ['apps/web/src', (file) => /\.test\.tsx?$/.test(file)],
  ['e2e/tests', (file) => /\.e2e\.ts$/.test(file)],
];
/**
 * Each call's test files, relative to the repository: the stub's contract tests, the portal's tests and the browser
 * tests that name it, and for a paged resource's list, count and export test/paged-lists.test.ts, which sends them.
 */
export const testFiles = (): Map<string, string[]> => {
  const files = new Map<string, string[]>();
  const add = (id: string, file: string) => files.set(id, [...new Set([...(files.get(id) ?? []), file])]);
  for (const [dir, include] of testTrees)
    for (const [id, named] of callsNamedIn(resolve(repoRoot, dir), include))
      for (const f of named) add(id, `${dir}/${f}`);
  for (const resource of pagedResources.values())
    for (const call of [resource.list, resource.count, resource.export])
      if (call) add(call.id, 'apps/server/test/paged-lists.test.ts');
  // The domain's own tests first (a file or folder named after it), then the others, each group in path order.
  const kebab = (domain: string) => domain.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  for (const [id, list] of files) {
    const own = (f: string) => f.split('/').some((part) => part.startsWith(kebab(id.split('.')[0]!)));
    files.set(id, [...list.filter(own), ...list.filter((f) => !own(f))]);
  }
  return files;
};

const contractSrc = resolve(repoRoot, 'packages/contract/src');
/** Where each domain's calls are declared (its `defineDomain`), relative to the repository. */
export const declarationFiles = (): Map<string, string> => {
  const declared = new Map<string, string>();
  for (const file of readdirSync(resolve(contractSrc, 'domains'), { recursive: true, encoding: 'utf8' })) {
    if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) continue;
    const text = readFileSync(resolve(contractSrc, 'domains', file), 'utf8');
    for (const [, domain] of text.matchAll(/\bdefineDomain\('(\w+)'/g))
      declared.set(domain!, relative(repoRoot, resolve(contractSrc, 'domains', file)));
  }
  for (const d of domains) if (!declared.has(d)) throw new Error(`no defineDomain('${d}') under ${contractSrc}`);
  return declared;
};

/**
 * The form rule tables that judge each call (`<domain>FormTables` of @portal/contract/testing, run by the agreement
 * test against the form's validation and the stub's handler): the table's id and its file, relative to the
 * repository; the material forms' cases (`materialRuleCases`) for the material save.
 */
export const formRuleTables = (declared = declarationFiles()): Map<string, string[]> => {
  const tables = new Map<string, string[]>();
  const add = (id: string, entry: string) => tables.set(id, [...(tables.get(id) ?? []), entry]);
  const casesFile = (domain: string) => {
    const file = join(dirname(declared.get(domain) ?? ''), 'rule-cases.ts');
    if (!existsSync(resolve(repoRoot, file))) throw new Error(`${domain}FormTables: no ${file}`);
    return file;
  };
  for (const [name, value] of Object.entries(testing)) {
    const domain = name.match(/^(\w+)FormTables$/)?.[1];
    if (!domain || !Array.isArray(value)) continue;
    for (const table of value as readonly { id: string; call: { id: string } }[])
      add(table.call.id, `\`${table.id}\` in \`${casesFile(domain)}\``);
  }
  add(api.fabric.saveOrUpdate.id, `\`materialRuleCases\` in \`${casesFile('fabric')}\``);
  return tables;
};

/**
 * The file that implements each call, relative to apps/server/src: the first frame of `implement`'s call site in a
 * domain's module (a paged resource's list and export are implemented where the resource is declared).
 */
export const handlerFiles = (): Map<string, string> =>
  new Map(
    implementations.map((i) => {
      const frame = i.site.stack?.match(/\/apps\/server\/src\/(modules\/[^:\s()]+?\.ts):\d+/);
      if (!frame) throw new Error(`${i.call.id}: implement() was not called from a module (${i.site.stack})`);
      return [i.call.id, frame[1]!];
    }),
  );

/** The README with its implemented count (between the `implemented` markers) taken from the catalogue. */
export const renderReadme = (readme: string): string => {
  const { done, total } = implementedCount();
  return readme.replace(
    /<!-- implemented -->.*?<!-- \/implemented -->/,
    `<!-- implemented -->${done} of ${total} calls<!-- /implemented -->`,
  );
};

/**
 * docs/catalogue.md: every declared call, its domain, whether the stub implements it, whether a contract test
 * exercises it and whether a portal screen calls it.
 */
export const renderCatalogue = (): string => {
  const { implemented, done, total } = implementedCount();
  const tested = testedCalls();
  const portal = portalCalls();
  const handlers = handlerFiles();
  const declared = declarationFiles();
  const tests = testFiles();
  const rules = formRuleTables(declared);
  const files = (list: string[] | undefined) => (list ?? []).map((f) => `\`${f}\``).join(' ');
  const yes = (on: boolean) => (on ? 'yes' : 'no');
  const lines = [
    '# Call catalogue',
    '',
    'Generated from `packages/contract` by `pnpm catalogue`; a test fails when this file is out of date.',
    'A call that is not implemented answers `{"status":500,"message":"未实现","data":null}`.',
    "Each domain says where its calls are declared; `api.<domain>.<call>` names a call in code. *tests*: the stub's",
    "contract tests (`apps/server/test`), the portal's tests and the browser tests that name it, the domain's own first;",
    'a test fails when an implemented call has no contract test (*tested* counts those). *portal files*: the files of',
    '`apps/web/src` that request it (its hook is the one under `api/`); *why no screen*: for a call the portal does not',
    'request, the reason (`noScreen` in its contract declaration). *read-only*: the contract',
    'declares that the call changes nothing; the read-only contract suite sends only these to a host, and the stub refuses',
    'a write made while one runs (docs/dev-kit.md "Read-only calls"). *handler*: the file that implements it, in',
    '`apps/server/src` (a paged list and its export: where the resource is declared). *form rules*: the form rule tables',
    "that judge the values a portal form sends with it, run by the agreement test against the form's validation and the",
    "stub's handler (docs/decisions/0039-form-rules-in-the-contract.md).",
    '',
    `**${done} of ${total} calls implemented; ${catalogue.filter((c) => tested.has(c.id)).length} tested; ${catalogue.filter((c) => portal.has(c.id)).length} called by the portal; ${catalogue.filter((c) => c.readOnly).length} read-only.**`,
    '',
    '| domain | calls | implemented | tested | portal |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...domains.map((d) => {
      const calls = catalogue.filter((c) => c.domain === d);
      const count = (set: { has: (id: string) => boolean }) => calls.filter((c) => set.has(c.id)).length;
      return `| ${d} | ${calls.length} | ${count(implemented)} | ${count(tested)} | ${count(portal)} |`;
    }),
    '',
  ];
  for (const d of domains) {
    lines.push(
      `## ${d}`,
      '',
      `Declared in \`${declared.get(d)}\` as \`api.${d}\`.`,
      '',
      '| call | method | path | atom | auth | read-only | implemented | handler | portal files | form rules | tests | notes | why no screen |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const c of catalogue.filter((x) => x.domain === d)) {
      const notes = [c.summary, c.assumed && `assumed: ${c.assumed}`].filter(Boolean).join('; ').replaceAll('|', '\\|');
      const auth = c.public ? 'public' : 'token';
      const atoms = atomsOf(c)
        .map((a) => `\`${a}\``)
        .join(' or ');
      lines.push(
        `| \`api.${c.id}\` | ${c.method} | \`${c.path}\` | ${atoms} | ${auth} | ${yes(c.readOnly === true)} | ${yes(implemented.has(c.id))} | ${files(handlers.has(c.id) ? [handlers.get(c.id)!] : [])} | ${files(portal.get(c.id))} | ${(rules.get(c.id) ?? []).join(' ')} | ${files(tests.get(c.id))} | ${notes} | ${portal.has(c.id) ? '' : (c.noScreen ?? '').replaceAll('|', '\\|')} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
};
