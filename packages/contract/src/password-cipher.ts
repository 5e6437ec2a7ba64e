import { ecb } from '@noble/ciphers/aes.js';

/**
 * Login password transport (docs/decisions/0002-password-transport.md): AES-128-ECB,
 * PKCS#7 padding, base64 of the UTF-8 password, 16-character key shared by the web build
 * and the stub. The spec withholds the real key; the development default is in .env.example.
 */
const keyBytes = (key: string): Uint8Array => {
  const bytes = new TextEncoder().encode(key);
  if (bytes.length !== 16) throw new Error('PASSWORD_AES_KEY must be 16 bytes');
  return bytes;
};

const toBase64 = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const encryptPassword = (password: string, key: string): string =>
  toBase64(ecb(keyBytes(key)).encrypt(new TextEncoder().encode(password)));

/** Throws on anything that is not a valid ciphertext under this key. */
export const decryptPassword = (cipherText: string, key: string): string =>
  new TextDecoder('utf-8', { fatal: true }).decode(ecb(keyBytes(key)).decrypt(fromBase64(cipherText)));
