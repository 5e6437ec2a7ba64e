import { type Call, catalogue, fillPath } from '@portal/contract';
import type { z } from 'zod';

type Def = Record<string, unknown> & { type: string };

/**
 * The smallest value a schema accepts, built from what it requires: numbers 1, strings '1', the first option of an
 * enum or a union, one element of an array, optional and defaulted fields left out. Enough for most read calls to
 * answer 200 from the fixtures (a list's first page, a detail of record 1); the rest answer a refusal (a file 1 that
 * does not exist), the same wherever they are sent.
 */
export const minimalInput = (schema: z.core.$ZodType | undefined): unknown => {
  if (!schema) return undefined;
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        const t = (field._zod.def as unknown as Def).type;
        if (t !== 'optional' && t !== 'default') out[key] = minimalInput(field);
      }
      return out;
    }
    case 'number':
    case 'int':
      return 1;
    case 'string':
      return '1';
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [minimalInput(def.element as z.core.$ZodType)];
    case 'union':
      return minimalInput((def.options as z.core.$ZodType[])[0]);
    case 'pipe':
      return minimalInput(def.in as z.core.$ZodType);
    case 'default':
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
      return minimalInput(def.innerType as z.core.$ZodType);
    case 'intersection':
      return {
        ...(minimalInput(def.left as z.core.$ZodType) as object),
        ...(minimalInput(def.right as z.core.$ZodType) as object),
      };
    default:
      return undefined;
  }
};

/** A read-only call with the input it is sent: its URL, and its query (GET) or JSON body (POST, a first page). */
export interface ReadRequest {
  call: Call;
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** Every call the contract declares read-only, each with its smallest input. */
export const readRequests = (): ReadRequest[] =>
  catalogue
    .filter((c) => c.readOnly)
    .map((call) => {
      const url = fillPath(call.path, minimalInput(call.params) as Record<string, unknown> | undefined);
      return call.method === 'GET'
        ? { call, method: 'GET', url, query: (minimalInput(call.query) ?? {}) as Record<string, unknown> }
        : { call, method: 'POST', url, body: { page: 1, limit: 10, ...(minimalInput(call.body) as object) } };
    });
