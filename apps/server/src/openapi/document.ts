import { createHash } from 'node:crypto';
import {
  atomsOf,
  bytesPerMB,
  type Call,
  contentTypes,
  domains,
  domainTitles,
  catalogue as fullCatalogue,
  imageMaxPixels,
  Status,
  StatusMessage,
  UploadMessages,
  type UploadRule,
  uploadRules,
} from '@portal/contract';
import { controlPaths, controlTag } from '../dev-kit/openapi';
import { opensByLink } from '../lib/file-links';
import { type Converted, convertSlots, type JsonSchema, mergeConverted, unrollCycles, withToolForms } from './schemas';

/**
 * The published OpenAPI 3.1 document (docs/decisions/0019-openapi-document.md), built from the contract alone:
 * the stub serves it at /docs/json, `pnpm openapi:snapshot` writes it to docs/openapi.json.
 */

/** Where the stub listens by default (`npm run dev`), and the Prism mock (`pnpm contract:mock`). */
export const defaultServerUrl = 'http://127.0.0.1:3000';
export const mockServerUrl = 'http://127.0.0.1:4010';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a file call answers on success. */
export const fileMediaTypes = (call: Call): string[] => {
  if (call.id === 'files.getAbridgeImg') return ['image/jpeg'];
  if (/pdf/i.test(call.path)) return ['application/pdf'];
  if (/template|export/i.test(call.path)) return [xlsx];
  // A stored upload: whatever type it was uploaded with.
  return ['*/*'];
};

/**
 * The upload rules a multipart call applies to its file part (docs/decisions/0005-files-and-exports.md): the upload's
 * depend on its businessType, the similar-image search takes what the material cover takes.
 */
const fileRulesOf = (call: Call): Partial<Record<string, UploadRule>> =>
  call.id === 'files.upload'
    ? uploadRules
    : call.id === 'fabric.querySimilarImg'
      ? { image: uploadRules.materialFabric }
      : {};
const mediaTypesOf = (rules: UploadRule[]) =>
  rules.some((r) => r.extensions.length === 0)
    ? []
    : [...new Set(rules.flatMap((r) => r.extensions.map((e) => contentTypes[e]!)))];
/** What a file of the rule may be; an image's pixel limit is read from its header (UploadMessages.imagePixels). */
const describeRule = (rule: UploadRule) =>
  `${rule.extensions.length > 0 ? rule.extensions.map((e) => `.${e}`).join(' ') : 'any file'}, under ${rule.maxBytes / bytesPerMB} MB${rule.compressible ? `, at most ${imageMaxPixels.toLocaleString('en')} pixels (width × height)` : ''}${rule.nameMax === null ? '' : `, at most ${rule.nameMax} characters before the first dot of its name`}`;

/** The direct-upload configuration takes its token in the query only (spec 000 §7: getOSS "with query token"). */
const tokenInQueryOnly = (call: Call) => call.id === 'files.getOSS';

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const tagOf = (call: Call) => `${domainTitles[call.domain].zh} ${domainTitles[call.domain].en}`;

const envelope = (status: JsonSchema, data: JsonSchema, message: JsonSchema = { type: 'string' }): JsonSchema => ({
  type: 'object',
  properties: { status, message, data },
  required: ['status', 'message', 'data'],
  additionalProperties: false,
});

const example = (status: number, message: string, data: unknown = null) => ({
  summary: message === '' ? `${status} (empty message)` : message,
  value: { status, message, data },
});

