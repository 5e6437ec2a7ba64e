import { Status, StatusMessage } from '@portal/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Operation } from './operations';
import type { JsonSchema } from './schemas';

/**
 * Is the stub as strict as its document, no stricter? The pieces of `pnpm openapi:check` that judge one request:
 * whether the input a tool generated is valid for the document (the oracle), and what the stub's answer to it means
 * (the verdict). docs/decisions/0019-openapi-document.md.
 */

/** One generated request, its values as the tool produced them (path and query values may be texts). */
export interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The JSON body, or the text fields of a multipart body. */
  body?: unknown;
  /** A multipart body carries its file part. */
  file?: boolean;
}

/**
 * The input of a request as it arrives: path values from the operation's template, query values as the stub reads
 * them (`+` is a space), the JSON body parsed; the token is the security's, not an input.
 */
export const inputOf = (op: Operation, pathname: string, query: URLSearchParams, body?: unknown): Input => {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const values = new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`).exec(pathname)?.slice(1) ?? [];
  return {
    path: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')])),
    query: Object.fromEntries([...query].filter(([name]) => name !== 'token')),
    ...(body !== undefined && { body }),
  };
};

/**
 * The document's validator: JSON Schema 2020-12 with formats. `multipleOf` is compared with a tolerance of 1e-9
 * (Ajv's `multipleOfPrecision`): divided in binary floating point, 1.13 / 0.01 is 112.99999999999999, and a
 * strict division would call most two-decimal prices invalid.
 */
const validators = (() => {
  const make = (coerceTypes: boolean) => {
    const ajv = new Ajv2020({
      strict: false,
      allErrors: false,
      multipleOfPrecision: 9,
      coerceTypes,
      validateFormats: true,
    });
    addFormats.default(ajv);
    return ajv;
  };
  return { json: make(false), texts: make(true) };
})();

const compiled = new WeakMap<Operation, { params?: ValidateFunction; body?: ValidateFunction }>();

const parameterSchema = (op: Operation): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(op.parameters.map((p) => [`${p.in}:${p.name}`, p.schema])),
  required: op.parameters.filter((p) => p.required).map((p) => `${p.in}:${p.name}`),
});

const describe = (errors: ValidateFunction['errors']) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ');

/** What in the input breaks the document; null when the document allows it. */
export const documentProblem = (op: Operation, input: Input): string | null => {
  let v = compiled.get(op);
  if (!v) {
    v = {
      params: validators.texts.compile(parameterSchema(op)),
      ...(op.body && {
        body: (op.body.mediaType === 'multipart/form-data' ? validators.texts : validators.json).compile(
          op.body.schema,
        ),
      }),
    };
    compiled.set(op, v);
  }
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input.path)) params[`path:${name}`] = value;
  for (const [name, value] of Object.entries(input.query)) if (value !== undefined) params[`query:${name}`] = value;
  if (!v.params?.(params)) return `parameters: ${describe(v.params?.errors)}`;
  if (op.body && v.body) {
    if (input.body === undefined) return op.body.required ? 'no body' : null;
    // A copy: the text validator coerces values in place. The file part is there or not, its bytes are no JSON.
    const body = structuredClone(input.body);
    if (input.file && typeof body === 'object' && body !== null) (body as Record<string, unknown>).file = '';
    if (!v.body(body)) return `body: ${describe(v.body.errors)}`;
  }
  return null;
};

/**
 * What an answer means for the document:
 * - `accepted`: 200 (the envelope, or the file of a file call);
 * - `state`: a refusal by the call's handler (`fail(message)`): the record does not exist, is another supplier's or
 *   in the wrong status, the credentials or the code are wrong. Not the document's business; reported apart;
 * - `declared`: refused by a rule the document declares in `x-rules` because JSON Schema cannot state it;
 * - `refused`: refused by validation (the binder's `<field>: <rule message>`, or 非法请求) although the input is valid
 *   for the document: the document is looser than the stub;
 * - `denied`: 401, or 403 没有权限 to an account that holds every atom: the token was not where the document says;
 * - `crash`: a 5xx, an answer that is not the envelope, or no answer.
 */
export type Verdict = 'accepted' | 'state' | 'declared' | 'refused' | 'denied' | 'crash';
export const failures: readonly Verdict[] = ['refused', 'denied', 'crash'];

/**
 * `items.0.unitPrice: 单价须为…` or `body: …`: the binder's validation (the envelope plugin and the input limits) names
 * the field, a parameter or a top-level field of the body (or the part itself); a handler's refusal may also start
 * with a code and a colon (`PO2026110009: 采购单…`), which is no field.
 */
const validationField = (op: Operation, message: string) => {
  const match = /^([A-Za-z_$][\w$]*)(?:\.[\w$]+)*: /.exec(message);
  if (!match) return undefined;
  const [prefix, first] = match;
  return ['body', 'query', 'params'].includes(first!) || op.fields.has(first!) ? prefix : undefined;
};

export interface Answer {
  httpStatus: number;
  contentType: string;
  /** The parsed envelope, when the answer is JSON. */
  json?: unknown;
  /** The request got no answer (connection closed, timeout). */
  error?: string;
}

const isEnvelope = (v: unknown): v is { status: number; message: string; data: unknown } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { status?: unknown }).status === 'number' &&
  typeof (v as { message?: unknown }).message === 'string' &&
  'data' in v;

export const verdictOf = (op: Operation, answer: Answer): { verdict: Verdict; message: string } => {
  if (answer.error) return { verdict: 'crash', message: answer.error };
  if (!/json/.test(answer.contentType))
    return answer.httpStatus === 200
      ? { verdict: 'accepted', message: answer.contentType }
      : { verdict: 'crash', message: `HTTP ${answer.httpStatus} ${answer.contentType}` };
  const envelope = answer.json;
  if (!isEnvelope(envelope)) return { verdict: 'crash', message: `not the envelope: ${JSON.stringify(envelope)}` };
  const { status, message } = envelope;
  if (status === Status.ok) return { verdict: 'accepted', message };
  if (status === Status.unauthorized) return { verdict: 'denied', message };
  if (status === Status.forbidden)
    return { verdict: message === StatusMessage.forbidden ? 'denied' : 'state', message };
  if (status === Status.badRequest) {
    if (message === StatusMessage.illegalRequest) return { verdict: 'refused', message };
    const prefix = validationField(op, message);
    if (!prefix) return { verdict: 'state', message };
    const rule = message.slice(prefix.length);
    const declared = op.rules.some((r) => r.messages.some((m) => rule.startsWith(m)));
    return { verdict: declared ? 'declared' : 'refused', message };
  }
  return { verdict: 'crash', message: `${status} ${message}` };
};
