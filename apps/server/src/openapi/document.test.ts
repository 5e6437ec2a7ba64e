import { api, catalogue, PriceLimits } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { InputLimits } from '../kit/input-limits';
import { openApiDocument } from './document';
import { operationsOf, resolveRefs } from './operations';
import { recursionDepth } from './schemas';

/**
 * The forms of the published document that generators and validators read (docs/decisions/0019-openapi-document.md):
 * the rules the stub checks stated in JSON Schema, no reference cycle, one type per enum, no lookaround.
 */
const document = openApiDocument();
const operations = operationsOf(document);
const byId = (id: string) => operations.find((o) => o.id === id)!;
const bodyOf = (id: string) => byId(id).body!.schema as { properties: Record<string, Record<string, unknown>> };

/** Every schema object of the document: paths and components. */
const schemas = (() => {
  const out: Record<string, unknown>[] = [];
  const walk = (node: unknown, key = '') => {
    if (Array.isArray(node)) for (const n of node) walk(n, key);
    else if (typeof node === 'object' && node !== null) {
      if (key !== 'example' && key !== 'examples') out.push(node as Record<string, unknown>);
      for (const [k, v] of Object.entries(node)) if (k !== 'example' && k !== 'examples') walk(v, k);
    }
  };
  walk(document);
  return out;
})();

describe('the document in forms the tools read', () => {
  it('has no reference cycle: every operation resolves, the trees are written out level by level', () => {
    expect(operations.length).toBe(Object.values(document.paths).flatMap((p) => Object.keys(p)).length);
    const components = document.components.schemas as Record<string, unknown>;
    for (const name of Object.keys(components))
      expect(() => resolveRefs(components[name], components), name).not.toThrow();
    expect(Object.keys(components)).toContain(`MenuItemLevel${recursionDepth}`);
    expect(JSON.stringify(components.MenuItem)).toContain('"#/components/schemas/MenuItemLevel2"');
    expect(JSON.stringify(components[`ShoeTreeFileNodeLevel${recursionDepth}`])).not.toContain('$ref');
  });

  it('gives every enum one type and writes no const', () => {
    for (const s of schemas) {
      expect('const' in s, JSON.stringify(s)).toBe(false);
      if (Array.isArray(s.enum)) {
        expect(new Set(s.enum.map((v) => (v === null ? 'null' : typeof v))).size, JSON.stringify(s)).toBe(1);
        expect(s.type, JSON.stringify(s)).toBeDefined();
      }
    }
    // The lenient flags: numbers, texts and booleans, one list each.
    expect(bodyOf('grain.list').properties.isActive).toEqual({
      anyOf: [
        { type: 'integer', enum: [0, 1] },
        { type: 'string', enum: ['0', '1', 'true', 'false'] },
        { type: 'boolean' },
      ],
    });
  });

  it('writes no pattern with a lookaround', () => {
    const patterns = schemas.filter((s) => typeof s.pattern === 'string').map((s) => s.pattern as string);
    expect(patterns.length).toBeGreaterThan(50);
    for (const p of patterns) expect(p).not.toMatch(/\(\?[=!<]/);
  });

  it('marks the calls that change nothing with x-read-only', () => {
    for (const call of catalogue) expect(byId(call.id).readOnly, call.id).toBe(call.readOnly === true);
    expect(operations.filter((o) => o.readOnly).length).toBe(catalogue.filter((c) => c.readOnly).length);
  });
});

describe('the rules the stub checks, stated', () => {
  it('bounds every string, array and integer of an input (the input limits, zod’s safe integers)', () => {
    // The catalogue's calls (the binder applies the limits; the control surface is not bound by it).
    const inputs = operations
      .filter((o) => !o.path.startsWith('/__stub'))
      .flatMap((o) => [o.body?.schema, ...o.parameters.map((p) => p.schema)]);
    const unbounded: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      const s = node as Record<string, unknown>;
      if (s.type === 'string' && s.maxLength === undefined && !Array.isArray(s.enum) && s.format !== 'binary')
        unbounded.push(JSON.stringify(s));
      if (s.type === 'array' && s.maxItems === undefined) unbounded.push(JSON.stringify(s));
      const below = s.maximum !== undefined || s.exclusiveMaximum !== undefined;
      const above = s.minimum !== undefined || s.exclusiveMinimum !== undefined;
      if (s.type === 'integer' && !Array.isArray(s.enum) && !(below && above)) unbounded.push(JSON.stringify(s));
      Object.values(s).forEach(walk);
    };
    walk(inputs);
    expect(unbounded).toEqual([]);
    expect(bodyOf('grain.list').properties.lineName).toMatchObject({ maxLength: InputLimits.string });
  });

  it('states decimals as multipleOf, trimmed required texts as a pattern, enums checked after a coercion', () => {
    expect(bodyOf('price.effectSaveOrUpdate').properties.floatingPrice).toMatchObject({
      multipleOf: 0.01,
      maximum: PriceLimits.floatMax,
    });
    expect(bodyOf('purchase.saveOrUpdatePriceInfo').properties.price).toMatchObject({ multipleOf: 0.01 });
    const costItem = resolveRefs(bodyOf('componentCost.confirmOne').properties.items, {}) as { items: unknown };
    expect(JSON.stringify(costItem)).toContain('"multipleOf":0.0001');
    expect(bodyOf('account.saveOrUpdateSupplier').properties.personName).toMatchObject({ pattern: '\\S' });
    expect(bodyOf('account.saveOrUpdateSupplier').properties.personEmail).toHaveProperty('pattern');
    expect(bodyOf('shoeTree.maintainList').properties.maintainStatus).toEqual({ type: 'integer', enum: [0, 1] });
    expect(bodyOf('files.changeFileStatus').properties.status).toEqual({ type: 'integer', enum: [1, 2] });
    // A day filter: empty, or a calendar day (format date with the calendar's pattern: no 2026-02-30).
    expect(bodyOf('fabric.list').properties.modifyTimeStart).toMatchObject({
      anyOf: expect.arrayContaining([expect.objectContaining({ format: 'date', pattern: expect.any(String) })]),
    });
  });

  it('writes a rule across fields as whole alternatives, and declares what JSON Schema cannot state', () => {
    const confirm = bodyOf('componentCost.confirm') as unknown as {
      anyOf: { required: string[]; properties: object }[];
    };
    expect(confirm.anyOf.map((a) => [a.required, Object.keys(a.properties)])).toEqual([
      [['ids'], ['ids']],
      [['fileId'], ['fileId']],
    ]);
    const audit = bodyOf('price.materialSupervisorAudit') as unknown as {
      anyOf: { properties: Record<string, object> }[];
    };
    expect(audit.anyOf[1]?.properties.auditRemark).toMatchObject({ pattern: '\\S' });
    expect(byId('account.changePwd').rules).toEqual([
      { rule: 'confirmPwd equals newPwd', messages: ['新密码与确认密码不一致'] },
    ]);
    expect(byId('componentParam.add').rules.map((r) => r.rule)).toHaveLength(2);
  });

  it("declares the file types a multipart call takes, and each upload businessType's rule", () => {
    expect(byId(api.fabric.querySimilarImg.id).body?.fileTypes).toEqual(['image/jpeg', 'image/png']);
    const upload = bodyOf(api.files.upload.id).properties.businessType as { description: string };
    expect(upload.description).toContain('materialFabricCheck: .pdf, under 50 MB');
  });
});
