import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What a form judged by a schema holds: the schema's input, except that a number may be empty (undefined) until the
 * user types it. The schema refuses an empty number with its own message, so the form needs no placeholder value.
 */
export type FormValues<T> = T extends number
  ? number | undefined
  : T extends readonly (infer E)[]
    ? FormValues<E>[]
    : T extends Date | Blob
      ? T
      : T extends object
        ? { [K in keyof T]: FormValues<T[K]> }
        : T;

export interface ContractResolverOptions<V> {
  /**
   * What the schema judges, made from the form's values, where the form holds them in its own shape (images as
   * files, pairs typed per size): the call's body. Without it the schema judges the values as they are.
   */
  toBody?: (values: V) => unknown;
  /**
   * The form field a refusal at `path` of the body lands on (`root` for the form as a whole). Without it the field
   * is the path itself (`items.2.price`).
   */
  fieldOf?: (path: readonly PropertyKey[], values: V) => string;
  /**
   * Rules the schema cannot hold because they need the stored record (a state rule such as `scrapRefusal`, as the
   * stub judges it), by form field: judged beside the schema whatever it refuses, so every field shows its message
   * at once (the schema's first).
   */
  refusals?: (values: V) => readonly { field: string; message: string }[];
}

type Issue = z.core.$ZodIssue;

/**
 * A refusal's issues as fields take them. An issue of a union (`invalid_union`) stands for its closest branch (the
 * one with the fewest issues): its first message at the union's own path, then every branch's issues below it.
 */
const leafIssues = (issues: readonly Issue[]): Issue[] =>
  issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    const below = issue.errors.flat().map((i) => ({ ...i, path: [...issue.path, ...i.path] }));
    return [{ ...issue, message: closest[0]?.message ?? issue.message }, ...leafIssues(below)];
  });

/**
 * The one validation adapter of the portal's forms: a contract schema (the rule the stub applies to the call) judges
 * the form. Each field shows the first message for it, and a rule over a field array lands on its root, as
 * react-hook-form expects; a valid form hands the schema's output to `handleSubmit`. Typed for zod 4's split: the
 * form holds `V` (by default `FormValues` of the schema's input), the submit receives the schema's output.
 */
export const contractResolver =
  <S extends z.ZodType, V extends FieldValues = FormValues<z.input<S>> & FieldValues>(
    schema: S,
    options: ContractResolverOptions<V> = {},
  ): Resolver<V, unknown, z.output<S>> =>
  async (values, _context, resolverOptions) => {
    const parsed = await schema.safeParseAsync(options.toBody ? options.toBody(values) : values);
    const refusals = options.refusals?.(values) ?? [];
    if (parsed.success && refusals.length === 0) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.success ? [] : leafIssues(parsed.error.issues)) {
      const field = options.fieldOf ? options.fieldOf(issue.path, values) : issue.path.map(String).join('.');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    for (const { field, message } of refusals) errors[field] ??= { type: 'custom', message };
    return { values: {}, errors: toNestErrors(errors, resolverOptions) };
  };
