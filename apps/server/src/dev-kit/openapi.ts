import { bytesPerMB } from '@portal/contract';
import { z } from 'zod';
import { faultInput, faultLimits } from './faults';
import { clockBody, nameParam } from './schemas';

/**
 * The control surface in the published document (docs/dev-kit.md), under its own tag. Its routes answer only while
 * the surface is on (development; STUB_CONTROL=on), on a loopback name, to a caller that is not a page of another
 * site; a POST carries JSON or the x-stub-control header; with STUB_CONTROL_TOKEN set, every call carries x-stub-token
 * (docs/dev-kit.md "Who may call it"). A scoped route acts on the scenario its x-stub-scenario header names, or on the
 * main database.
 */
export const controlTag = {
  name: 'stub control',
  description:
    'The stub only, not the real backend: reset and snapshots, scenarios (header x-stub-scenario: each with its own data, faults, clock, snapshots and reset), faults and latency, the clock, held exports, the outbox, the request log and upstream drift (docs/dev-kit.md). Served while NODE_ENV is not production or STUB_CONTROL=on, on loopback names only; a POST carries JSON or the x-stub-control header; with STUB_CONTROL_TOKEN set, every call carries x-stub-token.',
};

type Operation = {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  operationId: string;
  summary: string;
  body?: z.ZodType;
  params?: string[];
  query?: Record<string, { type: string; description: string }>;
  /** Acts on the scope the x-stub-scenario header names (a scenario), or on the main database. */
  scoped?: boolean;
};

const operations: Operation[] = [
  {
    method: 'get',
    path: '/__stub/state',
    operationId: 'stub.state',
    summary: 'Faults, clock and snapshots in force in the scope; the scenarios',
    scoped: true,
  },
  {
    method: 'post',
    path: '/__stub/reset',
    operationId: 'stub.reset',
    summary: "The scope's fixtures as seeded, no fault, the real time (a scenario's reset touches nothing else)",
    scoped: true,
  },
  {
    method: 'post',
    path: '/__stub/reset/all',
    operationId: 'stub.resetAll',
    summary: 'The main database reset and every scenario dropped',
  },
  {
    method: 'get',
    path: '/__stub/snapshots',
    operationId: 'stub.snapshots',
    summary: 'Snapshots taken',
    scoped: true,
  },
  {
    method: 'post',
    path: '/__stub/snapshots',
    operationId: 'stub.takeSnapshot',
    summary: 'Copy the database as it is now (at most 5 per database, 20 in the stub)',
    body: nameParam,
    scoped: true,
  },
  {
    method: 'post',
    path: '/__stub/snapshots/{name}/restore',
    operationId: 'stub.restoreSnapshot',
    summary: 'Put a snapshot back',
    params: ['name'],
    scoped: true,
  },
  {
    method: 'delete',
    path: '/__stub/snapshots/{name}',
    operationId: 'stub.dropSnapshot',
    summary: 'Forget a snapshot',
    params: ['name'],
    scoped: true,
  },
  { method: 'get', path: '/__stub/scenarios', operationId: 'stub.scenarios', summary: 'Scenarios in use' },
  {
    method: 'post',
    path: '/__stub/scenarios',
    operationId: 'stub.makeScenario',
    summary: 'Make a scenario (kept until dropped or idle); a sign-in with the header makes one too',
    body: nameParam,
  },
  {
    method: 'delete',
    path: '/__stub/scenarios/{name}',
    operationId: 'stub.dropScenario',
    summary: 'Drop a scenario: its next request starts from the fixtures',
    params: ['name'],
  },
  { method: 'get', path: '/__stub/faults', operationId: 'stub.faults', summary: 'Faults in force', scoped: true },
  {
    method: 'post',
    path: '/__stub/faults',
    operationId: 'stub.addFault',
    summary: `Add a fault or latency rule (at most ${faultLimits.rules} in a scope; a body of at most ${faultLimits.bodyBytes / bytesPerMB} MiB of JSON, ${faultLimits.bodyBytesPerScope / bytesPerMB} MiB for all of a scope's)`,
    body: faultInput,
    scoped: true,
  },
  {
    method: 'delete',
    path: '/__stub/faults',
    operationId: 'stub.clearFaults',
    summary: 'Remove every fault',
    scoped: true,
  },
  {
    method: 'delete',
    path: '/__stub/faults/{id}',
    operationId: 'stub.removeFault',
    summary: 'Remove one fault',
    params: ['id'],
    scoped: true,
  },
  { method: 'get', path: '/__stub/clock', operationId: 'stub.clock', summary: "The scope's now", scoped: true },
  {
    method: 'put',
    path: '/__stub/clock',
    operationId: 'stub.setClock',
    summary: "Set or move the scope's now (at most 100 years from the real time)",
    body: clockBody,
    scoped: true,
  },
  {
    method: 'delete',
    path: '/__stub/clock',
    operationId: 'stub.realClock',
    summary: 'Back to the real time',
    scoped: true,
  },
  { method: 'get', path: '/__stub/exports/hold', operationId: 'stub.exportsHeld', summary: 'Whether exports are held' },
  {
    method: 'put',
    path: '/__stub/exports/hold',
    operationId: 'stub.holdExports',
    summary: 'Hold every export queued from now on (生成中) until released (stub-wide)',
  },
  {
    method: 'post',
    path: '/__stub/exports/release',
    operationId: 'stub.releaseExports',
    summary: 'Let the held exports run; later ones are held again while the hold is on',
  },
  {
    method: 'delete',
    path: '/__stub/exports/hold',
    operationId: 'stub.stopHoldingExports',
    summary: 'Stop holding exports; the held ones run',
  },
  {
    method: 'get',
    path: '/__stub/outbox',
    operationId: 'stub.outbox',
    summary: 'Messages the stub sent (reset codes), newest first',
    query: { loginAccount: { type: 'string', description: 'Only this account’s messages' } },
    scoped: true,
  },
  {
    method: 'get',
    path: '/__stub/requests',
    operationId: 'stub.requests',
    summary: 'The latest calls, newest first (with x-stub-scenario: that scenario’s only)',
    query: { limit: { type: 'integer', description: 'How many (1–200, default 50)' } },
  },
  {
    method: 'get',
    path: '/__stub/drift',
    operationId: 'stub.drift',
    summary: 'Proxy mode: upstream answers that differ from the contract',
  },
];

