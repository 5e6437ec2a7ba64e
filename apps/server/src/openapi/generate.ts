import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentTypes, type UploadRuleName, uploadRules } from '@portal/contract';
import ExcelJS from 'exceljs';
import { createGeneratorSync, type JsonSchema as FakerSchema } from 'json-schema-faker';
import { repoRoot } from '../env';
import type { Input } from './conformance';
import type { Operation } from './operations';
import type { JsonSchema } from './schemas';

/**
 * The second generator of `pnpm openapi:check`: json-schema-faker (JSON Schema 2020-12, its own pattern and format
 * generators), independent of the Postman converter's. It fills every parameter and body of an operation from the
 * resolved schemas alone, with one narrowing that keeps the values inside the document: record ids (integers named
 * `id`, `…Id`, `ids`, `…Ids` with no maximum of their own but the safe-integer one) are drawn from 1–40, where the
 * fixtures' records are, so that some requests reach past "not found" into the handlers' rules.
 */

export const fixtureIdMax = 40;

/** A schema of the document as the faker takes it: an object of keywords (or a boolean). */
const isFakerSchema = (schema: unknown): schema is FakerSchema =>
  typeof schema === 'boolean' || (typeof schema === 'object' && schema !== null && !Array.isArray(schema));
const idName = /^(id|ids)$|[a-z](Id|Ids)$/;

/** A copy of the schema whose unbounded integer ids are drawn from 1 to `fixtureIdMax`. */
export const narrowIds = (schema: unknown, name = ''): unknown => {
  if (Array.isArray(schema)) return schema.map((s) => narrowIds(s, name));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema))
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([p, s]) => [p, narrowIds(s, p)]))
        : narrowIds(value, key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'allOf' ? name : '');
  // zod's safe-integer range (every `.int()` of an input) is no maximum of the field's own.
  const unbounded = (v: unknown) => v === undefined || Math.abs(v as number) >= Number.MAX_SAFE_INTEGER;
  if (out.type === 'integer' && idName.test(name) && unbounded(out.maximum) && out.exclusiveMaximum === undefined) {
    out.maximum = fixtureIdMax;
    if (unbounded(out.minimum) && out.exclusiveMinimum === undefined) out.minimum = 1;
  }
  return out;
};

export interface SampleFile {
  name: string;
  type: string;
  bytes: Buffer;
}

const image = (): SampleFile => ({
  name: 'sample.jpg',
  type: 'image/jpeg',
  bytes: readFileSync(resolve(repoRoot, 'fixtures/images/innovation/innovation-18-cover.jpg')),
});

/** Files of each extension the upload rules name (an .xlsx is a zip archive, so it stands for .zip and .docx too). */
export const sampleFiles = async (): Promise<Record<string, SampleFile>> => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('sheet').addRow(['sample']);
  const zip = Buffer.from(await workbook.xlsx.writeBuffer());
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const jpg = image();
  const files: Record<string, SampleFile> = {
    jpg,
    jpeg: { ...jpg, name: 'sample.jpeg' },
    png: { ...jpg, name: 'sample.png' },
  };
  for (const ext of ['xlsx', 'zip', 'docx'])
    files[ext] = { name: `sample.${ext}`, type: contentTypes[ext]!, bytes: zip };
  files.pdf = { name: 'sample.pdf', type: 'application/pdf', bytes: pdf };
  return files;
};

/**
 * The file a multipart request carries: tools cannot make file content from a schema, so the check attaches a sample
 * of a type the call accepts (the document's `encoding.file.contentType`; for the upload, what its businessType's
 * rule accepts, which the businessType's description lists).
 */
export const fileFor = (op: Operation, fields: unknown, samples: Record<string, SampleFile>): SampleFile => {
  const businessType = (fields as { businessType?: string } | undefined)?.businessType;
  const rule = businessType ? uploadRules[businessType as UploadRuleName] : undefined;
  const accepted = rule ? rule.extensions : acceptedExtensions(op);
  const ext = accepted.find((e) => samples[e]) ?? 'jpg';
  return samples[ext]!;
};

/** The extensions whose media types the operation's file part declares (`encoding.file.contentType`). */
const acceptedExtensions = (op: Operation): string[] => {
  const declared = op.body?.fileTypes ?? [];
  return Object.entries(contentTypes)
    .filter(([, type]) => declared.includes(type))
    .map(([ext]) => ext);
};

/** Inputs for every operation from json-schema-faker, `rounds` per operation, reproducible from `seed`. */
export const fakeInputs = (op: Operation, rounds: number, seed: number): Input[] => {
  // Arrays and strings stay short: the limits (1,000 items, 2,000 characters) are the fuzzing's business, and a body
  // of a thousand rows of a thousand rows would only measure the machine.
  const generator = createGeneratorSync({
    seed,
    optionalsProbability: 0.5,
    maxDefaultItems: 3,
    maxItems: 4,
    maxLength: 40,
  });
  const generate = (schema: unknown, name?: string) => {
    const narrowed = narrowIds(schema, name);
    return isFakerSchema(narrowed) ? generator.generate(narrowed) : undefined;
  };
  const out: Input[] = [];
  for (let round = 0; round < rounds; round++) {
    const input: Input = { path: {}, query: {} };
    for (const p of op.parameters) {
      if (p.in === 'query' && !p.required && round % 2 === 1) continue;
      input[p.in === 'path' ? 'path' : 'query'][p.name] = generate(p.schema, p.name);
    }
    if (op.body) {
      const { file: _, ...properties } = (op.body.schema.properties ?? {}) as JsonSchema;
      const schema =
        op.body.mediaType === 'multipart/form-data'
          ? {
              ...op.body.schema,
              properties,
              required: ((op.body.schema.required ?? []) as string[]).filter((r) => r !== 'file'),
            }
          : op.body.schema;
      input.body = generate(schema);
    }
    out.push(input);
  }
  return out;
};
