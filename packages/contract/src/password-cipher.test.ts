import { describe, expect, it } from 'vitest';
import { decryptPassword, encryptPassword } from './password-cipher';

const key = '0123456789abcdef';

describe('password transport', () => {
  it('round-trips UTF-8 passwords', () => {
    for (const p of ['Supplier@2026', '密码Abc#123', 'x'])
      expect(decryptPassword(encryptPassword(p, key), key)).toBe(p);
  });
  it('matches the AES-128-ECB/PKCS#7 vector a Java or CryptoJS backend produces', () => {
    // printf 'Supplier@2026' | openssl enc -aes-128-ecb -K 30313233343536373839616263646566 -a
    expect(encryptPassword('Supplier@2026', key)).toBe(EXPECTED);
  });
  it('rejects a wrong key or garbage', () => {
    const c = encryptPassword('Supplier@2026', key);
    expect(() => decryptPassword(c, 'fedcba9876543210')).toThrow();
    expect(() => decryptPassword('not-base64!', key)).toThrow();
    expect(() => encryptPassword('x', 'short')).toThrow();
  });
});
const EXPECTED = 'JFGmeFXx4s2glYcaC7FOlw==';
