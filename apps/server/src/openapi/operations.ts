import type { JsonSchema } from './schemas';

/**
 * The operations of a published OpenAPI document, as a tool that generates requests from it sees them: every
 * parameter and request body with its schema resolved (no `$ref` left), so a generator or a validator needs nothing
 * else. The document has no reference cycle (recursive schemas are unrolled to a bounded depth, schemas.ts), so
 * resolving always ends; a cycle is an error.
 */

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The document's path template: `/basic/api/upload/getFile/{id}`. */
  path: string;
  /** `x-read-only`: the call changes nothing on the host. */
  readOnly: boolean;
  /** Where the token goes: the header, the query, or nowhere (a public call). */
  token: 'header' | 'query' | 'none';
  parameters: Parameter[];
  body?: {
    mediaType: 'application/json' | 'multipart/form-data';
    required: boolean;
    schema: JsonSchema;
    /** Multipart: the media types the file part may have (`encoding.file.contentType`); empty: any. */
    fileTypes: string[];
  };
  /** The `x-rules` of the request's schemas: rules JSON Schema cannot state, with the messages the stub refuses with. */
  rules: { rule: string; messages: string[] }[];
  /** The names a validation refusal starts with: the parameters and the body's top-level fields. */
  fields: Set<string>;
}

interface DocumentLike {
  paths: Record<string, unknown>;
  components: { schemas: Record<string, unknown> };
}

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const componentPrefix = '#/components/schemas/';
/** Keywords that describe and do not constrain: kept beside a `$ref` when it is replaced by its target. */
const annotations = new Set(['description', 'title', 'examples', 'example', 'default', 'deprecated']);

/** Replaces every `$ref` to a component with the component itself (a cycle throws). */
export const resolveRefs = (node: unknown, components: Record<string, unknown>, trail: string[] = []): unknown => {
  if (Array.isArray(node)) return node.map((n) => resolveRefs(n, components, trail));
  if (!isObject(node)) return node;
  const { $ref, ...rest } = node;
  const resolved: JsonSchema = {};
  for (const [key, value] of Object.entries(rest)) resolved[key] = resolveRefs(value, components, trail);
  if (typeof $ref !== 'string') return resolved;
  if (!$ref.startsWith(componentPrefix)) throw new Error(`unexpected reference ${$ref}`);
  const name = $ref.slice(componentPrefix.length);
  if (trail.includes(name)) throw new Error(`reference cycle: ${[...trail, name].join(' → ')}`);
  if (!(name in components)) throw new Error(`dangling reference ${$ref}`);
  const target = resolveRefs(components[name], components, [...trail, name]) as JsonSchema;
  // Siblings of a $ref apply together with it (JSON Schema 2020-12): annotations are merged, constraints kept apart.
  const constraints = Object.keys(resolved).filter((k) => !annotations.has(k));
  return constraints.length === 0 ? { ...target, ...resolved } : { allOf: [target, resolved] };
};

/** Every `x-rules` entry anywhere in a schema. */
const rulesOf = (schema: unknown, out: Operation['rules'] = []): Operation['rules'] => {
  if (Array.isArray(schema)) for (const s of schema) rulesOf(s, out);
  else if (isObject(schema))
    for (const [key, value] of Object.entries(schema))
      if (key === 'x-rules' && Array.isArray(value)) out.push(...(value as Operation['rules']));
      else rulesOf(value, out);
  return out;
};

/** The property names an object schema may have, through its `allOf` / `anyOf` / `oneOf`. */
const topLevelFields = (schema: unknown): string[] =>
  isObject(schema)
    ? [
        ...Object.keys(isObject(schema.properties) ? schema.properties : {}),
        ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((k) =>
          Array.isArray(schema[k]) ? (schema[k] as unknown[]).flatMap(topLevelFields) : [],
        ),
      ]
    : [];

type RawOperation = {
  operationId: string;
  'x-read-only'?: boolean;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType?: string }> }>;
  };
};

export const operationsOf = (document: DocumentLike): Operation[] => {
  const components = document.components.schemas;
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, raw] of Object.entries(item as Record<string, RawOperation>)) {
      const security = (raw.security ?? [{ token: [] }]).flatMap((s) => Object.keys(s));
      const token = security.length === 0 ? 'none' : security.includes('token') ? 'header' : 'query';
      const parameters = (raw.parameters ?? [])
        .filter((p): p is Parameter => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: resolveRefs(p.schema, components) as JsonSchema,
        }));
      const content = raw.requestBody?.content ?? {};
      const mediaType = (['application/json', 'multipart/form-data'] as const).find((t) => t in content);
      const body = mediaType && {
        mediaType,
        required: raw.requestBody?.required === true,
        schema: resolveRefs(content[mediaType]!.schema, components) as JsonSchema,
        fileTypes: (content[mediaType]!.encoding?.file?.contentType ?? '').split(/,\s*/).filter(Boolean),
      };
      out.push({
        id: raw.operationId,
        method: method.toUpperCase() as Operation['method'],
        path,
        readOnly: raw['x-read-only'] === true,
        token,
        parameters,
        ...(body && { body }),
        rules: rulesOf([body?.schema, ...parameters.map((p) => p.schema)]),
        fields: new Set([...parameters.map((p) => p.name), ...topLevelFields(body?.schema)]),
      });
    }
  return out;
};

/** The operation a request is for: its method and a path the template matches. */
export const operationMatcher = (operations: readonly Operation[]) => {
  const compiled = operations.map((op) => ({
    op,
    pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`),
  }));
  return (method: string, pathname: string) => {
    // A fixed path wins over a template that also matches (`/a/list` before `/a/{id}`).
    const hits = compiled.filter((c) => c.op.method === method.toUpperCase() && c.pattern.test(pathname));
    return (hits.find((h) => !h.op.path.includes('{')) ?? hits[0])?.op;
  };
};
