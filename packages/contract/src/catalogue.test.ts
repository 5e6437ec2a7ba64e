import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allAtoms } from './atoms';
import { atomsOf, type Call, domains } from './call';
import { api, catalogue } from './catalogue';
import { exportTaskSchema } from './envelope';

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
      for (const atom of atomsOf(c)) expect(allAtoms, c.id).toContain(atom);
      if (c.public) expect(c.atom, c.id).toBeUndefined();
    }
  });

  it('sends GET parameters in the query or path, never a body', () => {
    for (const c of catalogue.filter((c) => c.method === 'GET')) expect(c.body, c.id).toBeUndefined();
  });
});

describe('the catalogue covers the spec', () => {
  it('declares every call the two spec documents name', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(230);
  });

  it('has at least one call in every domain, each filed under its own domain', () => {
    for (const d of domains) {
      const calls = Object.values(api[d]) as Call[];
      expect(calls.length, d).toBeGreaterThan(0);
      for (const c of calls) expect(c.domain, c.id).toBe(d);
    }
  });

  it('uses GET exactly where the spec marks GET', () => {
    const gets = catalogue
      .filter((c) => c.method === 'GET')
      .map((c) => c.path)
      .sort();
    expect(gets).toEqual(
      [
        '/basic/supplier/oauth/code',
        '/basic/supplier/oauth/getOSS',
        '/basic/api/upload/getFile/:id',
        '/basic/api/upload/getAbridgeImg/:id',
        '/basic/api/upload/getFilePdfStream/:id',
        '/basic/api/upload/getFileDetail/:id',
        '/basic/api/upload/getFileDetailList/:id',
        '/basic/api/upload/queryTemp3DImgs/:id',
        '/basic/api/async/findRedis/:id',
        '/basic/api/risk/getRiskByCategory/:id',
        '/basic/supplier/fabric/detail/:id',
        '/basic/supplier/fabric/getFileStream/:id',
        '/basic/supplier/fabric/applyRegularization/:id',
        '/basic/supplier/fabric/querySpecialTreatment',
        '/basic/supplier/fabric/queryMaterialApprove/:id',
        '/basic/supplier/innovate/detail/:id',
        '/basic/supplier/material/setAllReplyRead/:id',
        '/basic/supplier/material/getTotalNoReadNum',
        '/basic/supplier/season/removeSeasonDeliver/:id',
        '/basic/supplier/mspurchaseinfo/getPurchaseFactoryName',
        '/basic/supplier/componentParam/queryComponentFormula/:id',
      ].sort(),
    );
  });

  it('answers every export with the download-record schema', () => {
    const exports = catalogue.filter((c) => /\/(export[^/]*)$|\/export\/[a-z]+$/.test(c.path));
    expect(exports.length).toBeGreaterThanOrEqual(18);
    for (const c of exports) expect(c.data, c.id).toBe(exportTaskSchema);
    // componentCost/exportByKey/:key downloads the file of a finished export (docs/domains/component-cost.md).
    expect(api.componentCost.exportByKey.file).toBe(true);
  });

  it('gives the exports of one list’s filters one body: the filters and the optional chosen ids', () => {
    expect(api.price.exportLine.body).toBe(api.price.exportColor.body);
    expect(api.recommend.export.body).toBe(api.fabric.export.body);
    const body = api.effect.export.body;
    expect(body.parse({ effectName: '烫金', ids: [3] })).toEqual({ effectName: '烫金', ids: [3] });
    expect(body.safeParse({ ids: [0] }).success).toBe(false);
    // Ids of another type are their own body (纹路 are chosen by line code).
    expect(api.grain.export.body.parse({ ids: ['LN-01'] })).toEqual({ ids: ['LN-01'] });
  });

  it('keeps the top-bar calls unguarded and shaped as the bell expects', () => {
    expect((api.purchase.warningCount as Call).atom).toBeUndefined();
    expect((api.inquiry.noticeList as Call).atom).toBeUndefined();
    expect(api.purchase.warningCount.data.parse(3)).toBe(3);
    expect(api.inquiry.noticeList.data.parse([])).toEqual([]);
  });

  it('can describe every schema as JSON Schema (the stub publishes an OpenAPI document)', () => {
    for (const c of catalogue) {
      for (const part of [c.params, c.query, c.body])
        if (part) expect(() => z.toJSONSchema(part, { io: 'input' }), c.id).not.toThrow();
      if (!c.file) expect(() => z.toJSONSchema(c.data, { io: 'output' }), c.id).not.toThrow();
    }
  });
});
