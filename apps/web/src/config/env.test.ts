import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const key = '0123456789abcdef';

describe('parseEnv', () => {
  it('accepts an empty base (same origin) and trims a trailing slash', () => {
    expect(parseEnv({ PASSWORD_AES_KEY: key })).toEqual({ apiBaseUrl: '', passwordAesKey: key });
    expect(parseEnv({ VITE_API_BASE_URL: ' https://api.example.cn/ ', PASSWORD_AES_KEY: key }).apiBaseUrl).toBe(
      'https://api.example.cn',
    );
  });

  it('names every problem at once', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'api.example.cn' })).toThrow(
      /VITE_API_BASE_URL: must be empty or an absolute URL; PASSWORD_AES_KEY: PASSWORD_AES_KEY is missing/,
    );
    expect(() => parseEnv({ PASSWORD_AES_KEY: 'short' })).toThrow(/exactly 16 characters/);
  });
});
