import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type Call, catalogue, domainTitles, StatusMessage } from '@portal/contract';
import { describe, expect } from 'vitest';
import { opensByLink } from '../src/lib/file-links';
import { defaultServerUrl, fileMediaTypes, openApiDocument } from '../src/openapi/document';
import { useScratchDir } from './database-file';
import { internalTest } from './helper';

const builtDocument = internalTest.because('checks the OpenAPI document the stub builds, not a target');

const document = openApiDocument();
type Operation = {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown>; example?: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
};
const operationOf = (call: Call) =>
  (document.paths[call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')] as Record<string, Operation>)[
    call.method.toLowerCase()
  ] as Operation;
const text = JSON.stringify(document);

describe('the OpenAPI document', () => {
  builtDocument(
    'has one operation per declared call, its operationId the call id, tagged with its domain in Chinese and English',
    () => {
      for (const call of catalogue) {
        const op = operationOf(call);
        expect(op.operationId, call.id).toBe(call.id);
        const { zh, en } = domainTitles[call.domain];
        expect(op.tags).toEqual([`${zh} ${en}`]);
      }
      expect(document.tags.map((t) => t.name)).toContain('鞋楦 Shoe last');
    },
  );

  builtDocument('names the stub as its server', () => {
    expect(document.servers[0]).toMatchObject({ url: defaultServerUrl });
  });

  builtDocument('lists the envelope failures of every operation, with the spec messages as examples', () => {
    const responses = document.components.responses as Record<
      string,
      { content: { 'application/json': { examples: Record<string, { value: { message: string } }> } } }
    >;
    const messages = (name: string) =>
      Object.values(responses[name]!.content['application/json'].examples).map((e) => e.value.message);
    expect(messages('BadRequest')).toEqual([StatusMessage.failed, StatusMessage.illegalRequest]);
    expect(messages('Unauthorized')).toContain(StatusMessage.tokenRejected);
    expect(messages('Forbidden')).toEqual([StatusMessage.forbidden]);
    expect(messages('ServerError')).toEqual([StatusMessage.systemError, StatusMessage.notImplemented]);
    for (const call of catalogue) {
      const codes = Object.keys(operationOf(call).responses);
      expect(codes, call.id).toEqual(expect.arrayContaining(['200', '400', '500']));
      if (!call.public) expect(codes, call.id).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  builtDocument(
    'refers only to components it defines: reused schemas are named, recursive ones written out level by level',
    () => {
      const schemas = document.components.schemas as Record<string, unknown>;
      const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
      expect(refs.length).toBeGreaterThan(0);
      for (const name of refs) expect(schemas, name).toHaveProperty(name);
      expect(text).not.toMatch(/schema\d+"|\$defs/);
      // The menu tree refers to its next level by name, never to itself (src/openapi/schemas.ts unrollCycles).
      expect(JSON.stringify(schemas.MenuItem)).toContain('"#/components/schemas/MenuItemLevel2"');
      expect(JSON.stringify(schemas.MenuItem)).not.toContain('"#/components/schemas/MenuItem"');
    },
  );

  builtDocument('accepts an empty JSON object on every POST declared without a body', () => {
    for (const call of catalogue.filter((c) => c.method === 'POST' && !c.body && !c.multipart)) {
      const body = operationOf(call).requestBody!;
      expect(body.required, call.id).toBe(false);
      expect(body.content['application/json']?.example).toEqual({});
    }
  });

  builtDocument('declares the media types of file answers and the parts of the multipart upload', () => {
    for (const call of catalogue.filter((c) => c.file)) {
      const ok = operationOf(call).responses['200']!;
      expect(Object.keys(ok.content ?? {}), call.id).toEqual(fileMediaTypes(call));
    }
    expect(
      Object.keys(operationOf(catalogue.find((c) => c.id === 'files.getAbridgeImg')!).responses['200']!.content!),
    ).toEqual(['image/jpeg']);
    const upload = operationOf(catalogue.find((c) => c.id === 'files.upload')!).requestBody!;
    const schema = upload.content['multipart/form-data']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(['file', 'businessType', 'businessId', 'compress']);
    expect(schema.required).toEqual(['file', 'businessType']);
    // The pixel limit of an image, read from its header, with the other limits of the file it takes.
    const businessType = (schema.properties.businessType as { description: string }).description;
    expect(businessType).toContain('materialFabric: .jpg .jpeg .png, under 20 MB, at most 100,000,000 pixels');
    expect(businessType).not.toMatch(/materialFabricCheck: [^;]*pixels/);
    const similar = operationOf(catalogue.find((c) => c.id === 'fabric.querySimilarImg')!).requestBody!;
    expect(JSON.stringify(similar)).toContain('at most 100,000,000 pixels (width × height)');
  });

  builtDocument('says what a fault rule may hold', () => {
    const addFault = (document.paths['/__stub/faults'] as Record<string, { summary: string }>).post!;
    expect(addFault.summary).toContain('at most 100 in a scope; a body of at most 1 MiB of JSON, 8 MiB');
  });

  builtDocument(
    'declares the token header, ?token= for getOSS alone, and the signed link where file reads take it',
    () => {
      expect(document.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
      expect(document.components.securitySchemes.tokenQuery).toMatchObject({ in: 'query', name: 'token' });
      expect(document.components.securitySchemes.signedLink).toMatchObject({ in: 'query', name: 'signature' });
      for (const call of catalogue) {
        const op = operationOf(call);
        const schemes = op.security.flatMap((s) => Object.keys(s));
        if (call.id === 'files.getOSS') expect(schemes).toEqual(['tokenQuery']);
        else if (call.public) expect(schemes, call.id).toEqual([]);
        else expect(schemes, call.id).toEqual(opensByLink(call) ? ['token', 'signedLink'] : ['token']);
        expect(op.parameters?.some((p) => p.name === 'token') ?? false, call.id).toBe(false);
      }
    },
  );
});

describe('Redocly lint (recommended rules, redocly.yaml)', () => {
  const dir = useScratchDir('openapi-lint-');

  builtDocument('finds no error and no warning', async () => {
    const file = dir.at('openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const root = resolve(import.meta.dirname, '../../..');
    const run = await promisify(execFile)(
      resolve(import.meta.dirname, '../node_modules/.bin/redocly'),
      ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 << 20,
      },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
