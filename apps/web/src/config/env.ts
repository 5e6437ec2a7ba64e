/**
 * The only module that reads import.meta.env (docs/architecture.md "Layout": config/ reads the environment once).
 * Values come from the repo-root .env (vite `envDir`), so the stub and the web share one key.
 * Checked by hand rather than with zod, so that reading it never brings zod along: zod is the largest
 * library, and /login's first paint does not wait for it (docs/decisions/0037-the-first-page.md).
 */
const isAbsoluteUrl = (value: string): boolean => {
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};

export interface RawEnv {
  VITE_API_BASE_URL?: unknown;
  PASSWORD_AES_KEY?: unknown;
}

export interface Env {
  apiBaseUrl: string;
  passwordAesKey: string;
}

/** Validates the raw variables; throws one error naming every problem. */
export const parseEnv = (raw: RawEnv): Env => {
  const problems: string[] = [];

  // Empty means same origin: the dev/preview proxy forwards /basic to the local stub.
  const base = typeof raw.VITE_API_BASE_URL === 'string' ? raw.VITE_API_BASE_URL.trim() : '';
  if (raw.VITE_API_BASE_URL !== undefined && typeof raw.VITE_API_BASE_URL !== 'string') {
    problems.push('VITE_API_BASE_URL: must be a string');
  } else if (base !== '' && !isAbsoluteUrl(base)) {
    problems.push('VITE_API_BASE_URL: must be empty or an absolute URL');
  }

  const key = raw.PASSWORD_AES_KEY;
  if (typeof key !== 'string') {
    problems.push('PASSWORD_AES_KEY: PASSWORD_AES_KEY is missing: set it in the repo-root .env (see .env.example)');
  } else if (key.length !== 16) {
    problems.push('PASSWORD_AES_KEY: PASSWORD_AES_KEY must be exactly 16 characters (AES-128 key)');
  }

  if (problems.length > 0) throw new Error(`Invalid web environment: ${problems.join('; ')}`);
  return {
    // A trailing slash would double up with the calls' leading slash.
    apiBaseUrl: base.replace(/\/+$/, ''),
    passwordAesKey: key as string,
  };
};

export const env: Readonly<Env> = Object.freeze(parseEnv(import.meta.env as RawEnv));
