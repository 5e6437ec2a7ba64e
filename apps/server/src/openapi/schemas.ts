import * as contract from '@portal/contract';
import { z } from 'zod';
import { InputLimits } from '../kit/input-limits';
import { checksOf, defOf } from '../kit/zod-def';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [key: string]: unknown };

const componentPrefix = '#/components/schemas/';
/** Marks, during conversion, which schema a piece of JSON came from; removed before anything is published. */
const nameMark = 'x-component-name';

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * Component names come from the contract's own exports: `menuItemSchema` is `MenuItem`. A reused schema the
 * contract does not export is named after the first place it appears (`AccountMenusDataMenuItem`).
 */
const exportedNames = (() => {
  const names = new Map<z.core.$ZodType, string>();
  // Duck-typed: the contract's zod may be another copy of the package than this one.
  for (const [key, value] of Object.entries(contract).sort(([a], [b]) => a.localeCompare(b)))
    if (typeof value === 'object' && value !== null && '_zod' in value && !names.has(value as z.core.$ZodType))
      names.set(value as z.core.$ZodType, pascal(key.replace(/Schema$/, '')));
  return names;
})();

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Applies `visit` to every schema object in a tree of JSON, depth first, parents before children. */
const walk = (node: unknown, visit: (schema: JsonSchema, path: string[]) => void, path: string[] = []): void => {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) walk(item, visit, [...path, String(i)]);
  } else if (isObject(node)) {
    visit(node, path);
    for (const [key, value] of Object.entries(node)) walk(value, visit, [...path, key]);
  }
};

/** A readable name for the place a schema first appears: properties and items, not the JSON Schema keywords. */
const placeName = (path: string[]) =>
  pascal(
    path
      .filter((p, i) => path[i - 1] === 'properties' || p === 'items' || p === 'additionalProperties')
      .map((p) => (p === 'items' ? 'item' : p === 'additionalProperties' ? 'value' : p))
      .join(' '),
  );

const safeInteger = Number.MAX_SAFE_INTEGER;

type JsonType = 'integer' | 'number' | 'string' | 'boolean' | 'null' | 'object' | 'array';
const jsonTypeOf = (v: unknown): JsonType =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number'
        ? Number.isInteger(v)
          ? 'integer'
          : 'number'
        : (typeof v as JsonType);

/** Keys that only describe: a schema made of `enum`, `type` and these is a plain list of values. */
const describing = new Set(['description', 'title', 'examples', 'default']);
const isPlainEnum = (s: unknown): s is { type: JsonType; enum: unknown[] } =>
  isObject(s) && Array.isArray(s.enum) && Object.keys(s).every((k) => k === 'enum' || k === 'type');

/**
 * Forms every tool reads (docs/decisions/0019-openapi-document.md): a constant is a one-value `enum`; every `enum`
 * has one `type` (values of several types become an `anyOf` with one typed `enum` each); the members of an `anyOf`
 * that are plain lists of one type are merged, and an `anyOf` inside an `anyOf` is flattened. The Postman
 * converter ignores `const` and a union of constants, Specmatic refuses an `enum` of mixed types; the values
 * allowed stay the same.
 */
const toolForms = (schema: JsonSchema) => {
  if ('const' in schema) {
    schema.enum = [schema.const];
    delete schema.const;
  }
  if (Array.isArray(schema.enum)) {
    const byType = new Map<JsonType, unknown[]>();
    for (const v of schema.enum) {
      // An integer in an enum of numbers stays a number.
      const t = jsonTypeOf(v);
      byType.set(t, [...(byType.get(t) ?? []), v]);
    }
    if (byType.has('integer') && byType.has('number')) {
      byType.set('number', [...byType.get('number')!, ...byType.get('integer')!]);
      byType.delete('integer');
    }
    if (byType.size === 1) {
      const [type] = byType.keys();
      if (schema.type === undefined || schema.type === 'number') schema.type = type;
    } else {
      delete schema.enum;
      delete schema.type;
      schema.anyOf = [...byType].map(([type, values]) => ({ type, enum: values }));
    }
  }
  if (Array.isArray(schema.anyOf)) {
    const members = (schema.anyOf as unknown[]).flatMap((m) =>
      isObject(m) && Object.keys(m).every((k) => k === 'anyOf') ? (m.anyOf as unknown[]) : [m],
    );
    const merged: unknown[] = [];
    for (const m of members) {
      const same = isPlainEnum(m) && merged.find((x) => isPlainEnum(x) && x.type === m.type);
      if (same && isPlainEnum(same)) same.enum = [...same.enum, ...m.enum];
      else merged.push(isPlainEnum(m) ? { type: m.type, enum: [...m.enum] } : m);
    }
    const others = Object.keys(schema).filter((k) => k !== 'anyOf' && !describing.has(k));
    const [only] = merged;
    if (merged.length === 1 && others.length === 0 && isObject(only)) {
      delete schema.anyOf;
      Object.assign(schema, only);
    } else if (merged.length === 1 && isPlainEnum(only) && Array.isArray(schema.enum) && schema.type === only.type) {
      // A list narrowed by the contract (`.meta({ enum })` on a union of literals): the values both allow.
      schema.enum = (schema.enum as unknown[]).filter((v) => only.enum.includes(v));
      delete schema.anyOf;
    } else schema.anyOf = merged;
  }
};