/** The envelope failures of the error catalogue (spec 000 §8), with its messages verbatim. */
const failures = {
  BadRequest: {
    code: Status.badRequest,
    description:
      '操作失败 / 非法请求: a refusal (the rule\'s own message, e.g. "body.personTel: 请输入正确的手机号码" for a field that breaks its rule), a malformed request, or an unknown path.',
    examples: {
      failed: example(Status.badRequest, StatusMessage.failed),
      illegalRequest: example(Status.badRequest, StatusMessage.illegalRequest),
    },
  },
  Unauthorized: {
    code: Status.unauthorized,
    description: 'token验证不通过: no token, or one that is unknown, expired or signed out. The portal logs out.',
    examples: {
      tokenRejected: example(Status.unauthorized, StatusMessage.tokenRejected),
      tokenInvalid: example(Status.unauthorized, StatusMessage.tokenInvalid),
    },
  },
  Forbidden: {
    code: Status.forbidden,
    description: "没有权限: the caller's role lacks the call's permission atom.",
    examples: { forbidden: example(Status.forbidden, StatusMessage.forbidden) },
  },
  ServerError: {
    code: Status.serverError,
    description: '系统错误信息: the stub failed; 未实现: the call is declared but its domain is not built yet.',
    examples: {
      systemError: example(Status.serverError, StatusMessage.systemError),
      notImplemented: example(Status.serverError, StatusMessage.notImplemented),
    },
  },
} as const;
type Failure = keyof typeof failures;

const failureResponse = (f: (typeof failures)[Failure]) => ({
  description: f.description,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/ErrorEnvelope' },
      examples: f.examples,
    },
  },
});

/** A 400 whose refusal may carry data (`refusalData` of the call): the upload's rejection, an import's row errors. */
const refusalResponse = (data: JsonSchema) => ({
  description: `${failures.BadRequest.description} Some refusals carry data.`,
  content: {
    'application/json': {
      schema: {
        oneOf: [
          { $ref: '#/components/schemas/ErrorEnvelope' },
          envelope({ type: 'integer', enum: [Status.badRequest] }, data),
        ],
      },
      examples: failures.BadRequest.examples,
    },
  },
});

/** What the upload adds to the failures (docs/decisions/0005-files-and-exports.md). */
const uploadResponses = () => ({
  '413': {
    description: `${UploadMessages.tooLarge}: the request is above every upload limit.`,
    content: {
      'application/json': {
        schema: envelope({ type: 'integer', enum: [413] }, { type: 'null' }),
        examples: { tooLarge: example(413, UploadMessages.tooLarge) },
      },
    },
  },
  '500': {
    description: `${failures.ServerError.description} The upload answers ${UploadMessages.systemError} when storing fails.`,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ErrorEnvelope' },
        examples: {
          ...failures.ServerError.examples,
          uploadFailed: example(Status.serverError, UploadMessages.systemError),
        },
      },
    },
  },
});

/** The converted schemas of a call: `<call id>.<part>`. */
type Part = 'params' | 'query' | 'body' | 'data' | 'refusal';

/** Every zod schema of the catalogue, converted together: inputs as the caller sends them, answers as given. */
const convertCatalogue = (calls: readonly Call[]): Converted => {
  const inputs: [string, Call['data']][] = [];
  const outputs: [string, Call['data']][] = [];
  for (const call of calls) {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = call[part];
      if (schema) inputs.push([`${call.id}.${part}`, schema]);
    }
    if (!call.file) outputs.push([`${call.id}.data`, call.data]);
    if (call.refusalData) outputs.push([`${call.id}.refusal`, call.refusalData]);
  }
  return mergeConverted(convertSlots(outputs, 'output'), convertSlots(inputs, 'input'), 'Input');
};

const objectProperties = (schema: JsonSchema | undefined) => ({
  properties: (schema?.properties ?? {}) as Record<string, JsonSchema>,
  required: new Set((schema?.required ?? []) as string[]),
});

