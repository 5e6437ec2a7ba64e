import { describe, expect, it } from 'vitest';
import { allAtoms } from './atoms';
import { catalogue } from './calls/index';

describe('the call catalogue', () => {
  it('has unique ids and unique method + path pairs', () => {
    const ids = catalogue.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = catalogue.map((c) => `${c.method} ${c.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it('keeps every path under /basic/ with named parameters only', () => {
    for (const c of catalogue) {
      expect(c.path, c.id).toMatch(/^\/basic\/[A-Za-z0-9/_:]+$/);
      const names = [...c.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const declared = c.params ? Object.keys(c.params.shape) : [];
      expect(declared.sort(), c.id).toEqual(names.sort());
    }
  });

  it('uses only declared atoms and never guards a public call', () => {
    for (const c of catalogue) {
      if (c.atom) expect(allAtoms, c.id).toContain(c.atom);
      if (c.public) expect(c.atom, c.id).toBeUndefined();
    }
  });

  it('sends GET parameters in the query or path, never a body', () => {
    for (const c of catalogue.filter((c) => c.method === 'GET')) expect(c.body, c.id).toBeUndefined();
  });
});
