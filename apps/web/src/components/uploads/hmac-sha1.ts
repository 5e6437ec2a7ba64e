import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';

/**
 * The direct-upload signature (OSS signs POST policies with HMAC-SHA1). From @noble/hashes rather than
 * crypto.subtle, which browsers only offer in secure contexts: the portal is also served over plain http
 * on internal hosts, and the signature must work there too.
 */
const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** base64(HMAC-SHA1(key, message)), both UTF-8: the OSS POST-policy signature. */
export const hmacSha1Base64 = (key: string, message: string): string => {
  const encoder = new TextEncoder();
  return toBase64(hmac(sha1, encoder.encode(key), encoder.encode(message)));
};