const operationOf = (call: Call, converted: Converted) => {
  const slot = (part: Part) => converted.slots[`${call.id}.${part}`];
  // Parameters are listed one by one, so a shared params or query object is opened.
  const opened = (part: Part) => {
    const schema = slot(part);
    const ref = typeof schema?.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;
    return ref ? converted.components[ref] : schema;
  };
  const parameters: JsonSchema[] = [];
  const params = objectProperties(opened('params'));
  for (const [, name] of call.path.matchAll(/:([A-Za-z0-9_]+)/g))
    parameters.push({ name, in: 'path', required: true, schema: params.properties[name!] ?? { type: 'string' } });
  const query = objectProperties(opened('query'));
  for (const [name, schema] of Object.entries(query.properties)) {
    // The token is the security scheme's, not a parameter.
    if (name === 'token' && tokenInQueryOnly(call)) continue;
    // The signed link's signature is the security scheme's (signedLink); its other parts are parameters.
    if (name === 'signature' && opensByLink(call)) continue;
    const { description, ...rest } = schema;
    parameters.push({
      name,
      in: 'query',
      required: query.required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    });
  }

  const atoms = atomsOf(call);
  const notes = [
    call.assumed && `Assumed (the specification does not show it): ${call.assumed}.`,
    atoms.length > 0 &&
      `Permission atom${atoms.length > 1 ? ' (any one of)' : ''}: ${atoms.map((a) => `\`${a}\``).join(', ')}.`,
    opensByLink(call) &&
      'An `<img src>` or a plain link opens it with a link the stub signed (`fileLinks`; `expires`, `account`, `session` and `signature` in the query, valid a few minutes, for one session) instead of the token header; the token never travels in a URL (docs/decisions/0042-file-links-and-pdf-uploads.md).',
  ].filter(Boolean);

  const security = tokenInQueryOnly(call)
    ? [{ tokenQuery: [] }]
    : call.public
      ? []
      : opensByLink(call)
        ? [{ token: [] }, { signedLink: [] }]
        : [{ token: [] }];

  let requestBody: JsonSchema | undefined;
  if (call.multipart) {
    const { properties, required } = objectProperties(opened('body'));
    const rules = fileRulesOf(call);
    const types = mediaTypesOf(Object.values(rules) as UploadRule[]);
    // The upload: which file each businessType takes (its rule), in the field's own description.
    const businessType = properties.businessType && {
      ...properties.businessType,
      description: `What the file is for; it decides the file the upload takes: ${Object.entries(rules)
        .map(([name, rule]) => `${name}: ${describeRule(rule!)}`)
        .join('; ')}.`,
    };
    requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: {
                type: 'string',
                format: 'binary',
                contentMediaType: 'application/octet-stream',
                description:
                  types.length > 0 && !businessType
                    ? `The file: ${describeRule(Object.values(rules)[0]!)}.`
                    : 'The file (what it may be: businessType).',
              },
              ...properties,
              ...(businessType && { businessType }),
            },
            required: ['file', ...required],
          },
          ...(types.length > 0 && { encoding: { file: { contentType: types.join(', ') } } }),
        },
      },
    };
  } else if (call.method === 'POST') {
    const body = slot('body');
    requestBody = body
      ? { required: true, content: { 'application/json': { schema: body } } }
      : {
          description: 'No payload: the portal sends an empty object.',
          required: false,
          content: {
            'application/json': {
              schema: { type: 'object', properties: {}, additionalProperties: false },
              example: {},
            },
          },
        };
  }

  const success = call.file
    ? {
        description: 'The file (Content-Disposition names it). A failure answers the envelope.',
        content: Object.fromEntries(fileMediaTypes(call).map((type) => [type, {}])),
      }
    : {
        description: `${StatusMessage.ok}: the envelope with the call's data.`,
        content: {
          'application/json': {
            schema: envelope({ type: 'integer', enum: [Status.ok] }, slot('data') ?? {}, {
              type: 'string',
              examples: [StatusMessage.ok],
            }),
          },
        },
      };
  const protectedCall = security.length > 0;
  const ref = (name: Failure) => ({ $ref: `#/components/responses/${name}` });
  const responses: Record<string, unknown> = {
    '200': success,
    '400': ref('BadRequest'),
    ...(protectedCall && { '401': ref('Unauthorized'), '403': ref('Forbidden') }),
    '500': ref('ServerError'),
    ...(call.refusalData && { '400': refusalResponse(slot('refusal') ?? {}) }),
    ...(call.id === 'files.upload' && uploadResponses()),
  };

  return {
    operationId: call.id,
    summary: call.summary,
    // The calls that change nothing on the host (the contract's readOnly), for QA tools that may only read.
    ...(call.readOnly && { 'x-read-only': true }),
    ...(notes.length > 0 && { description: notes.join('\n\n') }),
    tags: [tagOf(call)],
    security,
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
  };
};

