import { describe, expect } from 'vitest';
import { openApiDocument } from '../src/openapi/document';
import { describeChanges, hasEntry, readChangelog, readSnapshot } from '../src/openapi/snapshot';
import { internalTest } from './helper';

const document = internalTest.because('checks the published document against the contract, not a target');

const regenerate =
  'the contract changed: run `pnpm openapi:snapshot` and commit docs/openapi.json with its changelog entry';

describe('the published OpenAPI document (docs/openapi.json)', () => {
  document('is the document the contract generates', () => {
    const generated = openApiDocument();
    const snapshot = readSnapshot();
    expect(snapshot, regenerate).toBeDefined();
    if (snapshot?.info.version !== generated.info.version)
      expect.fail(`${regenerate}\n${describeChanges(snapshot, generated).join('\n')}`);
    expect(snapshot, regenerate).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  document('has an entry for its version in docs/openapi-changelog.md', () => {
    const version = readSnapshot()?.info.version ?? '';
    expect(hasEntry(readChangelog(), version), `docs/openapi-changelog.md has no entry for ${version}`).toBe(true);
  });

  document('lists what changed between two versions', () => {
    const before = openApiDocument();
    const after = JSON.parse(JSON.stringify(before)) as typeof before;
    delete (after.paths as Record<string, unknown>)['/basic/supplier/oauth/login'];
    expect(describeChanges(before, after)).toEqual(['- Removed operations: `account.login`.']);
  });
});