/**
 * The alternatives of an object (`anyOf` / `oneOf` of fragments the contract states beside a rule across fields, e.g.
 * `{ required: ['ids'] }`) written out whole: each alternative carries the object's properties, narrowed by the
 * fragment (less what it forbids), and its required list. The same values are allowed (A and (B or C) is (A and B) or (A and C)), and a
 * generator that fills one alternative alone (the Postman converter) fills a whole body.
 */
const completeAlternatives = (schema: JsonSchema) => {
  if (!isObject(schema.properties)) return;
  const properties = schema.properties as Record<string, unknown>;
  const required = (schema.required ?? []) as string[];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = schema[key];
    if (!Array.isArray(members) || !members.every((m) => isObject(m) && m.$ref === undefined && m.type === undefined))
      continue;
    schema[key] = (members as JsonSchema[]).map((m) => {
      // A property the alternative forbids (`not: { required: [...] }`) is left out of it.
      const forbidden = isObject(m.not) && Array.isArray(m.not.required) ? (m.not.required as string[]) : [];
      const narrowed = Object.fromEntries(Object.entries(properties).filter(([name]) => !forbidden.includes(name)));
      for (const [name, extra] of Object.entries((m.properties ?? {}) as Record<string, JsonSchema>)) {
        const base = properties[name];
        const shared = isObject(base) && Object.keys(extra).some((k) => k in base && k !== 'description');
        // The default says what an absent field means; the alternative asks for the field, so it has none.
        const { default: _default, ...given } = isObject(base) ? base : {};
        narrowed[name] = !isObject(base) ? extra : shared ? { allOf: [given, extra] } : { ...given, ...extra };
      }
      const { properties: _, required: own = [], ...rest } = m;
      // The forbidden property named in `not`, so a reader (Redocly) finds what it requires defined.
      if (forbidden.length > 0)
        rest.not = { ...(m.not as JsonSchema), properties: Object.fromEntries(forbidden.map((f) => [f, {}])) };
      return {
        type: 'object',
        ...rest,
        properties: narrowed,
        required: [...new Set([...required, ...(own as string[])])],
      };
    });
  }
};

/**
 * Drops what zod writes that says nothing to a reader of an answer (the safe-integer bounds of every `.int()`), then
 * `toolForms`. An input keeps them: zod refuses an integer beyond 2^53 - 1, and generators (Specmatic) draw 64-bit ones.
 */
const tidy = (schema: JsonSchema, io: 'input' | 'output') => {
  if (schema.type === 'integer' && io === 'output') {
    if (schema.minimum === -safeInteger) delete schema.minimum;
    if (schema.maximum === safeInteger) delete schema.maximum;
  }
  delete schema[nameMark];
  toolForms(schema);
  completeAlternatives(schema);
};

/** `.trim()`: an overwrite check that trims (zod keeps only its function, so it is asked). */
const isTrim = (check: ReturnType<typeof checksOf>[number]) => {
  if (check.check !== 'overwrite') return false;
  try {
    return check.tx(' \tx\n ') === 'x';
  } catch {
    return false;
  }
};

/**
 * What the stub checks of an input that the plain conversion leaves unsaid:
 * - a string trimmed before its minimum length must have that many characters between its first and last
 *   non-blank ones (`"  "` is refused as empty): a pattern, unless the string has one of its own;
 * - the contract-wide input limits (docs/decisions/0012-input-limits-and-framework-errors.md): a string without a
 *   maximum of its own has at most 2,000 characters, an array at most 1,000 items, a record at most 1,000 keys.
 */
