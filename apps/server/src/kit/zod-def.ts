import type { z } from 'zod';

/**
 * What walks a contract schema (the input limits, the drift check, the OpenAPI statements) reads its definition
 * through these, typed by kind: zod's first-party schemas (`$ZodTypes`) and checks (`$ZodChecks`) are unions whose
 * definitions are discriminated by `type` and `check`, so a `switch (def.type)` reads `innerType`, `shape`,
 * `options`, … with their types. The contract builds every schema with zod's own constructors.
 */
export const defOf = (schema: z.core.$ZodType) => (schema as z.core.$ZodTypes)._zod.def;

/** The checks of a schema (`.max()`, `.trim()`, …), each definition discriminated by `check`. */
export const checksOf = (schema: z.core.$ZodType) =>
  (schema._zod.def.checks ?? []).map((c) => (c as z.core.$ZodChecks)._zod.def);

/** What a wrapper (optional, nullable, default, catch, readonly, …) wraps; undefined for any other kind of schema. */
export const innerOf = (schema: z.core.$ZodType): z.core.$ZodType | undefined => {
  const def = defOf(schema);
  return 'innerType' in def ? def.innerType : undefined;
};