/** The body's JSON Schema as a schema object of the document (no `$schema` of its own). */
const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' });
  return rest;
};

const answer = {
  description: 'The envelope; `data` is what the route reports (docs/dev-kit.md).',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['status', 'message', 'data'],
        properties: { status: { type: 'integer', const: 200 }, message: { type: 'string' }, data: {} },
      },
    },
  },
};

/** The paths of the control surface, in the document's shape (refusals use the catalogue's BadRequest). */
export const controlPaths = (): Record<string, Record<string, unknown>> => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [
      ...(op.params ?? []).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema:
          name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' },
      })),
      ...(op.scoped
        ? [
            {
              name: 'x-stub-scenario',
              in: 'header',
              required: false,
              description: 'The scenario to act on; without it, the main database',
              schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' },
            },
          ]
        : []),
      {
        name: 'x-stub-token',
        in: 'header',
        required: false,
        description: 'STUB_CONTROL_TOKEN, when the stub has one',
        schema: { type: 'string' },
      },
      ...(op.method === 'post'
        ? [
            {
              name: 'x-stub-control',
              in: 'header',
              required: false,
              description: 'Needed by a POST without a JSON body (any value)',
              schema: { type: 'string' },
            },
          ]
        : []),
      ...Object.entries(op.query ?? {}).map(([name, q]) => ({
        name,
        in: 'query',
        required: false,
        description: q.description,
        schema: { type: q.type },
      })),
    ];
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        operationId: op.operationId,
        summary: op.summary,
        tags: [controlTag.name],
        security: [],
        ...(parameters.length > 0 && { parameters }),
        ...(op.body && {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonSchema(op.body) },
            },
          },
        }),
        responses: {
          '200': answer,
          '400': { $ref: '#/components/responses/BadRequest' },
          '403': { $ref: '#/components/responses/Forbidden' },
        },
      },
    };
  }
  return paths;
};
