import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../env';
import { type OpenApiDocument, openApiDocument } from './document';

/**
 * The document is versioned with the contract: docs/openapi.json is the published snapshot and
 * docs/openapi-changelog.md has one entry per version (`info.version` carries the document's hash). A test
 * fails when the generated document differs from the snapshot, or the snapshot's version has no entry;
 * `pnpm openapi:snapshot` rewrites the snapshot and writes the entry, listing what changed.
 */
export const snapshotPath = resolve(repoRoot, 'docs/openapi.json');
export const changelogPath = resolve(repoRoot, 'docs/openapi-changelog.md');

/** The snapshot's JSON: the document as the stub serves it by default. */
export const snapshotText = (document: OpenApiDocument = openApiDocument()) => `${JSON.stringify(document, null, 2)}\n`;

export const readSnapshot = (): OpenApiDocument | undefined =>
  existsSync(snapshotPath) ? (JSON.parse(readFileSync(snapshotPath, 'utf8')) as OpenApiDocument) : undefined;

export const readChangelog = () => (existsSync(changelogPath) ? readFileSync(changelogPath, 'utf8') : '');

/** The heading of a version's entry. */
export const entryHeading = (version: string) => `## ${version}`;
export const hasEntry = (changelog: string, version: string) =>
  changelog.split('\n').some((line) => line.startsWith(`${entryHeading(version)} `) || line === entryHeading(version));

type Operations = Map<string, string>;
const operations = (document: OpenApiDocument | undefined): Operations => {
  const out: Operations = new Map();
  for (const item of Object.values(document?.paths ?? {}))
    for (const op of Object.values(item) as { operationId: string }[]) out.set(op.operationId, JSON.stringify(op));
  return out;
};
const schemas = (document: OpenApiDocument | undefined): Operations =>
  new Map(Object.entries(document?.components.schemas ?? {}).map(([k, v]) => [k, JSON.stringify(v)]));

/** What changed between two documents, as the lines of a changelog entry. */
export const describeChanges = (before: OpenApiDocument | undefined, after: OpenApiDocument): string[] => {
  if (!before) return ['- First published version.'];
  const lines: string[] = [];
  const compare = (what: string, a: Operations, b: Operations) => {
    const list = (names: string[]) => names.map((n) => `\`${n}\``).join(', ');
    const added = [...b.keys()].filter((k) => !a.has(k));
    const removed = [...a.keys()].filter((k) => !b.has(k));
    const changed = [...b.keys()].filter((k) => a.has(k) && a.get(k) !== b.get(k));
    if (added.length > 0) lines.push(`- Added ${what}: ${list(added)}.`);
    if (removed.length > 0) lines.push(`- Removed ${what}: ${list(removed)}.`);
    if (changed.length > 0) lines.push(`- Changed ${what}: ${list(changed)}.`);
  };
  compare('operations', operations(before), operations(after));
  compare('schemas', schemas(before), schemas(after));
  if (lines.length === 0) lines.push('- Descriptions, security or document-wide settings.');
  return lines;
};

/** Writes the snapshot and, for a new version, its changelog entry; answers what it did. */
export const writeSnapshot = (today = new Date().toISOString().slice(0, 10)): string => {
  const document = openApiDocument();
  const before = readSnapshot();
  writeFileSync(snapshotPath, snapshotText(document));
  const changelog = readChangelog();
  const { version } = document.info;
  if (hasEntry(changelog, version)) return `docs/openapi.json is ${version}; its changelog entry exists`;
  const entry = [`${entryHeading(version)} (${today})`, '', ...describeChanges(before, document), ''].join('\n');
  const marker = '<!-- entries -->';
  const next = changelog.includes(marker)
    ? changelog.replace(marker, `${marker}\n\n${entry}`)
    : `# OpenAPI document changelog\n\n${marker}\n\n${entry}`;
  writeFileSync(changelogPath, next.replace(/\n{3,}/g, '\n\n'));
  return `docs/openapi.json is ${version}; added its entry to docs/openapi-changelog.md (say why, if it is not obvious)`;
};