const inputStatements = (zodSchema: z.core.$ZodType, json: JsonSchema) => {
  const { type } = defOf(zodSchema);
  if (type === 'string' && json.pattern === undefined && !Array.isArray(json.enum) && json.const === undefined) {
    const checks = checksOf(zodSchema);
    const trimmed = checks.findIndex(isTrim);
    const minimum = Math.max(
      0,
      ...checks.slice(trimmed + 1).map((c) => (trimmed >= 0 && c.check === 'min_length' ? c.minimum : 0)),
    );
    if (minimum === 1) json.pattern = '\\S';
    else if (minimum > 1) json.pattern = `\\S[\\s\\S]{${minimum - 2},}\\S`;
  }
  if (json.type === 'string' && json.maxLength === undefined && !Array.isArray(json.enum) && json.const === undefined)
    json.maxLength = InputLimits.string;
  if (json.type === 'array' && json.maxItems === undefined) json.maxItems = InputLimits.array;
  if (json.type === 'object' && isObject(json.additionalProperties) && json.maxProperties === undefined)
    json.maxProperties = InputLimits.array;
};

/** The names of a reference graph that reach themselves through their references. */
const reachingThemselves = (direct: Map<string, Set<string>>) => {
  const out = new Set<string>();
  for (const name of direct.keys()) {
    const seen = new Set<string>();
    const stack = [...(direct.get(name) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next === name) out.add(name);
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(direct.get(next) ?? []));
    }
  }
  return out;
};

export interface Converted {
  /** Each slot's JSON Schema, with `$ref`s to `components`. */
  slots: Record<string, JsonSchema>;
  /** The named schemas the slots refer to. */
  components: Record<string, JsonSchema>;
}

/**
 * Converts zod schemas (one per slot: a call's params, query, body or answer) in one pass, so a schema used
 * by several calls is found once. Recursive schemas and reused structured schemas (objects, and what holds
 * them) become named components; reused scalars are written in place.
 */
export const convertSlots = (
  slots: readonly (readonly [string, z.core.$ZodType])[],
  io: 'input' | 'output',
): Converted => {
  const wrapper = z.object(Object.fromEntries(slots.map(([key, schema]) => [key, schema as z.ZodType])));
  const root = z.toJSONSchema(wrapper, {
    io,
    target: 'draft-2020-12',
    reused: 'ref',
    cycles: 'ref',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const name = exportedNames.get(zodSchema);
      if (name) jsonSchema[nameMark] = name;
      if (io === 'input') inputStatements(zodSchema, jsonSchema);
    },
  }) as JsonSchema;
  const defs = (root.$defs ?? {}) as Record<string, JsonSchema>;
  const properties = (root.properties ?? {}) as Record<string, JsonSchema>;
  const defOf = (ref: unknown) =>
    typeof ref === 'string' && ref.startsWith('#/$defs/') ? decodeURIComponent(ref.slice(8)) : undefined;

  // Which defs are recursive: reach themselves through their references.
  const refsOf = (node: unknown) => {
    const out = new Set<string>();
    walk(node, (s) => {
      const id = defOf(s.$ref);
      if (id) out.add(id);
    });
    return out;
  };
  const direct = new Map(Object.entries(defs).map(([id, def]) => [id, refsOf(def)]));
  const recursive = reachingThemselves(direct);
  // A component is worth its name when it is recursive or describes an object; anything else is written in place.
  const kept = new Set(
    [...direct.keys()].filter((id) => recursive.has(id) || /"properties":/.test(JSON.stringify(defs[id]))),
  );

  // Names: the contract's export name, else the first place the schema appears, in catalogue order.
  const names = new Map<string, string>();
  const used = new Set<string>();
  const claim = (wanted: string) => {
    let name = wanted;
    for (let n = 2; used.has(name); n++) name = `${wanted}${n}`;
    used.add(name);
    return name;
  };
  const visited = new Set<string>();
  const nameFrom = (node: unknown, base: string) =>
    walk(node, (s, path) => {
      const id = defOf(s.$ref);
      if (!id || visited.has(id)) return;
      visited.add(id);
      const def = defs[id]!;
      const here = pascal(`${base} ${placeName(path)}`);
      if (!kept.has(id)) return nameFrom(def, here);
      const name = claim((def[nameMark] as string | undefined) ?? here);
      names.set(id, name);
      nameFrom(def, name);
    });
  for (const [key] of slots) nameFrom(properties[key], key);

  // Inline the defs that stay unnamed; point the rest at components.
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (!isObject(node)) return node;
    const id = defOf(node.$ref);
    const { $ref: _, ...siblings } = node;
    if (id && !kept.has(id)) return resolve({ ...defs[id], ...siblings });
    const out: JsonSchema = {};
    if (id) out.$ref = `${componentPrefix}${names.get(id)}`;
    for (const [key, value] of Object.entries(id ? siblings : node)) out[key] = resolve(value);
    tidy(out, io);
    return out;
  };
  const components: Record<string, JsonSchema> = {};
  for (const id of kept) {
    const name = names.get(id);
    if (name) components[name] = resolve(defs[id]) as JsonSchema;
  }
  const out: Record<string, JsonSchema> = {};
  for (const [key] of slots) out[key] = resolve(properties[key]) as JsonSchema;
  return { slots: out, components };
};

