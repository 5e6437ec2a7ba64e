import { resolve } from 'node:path';
import { atomsOf, catalogue, domains } from '@portal/contract';
import { repoRoot } from '../src/env';
import { implementations } from '../src/modules';

export const cataloguePath = resolve(repoRoot, 'docs/catalogue.md');
export const readmePath = resolve(repoRoot, 'README.md');

const implementedCount = () => {
  const implemented = new Set(implementations.map((i) => i.call.id));
  return { implemented, done: catalogue.filter((c) => implemented.has(c.id)).length, total: catalogue.length };
};

/** The README with its implemented count (between the `implemented` markers) taken from the catalogue. */
export const renderReadme = (readme: string): string => {
  const { done, total } = implementedCount();
  return readme.replace(
    /<!-- implemented -->.*?<!-- \/implemented -->/,
    `<!-- implemented -->${done} of ${total} calls<!-- /implemented -->`,
  );
};

/** docs/catalogue.md: every declared call, its domain and whether the stub implements it. */
export const renderCatalogue = (): string => {
  const { implemented, done, total } = implementedCount();
  const lines = [
    '# Call catalogue',
    '',
    'Generated from `packages/contract` by `pnpm catalogue`; a test fails when this file is out of date.',
    'A call that is not implemented answers `{"status":500,"message":"未实现","data":null}`.',
    '',
    `**${done} of ${total} calls implemented.**`,
    '',
    '| domain | calls | implemented |',
    '| --- | ---: | ---: |',
    ...domains.map((d) => {
      const calls = catalogue.filter((c) => c.domain === d);
      return `| ${d} | ${calls.length} | ${calls.filter((c) => implemented.has(c.id)).length} |`;
    }),
    '',
  ];
  for (const d of domains) {
    lines.push(
      `## ${d}`,
      '',
      '| method | path | atom | auth | implemented | notes |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const c of catalogue.filter((x) => x.domain === d)) {
      const notes = [c.summary, c.assumed && `assumed: ${c.assumed}`].filter(Boolean).join('; ').replaceAll('|', '\\|');
      const auth = c.public ? 'public' : 'token';
      const atoms = atomsOf(c)
        .map((a) => `\`${a}\``)
        .join(' or ');
      lines.push(
        `| ${c.method} | \`${c.path}\` | ${atoms} | ${auth} | ${implemented.has(c.id) ? 'yes' : 'no'} | ${notes} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
};
