import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha1Base64 } from './hmac-sha1';

describe('the direct-upload signature', () => {
  it('signs like OSS: base64(HMAC-SHA1(secret, policy base64)), UTF-8', () => {
    const policy = btoa(JSON.stringify({ expiration: '2026-01-01T00:00:00.000Z', conditions: [] }));
    for (const secret of [
      'secret',
      'k'.repeat(64),
      'a much longer secret than one sha1 block of sixty-four bytes…',
      '密钥',
    ]) {
      expect(hmacSha1Base64(secret, policy)).toBe(createHmac('sha1', secret).update(policy, 'utf8').digest('base64'));
    }
  });
});
