import { LimitWords } from '@portal/contract';
import type { z } from 'zod';
import { checksOf, defOf, innerOf } from './zod-def';

/**
 * Contract-wide input limits (docs/decisions/0012-input-limits-and-framework-errors.md): every string and array of
 * a call's validated params, query and body is at most this long, unless the call's schema declares its own
 * `.max()` / `.length()` for that field, which then decides (zod has already enforced it), larger or smaller; and
 * arrays and objects nest at most `depth` levels, whatever the schema (the control surface's fault bodies too).
 */
export const InputLimits = { string: 2000, array: 1000, depth: 64 } as const;

/** Said as zod's refusals say a limit (the contract's LimitWords). */
export const LimitMessages = {
  string: LimitWords.maxChars(InputLimits.string),
  array: LimitWords.maxItems(InputLimits.array),
  depth: LimitWords.maxDepth(InputLimits.depth),
} as const;

type Schema = z.core.$ZodType;

/** The maximum length a string or array schema declares itself, if any. */
export const declaredMax = (schema: Schema): number | undefined => {
  let max: number | undefined;
  for (const d of checksOf(schema)) {
    const m = d.check === 'max_length' ? d.maximum : d.check === 'length_equals' ? d.length : undefined;
    if (m !== undefined) max = Math.min(max ?? m, m);
  }
  return max;
};

/** The schemas a value validated by `schema` may have been checked by: wrappers, pipes and unions opened. */
const expand = (schema: Schema, out: Schema[] = [], depth = 0): Schema[] => {
  if (depth > 20) return out;
  const inner = innerOf(schema);
  if (inner) return expand(inner, out, depth + 1);
  const def = defOf(schema);
  switch (def.type) {
    case 'lazy':
      return expand(def.getter(), out, depth + 1);
    case 'pipe':
      expand(def.in, out, depth + 1);
      return expand(def.out, out, depth + 1);
    case 'union':
      for (const o of def.options) expand(o, out, depth + 1);
      return out;
    case 'intersection':
      expand(def.left, out, depth + 1);
      return expand(def.right, out, depth + 1);
    default:
      out.push(schema);
      return out;
  }
};

const typeOf = (s: Schema) => defOf(s).type;

/** The largest length the candidates declare for a value of this kind, or undefined when none declares one. */
const allowed = (candidates: Schema[], kind: 'string' | 'array'): number | undefined => {
  let max: number | undefined;
  for (const s of candidates) {
    if (typeOf(s) !== kind) continue;
    const m = declaredMax(s);
    if (m !== undefined) max = Math.max(max ?? m, m);
  }
  return max;
};

const children = (candidates: Schema[], key: string | number, isArray: boolean): Schema[] => {
  const out: Schema[] = [];
  for (const s of candidates) {
    const def = defOf(s);
    if (isArray && def.type === 'array') expand(def.element, out);
    else if (isArray && def.type === 'tuple') {
      const item = def.items[Number(key)] ?? def.rest;
      if (item) expand(item, out);
    } else if (!isArray && def.type === 'object') {
      const field = def.shape[String(key)] ?? def.catchall;
      if (field) expand(field, out);
    } else if (!isArray && def.type === 'record') expand(def.valueType, out);
  }
  return out;
};

export interface LimitViolation {
  /** Dotted path of the field, empty for the value itself; cut after its first segments when nested too deep. */
  path: string;
  message: string;
}

/** Segments of the path named when the value is nested too deep: where it starts, not all 65 levels of it. */
const depthPathSegments = 3;
const tooDeep = (path: string[]): LimitViolation => ({
  path: `${path.slice(0, depthPathSegments).join('.')}…`,
  message: LimitMessages.depth,
});

/**
 * The first string or array of `value` (a validated input) longer than the default limits allow where `schema`
 * declares no maximum of its own, or the first array or object nested more than `InputLimits.depth` levels deep (the
 * value itself is the first level, as `nestedDeeperThan` counts); undefined when everything is within bounds.
 */
export const checkInputLimits = (value: unknown, schema: Schema | undefined): LimitViolation | undefined => {
  const walk = (v: unknown, candidates: Schema[], path: string[], depth: number): LimitViolation | undefined => {
    if (typeof v === 'string') {
      const max = allowed(candidates, 'string') ?? InputLimits.string;
      return v.length > max ? { path: path.join('.'), message: LimitMessages.string } : undefined;
    }
    if (Array.isArray(v)) {
      if (depth >= InputLimits.depth) return tooDeep(path);
      const max = allowed(candidates, 'array');
      if (v.length > (max ?? InputLimits.array)) return { path: path.join('.'), message: LimitMessages.array };
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], children(candidates, i, true), [...path, String(i)], depth + 1);
        if (found) return found;
      }
      return undefined;
    }
    if (v !== null && typeof v === 'object' && !(v instanceof Date)) {
      if (depth >= InputLimits.depth) return tooDeep(path);
      const entries = Object.entries(v);
      if (entries.length > InputLimits.array) return { path: path.join('.'), message: LimitMessages.array };
      for (const [k, item] of entries) {
        const found = walk(item, children(candidates, k, false), [...path, k], depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(value, schema ? expand(schema) : [], [], 0);
};

/**
 * The refusal of an input over the limits, as every call answers it (400): `<field path>: <message>`, the part's name
 * for the value itself; undefined when it is within them. The binder judges each call's params, query and JSON body
 * with it; a multipart call's handler judges its text fields (they are read with the file, not by the binder).
 */
export const inputLimitMessage = (value: unknown, schema: Schema | undefined, part: string): string | undefined => {
  const over = checkInputLimits(value, schema);
  return over && `${over.path || part}: ${over.message}`;
};

/**
 * Whether `value` nests arrays and objects more than `max` levels deep (`[]` is one level, `[[]]` two). Walked
 * without recursion, so a value of any depth is judged without exhausting the stack: a value JSON.parse took may be
 * far deeper than JSON.stringify (and every recursive walk) can go back over.
 */
export const nestedDeeperThan = (value: unknown, max: number = InputLimits.depth): boolean => {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [v, depth] = next;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const item of Array.isArray(v) ? v : Object.values(v)) pending.push([item, depth + 1]);
  }
  return false;
};
