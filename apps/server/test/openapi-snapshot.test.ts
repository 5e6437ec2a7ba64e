import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/openapi/document';
import { describeChanges, hasEntry, readChangelog, readSnapshot } from '../src/openapi/snapshot';

const regenerate =
  'the contract changed: run `pnpm openapi:snapshot` and commit docs/openapi.json with its changelog entry';

describe('the published OpenAPI document (docs/openapi.json)', () => {
  it('is the document the contract generates', () => {
    const generated = openApiDocument();
    const snapshot = readSnapshot();
    expect(snapshot, regenerate).toBeDefined();
    if (snapshot?.info.version !== generated.info.version)
      expect.fail(`${regenerate}\n${describeChanges(snapshot, generated).join('\n')}`);
    expect(snapshot, regenerate).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it('has an entry for its version in docs/openapi-changelog.md', () => {
    const version = readSnapshot()?.info.version ?? '';
    expect(hasEntry(readChangelog(), version), `docs/openapi-changelog.md has no entry for ${version}`).toBe(true);
  });

  it('lists what changed between two versions', () => {
    const before = openApiDocument();
    const after = JSON.parse(JSON.stringify(before)) as typeof before;
    delete (after.paths as Record<string, unknown>)['/basic/supplier/oauth/login'];
    expect(describeChanges(before, after)).toEqual(['- Removed operations: `account.login`.']);
  });
});
