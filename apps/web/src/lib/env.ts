import { z } from 'zod';

/**
 * The only module that reads import.meta.env (docs: DESIGN.md, "env read in one file").
 * Values come from the repo-root .env (vite `envDir`), so the stub and the web share one key.
 */
const isAbsoluteUrl = (value: string): boolean => {
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};

const envSchema = z.object({
  // Empty means same origin: the dev/preview proxy forwards /basic to the local stub.
  VITE_API_BASE_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || isAbsoluteUrl(v), 'VITE_API_BASE_URL must be empty or an absolute URL')
    // A trailing slash would double up with the calls' leading slash.
    .transform((v) => v.replace(/\/+$/, '')),
  PASSWORD_AES_KEY: z
    .string({ error: 'PASSWORD_AES_KEY is missing: set it in the repo-root .env (see .env.example)' })
    .length(16, 'PASSWORD_AES_KEY must be exactly 16 characters (AES-128 key)'),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Invalid web environment: ${details}`);
}

export const env = {
  apiBaseUrl: parsed.data.VITE_API_BASE_URL,
  passwordAesKey: parsed.data.PASSWORD_AES_KEY,
} as const;
