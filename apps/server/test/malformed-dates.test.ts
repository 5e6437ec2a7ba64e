import { api, type Call, catalogue, dayMessage, fillPath } from '@portal/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { z } from 'zod';
import { internalTest, signedInStub, type Target } from './helper';
import { minimalInput } from './read-inputs';

type Def = Record<string, unknown> & { type: string; format?: string };
type Schema = z.core.$ZodType;

/** The paths of every calendar-day field a schema holds (`day` / `dayFilter` of the contract), arrays at index 0. */
const dayPaths = (schema: Schema | undefined, path: (string | number)[] = []): (string | number)[][] => {
  if (!schema) return [];
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'string':
      return def.format === 'date' ? [path] : [];
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
        dayPaths(field, [...path, key]),
      );
    case 'array':
      return dayPaths(def.element as Schema, [...path, 0]);
    case 'union':
      return (def.options as Schema[]).flatMap((o) => dayPaths(o, path)).slice(0, 1);
    case 'optional':
    case 'nullable':
    case 'default':
      return dayPaths(def.innerType as Schema, path);
    case 'pipe':
      return dayPaths(def.in as Schema, path);
    case 'intersection':
      return [...dayPaths(def.left as Schema, path), ...dayPaths(def.right as Schema, path)];
    default:
      return [];
  }
};

const setAt = (target: Record<string | number, unknown>, path: (string | number)[], value: unknown) => {
  let at = target;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
};

/** Every call with a day in its body or query, with the body it is sent and the day fields in it. */
const dated = catalogue.flatMap((call) => {
  const schema = (call.method === 'GET' ? call.query : call.body) as Schema | undefined;
  const paths = dayPaths(schema);
  return paths.length > 0 ? [{ call, schema: schema!, paths }] : [];
});

/**
 * A day that is not on the calendar is a malformed input like any other (docs/decisions/0012): 400 with the field's
 * own message, in a list, its count and its export alike (an export refuses up front what its list refuses), and
 * nothing is written. Before, "2026-13-45" answered 500 on the fabric, recommended and scan-application lists, and
 * the exports answered 200 and then failed.
 */
describe('malformed days', () => {
  let stub: Target;
  let token: string;
  beforeAll(async () => {
    ({ stub, token } = await signedInStub());
  });
  afterAll(() => stub.close());

  internalTest(
    'are found in the lists, counts and exports that filter on them, and in the writes that take one',
    () => {
      const ids = dated.map((d) => d.call.id);
      for (const id of [
        'fabric.list',
        'fabric.export',
        'recommend.list',
        'recommend.size',
        'recommend.export',
        'scanApply.list',
        'scanApply.listSize',
        'purchase.list',
        'purchase.export',
        'purchase.savePlans',
        'purchase.sizeShipments',
        'componentCost.list',
        'componentCost.export',
        'season.operateAdd',
      ])
        expect(ids).toContain(id);
    },
  );

  internalTest(
    "the probe's cases: the fabric, recommended and scan-application lists and exports answer 400, not 500",
    async () => {
      const cases: [Call, string][] = [
        [api.fabric.list, 'modifyTimeEnd'],
        [api.fabric.export, 'modifyTimeStart'],
        [api.recommend.list, 'modifyTimeEnd'],
        [api.recommend.export, 'modifyTimeEnd'],
        [api.scanApply.list, 'createStartDate'],
        [api.scanApply.list, 'createEndDate'],
      ];
      for (const [call, field] of cases) {
        const res = await send(stub, call, { page: 1, limit: 10, [field]: '2026-13-45' }, token);
        expect(res.body, `${call.id} ${field}`).toEqual({
          status: 400,
          message: `${field}: ${dayMessage}`,
          data: null,
        });
      }
    },
  );

  for (const { call, schema, paths } of dated)
    for (const path of paths)
      internalTest(`${call.id} ${path.join('.')}: 400 with the field's message, nothing written`, async () => {
        const field = path.join('.');
        const records = () => stub.app!.db.downloadRecord.count();
        const before = await records();
        for (const bad of ['2026-13-45', '2026-02-30', '2026-1-5', 'yesterday']) {
          const input = { ...(call.method === 'POST' && { page: 1, limit: 10 }), ...(minimalInput(schema) as object) };
          setAt(input, path, bad);
          const issues = (schema as z.ZodType).safeParse(input).error?.issues ?? [];
          // The contract refuses the day with the field's message…
          expect(
            issues.find((i) => i.path.join('.') === field)?.message,
            `the contract refuses ${bad} in ${field}`,
          ).toEqual(expect.any(String));
          // …and the stub answers the contract's first refusal (the day's, unless the smallest input breaks a rule
          // before it), naming the field.
          const [first] = issues;
          const res = await send(stub, call, input, token);
          expect(res.body, `${call.id} ${field}=${bad}`).toEqual({
            status: 400,
            message: `${first!.path.join('.')}: ${first!.message}`,
            data: null,
          });
        }
        expect(await records()).toBe(before);
      });
});

/** Sends a call with this body (POST) or query (GET); path parameters are 1. */
const send = (stub: Target, call: Call, input: object, token: string) => {
  const url = fillPath(call.path, minimalInput(call.params) as Record<string, unknown> | undefined);
  return call.method === 'GET'
    ? stub.http.get(url).query(input).set('token', token)
    : stub.http.post(url).set('token', token).send(input);
};
