import type { Input } from './conformance';

/**
 * The mutations of `pnpm openapi:fuzz` (scripts/openapi-fuzz.ts): a request json-schema-faker made valid for the
 * document, broken one way at a time, the way a careless or hostile client breaks it. Independent of the project's
 * own fuzzer (scripts/fuzz.ts), which generates from the contract's zod schemas: this one knows only the document.
 */

export type Random = () => number;

/** A request to send: the input, or a body text sent as it is (malformed JSON). */
export interface FuzzInput extends Input {
  /** Sent as the JSON body's text instead of `body`. */
  raw?: string;
  /** What was done to the valid input. */
  mutation: string;
}

const hostileValues: unknown[] = [
  null,
  '',
  ' ',
  -1,
  0,
  1.5,
  2 ** 53 + 2,
  -1e308,
  1e308,
  true,
  'true',
  '0x1F',
  'NaN',
  '1e999',
  '2026-13-45',
  '2026-02-30',
  '9999-99-99 99:99:99',
  '../../etc/passwd',
  "' OR '1'='1",
  '<img src=x onerror=alert(1)>',
  '%00',
  '\u0000',
  '\ud800',
  '😀'.repeat(10),
  '纹'.repeat(3_000),
  'x'.repeat(70_000),
  [],
  [[[[[]]]]],
  {},
  { __proto__: { polluted: true } },
  Array.from({ length: 1_500 }, (_, i) => i),
];

const rawBodies = ['', '{', '{"a":', '[1,2', 'null', '"text"', '123', '{"page":1,"limit":}', '\u0000', '{}'.repeat(10)];

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

type Path = (string | number)[];

/** Every place in a value where another value can stand: object keys and array items, at any depth. */
const places = (value: unknown, path: Path = [], out: Path[] = []): Path[] => {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) {
    out.push([...path, key]);
    places(child, [...path, key], out);
  }
  return out;
};

const setAt = (value: unknown, path: Path, replacement: unknown, remove = false): unknown => {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) {
    if (Array.isArray(at)) at.splice(last as number, 1);
    else delete at[last];
  } else at[last] = replacement;
  return copy;
};

/** `count` mutants of a valid input, each broken one way, chosen by `random`. */
export const mutants = (valid: Input, count: number, random: Random): FuzzInput[] => {
  const out: FuzzInput[] = [];
  const params = [
    ...Object.keys(valid.path).map((k) => ['path', k] as const),
    ...Object.keys(valid.query).map((k) => ['query', k] as const),
  ];
  const bodyPlaces = valid.body === undefined ? [] : places(valid.body);
  for (let n = 0; n < count; n++) {
    const roll = random();
    const copy: Input = structuredClone(valid);
    if (roll < 0.35 && bodyPlaces.length > 0) {
      const place = pick(random, bodyPlaces);
      const value = pick(random, hostileValues);
      out.push({ ...copy, body: setAt(copy.body, place, value), mutation: `body.${place.join('.')} = hostile` });
    } else if (roll < 0.5 && bodyPlaces.length > 0) {
      const place = pick(random, bodyPlaces);
      out.push({
        ...copy,
        body: setAt(copy.body, place, undefined, true),
        mutation: `body.${place.join('.')} removed`,
      });
    } else if (roll < 0.6 && valid.body !== undefined) {
      out.push({ ...copy, body: pick(random, hostileValues), mutation: 'body replaced' });
    } else if (roll < 0.7 && valid.body !== undefined) {
      out.push({ ...copy, raw: pick(random, rawBodies), mutation: 'body not JSON' });
    } else if (roll < 0.8 && valid.body && typeof valid.body === 'object' && !Array.isArray(valid.body)) {
      out.push({
        ...copy,
        body: { ...(valid.body as object), [pick(random, ['__proto__', 'constructor', 'extra', '$where'])]: 1 },
        mutation: 'body with an unknown key',
      });
    } else if (params.length > 0) {
      const [where, name] = pick(random, params);
      const value = pick(random, hostileValues);
      copy[where][name] = typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
      out.push({ ...copy, mutation: `${where}.${name} = hostile` });
    } else out.push({ ...copy, body: pick(random, hostileValues), mutation: 'body replaced' });
  }
  return out;
};
