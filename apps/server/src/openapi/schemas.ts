import * as contract from '@portal/contract';
import { z } from 'zod';

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

/** Drops what zod writes that says nothing to a reader: the safe-integer bounds of every `.int()`. */
const tidy = (schema: JsonSchema) => {
  if (schema.type === 'integer') {
    if (schema.minimum === -safeInteger) delete schema.minimum;
    if (schema.maximum === safeInteger) delete schema.maximum;
  }
  delete schema[nameMark];
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
  const recursive = new Set<string>();
  for (const id of direct.keys()) {
    const seen = new Set<string>();
    const stack = [...(direct.get(id) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next === id) recursive.add(id);
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(direct.get(next) ?? []));
    }
  }
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
    tidy(out);
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