/** The components something refers to (a shared params object opened into parameters is not), by name. */
const usedComponents = (components: Record<string, JsonSchema>, from: unknown) => {
  const used = new Set<string>();
  const visit = (node: unknown) => {
    for (const [, name] of JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g))
      if (name && !used.has(name) && components[name]) {
        used.add(name);
        visit(components[name]);
      }
  };
  visit(from);
  return Object.fromEntries([...used].sort().map((name) => [name, components[name]!]));
};

export interface DocumentOptions {
  /** The first server: where this stub answers. */
  serverUrl?: string;
  calls?: readonly Call[];
}

/** The canonical text a document's hash is taken over: everything but `info.version`, which carries the hash. */
export const documentHash = (document: { info: { version: string } }) =>
  createHash('sha256')
    .update(JSON.stringify({ ...document, info: { ...document.info, version: '' }, servers: [] }))
    .digest('hex');

/** The catalogue's conversion, made once per process: every app a test builds serves the same document. */
let catalogueConverted: Converted | undefined;

export const openApiDocument = ({ serverUrl = defaultServerUrl, calls = fullCatalogue }: DocumentOptions = {}) => {
  if (calls === fullCatalogue && !catalogueConverted) catalogueConverted = convertCatalogue(calls);
  const converted =
    calls === fullCatalogue && catalogueConverted ? structuredClone(catalogueConverted) : convertCatalogue(calls);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operationOf(call, converted) };
  }
  // The stub's own control surface, outside the catalogue (docs/dev-kit.md), under its own tag.
  const withControl = calls === fullCatalogue;
  if (withControl) Object.assign(paths, withToolForms(controlPaths()));
  const usedDomains = domains.filter((d) => calls.some((c) => c.domain === d));
  const document = {
    openapi: '3.1.0',
    info: {
      title: '供应商材料管理平台 — supplier portal calls',
      version: '',
      summary: 'The /basic/* call catalogue of the supplier portal, as the stub answers it.',
      description: [
        'Every call answers the envelope `{status, message, data}`; the HTTP status mirrors `status` (with',
        '`HTTP_STATUS_MODE=always-200` the stub answers HTTP 200 for everything, as some real backends do).',
        "Calls carry the user's token in the `token` header (login at `POST /basic/supplier/oauth/login`).",
        'Generated from `packages/contract`; its changes are listed in `docs/openapi-changelog.md`.',
      ].join(' '),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [
      { url: serverUrl, description: 'The stub (npm run dev): stateful, over SQLite' },
      { url: mockServerUrl, description: 'Prism mock of this document (pnpm contract:mock): stateless' },
    ],
    security: [{ token: [] }],
    tags: [
      ...usedDomains.map((d) => ({
        name: `${domainTitles[d].zh} ${domainTitles[d].en}`,
        description: `${domainTitles[d].zh} (${domainTitles[d].en}): the \`${d}\` calls of the contract.`,
      })),
      ...(withControl ? [controlTag] : []),
    ],
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: 'The token login answers.' },
        tokenQuery: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description: 'The same token as a query parameter: the direct-upload configuration (getOSS) only.',
        },
        signedLink: {
          type: 'apiKey',
          in: 'query',
          name: 'signature',
          description:
            'A file link the stub signed (fileLinks, a download record’s filePath): expires, account and session beside the signature, for a few minutes and one session.',
        },
      },
      responses: Object.fromEntries(Object.entries(failures).map(([name, f]) => [name, failureResponse(f)])),
      schemas: {
        ErrorEnvelope: envelope(
          { type: 'integer', enum: Object.values(failures).map((f) => f.code) },
          { type: 'null' },
        ),
        ...usedComponents(unrollCycles(converted.components), paths),
      },
    },
  };
  document.info.version = `1.0.0+${documentHash(document).slice(0, 12)}`;
  return document;
};
export type OpenApiDocument = ReturnType<typeof openApiDocument>;
