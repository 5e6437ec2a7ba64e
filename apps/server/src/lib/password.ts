import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const params = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** `scrypt$N$r$p$salt$hash` (base64 salt and hash). */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/**
 * A well-formed hash no password matches (same parameters as hashPassword): a login for an unknown account is
 * verified against it, so it costs one scrypt like a wrong password and its timing tells nothing.
 */
export const dummyPasswordHash = [
  'scrypt',
  params.N,
  params.r,
  params.p,
  randomBytes(16).toString('base64'),
  randomBytes(keyLength).toString('base64'),
].join('$');