const renameRefs = (node: unknown, renames: Map<string, string>): unknown =>
  JSON.parse(
    JSON.stringify(node).replace(/"#\/components\/schemas\/([^"]+)"/g, (whole, name: string) =>
      renames.has(name) ? JSON.stringify(`${componentPrefix}${renames.get(name)}`) : whole,
    ),
  );

/**
 * Adds a second pass's components to the first's: an equal schema under the same name is shared, a different
 * one is renamed with `suffix` (`MenuItemInput`), and the pass's slots follow the renames.
 */
export const mergeConverted = (base: Converted, extra: Converted, suffix: string): Converted => {
  const renames = new Map<string, string>();
  let components = extra.components;
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, json] of Object.entries(components)) {
      if (renames.has(name) || !(name in base.components)) continue;
      if (JSON.stringify(base.components[name]) === JSON.stringify(json)) continue;
      let renamed = `${name}${suffix}`;
      for (let n = 2; renamed in base.components || renamed in components; n++) renamed = `${name}${suffix}${n}`;
      renames.set(name, renamed);
      changed = true;
    }
    components = Object.fromEntries(
      Object.entries(extra.components).map(([name, json]) => [
        renames.get(name) ?? name,
        renameRefs(json, renames) as JsonSchema,
      ]),
    );
  }
  return {
    slots: { ...base.slots, ...(renameRefs(extra.slots, renames) as Record<string, JsonSchema>) },
    components: { ...base.components, ...components },
  };
};

/** How deep a recursive schema (the menu tree, a last's file tree) is described: `unrollCycles`. */
export const recursionDepth = 6;

/**
 * A recursive component (one that reaches itself through its references) written out level by level instead:
 * `MenuItem` refers to `MenuItemLevel2`, …, down to `recursionDepth` levels, whose children are described only as
 * objects. Portman and other generators refuse a `$ref` cycle; the levels describe the same values as far down as
 * they go, and no answer of the fixtures is deeper.
 */
export const unrollCycles = (components: Record<string, JsonSchema>, depth = recursionDepth) => {
  const refsOf = (node: unknown) =>
    new Set([...JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
  const cyclic = reachingThemselves(
    new Map(Object.entries(components).map(([name, schema]) => [name, refsOf(schema)])),
  );
  if (cyclic.size === 0) return components;
  const levelName = (name: string, level: number) => (level === 1 ? name : `${name}Level${level}`);
  const rewrite = (node: unknown, level: number): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, level));
    if (!isObject(node)) return node;
    const ref = typeof node.$ref === 'string' ? node.$ref.slice(componentPrefix.length) : undefined;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) out[key] = rewrite(value, level);
    if (ref === undefined || !cyclic.has(ref)) return out;
    if (level < depth) return { ...out, $ref: `${componentPrefix}${levelName(ref, level + 1)}` };
    const { $ref: _, ...siblings } = out;
    return {
      ...siblings,
      type: 'object',
      description: `${ref} more than ${depth} levels down: the same shape, not described further.`,
    };
  };
  const out: Record<string, JsonSchema> = { ...components };
  for (const name of cyclic)
    for (let level = 1; level <= depth; level++)
      out[levelName(name, level)] = rewrite(components[name], level) as JsonSchema;
  return out;
};

/** `toolForms` on every schema of a piece of the document written elsewhere (the control surface's paths). */
export const withToolForms = <T>(node: T): T => {
  const visit = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(visit);
    if (!isObject(n)) return n;
    const out: JsonSchema = {};
    // Examples are values, not schemas.
    for (const [key, value] of Object.entries(n))
      out[key] = key === 'example' || key === 'examples' ? value : visit(value);
    toolForms(out);
    return out;
  };
  return visit(node) as T;
};
